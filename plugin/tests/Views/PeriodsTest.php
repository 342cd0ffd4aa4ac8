<?php
/**
 * Period starts follow the site's time zone and first day of the week.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Periods;

require_once __DIR__ . '/ViewsTestCase.php';

final class PeriodsTest extends ViewsTestCase {

	public function test_periods_use_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Istanbul' );
		update_option( 'start_of_week', 1 );
		// Sunday 2025-06-15 22:30 UTC is Monday 01:30 in Istanbul: a new day and a new week there.
		$this->assertSame(
			array(
				'day'   => '2025-06-16',
				'week'  => '2025-06-16',
				'month' => '2025-06',
				'year'  => '2025',
			),
			Periods::starts( gmmktime( 22, 30, 0, 6, 15, 2025 ) )
		);
	}

	public function test_weeks_begin_on_start_of_week(): void {
		update_option( 'timezone_string', 'UTC' );
		$wednesday = self::NOON;
		foreach ( array(
			0 => '2025-06-08',
			1 => '2025-06-09',
			3 => '2025-06-11',
			4 => '2025-06-05',
			6 => '2025-06-07',
		) as $start => $expected ) {
			update_option( 'start_of_week', $start );
			$this->assertSame( $expected, Periods::starts( $wednesday )['week'], "start_of_week $start" );
		}
	}
}
