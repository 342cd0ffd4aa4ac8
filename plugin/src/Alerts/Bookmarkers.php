<?php
/**
 * Yomu's index of who bookmarked what, {prefix}yomu_bookmarkers (manga_id, user_id): the readers of a manga read
 * in key order, a few hundred at a time, without unserializing a list of every bookmarker (Madara's
 * _wp_user_bookmarked holds them all in one meta value). It follows the readers' own _wp_manga_bookmark user meta,
 * the source of truth, through the user-meta hooks (every writer: Yomu, Madara's code on a switch back, WP-CLI);
 * a backfill reads the existing user meta once after Yomu starts on a site. Madara never reads it; uninstall drops
 * it with the other yomu_ tables.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\Schema;

/**
 * The index and its upkeep.
 */
final class Bookmarkers {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_bookmarkers_schema';

	/**
	 * The next usermeta row the backfill reads, or 'done'.
	 */
	public const BACKFILL_OPTION = 'yomu_bookmarkers_backfill';

	private const BACKFILL_BATCH = 500;

	/**
	 * True while Unread rewrites bookmarks (only unread_c changes there, so the index has nothing to follow).
	 *
	 * @var bool
	 */
	private static bool $quiet = false;

	/**
	 * Hooks the upkeep.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
		add_action( 'added_user_meta', array( self::class, 'meta_written' ), 10, 4 );
		add_action( 'updated_user_meta', array( self::class, 'meta_written' ), 10, 4 );
		add_action( 'deleted_user_meta', array( self::class, 'meta_deleted' ), 10, 3 );
	}

	/**
	 * The table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_bookmarkers';
	}

	/**
	 * Creates the table once and starts the backfill.
	 */
	public static function maybe_install(): void {
		if ( get_option( self::VERSION_OPTION ) === self::VERSION ) {
			return;
		}
		global $wpdb;
		$wpdb->query( 'CREATE TABLE IF NOT EXISTS `' . self::name() . '` (manga_id bigint(20) unsigned NOT NULL, user_id bigint(20) unsigned NOT NULL, PRIMARY KEY  (manga_id,user_id), KEY user_id (user_id)) ' . $wpdb->get_charset_collate() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- static DDL.
		if ( Schema::table_exists( self::name() ) ) {
			update_option( self::BACKFILL_OPTION, 0, true );
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	/**
	 * Whether the table exists and every reader's bookmarks were read into it.
	 */
	public static function ready(): bool {
		return get_option( self::VERSION_OPTION ) === self::VERSION && 'done' === get_option( self::BACKFILL_OPTION );
	}

	/**
	 * Runs a part of the index's work without following the meta writes.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T
	 */
	public static function quietly( callable $work ) {
		self::$quiet = true;
		try {
			return $work();
		} finally {
			self::$quiet = false;
		}
	}

	/**
	 * A reader's bookmarks added or changed.
	 *
	 * @param mixed $meta_id   Meta id.
	 * @param mixed $user_id   User.
	 * @param mixed $meta_key  Key.
	 * @param mixed $value     New value.
	 */
	public static function meta_written( $meta_id, $user_id, $meta_key, $value ): void {
		unset( $meta_id );
		if ( Store::USER_META === $meta_key && ! self::$quiet ) {
			self::sync( (int) $user_id, $value );
		}
	}

	/**
	 * A reader's bookmarks deleted (also when the user is deleted).
	 *
	 * @param mixed $meta_ids Meta ids.
	 * @param mixed $user_id  User.
	 * @param mixed $meta_key Key.
	 */
	public static function meta_deleted( $meta_ids, $user_id, $meta_key ): void {
		unset( $meta_ids );
		if ( Store::USER_META === $meta_key ) {
			self::sync( (int) $user_id, array() );
		}
	}

	/**
	 * Makes the index say what the reader's bookmark list says.
	 *
	 * @param int   $user_id The reader.
	 * @param mixed $list    _wp_manga_bookmark as stored (possibly serialized).
	 */
	public static function sync( int $user_id, $list ): void {
		if ( $user_id < 1 || get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			return;
		}
		$list = maybe_unserialize( $list );
		$ids  = array();
		foreach ( is_array( $list ) ? $list : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['id'] ) && is_numeric( $entry['id'] ) && (int) $entry['id'] > 0 ) {
				$ids[ (int) $entry['id'] ] = true;
			}
		}
		global $wpdb;
		$table = self::name();
		$wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! $ids ) {
			return;
		}
		$rows   = implode( ',', array_fill( 0, count( $ids ), '(%d,%d)' ) );
		$values = array();
		foreach ( array_keys( $ids ) as $manga_id ) {
			array_push( $values, $manga_id, $user_id );
		}
		$wpdb->query( $wpdb->prepare( "REPLACE INTO `$table` (manga_id, user_id) VALUES $rows", $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * The readers of a manga after a user id, in user id order.
	 *
	 * @param int $manga_id The manga.
	 * @param int $after    Last user id already seen (0 at the start).
	 * @param int $limit    How many.
	 * @return int[]
	 */
	public static function of_manga( int $manga_id, int $after, int $limit ): array {
		global $wpdb;
		$table = self::name();
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM `$table` WHERE manga_id = %d AND user_id > %d ORDER BY user_id ASC LIMIT %d", $manga_id, $after, $limit ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Reads the next batch of existing bookmark lists into the index; false once every one was read.
	 */
	public static function backfill(): bool {
		$from = get_option( self::BACKFILL_OPTION );
		if ( ! is_numeric( $from ) ) {
			return false;
		}
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT umeta_id, user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s AND umeta_id >= %d ORDER BY umeta_id ASC LIMIT %d", Store::USER_META, (int) $from, self::BACKFILL_BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$next = 0;
		foreach ( $rows as $row ) {
			self::sync( (int) $row->user_id, $row->meta_value );
			$next = (int) $row->umeta_id + 1;
		}
		$more = count( $rows ) === self::BACKFILL_BATCH;
		update_option( self::BACKFILL_OPTION, $more ? $next : 'done', true );
		return $more;
	}
}
