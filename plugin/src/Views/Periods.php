<?php
/**
 * The two ways a view period is named:
 *
 * - Yomu's own period starts, for its authoritative counts in yomu_manga_views: the day, week, month and year
 *   a moment falls in, in the site time zone, weeks beginning on the start_of_week option (day 2025-06-14,
 *   week 2025-06-09, month 2025-06, year 2025).
 * - Madara's labels, for its _wp_manga_{period}_views meta (MADARA.md §7): PHP date('d'), date('D-d'),
 *   date('m') and date('y') in UTC (WordPress sets PHP's default time zone to UTC). Madara compares the stored
 *   label with its label of "now" on every view and restarts the count at 1 when they differ, so Yomu writes
 *   the label Madara itself would have written at the last counted view: switched back within the same
 *   day/week/month/year, Madara keeps counting from Yomu's number.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Period arithmetic and Madara's serialized shape of a period counter.
 */
final class Periods {

	public const NAMES = array( 'day', 'week', 'month', 'year' );

	/** Madara's PHP date() format of each period's label. */
	public const MADARA_FORMATS = array(
		'day'   => 'd',
		'week'  => 'D-d',
		'month' => 'm',
		'year'  => 'y',
	);

	/**
	 * The start of each period containing a moment (Yomu's own table).
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
	 * Madara's label of each period for a moment: what Madara writes for a view at that time.
	 *
	 * @param int $time Unix time.
	 * @return array<string, string> period => label ('14', 'Sat-14', '06', '25')
	 */
	public static function labels( int $time ): array {
		return array_map( static fn ( string $format ): string => gmdate( $format, $time ), self::MADARA_FORMATS );
	}

	/**
	 * The value of _wp_manga_{period}_views in Madara's shape.
	 *
	 * @param string $period One of NAMES.
	 * @param int    $views  Views in the period.
	 * @param string $label  Madara's label of the period (see labels()).
	 * @return array{views: int, date?: string, month?: string}
	 */
	public static function madara_value( string $period, int $views, string $label ): array {
		return array(
			'views'                    => $views,
			self::label_key( $period ) => $label,
		);
	}

	/**
	 * The key of the label in Madara's array: 'month' for the month, 'date' otherwise.
	 *
	 * @param string $period One of NAMES.
	 */
	public static function label_key( string $period ): string {
		return 'month' === $period ? 'month' : 'date';
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
