<?php
/**
 * Hourly upkeep: idle manga leave trending when their period ends; expired rate-limit claims go.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Counter;
use Yomu\Core\Views\HitLimiter;
use Yomu\Core\Views\Maintenance;
use Yomu\Core\Views\Tables;

require_once __DIR__ . '/ViewsTestCase.php';

final class MaintenanceTest extends ViewsTestCase {

	public function test_idle_manga_restart_their_ended_periods_and_keep_the_others(): void {
		$idle   = self::factory()->manga->create();
		$active = self::factory()->manga->create();
		Counter::record( $idle, 0, self::NOON );
		Counter::record( $idle, 0, self::NOON + 60 );
		Counter::record( $active, 0, self::NOON );
		$next_week = self::NOON + 6 * DAY_IN_SECONDS; // Tue 2025-06-17.
		Counter::record( $active, 0, $next_week );

		Maintenance::run( $next_week + 60 );

		$this->assertSame( '0', get_post_meta( $idle, '_wp_manga_day_views_value', true ) );
		$this->assertSame( '0', get_post_meta( $idle, '_wp_manga_week_views_value', true ) );
		$this->assertSame( '2', get_post_meta( $idle, '_wp_manga_month_views_value', true ), 'same month' );
		$this->assertSame(
			array(
				'views' => 0,
				'date'  => 'Tue-17',
			),
			get_post_meta( $idle, '_wp_manga_week_views', true ),
			'restarted in Madara\'s format, labelled as Madara would label a view at the time of the upkeep'
		);
		$this->assertSame(
			array(
				'views' => 2,
				'month' => '06',
			),
			get_post_meta( $idle, '_wp_manga_month_views', true )
		);
		$this->assertSame( '2', get_post_meta( $idle, '_wp_manga_views', true ), 'the total never restarts' );

		$this->assertSame( '1', get_post_meta( $active, '_wp_manga_week_views_value', true ) );
		$this->assertSame( '2', get_post_meta( $active, '_wp_manga_month_views_value', true ) );

		Counter::record( $idle, 0, $next_week + 120 );
		$this->assertSame( '1', get_post_meta( $idle, '_wp_manga_week_views_value', true ) );
		$this->assertSame( '3', get_post_meta( $idle, '_wp_manga_month_views_value', true ) );
	}

	public function test_expired_claims_are_purged(): void {
		global $wpdb;
		$manga = self::factory()->manga->create();
		$this->assertTrue( HitLimiter::claim( '198.51.100.4', $manga, 0, self::NOON ) );
		$this->assertFalse( HitLimiter::claim( '198.51.100.4', $manga, 0, self::NOON + 1 ) );
		$table = Tables::names()['hits'];
		$count = static fn (): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE expires = %d", self::NOON + HitLimiter::WINDOW ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertGreaterThanOrEqual( 1, $count() );

		Maintenance::run( self::NOON + HitLimiter::WINDOW );

		$this->assertSame( 0, $count() );
	}

	public function test_the_upkeep_is_scheduled_hourly(): void {
		$this->assertSame( 'hourly', wp_get_schedule( Maintenance::HOOK ) );
		$this->assertNotFalse( has_action( Maintenance::HOOK ) );
	}
}
