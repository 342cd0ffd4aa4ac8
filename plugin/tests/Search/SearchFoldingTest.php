<?php
/**
 * Search folding: what "the same text" means to search.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Search;

use Yomu\Core\Search\Folding;
use Yomu\Core\Tests\TestCase;

/**
 * Folding, words and the stored key.
 */
final class SearchFoldingTest extends TestCase {

	/**
	 * Case, accents, Turkish i's, apostrophes and punctuation.
	 */
	public function test_folds_case_accents_and_the_turkish_i(): void {
		$this->assertSame( 'istanbul isik', Folding::fold( 'İstanbul Işık' ) );
		$this->assertSame( 'istanbul isik', Folding::fold( 'ISTANBUL IŞIK' ) );
		$this->assertSame( 'olcek serisi', Folding::fold( 'ÖLÇEK  Serisi' ) );
		$this->assertSame( 'ca va n s g u', Folding::fold( 'Ça va ñ ş ğ ü' ) );
		$this->assertSame( 'frierens journey', Folding::fold( 'Frieren’s Journey' ) );
		$this->assertSame( 're zero 2nd', Folding::fold( 'Re:Zero — 2nd!' ) );
		$this->assertSame( '鬼滅の刃', Folding::fold( '鬼滅の刃' ) );
	}

	/**
	 * SQL wildcards and markup leave nothing special behind.
	 */
	public function test_hostile_text_folds_to_plain_words(): void {
		$this->assertSame( array( 'img', 'onerror', 'alert', '1' ), Folding::words( '<img onerror=alert(1)>' ) );
		$this->assertSame( array(), Folding::words( "%_%'\"\\;--" ) );
		$this->assertSame( array( 'x', 'or', '1' ), Folding::words( "x' OR 1=1 -- x" ) );
	}

	/**
	 * At most 6 distinct words from at most 100 characters.
	 */
	public function test_limits_the_words_of_a_query(): void {
		$this->assertSame( array( 'a', 'b', 'c', 'd', 'e', 'f' ), Folding::words( 'a b c d e f g h a' ) );
		$this->assertSame( array( 'kod', 'adi' ), Folding::words( 'Kod ADI kod' ) );
		$this->assertSame( 100, strlen( implode( '', Folding::words( str_repeat( 'x', 300 ) ) ) ) );
	}

	/**
	 * The stored key: every folded name between bars, duplicates once, title first.
	 */
	public function test_key_holds_each_name_between_bars(): void {
		$names = array_merge( array( 'Kuzey Yıldızı' ), Folding::alternative_names( "North Star, 北極星; kuzey YILDIZI\nPolaris" ), array( 'Ayşe Kaya' ) );
		$this->assertSame( '|kuzey yildizi|north star|北極星|polaris|ayse kaya|', Folding::key( $names ) );
		$this->assertSame( '', Folding::key( array( '', '!!' ) ) );
	}

	/**
	 * The summary key: distinct folded words of excerpt and summary, markup and shortcode brackets dropped, bounded.
	 */
	public function test_summary_key_holds_the_distinct_visible_words(): void {
		$this->assertSame( 'gece isigi karanlik', Folding::summary_key( 'GECE Işığı', '<p>Karanlık <strong>gece</strong>&nbsp;Gecé</p>' ) );
		$this->assertSame( 'a b 42', Folding::summary_key( '', 'A<br>b [gallery ids="1,2"] 42 a' ) );
		$this->assertSame( '', Folding::summary_key( '', '<p></p>' ) );
		$long = Folding::summary_key( implode( ' ', array_map( static fn ( int $i ): string => "w$i", range( 1, 5000 ) ) ) );
		$this->assertLessThanOrEqual( Folding::MAX_SUMMARY, mb_strlen( $long ) );
		$this->assertStringStartsWith( 'w1 w2 w3 ', $long );
		$this->assertStringEndsNotWith( ' ', $long );
	}
}
