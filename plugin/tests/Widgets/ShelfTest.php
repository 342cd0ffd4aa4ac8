<?php
/**
 * A shelf's settings as query arguments: orders with their period and direction, the OR'ed term filters, the
 * chapter type, the forced published-manga arguments.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Widgets;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Listing\MetaOrder;
use Yomu\Core\Listing\Shelf;
use Yomu\Core\Tests\TestCase;

/**
 * Shelf::spec(), Shelf::args(), Shelf::order().
 */
final class ShelfTest extends TestCase {

	public function test_a_spec_keeps_known_values_only(): void {
		$spec = Shelf::spec(
			array(
				'count'        => 500,
				'order_by'     => 'RAND()',
				'range'        => 'decade',
				'order'        => 'asc',
				'terms'        => array(
					'genre' => 'Aksiyon, dram ,,',
					'bogus' => 'x',
				),
				'chapter_type' => 'audio',
				'ids'          => '4, x, -2, 4',
			)
		);
		$this->assertSame( 48, $spec['count'] );
		$this->assertSame( 'latest', $spec['order_by'] );
		$this->assertSame( 'all', $spec['range'] );
		$this->assertSame( 'ASC', $spec['order'] );
		$this->assertSame( array( 'genre' => array( 'aksiyon', 'dram' ) ), $spec['terms'] );
		$this->assertSame( '', $spec['chapter_type'] );
		$this->assertSame( array( 4 ), $spec['ids'] );
	}

	public function test_orders_map_to_yomu_listing_orders_with_period_and_direction(): void {
		$this->assertSame( MetaOrder::args( '_wp_manga_month_views_value', 'DESC' ), Shelf::order( 'trending', 'month', 'DESC' ) );
		$this->assertSame( MetaOrder::args( MetaKeys::VIEWS, 'DESC' ), Shelf::order( 'trending', 'all', 'DESC' ) );
		$this->assertSame( MetaOrder::args( MetaKeys::LATEST_UPDATE, 'ASC' ), Shelf::order( 'latest', 'all', 'ASC' ) );
		$this->assertSame( MetaOrder::args( MetaKeys::AVERAGE_REVIEW, 'DESC' ), Shelf::order( 'rating', 'week', 'DESC' ) );
		$this->assertSame( array( 'title' => 'ASC' ), Shelf::order( 'alphabet', 'all', 'ASC' )['orderby'] );
		$this->assertSame( 'DESC', Shelf::order( 'random', 'all', 'ASC' )['orderby']['date'] );
	}

	public function test_arguments_or_the_terms_and_force_published_manga(): void {
		$args = Shelf::args(
			Shelf::spec(
				array(
					'count'        => 4,
					'terms'        => array(
						'genre'  => 'aksiyon',
						'author' => 'ayse',
					),
					'chapter_type' => 'manga',
					'type_missing' => true,
					'exclude'      => '9',
				)
			)
		);
		$this->assertSame( 'wp-manga', $args['post_type'] );
		$this->assertSame( 'publish', $args['post_status'] );
		$this->assertSame( 4, $args['posts_per_page'] );
		$this->assertSame( 'OR', $args['tax_query']['relation'] );
		$this->assertSame( array( 'wp-manga-genre', 'wp-manga-author' ), array( $args['tax_query'][0]['taxonomy'], $args['tax_query'][1]['taxonomy'] ) );
		$this->assertSame( 'OR', $args['meta_query'][0]['relation'] );
		$this->assertSame( 'NOT EXISTS', $args['meta_query'][0][1]['compare'] );
		$this->assertSame( array( 9 ), $args['post__not_in'] );
	}
}
