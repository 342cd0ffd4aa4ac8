<?php
/**
 * A manga widget's settings as listing arguments: orders with their period and direction, the OR'ed term filters,
 * the chapter type as saved, the forced published-manga arguments.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Widgets;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\MetaOrder;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Widgets\ShelfSettings;

/**
 * ShelfSettings::from() through AttributeQuery::args().
 */
final class ShelfSettingsTest extends TestCase {

	/**
	 * Arguments of a widget's settings.
	 *
	 * @param array<string, string> $settings Settings.
	 * @param string                $range    Trending period.
	 * @return array<string, mixed>
	 */
	private static function args( array $settings, string $range = 'all' ): array {
		return AttributeQuery::args( ShelfSettings::from( $settings, 4, $range ) );
	}

	public function test_orders_map_to_yomu_listing_orders_with_period_and_direction(): void {
		$order = static fn ( array $args ): array => array_intersect_key( $args, MetaOrder::args( MetaKeys::VIEWS, 'DESC' ) );
		$this->assertSame( MetaOrder::args( '_wp_manga_month_views_value', 'DESC' ), $order( self::args( array( 'order_by' => 'trending' ), 'month' ) ) );
		$this->assertSame( MetaOrder::args( MetaKeys::VIEWS, 'DESC' ), $order( self::args( array( 'order_by' => 'views' ), 'month' ) ) );
		$this->assertSame( MetaOrder::args( MetaKeys::LATEST_UPDATE, 'ASC' ), $order( self::args( array( 'order' => 'asc' ) ) ) );
		$this->assertSame( MetaOrder::args( MetaKeys::AVERAGE_REVIEW, 'DESC' ), $order( self::args( array( 'order_by' => 'rating' ), 'week' ) ) );
		$this->assertSame(
			array( 'title' => 'ASC' ),
			self::args(
				array(
					'order_by' => 'alphabet',
					'order'    => 'ASC',
				)
			)['orderby']
		);
		$this->assertSame(
			'DESC',
			self::args(
				array(
					'order_by' => 'random',
					'order'    => 'ASC',
				)
			)['orderby']['date']
		);
	}

	public function test_terms_are_ored_the_type_is_the_saved_meta_and_only_published_manga_show(): void {
		$args = self::args(
			array(
				'genre'      => 'Aksiyon, dram ,,',
				'author'     => 'ayse',
				'manga_type' => 'manga',
			)
		);
		$this->assertSame( 'wp-manga', $args['post_type'] );
		$this->assertSame( 'publish', $args['post_status'] );
		$this->assertSame( 'OR', $args['tax_query']['relation'] );
		$this->assertSame( array( 'wp-manga-genre', 'wp-manga-author' ), array( $args['tax_query'][0]['taxonomy'], $args['tax_query'][1]['taxonomy'] ) );
		$this->assertSame( array( 'aksiyon', 'dram' ), $args['tax_query'][0]['terms'] );
		// A widget's "manga" type is the saved meta; the shortcodes also count a manga without it.
		$this->assertSame( 'manga', $args['meta_query'][0]['value'] );
		$shortcode = AttributeQuery::args( array( 'chapter_type' => 'manga' ) );
		$this->assertSame( 'NOT EXISTS', $shortcode['meta_query'][0][1]['compare'] );
	}

	public function test_ids_and_excluded_ids_are_positive_numbers_only(): void {
		$this->assertSame( array( 4, 7 ), AttributeQuery::ids( '4, x, -2, 4, 7' ) );
		$this->assertSame( array( 9 ), AttributeQuery::args( array( 'exclude' => '9,abc' ) )['post__not_in'] );
		$this->assertSame( array( 'aksiyon', 'dram' ), AttributeQuery::slugs( array( 'Aksiyon', 'dram', array( 'x' ) ) ) );
	}
}
