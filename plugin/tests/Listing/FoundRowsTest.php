<?php
/**
 * Paginated manga listings have the right totals and page counts; on SQLite they count with COUNT(*) instead of
 * SQL_CALC_FOUND_ROWS, and other queries keep WordPress's own counting.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Listing;

use WP_Query;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Tests\TestCase;

/**
 * FoundRows through real WP_Query calls.
 */
final class FoundRowsTest extends TestCase {

	/**
	 * How many manga a listing shows in all, counted one by one.
	 *
	 * @param array<string, mixed> $args Extra query arguments.
	 */
	private static function all_listed( array $args = array() ): int {
		$query = new WP_Query(
			array_merge(
				array(
					'post_type'      => 'wp-manga',
					'post_status'    => 'publish',
					'has_password'   => false,
					'posts_per_page' => -1,
					'fields'         => 'ids',
				),
				$args
			)
		);
		return count( $query->posts );
	}

	public function test_a_paginated_listing_has_the_right_total_and_pages_without_sql_calc_found_rows(): void {
		self::factory()->manga->create();
		self::factory()->manga->create();
		self::factory()->manga->create();
		self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		self::factory()->manga->create( array( 'post_password' => 'secret' ) );
		$expected = self::all_listed();

		$page = yomu_listing_query( 'views', 2, 2 );
		// SQLite counts separately; MariaDB and MySQL keep SQL_CALC_FOUND_ROWS (faster there).
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === constant( 'DB_ENGINE' ) ) {
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $page->request );
		} else {
			$this->assertStringContainsString( 'SQL_CALC_FOUND_ROWS', $page->request );
		}
		$this->assertSame( $expected, $page->found_posts );
		$this->assertSame( (int) ceil( $expected / 2 ), $page->max_num_pages );
		$this->assertCount( min( 2, $expected - 2 ), $page->posts );
	}

	public function test_a_listing_of_one_genre_counts_only_that_genre(): void {
		$genre = wp_insert_term( 'Found rows genre ' . wp_rand(), 'wp-manga-genre' );
		$this->assertIsArray( $genre );
		foreach ( array( self::factory()->manga->create(), self::factory()->manga->create() ) as $id ) {
			wp_set_object_terms( $id, array( (int) $genre['term_id'] ), 'wp-manga-genre' );
		}
		self::factory()->manga->create();
		$tax   = array(
			'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery
				array(
					'taxonomy' => 'wp-manga-genre',
					'terms'    => array( (int) $genre['term_id'] ),
				),
			),
		);
		$query = new WP_Query(
			array_merge(
				Orderby::args( 'latest' ),
				$tax,
				array(
					'post_type'      => 'wp-manga',
					'post_status'    => 'publish',
					'posts_per_page' => 1,
				)
			)
		);
		wp_delete_term( (int) $genre['term_id'], 'wp-manga-genre' );
		$this->assertSame( 2, $query->found_posts );
		$this->assertSame( 2, $query->max_num_pages );
	}

	public function test_other_queries_count_as_wordpress_does(): void {
		$posts = new WP_Query(
			array(
				'post_type'      => 'post',
				'posts_per_page' => 1,
			)
		);
		$this->assertStringContainsString( 'SQL_CALC_FOUND_ROWS', $posts->request );
	}
}
