<?php
/**
 * The chapter sitemap's content, whichever sitemap system shows it (WordPress core, Yoast SEO, Rank Math): how many
 * pages, each page's newest chapter date, and a page's chapters (URL and GMT date). Only readable chapters are listed:
 * those of published manga without a password; premium chapters too, with their real URL (their title and URL are
 * not content, Access\Policy). Every readable chapter is on exactly one page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\Schema;
use Yomu\Core\Routing\Urls;

/**
 * Pages of chapter URLs.
 */
final class ChapterSitemap {

	/** The sitemap type in Yoast's and Rank Math's names: {home}/wp-manga-chapters-sitemap{N}.xml, Madara's. */
	public const TYPE = 'wp-manga-chapters';

	/** The provider name in WordPress core's names: {home}/wp-sitemap-chapters-{N}.xml. */
	public const CORE_NAME = 'chapters';

	/**
	 * The index: each page's number and its newest chapter date (GMT 'Y-m-d H:i:s', '' when unknown).
	 *
	 * @param int $per_page Entries per page.
	 * @return array<int, string> Newest date by page number (1-based).
	 */
	public static function index( int $per_page ): array {
		$index = array();
		foreach ( PageTable::pages( $per_page ) as $i => $page ) {
			$index[ $i + 1 ] = $page[1];
		}
		return $index;
	}

	/**
	 * The chapters of a page, in chapter id order: URL and GMT date ('' when unknown). Empty past the last page.
	 *
	 * @param int $page     1-based page number.
	 * @param int $per_page Entries per page.
	 * @return list<array{loc: string, modified: string}>
	 */
	public static function urls( int $page, int $per_page ): array {
		global $wpdb;
		$pages = PageTable::pages( $per_page );
		if ( $page < 1 || $page > count( $pages ) ) {
			return array();
		}
		$after     = $page > 1 ? $pages[ $page - 2 ][0] : 0;
		$last      = $pages[ $page - 1 ][0];
		$chapters  = Schema::tables()['chapters'];
		$published = Table::published_sql( 'c' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name and the schedule's condition; the answer is cached by the page cache.
		$rows      = (array) $wpdb->get_results( $wpdb->prepare( "SELECT c.* FROM `$chapters` c WHERE c.chapter_id > %d AND c.chapter_id <= %d AND $published ORDER BY c.chapter_id ASC", $after, $last ) );
		$listed    = $rows ? PageTable::listed( array_map( static fn ( $row ) => (int) $row->post_id, $rows ) ) : array();
		$rows      = array_slice( array_values( array_filter( $rows, static fn ( $row ) => isset( $listed[ (int) $row->post_id ] ) ) ), 0, max( 1, $per_page ) );
		$manga_ids = array_keys( $listed );
		_prime_post_caches( $manga_ids, false, false );
		ChapterRepository::prime_volumes( $manga_ids );
		$urls = array();
		foreach ( $rows as $row ) {
			$chapter = Chapter::from_row( $row );
			$loc     = Urls::chapter( $chapter->manga_id, $chapter );
			if ( '' !== $loc ) {
				$urls[] = array(
					'loc'      => $loc,
					'modified' => Dates::gmt( $chapter->date_gmt ),
				);
			}
		}
		return $urls;
	}
}
