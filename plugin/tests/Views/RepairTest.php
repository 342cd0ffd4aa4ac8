<?php
/**
 * `wp yomu views recount|reset` (Views\Repair): Madara's period meta is rewritten from Yomu's table, always in
 * Madara's formats; a dry run writes nothing; the total is never touched.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Counter;
use Yomu\Core\Views\Repair;

require_once __DIR__ . '/ViewsTestCase.php';

final class RepairTest extends ViewsTestCase {

	/**
	 * Madara's period meta of a manga, fresh: key => value.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<string, mixed>
	 */
	private function periods_meta( int $manga_id ): array {
		wp_cache_delete( $manga_id, 'post_meta' );
		$out = array();
		foreach ( array( 'day', 'week', 'month', 'year' ) as $period ) {
			$out[ "_wp_manga_{$period}_views" ]       = get_post_meta( $manga_id, "_wp_manga_{$period}_views", true );
			$out[ "_wp_manga_{$period}_views_value" ] = get_post_meta( $manga_id, "_wp_manga_{$period}_views_value", true );
		}
		return $out;
	}

	public function test_recount_rewrites_wrong_copies_from_the_table_in_madaras_formats_and_a_dry_run_writes_nothing(): void {
		$manga = self::factory()->manga->create();
		Counter::record( $manga, 0, self::NOON );
		Counter::record( $manga, 0, self::NOON + 60 );
		// Copies gone wrong: a stray int, a non-Madara label, a missing array.
		update_post_meta( $manga, '_wp_manga_week_views_value', '999' );
		update_post_meta( $manga, '_wp_manga_month_views', array( 'views' => 7, 'month' => '2025-06' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		delete_post_meta( $manga, '_wp_manga_year_views' );
		$before = $this->periods_meta( $manga );
		$later  = self::NOON + 3600; // Wed 2025-06-11 13:00 UTC: the same periods.

		$dry = Repair::recount( array( $manga ), Repair::periods( 'all' ) ?? array(), $later, true );
		$this->assertSame( 1, $dry['manga'] );
		$this->assertSame( $before, $this->periods_meta( $manga ), 'a dry run changes nothing' );
		$keys = array_column( $dry['changes'], 'key' );
		$this->assertContains( '_wp_manga_week_views_value', $keys );
		$this->assertContains( '_wp_manga_month_views', $keys );
		$this->assertContains( '_wp_manga_year_views', $keys );
		$this->assertNotContains( '_wp_manga_day_views_value', $keys, 'a right copy is not listed' );

		$done = Repair::recount( array( $manga ), Repair::periods( 'all' ) ?? array(), $later, false );
		$this->assertEquals( $dry['changes'], $done['changes'] );
		$this->assertSame(
			array(
				'_wp_manga_day_views'         => array(
					'views' => 2,
					'date'  => '11',
				),
				'_wp_manga_day_views_value'   => '2',
				'_wp_manga_week_views'        => array(
					'views' => 2,
					'date'  => 'Wed-11',
				),
				'_wp_manga_week_views_value'  => '2',
				'_wp_manga_month_views'       => array(
					'views' => 2,
					'month' => '06',
				),
				'_wp_manga_month_views_value' => '2',
				'_wp_manga_year_views'        => array(
					'views' => 2,
					'date'  => '25',
				),
				'_wp_manga_year_views_value'  => '2',
			),
			$this->periods_meta( $manga )
		);
		$this->assertSame( '2', get_post_meta( $manga, '_wp_manga_views', true ), 'the total is not touched' );
		$this->assertSame( array(), Repair::recount( array( $manga ), Repair::periods( 'all' ) ?? array(), $later, true )['changes'], 'nothing left to change' );
	}

	public function test_recount_restarts_ended_periods_and_leaves_manga_yomu_never_counted(): void {
		$counted = self::factory()->manga->create();
		$never   = self::factory()->manga->create();
		Counter::record( $counted, 0, self::NOON );
		update_post_meta( $never, '_wp_manga_day_views', array( 'views' => 5, 'date' => '10' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		update_post_meta( $never, '_wp_manga_day_views_value', '5' );
		$never_before = $this->periods_meta( $never );
		$next_day     = self::NOON + DAY_IN_SECONDS; // Thu 2025-06-12: a new day, the same week.

		$result = Repair::recount( array( $counted, $never ), array( 'day', 'week' ), $next_day, false );

		$this->assertSame( array( $never ), $result['skipped'] );
		$this->assertSame( $never_before, $this->periods_meta( $never ) );
		$meta = $this->periods_meta( $counted );
		$this->assertSame(
			array(
				'views' => 0,
				'date'  => '12',
			),
			$meta['_wp_manga_day_views'],
			'the ended day restarts at 0, labelled as Madara labels today'
		);
		$this->assertSame( '1', $meta['_wp_manga_week_views_value'] );
		$this->assertSame(
			array(
				'views' => 1,
				'month' => '06',
			),
			$meta['_wp_manga_month_views'],
			'a period not asked for is left as it was'
		);
		$row = Counter::row( $counted );
		$this->assertNotNull( $row );
		$this->assertSame( array( '2025-06-12', '0' ), array( $row['day_start'], $row['day_views'] ) );
	}

	public function test_reset_zeroes_one_period_in_the_table_and_the_meta_and_keeps_the_rest(): void {
		$counted = self::factory()->manga->create();
		$madara  = self::factory()->manga->create();
		Counter::record( $counted, 0, self::NOON );
		Counter::record( $counted, 0, self::NOON + 60 );
		// A manga with Madara's own counts and no row yet: the periods not reset keep their counts.
		update_post_meta( $madara, '_wp_manga_views', '40' );
		update_post_meta( $madara, '_wp_manga_day_views', array( 'views' => 3, 'date' => '11' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		update_post_meta( $madara, '_wp_manga_day_views_value', '3' );
		update_post_meta( $madara, '_wp_manga_week_views', array( 'views' => 9, 'date' => 'Wed-11' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		update_post_meta( $madara, '_wp_manga_week_views_value', '9' );
		$later = self::NOON + 120;

		$dry = Repair::reset( array( $counted, $madara ), array( 'week' ), $later, true );
		$this->assertCount( 4, $dry['changes'] );
		$this->assertSame( '9', get_post_meta( $madara, '_wp_manga_week_views_value', true ) );
		$this->assertNull( Counter::row( $madara ), 'a dry run creates no row' );

		Repair::reset( array( $counted, $madara ), array( 'week' ), $later, false );

		foreach ( array( $counted, $madara ) as $manga ) {
			$meta = $this->periods_meta( $manga );
			$this->assertSame( '0', $meta['_wp_manga_week_views_value'] );
			$this->assertSame(
				array(
					'views' => 0,
					'date'  => 'Wed-11',
				),
				$meta['_wp_manga_week_views']
			);
			$row = Counter::row( $manga );
			$this->assertNotNull( $row );
			$this->assertSame( '0', $row['week_views'] );
		}
		$this->assertSame( '2', get_post_meta( $counted, '_wp_manga_day_views_value', true ) );
		$this->assertSame( '3', get_post_meta( $madara, '_wp_manga_day_views_value', true ) );
		$this->assertSame( '40', get_post_meta( $madara, '_wp_manga_views', true ) );
		$row = Counter::row( $madara );
		$this->assertNotNull( $row );
		$this->assertSame( '3', $row['day_views'], 'the row adopted the day count it had' );

		Counter::record( $madara, 0, $later + 60 );
		$this->assertSame( '1', get_post_meta( $madara, '_wp_manga_week_views_value', true ), 'counting goes on from 0' );
		$this->assertSame( '4', get_post_meta( $madara, '_wp_manga_day_views_value', true ) );
	}

	public function test_period_option(): void {
		$this->assertSame( array( 'day', 'week', 'month', 'year' ), Repair::periods( 'all' ) );
		$this->assertSame( array( 'month' ), Repair::periods( 'month' ) );
		$this->assertNull( Repair::periods( 'total' ) );
		$this->assertNull( Repair::periods( '' ) );
	}
}
