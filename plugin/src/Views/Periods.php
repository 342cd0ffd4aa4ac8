<?php
/**
 * The day, week, month and year a timestamp falls in (site time zone; weeks begin on the start_of_week
 * option), and Madara's serialized shape of a period counter.
 *
 * Madara wrote {views, date} (day, week, year) and {views, month} (month) and only ever reads 'views' back,
 * so Yomu keeps those keys and puts the period's start in them: day 2025-06-14, week 2025-06-09 (its first
 * day), month 2025-06, year 2025.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Period arithmetic.
 */
final class Periods {

	public const NAMES = array( 'day', 'week', 'month', 'year' );

	/**
	 * The start of each period containing a moment.
	 *
	 * @param int $now Unix time.
	 * @return array<string, string> period => start ('Y-m-d', 'Y-m-d', 'Y-m', 'Y')
	 */
	public static function starts( int $now ): array {
		$day        = ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() );
		$week_start = (int) get_option( 'start_of_week', 1 );
		$back       = ( (int) $day->format( 'w' ) - $week_start + 7 ) % 7;
		return array(
			'day'   => $day->format( 'Y-m-d' ),
			'week'  => $day->modify( "-$back days" )->format( 'Y-m-d' ),
			'month' => $day->format( 'Y-m' ),
			'year'  => $day->format( 'Y' ),
		);
	}

	/**
	 * The value of _wp_manga_{period}_views in Madara's shape.
	 *
	 * @param string $period One of NAMES.
	 * @param int    $views  Views in the period.
	 * @param string $start  The period's start.
	 * @return array{views: int, date?: string, month?: string}
	 */
	public static function madara_value( string $period, int $views, string $start ): array {
		return 'month' === $period ? array(
			'views' => $views,
			'month' => $start,
		) : array(
			'views' => $views,
			'date'  => $start,
		);
	}

	/**
	 * Meta key of the serialized counter.
	 *
	 * @param string $period One of NAMES.
	 */
	public static function array_key( string $period ): string {
		return "_wp_manga_{$period}_views";
	}

	/**
	 * Meta key of the plain-int counter (used for "trending" ordering).
	 *
	 * @param string $period One of NAMES.
	 */
	public static function value_key( string $period ): string {
		return "_wp_manga_{$period}_views_value";
	}
}
