<?php
/**
 * Coins earned per manga, counted as Chapter Coin's revenue report counts them (MADARA-SITE.md §8.9): the sum of
 * |creds| of myCred log rows with ref `buy_chapter` (point type mycred_default, myCRED_Query_Log's default)
 * whose data holds that manga's id as the serialized string `s:8:"manga_id";s:{len}:"{id}"`, with `time` (the
 * site-local epoch myCred writes) between the first second of `from` and the last of `to`.
 *
 * One grouped read of the range (on the ref and time indexes) instead of one LIKE scan per manga: a purchase's
 * data differs only per chapter, so the groups are the bought chapters, each parsed once here.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Revenue per manga.
 */
final class Revenue {

	/**
	 * Coins per manga id (as its string, the key Chapter Coin matches) in a time range.
	 *
	 * @param string $table myCred's log table.
	 * @param int    $from  First second counted (site-local epoch).
	 * @param int    $to    Last second counted (site-local epoch).
	 * @return array<string, float>
	 */
	public static function by_manga( string $table, int $from, int $to ): array {
		if ( '' === $table || $to < $from ) {
			return array();
		}
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT data, SUM(ABS(creds)) AS coins FROM `$table` WHERE ref = %s AND ctype = %s AND time BETWEEN %d AND %d GROUP BY data", Points::REF, Points::TYPE, $from, $to ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- myCred's table name.
		$sums = array();
		foreach ( (array) $rows as $row ) {
			$manga = self::manga_id( (string) $row->data );
			if ( null !== $manga ) {
				$sums[ $manga ] = ( $sums[ $manga ] ?? 0.0 ) + (float) $row->coins;
			}
		}
		return $sums;
	}

	/**
	 * The manga id a purchase's data names, as the string it was stored as; null when it holds none in the
	 * string form Chapter Coin matches (an integer manga_id, no manga_id, not a purchase record).
	 *
	 * Parsed without ever building an object; data that does not unserialize to an array with a string
	 * manga_id (a row re-encoded by hand, the id nested deeper) is read from its text, with the declared length
	 * checked, where Chapter Coin's LIKE pattern would find it.
	 *
	 * @param string $data The log row's data column.
	 */
	public static function manga_id( string $data ): ?string {
		$value = is_serialized( $data ) ? @unserialize( trim( $data ), array( 'allowed_classes' => false ) ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- no classes allowed; broken rows are read below.
		if ( is_array( $value ) && isset( $value['manga_id'] ) && is_string( $value['manga_id'] ) && '' !== $value['manga_id'] ) {
			return $value['manga_id'];
		}
		if ( preg_match( '/s:8:"manga_id";s:(\d+):"([^"]*)"/', $data, $match ) && strlen( $match[2] ) === (int) $match[1] && '' !== $match[2] ) {
			return $match[2];
		}
		return null;
	}

	/**
	 * The counted range for the report's dates (Y-m-d, site-local; an empty or malformed one is the default:
	 * 1970-01-01 for `from`, today for `to`).
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array{0: int, 1: int} First and last second.
	 */
	public static function range( string $from, string $to ): array {
		$first = self::day( $from ) ?? 0;
		$last  = self::day( $to ) ?? (int) self::day( current_time( 'Y-m-d' ) );
		return array( $first, $last + 86399 ); // The day's last second.
	}

	/**
	 * The site-local epoch of a day's midnight (myCred's `time` is wall-clock time read as UTC), or null.
	 *
	 * @param string $day Y-m-d.
	 */
	public static function day( string $day ): ?int {
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, new \DateTimeZone( 'UTC' ) );
		return $date && $date->format( 'Y-m-d' ) === $day ? $date->getTimestamp() : null;
	}
}
