<?php
/**
 * Madara's title badges: the stored manga_title_badges values (English slugs, the slugs of Yomu's translated
 * labels, "no", anything else), the 18+ badge of adult manga, and the link around the group.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\Rank;
use Yomu\Core\Listing\TitleBadges;
use Yomu\Core\Tests\TestCase;

final class TitleBadgesTest extends TestCase {

	public function test_the_stored_value_names_the_badge(): void {
		$this->assertSame( 'hot', TitleBadges::kind( 'hot' ) );
		$this->assertSame( 'new', TitleBadges::kind( ' NEW ' ) );
		$this->assertSame( 'custom', TitleBadges::kind( 'custom' ) );
		$this->assertSame( '', TitleBadges::kind( 'no' ) );
		$this->assertSame( '', TitleBadges::kind( '' ) );
		$this->assertSame( 'hot', TitleBadges::kind( 'sicak', array( 'sicak' ), array( 'yeni' ) ), 'a translated label' );
		$this->assertSame( 'new', TitleBadges::kind( 'yeni', array( 'sicak' ), array( 'yeni' ) ) );
		$this->assertSame( '', TitleBadges::kind( 'caliente' ), 'a label of a language Yomu does not know' );
	}

	public function test_the_group_with_18_plus_and_its_link(): void {
		switch_to_locale( 'en_US' ); // The test site speaks Turkish.
		$manga = self::factory()->manga->create();
		$this->assertSame( '', TitleBadges::html( $manga ) );
		update_post_meta( $manga, 'manga_custom_badge_link', 'https://example.com/e' );
		$this->assertSame( '', TitleBadges::html( $manga ), 'a link alone shows nothing' );
		update_post_meta( $manga, 'manga_title_badges', 'custom' );
		update_post_meta( $manga, 'manga_custom_badges', '<b>Son</b> Bölüm' );
		update_post_meta( $manga, 'manga_adult_content', array( 'yes' ) );
		$this->assertSame(
			'<span class="manga-badges"><a class="manga-title-badges__link" href="https://example.com/e"><span class="manga-title-badges custom son-bolum">Son Bölüm</span><span class="manga-title-badges custom adult">18+</span></a></span>',
			TitleBadges::html( $manga )
		);
		update_post_meta( $manga, 'manga_custom_badge_link_target', '_blank' );
		$this->assertStringContainsString( ' target="_blank" rel="noopener">', TitleBadges::html( $manga ) );
	}

	public function test_ordinals_follow_english_rules_for_translators_to_reshape(): void {
		switch_to_locale( 'en_US' );
		$this->assertSame(
			array( '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '100th' ),
			array_map( array( Rank::class, 'ordinal' ), array( 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 100 ) )
		);
	}

	public function test_a_page_of_cards_reads_the_badges_of_all_its_manga_in_one_meta_query(): void {
		update_option( 'option_tree', array( 'manga_reading_oneshot' => 'manga' ) );
		$ids = array();
		foreach ( array( 'hot', 'new', 'custom', 'no' ) as $kind ) {
			$id = self::factory()->manga->create();
			update_post_meta( $id, 'manga_title_badges', $kind );
			update_post_meta( $id, 'manga_custom_badges', 'Özel' );
			update_post_meta( $id, 'manga_reading_oneshot', 'oneshot' );
			$ids[] = $id;
			clean_post_cache( $id );
		}
		$query = new \WP_Query(
			array(
				'post_type'              => 'wp-manga',
				'post_status'            => 'publish',
				'post__in'               => $ids,
				'orderby'                => 'post__in',
				'update_post_meta_cache' => false,
			)
		);
		$this->assertCount( 4, $query->posts );
		$meta    = 0;
		$watcher = static function ( $sql ) use ( &$meta ) {
			global $wpdb;
			$meta += str_contains( (string) $sql, $wpdb->postmeta ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $watcher );
		try {
			$html = '';
			foreach ( $query->posts as $manga ) {
				$html .= Card::render( $manga );
			}
		} finally {
			remove_filter( 'query', $watcher );
		}
		$this->assertSame( 1, $meta, 'one meta query for every card' );
		$this->assertSame( 3, substr_count( $html, '<span class="manga-badges">' ) );
	}
}
