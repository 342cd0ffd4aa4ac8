<?php
/**
 * Where each chapter sitemap page starts and ends. Pages are runs of readable chapters in chapter_id order, so a page
 * is read by primary key after the previous page's last id (no OFFSET, no count). The page list (each page's last
 * chapter id and its newest chapter date) is kept in an option; a change to chapters or to a manga's visibility
 * only lowers a "dirty from this chapter id" mark, and the next sitemap request rescans from the page holding that id
 * on, reading the chapters table by primary key in chunks. Pages before it are kept as they are. Rows written
 * without Yomu's writes (an import straight into Madara's tables) show within a day: the whole list is rescanned
 * once a day (about 2 s at 500,000 chapters on SQLite, `npm run bench`).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Content\Lock;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\Schema;

/**
 * The cached page boundaries.
 */
final class PageTable {

	public const OPTION = 'yomu_chapter_sitemap_pages';
	public const DIRTY  = 'yomu_chapter_sitemap_dirty';

	/** How long the page list stands before it is rescanned whole. */
	private const FULL_RESCAN_SECONDS = 86400;

	/** Rows read per query while pages are rescanned. */
	private const CHUNK = 10000;

	/** The lock around the dirty mark's read-modify-write. */
	private const LOCK = 'chapter-sitemap-dirty';

	/**
	 * The pages for this many entries per page: each is [last chapter_id, newest date_gmt ('' when none is known)].
	 *
	 * @param int $per_page Entries per page.
	 * @return list<array{0: int, 1: string}>
	 */
	public static function pages( int $per_page ): array {
		$per_page = max( 1, $per_page );
		$stored   = get_option( self::OPTION );
		$dirty    = (int) get_option( self::DIRTY, 0 );
		$valid    = is_array( $stored ) && ( $stored['per_page'] ?? 0 ) === $per_page && isset( $stored['pages'] ) && is_array( $stored['pages'] )
			&& time() - (int) ( $stored['built'] ?? 0 ) < self::FULL_RESCAN_SECONDS;
		$pages    = $valid ? self::clean( $stored['pages'] ) : array();
		if ( $valid && 0 === $dirty ) {
			return $pages;
		}
		$from  = $valid ? self::index_of( $pages, $dirty ) : 0;
		$built = $valid ? (int) $stored['built'] : time();
		$after = $from > 0 ? $pages[ $from - 1 ][0] : 0;
		$pages = array_merge( array_slice( $pages, 0, $from ), self::scan( $after, $per_page ) );
		update_option(
			self::OPTION,
			array(
				'per_page' => $per_page,
				'pages'    => $pages,
				'built'    => $built,
			),
			false
		);
		// A change that came in while this scan ran keeps its (lower or equal) mark for the next request.
		Lock::with(
			self::LOCK,
			static function () use ( $dirty ): void {
				if ( self::fresh_dirty() === $dirty && 0 !== $dirty ) {
					update_option( self::DIRTY, 0, false );
				}
			}
		);
		return $pages;
	}

	/**
	 * The stored pages as they are, without rescanning (for purging: which page holds a chapter).
	 *
	 * @return list<array{0: int, 1: string}>
	 */
	public static function stored(): array {
		$stored = get_option( self::OPTION );
		return is_array( $stored ) && isset( $stored['pages'] ) && is_array( $stored['pages'] ) ? self::clean( $stored['pages'] ) : array();
	}

	/**
	 * Marks the pages from the one holding this chapter id on as stale.
	 *
	 * @param int $chapter_id Lowest chapter id a change touched.
	 */
	public static function mark( int $chapter_id ): void {
		$chapter_id = max( 1, $chapter_id );
		Lock::with(
			self::LOCK,
			static function () use ( $chapter_id ): void {
				$dirty = self::fresh_dirty();
				if ( 0 === $dirty || $chapter_id < $dirty ) {
					update_option( self::DIRTY, $chapter_id, false );
				}
			}
		);
	}

