<?php
/**
 * Which period counts a manga already has still count for the current periods, when Yomu starts counting it
 * (Counter::adopt): imported Madara data, the demo seeder.
 *
 * Madara labels each _wp_manga_{period}_views array with PHP date() in UTC at its last counted view (MADARA.md §7):
 * day 'd', week 'D-d', month 'm', year 'y'. A label alone is ambiguous ('14' is the 14th of any month, 'Mon-09'
 * comes back in other months), and Madara writes the four at the same view, so a count is current when its label
 * names a day of the current period (today; a day of this week so far; this month; this year) and the labels of
 * the longer periods, where the manga has them, name that same day: the day '14' is today's only when the week,
 * month and year labels say this week's '…-14', this month and this year. Days are UTC days as in Madara, weeks
 * start on the site's start_of_week. A count without a label in Madara's shape is never taken as current.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Reading Madara's period labels.
 */
final class Adoption {

	/**
	 * The counts whose labels name the current periods.
	 *
	 * @param array<string, mixed> $arrays period => the stored _wp_manga_{period}_views value, unserialized.
	 * @param int                  $now    Unix time.
	 * @return array<string, int> period => views, only for the current periods.
	 */
	public static function current( array $arrays, int $now ): array {
		$labels = array();
		$views  = array();
		foreach ( Periods::NAMES as $period ) {
			$value = $arrays[ $period ] ?? null;
			$key   = Periods::label_key( $period );
			if ( is_array( $value ) && isset( $value[ $key ], $value['views'] ) && is_string( $value[ $key ] ) && is_numeric( $value['views'] ) ) {
				$labels[ $period ] = $value[ $key ];
				$views[ $period ]  = max( 0, (int) $value['views'] );
			}
		}
		$current = array();
		foreach ( $views as $period => $count ) {
			if ( null !== self::last_view_day( $period, $labels, $now ) ) {
				$current[ $period ] = $count;
			}
		}
		return $current;
	}

	/**
	 * The day of the current period a period's label names, when the longer periods' labels agree; else null.
	 *
	 * @param string                $period One of Periods::NAMES.
	 * @param array<string, string> $labels period => Madara's label.
	 * @param int                   $now    Unix time.
	 * @return int|null A Unix time on that UTC day.
	 */
	public static function last_view_day( string $period, array $labels, int $now ): ?int {
		$format = Periods::MADARA_FORMATS[ $period ] ?? '';
		$day    = null;
		if ( '' === $format || ! isset( $labels[ $period ] ) ) {
			return null;
		}
		foreach ( self::days_so_far( $period, $now ) as $candidate ) {
			if ( gmdate( $format, $candidate ) === $labels[ $period ] ) {
				$day = $candidate;
				break;
			}
		}
		if ( null === $day ) {
			return null;
		}
		$longer = array_slice( Periods::NAMES, (int) array_search( $period, Periods::NAMES, true ) + 1 );
		foreach ( $longer as $other ) {
			if ( isset( $labels[ $other ] ) && gmdate( Periods::MADARA_FORMATS[ $other ], $day ) !== $labels[ $other ] ) {
				return null;
			}
		}
		return $day;
	}

	/**
	 * The days a current label may name, newest first: today for the day, month and year (their labels name the
	 * period itself), the days of this week up to today for the week (its label names the day of the view). UTC
	 * days are 86,400 s long.
	 *
	 * @param string $period One of Periods::NAMES.
	 * @param int    $now    Unix time.
	 * @return int[]
	 */
	private static function days_so_far( string $period, int $now ): array {
		if ( 'week' !== $period ) {
			return array( $now );
		}
		$back = ( (int) gmdate( 'w', $now ) - (int) get_option( 'start_of_week', 1 ) + 7 ) % 7;
		return array_map( static fn ( int $i ): int => $now - $i * 86400, range( 0, $back ) );
	}
}
