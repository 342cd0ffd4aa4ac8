<?php
/**
 * Listing order by a meta value: the order readers see, manga without the key, a key stored twice.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Listing;

use WP_Query;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\RankTable;
use Yomu\Core\Tests\TestCase;

/**
 * MetaOrder through real WP_Query calls.
 */
final class MetaOrderTest extends TestCase {

	/**
	 * IDs of the listed test manga, in the order of the given listing.
	 *
	 * @param string $order  An m_orderby name.
	 * @param int[]  $within The manga to keep from the answer.
	 * @return int[]
	 */
	private function listed( string $order, array $within ): array {
		$query = new WP_Query(
			array_merge(
				Orderby::args( $order ),
				array(
					'post_type'      => 'wp-manga',
					'post_status'    => 'publish',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
		return array_values( array_intersect( array_map( 'intval', $query->posts ), $within ) );
	}

	public function test_orders_by_the_value_then_newest_first_with_manga_lacking_the_key_last(): void {
		$old_high = self::factory()->manga->create( array( 'post_date' => '2020-01-01 00:00:00' ) );
		$new_low  = self::factory()->manga->create( array( 'post_date' => '2024-01-01 00:00:00' ) );
		$none_old = self::factory()->manga->create( array( 'post_date' => '2019-01-01 00:00:00' ) );
		$none_new = self::factory()->manga->create( array( 'post_date' => '2025-01-01 00:00:00' ) );
		$tie_new  = self::factory()->manga->create( array( 'post_date' => '2023-06-01 00:00:00' ) );
		update_post_meta( $old_high, '_wp_manga_views', '900' );
		update_post_meta( $new_low, '_wp_manga_views', '15' );
		update_post_meta( $tie_new, '_wp_manga_views', '15' );
		// A key stored twice (imports do this) must not list the manga twice.
		add_post_meta( $old_high, '_wp_manga_views', '900' );

		$this->assertSame(
			array( $old_high, $new_low, $tie_new, $none_new, $none_old ),
			$this->listed( 'views', array( $old_high, $new_low, $none_old, $none_new, $tie_new ) )
		);
	}

	public function test_other_queries_are_left_alone(): void {
		$query = new WP_Query(
			array(
				'post_type'      => 'wp-manga',
				'yomu_order_key' => '_edit_lock',
				'fields'         => 'ids',
			)
		);
		$this->assertStringNotContainsString( 'yomu_', $query->request );
		$listing = new WP_Query( array_merge( Orderby::args( 'latest' ), array( 'post_type' => 'wp-manga' ) ) );
		$this->assertStringContainsString( 'ORDER BY yomu_rank.latest_update DESC', $listing->request );
	}

	public function test_the_rank_table_follows_counters_deletes_and_a_rebuild(): void {
		global $wpdb;
		$a     = self::factory()->manga->create( array( 'post_date' => '2021-01-01 00:00:00' ) );
		$b     = self::factory()->manga->create( array( 'post_date' => '2022-01-01 00:00:00' ) );
		$table = RankTable::table();
		$views = fn ( int $id ) => $wpdb->get_var( $wpdb->prepare( "SELECT views FROM `$table` WHERE post_id = %d", $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

		// The view counter writes the meta with its own SQL, then says so.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES (%d, '_wp_manga_views', '70')", $a ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
		wp_cache_delete( $a, 'post_meta' );
		$this->assertNull( $views( $a ) );
		do_action( 'yomu_manga_counts_changed', $a );
		$this->assertEquals( 70, $views( $a ) );
		$this->assertSame( array( $a, $b ), $this->listed( 'views', array( $a, $b ) ) );

		// A rebuild reproduces the rows from the meta alone.
		$wpdb->query( "DELETE FROM `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		RankTable::rebuild();
		$this->assertEquals( 70, $views( $a ) );
		$this->assertNull( $views( $b ) );

		wp_delete_post( $a, true );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT post_id FROM `$table` WHERE post_id = %d", $a ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_a_manga_written_straight_into_the_database_takes_its_place_once_the_table_heals(): void {
		global $wpdb;
		$kept     = self::factory()->manga->create( array( 'post_date' => '2021-01-01 00:00:00' ) );
		$imported = self::factory()->manga->create( array( 'post_date' => '2022-01-01 00:00:00' ) );
		$table    = RankTable::table();
		update_post_meta( $kept, '_latest_update', 100 );
		update_post_meta( $imported, '_latest_update', 200 );
		// An import that bypassed WordPress: no rank row, so it sorts last despite its newer update.
		$wpdb->delete( $table, array( 'post_id' => $imported ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array( $kept, $imported ), $this->listed( 'latest', array( $kept, $imported ) ) );

		// Looked a minute ago: not yet.
		update_option( RankTable::HEALED_OPTION, time() - 60 );
		RankTable::maybe_heal();
		$this->assertSame( array( $kept, $imported ), $this->listed( 'latest', array( $kept, $imported ) ) );

		update_option( RankTable::HEALED_OPTION, time() - 901 );
		RankTable::maybe_heal();
		$this->assertSame( array( $imported, $kept ), $this->listed( 'latest', array( $kept, $imported ) ) );
		$this->assertGreaterThan( time() - 60, (int) get_option( RankTable::HEALED_OPTION ) );
	}

	public function test_listings_sort_by_the_meta_itself_until_the_table_is_built(): void {
		$saved = get_option( RankTable::VERSION_OPTION );
		update_option( RankTable::VERSION_OPTION, 'rebuilding' );
		try {
			$listing = new WP_Query( array_merge( Orderby::args( 'views' ), array( 'post_type' => 'wp-manga' ) ) );
			$this->assertStringContainsString( "yomu_order.meta_key = '_wp_manga_views'", $listing->request );
		} finally {
			update_option( RankTable::VERSION_OPTION, $saved );
		}
	}
}
