<?php
/**
 * Yomu's table of chapters waiting for page variants (Madara has no equivalent). It lives in the database so
 * every web node sees the same queue, and a worker killed mid-way leaves its chapter there to be taken again.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Content\Schema;

/**
 * Table name and installation.
 */
final class QueueTable {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_variant_queue_schema';

	/**
	 * Table name with the site prefix.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_variant_queue';
	}

	/**
	 * Creates the table when missing. generation changes on every enqueue, so a worker that finishes a chapter
	 * queued again meanwhile leaves the new request in place; started_at is set while a worker has it in hand.
	 */
	public static function install(): void {
		global $wpdb;
		$table = self::name();
		if ( ! Schema::table_exists( $table ) ) {
			$charset = $wpdb->get_charset_collate();
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- static DDL.
			$wpdb->query(
				"CREATE TABLE $table (
				chapter_id bigint(20) unsigned NOT NULL,
				generation int(10) unsigned NOT NULL DEFAULT 1,
				queued_at int(10) unsigned NOT NULL DEFAULT 0,
				attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
				started_at int(10) unsigned NOT NULL DEFAULT 0,
				failed_at int(10) unsigned NOT NULL DEFAULT 0,
				reason varchar(255) NOT NULL DEFAULT '',
				PRIMARY KEY  (chapter_id),
				KEY failed_at (failed_at,attempts,queued_at)
			) $charset"
			);
			// phpcs:enable
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
