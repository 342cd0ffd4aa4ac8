<?php
/**
 * Yomu's table of scheduled chapters, {prefix}yomu_chapter_schedule (chapter_id, manga_id, publish_gmt in UTC): a
 * chapter with a row is not published yet. Visitors do not see it anywhere (ChapterRepository::reading_order(),
 * Access\Policy, and the SQL of feeds, sitemaps and alerts through published_sql()); its editors do. Publisher removes
 * the row at the chapter's minute.
 *
 * A table of its own, like Premium\EarlyAccessTable: Madara's chapter rows have no column for it, and the
 * publisher needs indexed reads across the site ("what is due now", "the next moment"). Madara never reads it: a
 * site switched back to Madara shows scheduled chapters at once, which the doctor names.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Schedule;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Schema;

/**
 * Rows of the schedule table.
 */
final class Table {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_chapter_schedule_schema';

	/**
	 * The table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_chapter_schedule';
	}

	/**
	 * Whether the table exists (installed on init, before anything reads it).
	 */
	public static function ready(): bool {
		return get_option( self::VERSION_OPTION ) === self::VERSION;
	}

	/**
	 * Creates the table once.
	 */
	public static function maybe_install(): void {
		Schema::create_once( self::name(), 'chapter_id bigint(20) unsigned NOT NULL, manga_id bigint(20) unsigned NOT NULL, publish_gmt datetime NOT NULL, PRIMARY KEY  (chapter_id), KEY manga_id (manga_id), KEY publish_gmt (publish_gmt)', self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * The scheduled chapters of a manga, chapter id => Unix time (cached with the manga's content).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<int, int>
	 */
	public static function of_manga( int $manga_id ): array {
		// Publisher keeps the first moment in an autoloaded option: 0 means nothing is scheduled on the whole site.
		if ( ! self::ready() || 0 === (int) get_option( Publisher::NEXT, 0 ) ) {
			return array();
		}
		return Cache::remember(
			$manga_id,
			'scheduled',
			static function () use ( $manga_id ): array {
				global $wpdb;
				$table = self::name();
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, publish_gmt FROM `$table` WHERE manga_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$dates = array();
				foreach ( (array) $rows as $row ) {
					$dates[ (int) $row->chapter_id ] = self::time( (string) $row->publish_gmt );
				}
				return $dates;
			}
		);
	}

	/**
	 * Reads the scheduled chapters of many manga in one query (a page of listing cards), caching each as of_manga()
	 * would.
	 *
	 * @param int[] $manga_ids Manga post IDs.
	 */
	public static function prime( array $manga_ids ): void {
		$manga_ids = array_values( array_filter( array_unique( array_map( 'intval', $manga_ids ) ), static fn ( int $id ): bool => $id > 0 && ! Cache::has( $id, 'scheduled' ) ) );
		if ( ! $manga_ids || ! self::ready() || 0 === (int) get_option( Publisher::NEXT, 0 ) ) {
			return;
		}
		global $wpdb;
		$table = self::name();
		$in    = implode( ',', array_fill( 0, count( $manga_ids ), '%d' ) );
		$dates = array_fill_keys( $manga_ids, array() );
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, manga_id, publish_gmt FROM `$table` WHERE manga_id IN ($in)", $manga_ids ) ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
			$dates[ (int) $row->manga_id ][ (int) $row->chapter_id ] = self::time( (string) $row->publish_gmt );
		}
		foreach ( $dates as $manga_id => $of_manga ) {
			Cache::store( $manga_id, 'scheduled', $of_manga );
		}
	}

	/**
	 * Schedules a chapter (Unix time) or takes it off the schedule (null); the manga's cache and pages follow.
	 *
	 * @param int      $manga_id   Manga post ID.
	 * @param int      $chapter_id Chapter ID.
	 * @param int|null $publish_at When it goes live, or null.
	 */
	public static function set( int $manga_id, int $chapter_id, ?int $publish_at ): void {
		self::maybe_install();
		global $wpdb;
		if ( null === $publish_at ) {
			$wpdb->delete( self::name(), array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		} else {
			$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				self::name(),
				array(
					'chapter_id'  => $chapter_id,
					'manga_id'    => $manga_id,
					'publish_gmt' => gmdate( 'Y-m-d H:i:s', $publish_at ),
				),
				array( '%d', '%d', '%s' )
			);
		}
		// The clock first: readers of the bump (the purge) must already see the chapter as scheduled.
		Publisher::refresh();
		Cache::bump( $manga_id, $chapter_id );
	}

	/**
	 * Takes a chapter off the schedule, and says whether this call did (two nodes publishing at once: one wins).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function take( int $chapter_id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->delete( self::name(), array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * The chapters due by a time, oldest first: chapter id => manga id.
	 *
	 * @param int $now Unix time.
	 * @return array<int, int>
	 */
	public static function due( int $now ): array {
		if ( ! self::ready() ) {
			return array();
		}
		global $wpdb;
		$table = self::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, manga_id FROM `$table` WHERE publish_gmt <= %s ORDER BY publish_gmt ASC, chapter_id ASC", gmdate( 'Y-m-d H:i:s', $now ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$due   = array();
		foreach ( (array) $rows as $row ) {
			$due[ (int) $row->chapter_id ] = (int) $row->manga_id;
		}
		return $due;
	}

	/**
	 * The first moment on the schedule (Unix time), 0 when nothing is scheduled.
	 */
	public static function next(): int {
		if ( ! self::ready() ) {
			return 0;
		}
		global $wpdb;
		$first = $wpdb->get_var( 'SELECT MIN(publish_gmt) FROM `' . self::name() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- no input.
		return is_string( $first ) ? self::time( $first ) : 0;
	}

	/**
	 * How many chapters are scheduled on the whole site.
	 */
	public static function count(): int {
		if ( ! self::ready() ) {
			return 0;
		}
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . self::name() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- no input.
	}

	/**
	 * An SQL condition that keeps only published chapters of the chapters table under an alias, for queries that
	 * read chapters for visitors (feeds, sitemaps): the scheduled IDs as a literal list (a short one: chapters wait
	 * for days, not years), which every database driver reads the same way. Always true when nothing is scheduled.
	 *
	 * @param string $alias The chapters table's alias in the query (letters only; anything else keeps nothing).
	 */
	public static function published_sql( string $alias ): string {
		if ( ! preg_match( '/^[a-z]+$/', $alias ) ) {
			return '1=0';
		}
		if ( ! self::ready() || 0 === (int) get_option( Publisher::NEXT, 0 ) ) {
			return '1=1';
		}
		global $wpdb;
		$ids = array_map( 'intval', (array) $wpdb->get_col( 'SELECT chapter_id FROM `' . self::name() . '`' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- no input.
		return $ids ? "$alias.chapter_id NOT IN (" . implode( ',', $ids ) . ')' : '1=1';
	}

	/**
	 * A stored UTC date as Unix time.
	 *
	 * @param string $datetime "Y-m-d H:i:s" in UTC.
	 */
	private static function time( string $datetime ): int {
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $datetime, new \DateTimeZone( 'UTC' ) );
		return $parsed ? $parsed->getTimestamp() : 0;
	}
}
