<?php
/**
 * One-time upgrade: period meta that earlier Yomu versions labelled in Yomu's own formats
 * (_wp_manga_day_views {views, date: 2025-06-14}, week {date: 2025-06-09}, month {month: 2025-06}, year
 * {date: 2025}) is relabelled in Madara's formats for the same period ('14', 'Mon-09', '06', '25'), so a
 * switch back to Madara does not restart those counts (MADARA.md §7). Only the label changes: the views number
 * and every other key of the array stay as they are. Values already in Madara's formats (or in any shape this
 * class does not recognise) are never touched.
 *
 * Runs on init until done, a couple of seconds per request, in batches of meta rows in meta_id order (a site
 * with 10,000 manga has 40,000 such rows). Safe to run twice or on two php-fpm nodes at once: each row is
 * rewritten with a compare-and-swap on its old value, so a row already converted, or rewritten by a view in
 * the meantime (a view always writes Madara's labels), is left alone; the progress marker only ever causes
 * rows to be looked at again, never skipped.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Relabels Yomu-format period meta in Madara's formats.
 */
final class LabelUpgrade {

	public const VERSION = '1';

	/** VERSION when done; while running, 'after:{meta_id}' (the last row looked at). Autoloaded. */
	public const OPTION = 'yomu_views_labels';

	/** The formats earlier Yomu versions wrote (DateTime formats, '!' = fields not given are zero). */
	private const YOMU_FORMATS = array(
		'day'   => '!Y-m-d',
		'week'  => '!Y-m-d',
		'month' => '!Y-m',
		'year'  => '!Y',
	);

	/** Meta rows looked at per batch. */
	private const BATCH = 500;

	/** Time a request spends converting. */
	private const SECONDS = 2.0;

	/**
	 * The init hook: continues the conversion unless it is done (one autoloaded option read).
	 */
	public static function maybe_run(): void {
		if ( get_option( self::OPTION ) !== self::VERSION ) {
			self::run( self::SECONDS );
		}
	}

	/**
	 * Converts batches for about the given time, from where the last run stopped.
	 *
	 * @param float $seconds Time budget (one batch at least).
	 * @param int   $batch   Meta rows looked at per batch.
	 * @return bool Whether every row is converted.
	 */
	public static function run( float $seconds, int $batch = self::BATCH ): bool {
		$state = (string) get_option( self::OPTION, '' );
		if ( self::VERSION === $state ) {
			return true;
		}
		$after = str_starts_with( $state, 'after:' ) ? (int) substr( $state, 6 ) : 0;
		$batch = max( 1, $batch );
		$until = microtime( true ) + $seconds;
		do {
			list( $count, $after ) = self::step( $after, $batch );
		} while ( $batch === $count && microtime( true ) < $until );
		$done = $batch !== $count;
		update_option( self::OPTION, $done ? self::VERSION : 'after:' . $after, true );
		return $done;
	}

	/**
	 * Converts the next batch of candidate rows after a meta_id.
	 *
	 * @param int $after Last meta_id looked at.
	 * @param int $batch Most rows to look at.
	 * @return array{0: int, 1: int} Rows looked at, last meta_id.
	 */
	private static function step( int $after, int $batch ): array {
		global $wpdb;
		$keys = array();
		foreach ( Periods::NAMES as $period ) {
			$keys[ Periods::array_key( $period ) ] = $period;
		}
		$in = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		// Candidates only: a serialized array whose last value is a 4-, 7- or 10-character string shaped like
		// Yomu's labels ('_' matches any one character). Madara's labels are 2 or 6 characters long.
		$shapes = array( '%;s:10:"____-__-__";}', '%;s:7:"____-__";}', '%;s:4:"____";}' );
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_id > %d AND meta_key IN ($in) AND ( meta_value LIKE %s OR meta_value LIKE %s OR meta_value LIKE %s ) ORDER BY meta_id ASC LIMIT %d", array_merge( array( $after ), array_keys( $keys ), $shapes, array( $batch ) ) ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.SlowDBQuery
		$rows   = is_array( $rows ) ? $rows : array();
		$posts  = array();
		foreach ( $rows as $row ) {
			$after     = (int) $row['meta_id'];
			$converted = self::converted( $keys[ $row['meta_key'] ], (string) $row['meta_value'] ); // phpcs:ignore WordPress.DB.SlowDBQuery -- a row's fields, not a query.
			if ( null === $converted ) {
				continue;
			}
			// Compare-and-swap: only the value this run read is replaced.
			$swapped = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE meta_id = %d AND meta_value = %s", $converted, $after, $row['meta_value'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
			if ( $swapped > 0 ) {
				$posts[ (int) $row['post_id'] ] = true;
			}
		}
		foreach ( array_keys( $posts ) as $post_id ) {
			wp_cache_delete( $post_id, 'post_meta' );
		}
		return array( count( $rows ), $after );
	}

	/**
	 * A stored counter with its Yomu-format label replaced by Madara's, or null when there is nothing to
	 * convert (already Madara's format, or not a counter Yomu wrote).
	 *
	 * @param string $period One of Periods::NAMES.
	 * @param string $raw    The serialized meta value.
	 */
	public static function converted( string $period, string $raw ): ?string {
		$value = maybe_unserialize( $raw );
		$key   = Periods::label_key( $period );
		if ( ! is_array( $value ) || ! array_key_exists( 'views', $value ) || ! isset( $value[ $key ] ) || ! is_string( $value[ $key ] ) ) {
			return null;
		}
		$label = self::madara_label( $period, $value[ $key ] );
		if ( null === $label ) {
			return null;
		}
		$value[ $key ] = $label;
		return (string) maybe_serialize( $value );
	}

	/**
	 * Madara's label of the period a Yomu-format label names: the day of a day, the weekday and day of a
	 * week's first day, the month of a month, the two-digit year of a year. Null for anything else.
	 *
	 * @param string $period One of Periods::NAMES.
	 * @param string $label  The stored label.
	 */
	public static function madara_label( string $period, string $label ): ?string {
		$format = self::YOMU_FORMATS[ $period ] ?? '';
		$date   = '' === $format ? false : \DateTimeImmutable::createFromFormat( $format, $label, new \DateTimeZone( 'UTC' ) );
		if ( false === $date || $date->format( substr( $format, 1 ) ) !== $label ) {
			return null;
		}
		return $date->format( Periods::MADARA_FORMATS[ $period ] );
	}
}
