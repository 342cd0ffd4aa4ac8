<?php
/**
 * Yomu's own table of per-chapter early-access dates, {prefix}yomu_early_access (chapter_id, manga_id, free_from
 * in UTC). A table rather than meta: chapters are rows of Madara's manga_chapters, not posts, so they have no meta
 * of their own; their chapter_metas column is Madara's and its chapter save rewrites it; and the unlock schedule
 * needs indexed reads across the whole site ("the next date after T", "what unlocked between T1 and T2"). One row
 * per chapter also keeps two editors saving two chapters of a manga from overwriting each other. Uninstall drops it
 * with the other yomu_ tables; Madara never reads it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Schema;

/**
 * Rows of the early-access table.
 */
final class EarlyAccessTable {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_early_access_schema';

	/**
	 * The table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_early_access';
	}

	/**
	 * Creates the table once (init, before anything reads it).
	 */
	public static function maybe_install(): void {
		Schema::create_once( self::name(), 'chapter_id bigint(20) unsigned NOT NULL, manga_id bigint(20) unsigned NOT NULL, free_from datetime NOT NULL, PRIMARY KEY  (chapter_id), KEY manga_id (manga_id), KEY free_from (free_from)', self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * The per-chapter dates of a manga, chapter id => Unix time (cached with the manga's content).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<int, int>
	 */
	public static function of_manga( int $manga_id ): array {
		return Cache::remember(
			$manga_id,
			'early_access',
			static function () use ( $manga_id ): array {
				if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
					return array();
				}
				global $wpdb;
				$table = self::name();
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, free_from FROM `$table` WHERE manga_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$dates = array();
				foreach ( (array) $rows as $row ) {
					$time = EarlyAccess::utc_time( (string) $row->free_from );
					if ( null !== $time ) {
						$dates[ (int) $row->chapter_id ] = $time;
					}
				}
				return $dates;
			}
		);
	}

	/**
	 * Sets (Unix time) or removes (null) a chapter's date; the manga's cache and its pages follow (Cache::bump).
	 *
	 * @param int      $manga_id   Manga post ID.
	 * @param int      $chapter_id Chapter ID.
	 * @param int|null $free_from  Unix time from which the chapter is free, or null to follow the site rule.
	 */
	public static function set( int $manga_id, int $chapter_id, ?int $free_from ): void {
		self::maybe_install();
		global $wpdb;
		if ( null === $free_from ) {
			$wpdb->delete( self::name(), array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		} else {
			$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				self::name(),
				array(
					'chapter_id' => $chapter_id,
					'manga_id'   => $manga_id,
					'free_from'  => gmdate( 'Y-m-d H:i:s', $free_from ),
				),
				array( '%d', '%d', '%s' )
			);
		}
		Cache::bump( $manga_id, $chapter_id );
	}
}
