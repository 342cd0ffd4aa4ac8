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
	 * The summary words: distinct folded words of excerpt and summary, markup and shortcode brackets dropped, short
	 * words left out, bounded in count and length.
	 */
	public function test_summary_words_are_the_distinct_visible_words(): void {
		$this->assertSame( array( 'gece', 'isigi', 'karanlik' ), Folding::summary_words( 'GECE Işığı', '<p>Karanlık <strong>gece</strong>&nbsp;Gecé</p>' ) );
		$this->assertSame( array( 'abc', '420', 'uyanir' ), Folding::summary_words( '', 'ABC<br>b [gallery ids="1,2"] 420 abc [caption id="1"]UYANIR[/caption] ab' ) );
		$this->assertSame( array(), Folding::summary_words( '', '<p></p>' ) );
		$many = Folding::summary_words( implode( ' ', array_map( static fn ( int $i ): string => "w$i", range( 100, 5000 ) ) ) );
		$this->assertCount( Folding::MAX_SUMMARY_WORDS, $many );
		$this->assertSame( 'w100', $many[0] );
		$this->assertSame( array( str_repeat( 'x', Folding::MAX_WORD ) ), Folding::summary_words( str_repeat( 'x', 90 ) ) );
	}
}
