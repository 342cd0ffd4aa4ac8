<?php
/**
 * Yomu's two small tables for view counting (Madara has no equivalent, so nothing on a migrated site
 * depends on them):
 * - yomu_manga_views: one row per manga with the current day/week/month/year start and count. A single
 *   upsert updates all four atomically, period roll-over included (see Counter).
 * - yomu_view_hits: which client counted which manga/chapter recently (see HitLimiter). Only an HMAC of the
 *   IP is stored, never the IP itself.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Core\Content\Schema;

/**
 * Table names and installation.
 */
final class Tables {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_views_schema';

	/**
	 * Table names with the site prefix.
	 *
	 * @return array{counts: string, hits: string}
	 */
	public static function names(): array {
		global $wpdb;
		return array(
			'counts' => $wpdb->prefix . 'yomu_manga_views',
			'hits'   => $wpdb->prefix . 'yomu_view_hits',
		);
	}

	/**
	 * Creates the tables when missing.
	 */
	public static function install(): void {
		global $wpdb;
		$t       = self::names();
		$charset = $wpdb->get_charset_collate();
		$periods = '';
		foreach ( Periods::NAMES as $period ) {
			$periods .= "{$period}_start varchar(10) NOT NULL DEFAULT '', {$period}_views bigint(20) unsigned NOT NULL DEFAULT 0, ";
		}
		$statements = array(
			'counts' => "CREATE TABLE {$t['counts']} (
				manga_id bigint(20) unsigned NOT NULL,
				hits bigint(20) unsigned NOT NULL DEFAULT 0,
				$periods
				PRIMARY KEY  (manga_id)
			) $charset",
			'hits'   => "CREATE TABLE {$t['hits']} (
				hit_key char(32) NOT NULL,
				expires int(10) unsigned NOT NULL,
				PRIMARY KEY  (hit_key),
				KEY expires (expires)
			) $charset",
		);
		foreach ( $statements as $key => $sql ) {
			if ( ! Schema::table_exists( $t[ $key ] ) ) {
				$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
			}
		}
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * Installs on the first request after an update (activation hooks do not run on updates).
	 */
	public static function maybe_install(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}
}
