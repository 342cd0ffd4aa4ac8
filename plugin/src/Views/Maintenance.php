<?php
/**
 * Hourly upkeep: restarts the period counters of manga nobody viewed since their period ended (a view
 * restarts them itself, but trending must not keep ranking a manga by last week's views), writing Madara's
 * period meta in Madara's own formats (see Periods), and drops expired rate-limit claims.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Scheduled clean-up of the view tables and Madara's period meta.
 */
final class Maintenance {

	public const HOOK = 'yomu_views_maintenance';

	/**
	 * Schedules the hourly event once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 3600, 'hourly', self::HOOK );
		}
	}

	/**
	 * Removes the event (plugin deactivation).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * The cron callback.
	 */
	public static function run_now(): void {
		self::run( time() );
	}

	/**
	 * Restarts stale periods and purges expired claims.
	 *
	 * @param int $now Unix time.
	 */
	public static function run( int $now ): void {
		global $wpdb;
		$table  = Tables::names()['counts'];
		$labels = Periods::labels( $now );
		$stale  = array();
		foreach ( Periods::starts( $now ) as $period => $start ) {
			$start_column = "{$period}_start";
			$views_column = "{$period}_views";
			$stale        = array_merge( $stale, (array) $wpdb->get_col( $wpdb->prepare( "SELECT manga_id FROM `$table` WHERE $start_column <> %s", $start ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			// hits + 1 makes any copy still in flight from before the restart lose its guard (see Counter).
			$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET $views_column = 0, $start_column = %s, hits = hits + 1 WHERE $start_column <> %s", $start, $start ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			// Madara's shape, labelled as Madara would label a view now. A copy already at 0 is left alone
			// whatever its label: Madara turns a 0 count into 1 on the next view, label equal or not.
			$copies = array(
				Periods::value_key( $period ) => array( '0', '0' ),
				Periods::array_key( $period ) => array( (string) maybe_serialize( Periods::madara_value( $period, 0, $labels[ $period ] ) ), $wpdb->esc_like( 'a:2:{s:5:"views";i:0;' ) . '%' ),
			);
			foreach ( $copies as $key => list( $value, $zero ) ) {
				// Only manga still at 0 in this period: one viewed in the meantime keeps its fresh copy.
				$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE meta_key = %s AND meta_value NOT LIKE %s AND post_id IN (SELECT manga_id FROM `$table` WHERE $start_column = %s AND $views_column = 0)", $value, $key, $zero, $start ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.SlowDBQuery
			}
		}
		// The copies changed behind WordPress's back; object caches must not keep the old values.
		foreach ( array_unique( array_map( 'intval', $stale ) ) as $manga_id ) {
			wp_cache_delete( $manga_id, 'post_meta' );
			/** This action is documented in plugin/src/Views/Counter.php */
			do_action( 'yomu_manga_counts_changed', $manga_id );
		}
		HitLimiter::purge( $now );
	}
}
