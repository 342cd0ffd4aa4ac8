<?php
/**
 * The unlock moments across the site, read from the database: the per-chapter dates (EarlyAccessTable) and the
 * site rule's (a chapter's date_gmt plus N days, for chapters without a date of their own). Dates are UTC strings
 * compared as strings, which MySQL, MariaDB and SQLite all order the same way.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Schema;

/**
 * Range reads of unlock moments.
 */
final class UnlockSchedule {

	/**
	 * The first unlock moment after a time (Unix time), 0 when none is coming.
	 *
	 * @param int $after Unix time.
	 */
	public static function next_after( int $after ): int {
		if ( ! self::ready() ) {
			return 0;
		}
		global $wpdb;
		$early     = EarlyAccessTable::name();
		$chapters  = Schema::tables()['chapters'];
		$moments   = array();
		$own       = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(e.free_from) FROM `$early` e INNER JOIN `$chapters` c ON c.chapter_id = e.chapter_id WHERE e.free_from > %s", self::utc( $after ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$moments[] = is_string( $own ) ? EarlyAccess::utc_time( $own ) : null;
		$days      = EarlyAccess::settings()['days'];
		if ( $days > 0 ) {
			$span      = $days * EarlyAccess::DAY;
			$first     = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(c.date_gmt) FROM `$chapters` c LEFT JOIN `$early` e ON e.chapter_id = c.chapter_id WHERE e.chapter_id IS NULL AND c.date_gmt > %s", self::utc( $after - $span ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$published = is_string( $first ) ? EarlyAccess::utc_time( $first ) : null;
			$moments[] = null === $published ? null : $published + $span;
		}
		$moments = array_filter( $moments, static fn ( $moment ): bool => null !== $moment && $moment > $after );
		return $moments ? (int) min( $moments ) : 0;
	}

	/**
	 * The chapters whose moment lies in (from, to], by manga: manga ID => chapter IDs.
	 *
	 * @param int $from Unix time (excluded).
	 * @param int $to   Unix time (included).
	 * @return array<int, int[]>
	 */
	public static function due( int $from, int $to ): array {
		if ( ! self::ready() || $to <= $from ) {
			return array();
		}
		global $wpdb;
		$early    = EarlyAccessTable::name();
		$chapters = Schema::tables()['chapters'];
		$rows     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT e.chapter_id, e.manga_id FROM `$early` e INNER JOIN `$chapters` c ON c.chapter_id = e.chapter_id WHERE e.free_from > %s AND e.free_from <= %s", self::utc( $from ), self::utc( $to ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$days     = EarlyAccess::settings()['days'];
		if ( $days > 0 ) {
			$span = $days * EarlyAccess::DAY;
			$rows = array_merge( $rows, (array) $wpdb->get_results( $wpdb->prepare( "SELECT c.chapter_id, c.post_id AS manga_id FROM `$chapters` c LEFT JOIN `$early` e ON e.chapter_id = c.chapter_id WHERE e.chapter_id IS NULL AND c.date_gmt > %s AND c.date_gmt <= %s", self::utc( $from - $span ), self::utc( $to - $span ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return self::by_manga( $rows );
	}

	/**
	 * The chapters a change of the site rule from one number of days to another may change the price of: those
	 * published within the longer of the two spans, and those with a date of their own still to come.
	 *
	 * @param int $days The longer span, in days.
	 * @param int $now  Unix time.
	 * @return array<int, int[]> Manga ID => chapter IDs.
	 */
	public static function touched_by_rule( int $days, int $now ): array {
		if ( ! self::ready() ) {
			return array();
		}
		global $wpdb;
		$early    = EarlyAccessTable::name();
		$chapters = Schema::tables()['chapters'];
		$rows     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, manga_id FROM `$early` WHERE free_from > %s", self::utc( $now ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( $days > 0 ) {
			$rows = array_merge( $rows, (array) $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, post_id AS manga_id FROM `$chapters` WHERE date_gmt > %s", self::utc( $now - $days * EarlyAccess::DAY ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return self::by_manga( $rows );
	}

	/**
	 * Whether the table exists (it is created on init).
	 */
	private static function ready(): bool {
		return get_option( EarlyAccessTable::VERSION_OPTION ) === EarlyAccessTable::VERSION;
	}

	/**
	 * Rows grouped by manga.
	 *
	 * @param object[] $rows Rows with chapter_id and manga_id.
	 * @return array<int, int[]>
	 */
	private static function by_manga( array $rows ): array {
		$grouped = array();
		foreach ( $rows as $row ) {
			$grouped[ (int) $row->manga_id ][] = (int) $row->chapter_id;
		}
		return array_map( static fn ( array $ids ): array => array_values( array_unique( $ids ) ), $grouped );
	}

	/**
	 * A Unix time as a UTC date-time string.
	 *
	 * @param int $time Unix time.
	 */
	private static function utc( int $time ): string {
		return gmdate( 'Y-m-d H:i:s', $time );
	}
}
