<?php
/**
 * Listings ordered by view counts follow counts written by SQL, although WordPress keeps query results in the
 * object cache (within a request always, across requests with a persistent cache).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Listing;

use WP_Query;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Views\Counter;
use Yomu\Core\Views\Periods;
use Yomu\Core\Views\Tables;

/**
 * CountsVersion through real WP_Query calls and Yomu's counter.
 */
final class CountsVersionTest extends TestCase {

	/**
	 * IDs of the test manga in the order of a listing.
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

	public function test_views_and_trending_orders_follow_counted_views(): void {
		// Madara's week counters labelled today, so the first counted view goes on from them (Views\Adoption).
		$week   = Periods::labels( time() )['week'];
		$ahead  = self::factory()->manga->create(
			array(),
			array(
				'_wp_manga_views'            => 900000010,
				'_wp_manga_week_views_value' => 900000010,
				'_wp_manga_week_views'       => Periods::madara_value( 'week', 900000010, $week ),
			)
		);
		$behind = self::factory()->manga->create(
			array(),
			array(
				'_wp_manga_views'            => 900000009,
				'_wp_manga_week_views_value' => 900000009,
				'_wp_manga_week_views'       => Periods::madara_value( 'week', 900000009, $week ),
			)
		);
		$this->assertSame( array( $ahead, $behind ), $this->listed( 'views', array( $ahead, $behind ) ) );
		$this->assertSame( array( $ahead, $behind ), $this->listed( 'trending', array( $ahead, $behind ) ) );

		Counter::record( $behind, 0, time() );
		Counter::record( $behind, 0, time() );

		$this->assertSame( array( $behind, $ahead ), $this->listed( 'views', array( $ahead, $behind ) ) );
		$this->assertSame( array( $behind, $ahead ), $this->listed( 'trending', array( $ahead, $behind ) ) );
	}

	public function test_a_counted_view_leaves_other_cached_listings_cached(): void {
		global $wpdb;
		$ahead  = self::factory()->manga->create(
			array(),
			array(
				'_wp_manga_views'            => 900000010,
				'_wp_manga_week_views_value' => 900000010,
			)
		);
		$behind = self::factory()->manga->create(
			array(),
			array(
				'_wp_manga_views'            => 900000009,
				'_wp_manga_week_views_value' => 900000009,
			)
		);
		$this->listed( 'latest', array( $ahead, $behind ) );

		Counter::record( $behind, 0, time() );

		$before = $wpdb->num_queries;
		$this->listed( 'latest', array( $ahead, $behind ) );
		$this->assertSame( $before, $wpdb->num_queries, 'the latest listing is answered from the object cache' );
	}
}
