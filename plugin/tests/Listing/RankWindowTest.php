<?php
/**
 * Listing pages read from the rank table's index: the same manga, order and totals as the full sort.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Listing;

use WP_Query;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\RankTable;
use Yomu\Core\Tests\TestCase;

/**
 * RankWindow through real WP_Query calls, on the site's own database engine.
 */
final class RankWindowTest extends TestCase {

	/**
	 * Statements the database ran since the test began.
	 *
	 * @var string[]
	 */
	private array $ran = array();

	/**
	 * Starts recording statements.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'query', array( $this, 'record' ) );
	}

	/**
	 * Stops recording.
	 */
	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'record' ) );
		parent::tearDown();
	}

	/**
	 * Records a statement.
	 *
	 * @param string $sql Statement.
	 */
	public function record( $sql ) {
		$this->ran[] = (string) $sql;
		return $sql;
	}

	/**
	 * One page of the "most views" listing of the given manga, as a listing asks for it.
	 *
	 * @param int[]                $within   Manga to list.
	 * @param int                  $paged    Page.
	 * @param array<string, mixed> $extra    More query arguments.
	 */
	private function page( array $within, int $paged, array $extra = array() ): WP_Query {
		$this->ran = array();
		return new WP_Query(
			array_merge(
				Orderby::args( 'views' ),
				array(
					'post_type'      => 'wp-manga',
					'post_status'    => 'publish',
					'post__in'       => $within,
					'posts_per_page' => 2,
					'paged'          => $paged,
				),
				$extra
			)
		);
	}

	/**
	 * Whether the last page counted the manga.
	 */
	private function counted(): bool {
		global $wpdb;
		return (bool) preg_grep( '/^SELECT COUNT\((DISTINCT [^)]+|\*)\) FROM ' . preg_quote( $wpdb->posts, '/' ) . '\b/', $this->ran );
	}

	/**
	 * Whether the last page was read with the rank table first.
	 */
	private function read_from_the_index(): bool {
		return (bool) preg_grep( '/FROM `' . preg_quote( RankTable::table(), '/' ) . '` AS yomu_rank (CROSS JOIN|STRAIGHT_JOIN)/', $this->ran );
	}

	public function test_pages_keep_the_order_and_totals_of_the_full_sort(): void {
		$this->assertTrue( RankTable::ready() );
		$old_high = self::factory()->manga->create( array( 'post_date' => '2020-01-01 00:00:00' ), array( '_wp_manga_views' => '900' ) );
		$new_low  = self::factory()->manga->create( array( 'post_date' => '2024-01-01 00:00:00' ), array( '_wp_manga_views' => '15' ) );
		$tie_old  = self::factory()->manga->create( array( 'post_date' => '2023-06-01 00:00:00' ), array( '_wp_manga_views' => '15' ) );
		$none_old = self::factory()->manga->create( array( 'post_date' => '2019-01-01 00:00:00' ) );
		$none_new = self::factory()->manga->create( array( 'post_date' => '2025-01-01 00:00:00' ) );
		$all      = array( $old_high, $new_low, $tie_old, $none_old, $none_new );

		$first = $this->page( $all, 1 );
		$this->assertSame( array( $old_high, $new_low ), wp_list_pluck( $first->posts, 'ID' ) );
		$this->assertSame( 5, $first->found_posts );
		$this->assertSame( 3, $first->max_num_pages );
		$this->assertTrue( $this->read_from_the_index(), 'the first page is read from the index' );

		// The second page reaches the manga without views: the full sort answers, in the same order.
		$second = $this->page( $all, 2 );
		$this->assertSame( array( $tie_old, $none_new ), wp_list_pluck( $second->posts, 'ID' ) );
		$this->assertSame( 5, $second->found_posts );
		$third = $this->page( $all, 3 );
		$this->assertSame( array( $none_old ), wp_list_pluck( $third->posts, 'ID' ) );
	}

	public function test_a_later_request_takes_the_total_from_a_persistent_cache(): void {
		$all   = array(
			self::factory()->manga->create( array( 'post_date' => '2020-01-01 00:00:00' ), array( '_wp_manga_views' => '50' ) ),
			self::factory()->manga->create( array( 'post_date' => '2021-01-01 00:00:00' ), array( '_wp_manga_views' => '40' ) ),
			self::factory()->manga->create( array( 'post_date' => '2022-01-01 00:00:00' ), array( '_wp_manga_views' => '30' ) ),
		);
		$first = $this->page( $all, 1 );
		$this->assertSame( 3, $first->found_posts );
		$this->assertTrue( $this->counted(), 'the first page counts the manga' );

		// A later request starts with empty memory and reads what the persistent cache hands back, if there is one.
		wp_cache_flush_runtime();
		$later = $this->page( $all, 1 );
		$this->assertSame( 3, $later->found_posts );
		$this->assertSame( 2, $later->max_num_pages );
		$this->assertSame( ! wp_using_ext_object_cache(), $this->counted(), 'a persistent cache keeps the total' );
	}

	public function test_a_genre_total_follows_a_new_manga(): void {
		$genre = wp_insert_term( 'Rank window genre ' . wp_generate_password( 6, false ), 'wp-manga-genre' );
		$this->assertIsArray( $genre );
		$term  = (int) $genre['term_id'];
		$ids   = array(
			self::factory()->manga->create( array( 'post_date' => '2021-01-01 00:00:00' ), array( '_wp_manga_views' => '30' ) ),
			self::factory()->manga->create( array( 'post_date' => '2022-01-01 00:00:00' ), array( '_wp_manga_views' => '20' ) ),
			self::factory()->manga->create( array( 'post_date' => '2023-01-01 00:00:00' ), array( '_wp_manga_views' => '10' ) ),
		);
		$genre = array(
			'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the listing under test.
				array(
					'taxonomy' => 'wp-manga-genre',
					'terms'    => $term,
				),
			),
		);
		foreach ( $ids as $id ) {
			wp_set_object_terms( $id, $term, 'wp-manga-genre' );
		}
		$before = $this->page( array(), 1, $genre );
		$this->assertSame( array( $ids[0], $ids[1] ), wp_list_pluck( $before->posts, 'ID' ) );
		$this->assertSame( 3, $before->found_posts );
		$this->assertTrue( $this->read_from_the_index() );

		$top = self::factory()->manga->create( array( 'post_date' => '2024-01-01 00:00:00' ), array( '_wp_manga_views' => '99' ) );
		wp_set_object_terms( $top, $term, 'wp-manga-genre' );
		$after = $this->page( array(), 1, $genre );
		$this->assertSame( array( $top, $ids[0] ), wp_list_pluck( $after->posts, 'ID' ) );
		$this->assertSame( 4, $after->found_posts );
	}
}
