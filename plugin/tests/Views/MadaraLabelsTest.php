<?php
/**
 * Period meta in Madara's own formats (MADARA.md §7): what a view under Yomu leaves in
 * _wp_manga_{day,week,month,year}_views, and what Madara does with it once the site switches back.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Counter;
use Yomu\Core\Views\LabelUpgrade;

require_once __DIR__ . '/ViewsTestCase.php';

final class MadaraLabelsTest extends ViewsTestCase {

	private const PERIODS = array( 'day', 'week', 'month', 'year' );

	/**
	 * What MADARA.md §7 says Madara does with one period on a view at $now, written here without Yomu's code:
	 * its label of now is PHP date() in UTC ('d', 'D-d', 'm', 'y'); the stored count goes on when the stored
	 * label equals it and restarts at 1 otherwise.
	 *
	 * @param mixed  $stored The stored _wp_manga_{period}_views value.
	 * @param string $period day, week, month or year.
	 * @param int    $now    Unix time of the view.
	 * @return array<string, int|string> What Madara stores after the view.
	 */
	private static function madara_view( $stored, string $period, int $now ): array {
		$format = array(
			'day'   => 'd',
			'week'  => 'D-d',
			'month' => 'm',
			'year'  => 'y',
		)[ $period ];
		$key    = 'month' === $period ? 'month' : 'date';
		$label  = gmdate( $format, $now );
		$views  = is_array( $stored ) && isset( $stored['views'] ) ? (int) $stored['views'] : 0;
		$same   = is_array( $stored ) && isset( $stored[ $key ] ) && $stored[ $key ] === $label;
		return array(
			'views' => $same ? $views + 1 : 1,
			$key    => $label,
		);
	}

	/**
	 * The four serialized period values of a manga, fresh from the database.
	 *
	 * @param int $manga Manga.
	 * @return array<string, mixed> period => value
	 */
	private function periods( int $manga ): array {
		$meta = $this->fresh_meta( $manga );
		$out  = array();
		foreach ( self::PERIODS as $period ) {
			$out[ $period ] = maybe_unserialize( $meta[ "_wp_manga_{$period}_views" ][0] ?? '' );
		}
		return $out;
	}

	/**
	 * Expected period values: counts and labels in period order.
	 *
	 * @param int[]    $views  Day, week, month, year counts.
	 * @param string[] $labels Day, week, month, year labels.
	 * @return array<string, array<string, int|string>>
	 */
	private static function expected( array $views, array $labels ): array {
		$out = array();
		foreach ( self::PERIODS as $i => $period ) {
			$out[ $period ] = array(
				'views'                                => $views[ $i ],
				'month' === $period ? 'month' : 'date' => $labels[ $i ],
			);
		}
		return $out;
	}

	/**
	 * Uses a site time zone and first day of the week for this test.
	 *
	 * @param string $zone  timezone_string.
	 * @param int    $start start_of_week.
	 */
	private function use_site_time( string $zone, int $start ): void {
		update_option( 'timezone_string', $zone );
		update_option( 'start_of_week', $start );
	}

	public function test_views_write_madaras_labels_of_the_last_view_with_the_counts_across_period_boundaries(): void {
		$this->use_site_time( 'UTC', 1 );
		$manga = self::factory()->manga->create();

		// Wednesday 2025-06-11, three views.
		foreach ( array( 0, 3600, 7200 ) as $offset ) {
			Counter::record( $manga, 0, self::NOON + $offset );
		}
		$this->assertSame( self::expected( array( 3, 3, 3, 3 ), array( '11', 'Wed-11', '06', '25' ) ), $this->periods( $manga ) );

		// Sunday 2025-06-15 23:59:59: a new day, still the same (Monday-first) week.
		Counter::record( $manga, 0, gmmktime( 23, 59, 59, 6, 15, 2025 ) );
		$this->assertSame( self::expected( array( 1, 4, 4, 4 ), array( '15', 'Sun-15', '06', '25' ) ), $this->periods( $manga ) );

		// One second later, Monday 2025-06-16: a new week.
		Counter::record( $manga, 0, gmmktime( 0, 0, 0, 6, 16, 2025 ) );
		$this->assertSame( self::expected( array( 1, 1, 5, 5 ), array( '16', 'Mon-16', '06', '25' ) ), $this->periods( $manga ) );

		// Tuesday 2025-07-01: a new month (and week).
		Counter::record( $manga, 0, gmmktime( 8, 0, 0, 7, 1, 2025 ) );
		$this->assertSame( self::expected( array( 1, 1, 1, 6 ), array( '01', 'Tue-01', '07', '25' ) ), $this->periods( $manga ) );

		// Friday 2026-01-02: a new year.
		Counter::record( $manga, 0, gmmktime( 8, 0, 0, 1, 2, 2026 ) );
		$this->assertSame( self::expected( array( 1, 1, 1, 1 ), array( '02', 'Fri-02', '01', '26' ) ), $this->periods( $manga ) );

		// The plain ints stay plain ints next to them.
		$meta = $this->fresh_meta( $manga );
		$this->assertSame( array( '1', '1', '1', '1' ), array( $meta['_wp_manga_day_views_value'][0], $meta['_wp_manga_week_views_value'][0], $meta['_wp_manga_month_views_value'][0], $meta['_wp_manga_year_views_value'][0] ) );
		$this->assertSame( '7', $meta['_wp_manga_views'][0] );
	}

	public function test_far_from_utc_the_counts_follow_the_site_and_the_labels_follow_madaras_utc(): void {
		// Kiritimati is UTC+14: its day begins at 10:00 UTC of the day before.
		$this->use_site_time( 'Pacific/Kiritimati', 1 );
		$manga = self::factory()->manga->create();

		Counter::record( $manga, 0, gmmktime( 9, 0, 0, 6, 11, 2025 ) ); // Wed 23:00 on the site.
		$this->assertSame( self::expected( array( 1, 1, 1, 1 ), array( '11', 'Wed-11', '06', '25' ) ), $this->periods( $manga ) );

		// Thursday 00:30 on the site, still Wednesday in UTC: the site's day restarts, Madara's label does not.
		Counter::record( $manga, 0, gmmktime( 10, 30, 0, 6, 11, 2025 ) );
		$this->assertSame( self::expected( array( 1, 2, 2, 2 ), array( '11', 'Wed-11', '06', '25' ) ), $this->periods( $manga ) );

		// Thursday 14:30 on the site, Thursday 00:30 UTC: same site day, Madara's labels move on.
		Counter::record( $manga, 0, gmmktime( 0, 30, 0, 6, 12, 2025 ) );
		$this->assertSame( self::expected( array( 2, 3, 3, 3 ), array( '12', 'Thu-12', '06', '25' ) ), $this->periods( $manga ) );
	}

	public function test_madara_switched_back_keeps_counting_from_yomus_numbers(): void {
		$this->use_site_time( 'UTC', 1 );
		$manga = self::factory()->manga->create();
		foreach ( array( 0, 60, 120 ) as $offset ) {
			Counter::record( $manga, 0, self::NOON + $offset );
		}
		$after_yomu = $this->periods( $manga );

		// Madara back on the same day: every period goes on (+1) instead of restarting.
		$madara = array();
		foreach ( self::PERIODS as $period ) {
			$madara[ $period ] = self::madara_view( $after_yomu[ $period ], $period, self::NOON + 5 * HOUR_IN_SECONDS );
		}
		$this->assertSame( self::expected( array( 4, 4, 4, 4 ), array( '11', 'Wed-11', '06', '25' ) ), $madara );

		// Madara's next view on the next day: its own day restarts, its month and year go on.
		$next = array();
		foreach ( self::PERIODS as $period ) {
			$next[ $period ] = self::madara_view( $madara[ $period ], $period, self::NOON + DAY_IN_SECONDS );
		}
		$this->assertSame( array( 1, 1, 5, 5 ), array_column( $next, 'views' ) );

		// The simulation tells formats apart: Yomu's former labels would have restarted every count.
		$former = array(
			'day'   => array(
				'views' => 3,
				'date'  => '2025-06-11',
			),
			'week'  => array(
				'views' => 3,
				'date'  => '2025-06-09',
			),
			'month' => array(
				'views' => 3,
				'month' => '2025-06',
			),
			'year'  => array(
				'views' => 3,
				'date'  => '2025',
			),
		);
		foreach ( self::PERIODS as $period ) {
			$this->assertSame( 1, self::madara_view( $former[ $period ], $period, self::NOON + 5 * HOUR_IN_SECONDS )['views'], $period );
		}
	}

	public function test_values_relabelled_by_the_upgrade_go_on_under_madara_in_the_period_they_name(): void {
		$former = array(
			'day'   => array(
				'views' => 5,
				'date'  => '2025-06-09',
			),
			'week'  => array(
				'views' => 9,
				'date'  => '2025-06-09',
			),
			'month' => array(
				'views' => 40,
				'month' => '2025-06',
			),
			'year'  => array(
				'views' => 300,
				'date'  => '2025',
			),
		);
		$monday = gmmktime( 15, 0, 0, 6, 9, 2025 ); // The first day of the week, in every period named.
		foreach ( $former as $period => $value ) {
			$converted = maybe_unserialize( (string) LabelUpgrade::converted( $period, (string) maybe_serialize( $value ) ) );
			$this->assertSame( $value['views'] + 1, self::madara_view( $converted, $period, $monday )['views'], $period );
		}
	}
}