	/**
	 * The 0-based index of the page that holds this chapter id (the last page when the id is past every page).
	 *
	 * @param list<array{0: int, 1: string}> $pages Pages.
	 * @param int                            $id    Chapter id.
	 */
	public static function index_of( array $pages, int $id ): int {
		$low  = 0;
		$high = count( $pages ) - 1;
		if ( $high < 0 ) {
			return 0;
		}
		while ( $low < $high ) {
			$mid = intdiv( $low + $high, 2 );
			if ( $pages[ $mid ][0] >= $id ) {
				$high = $mid;
			} else {
				$low = $mid + 1;
			}
		}
		return $low;
	}

	/**
	 * The manga whose chapters guests may read: published, without a password (Access\Policy::listed()), among the
	 * given IDs or, with none given, all of them. Read on the posts table's type/status index; the chapters are then
	 * read by their primary key alone and filtered here, so no database plans the join from the posts side (SQLite
	 * does, then sorts every chapter after the boundary).
	 *
	 * @param int[] $ids Manga post IDs; empty for every manga.
	 * @return array<int, true> Listed manga IDs as keys.
	 */
	public static function listed( array $ids = array() ): array {
		global $wpdb;
		$where = $wpdb->prepare( 'post_type = %s AND post_status = %s AND post_password = %s', PostTypes::MANGA, 'publish', '' );
		if ( $ids ) {
			$ids    = array_values( array_unique( array_map( 'intval', $ids ) ) );
			$where .= ' AND ID IN (' . implode( ',', $ids ) . ')';
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the prepared condition and integers; read once per sitemap answer.
		$listed = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE $where" );
		return array_fill_keys( array_map( 'intval', $listed ), true );
	}

	/**
	 * Rescans pages after a chapter id: chunks of readable chapter ids in id order, cut every $per_page rows.
	 *
	 * @param int $after    Last chapter id of the page before.
	 * @param int $per_page Entries per page.
	 * @return list<array{0: int, 1: string}>
	 */
	private static function scan( int $after, int $per_page ): array {
		global $wpdb;
		$chapters  = Schema::tables()['chapters'];
		$published = Table::published_sql( 'c' );
		$listed    = self::listed();
		$pages     = array();
		$count     = 0;
		$newest    = '';
		$last      = $after;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name; the result is kept in the option.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT c.chapter_id, c.post_id, c.date_gmt FROM `$chapters` c WHERE c.chapter_id > %d AND $published ORDER BY c.chapter_id ASC LIMIT %d", $after, self::CHUNK ), 'ARRAY_N' );
			foreach ( $rows as $row ) {
				$after = (int) $row[0];
				if ( ! isset( $listed[ (int) $row[1] ] ) ) {
					continue;
				}
				$last   = $after;
				$date   = Dates::gmt( (string) $row[2] );
				$newest = $date > $newest ? $date : $newest;
				if ( ++$count === $per_page ) {
					$pages[] = array( $last, $newest );
					$count   = 0;
					$newest  = '';
				}
			}
			$read = count( $rows );
		} while ( self::CHUNK === $read );
		if ( $count > 0 ) {
			$pages[] = array( $last, $newest );
		}
		return $pages;
	}

	/**
	 * The dirty mark as stored now (not as this request read it before).
	 */
	private static function fresh_dirty(): int {
		wp_cache_delete( self::DIRTY, 'options' );
		return (int) get_option( self::DIRTY, 0 );
	}

	/**
	 * Stored pages, typed.
	 *
	 * @param array<mixed> $pages Stored value.
	 * @return list<array{0: int, 1: string}>
	 */
	private static function clean( array $pages ): array {
		$clean = array();
		foreach ( $pages as $page ) {
			if ( is_array( $page ) && isset( $page[0], $page[1] ) ) {
				$clean[] = array( (int) $page[0], (string) $page[1] );
			}
		}
		return $clean;
	}
}
