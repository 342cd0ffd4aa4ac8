<?php
/**
 * The chapters the chapter feed lists: the newest by date_gmt of readable manga (published, no password), the
 * manga filtered in SQL before the LIMIT, so the count is exact (Madara skipped unpublished rows after it and
 * printed short feeds). Premium chapters stay in: their title and URL are not content (Access\Policy).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Feeds;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;

/**
 * Reads the feed's rows.
 */
final class ChapterRows {

	/** Madara's default of manga_feed_max_entries. */
	public const DEFAULT_MAX = 100;

	/** An upper bound for a site that saved a huge number: a feed is read often. */
	public const LIMIT_MAX = 500;

	/**
	 * How many items a feed holds: Madara's manga_feed_max_entries (wp_manga_settings), default 100.
	 */
	public static function max_entries(): int {
		$stored = Settings::stored( 'manga_feed_max_entries' );
		$max    = is_numeric( $stored ) ? (int) $stored : self::DEFAULT_MAX;
		return $max > 0 ? min( $max, self::LIMIT_MAX ) : self::DEFAULT_MAX;
	}

	/**
	 * The newest chapters, newest first, of every readable manga (manga 0) or of one manga. The site-wide read walks
	 * the date_gmt index backwards and stops at the limit; one manga's read uses the post_id index.
	 *
	 * @param int $manga_id Manga post ID, 0 for the whole site.
	 * @param int $limit    How many.
	 * @return Chapter[]
	 */
	public static function newest( int $manga_id, int $limit ): array {
		global $wpdb;
		$chapters = Schema::tables()['chapters'];
		$where    = ( $manga_id > 0 ? $wpdb->prepare( 'AND c.post_id = %d', $manga_id ) : '' ) . ' AND ' . Table::published_sql( 'c' );
		// The chapters table is read first, whatever the planner would guess (as Listing\RankWindow does).
		$first = Schema::sqlite() ? 'CROSS JOIN' : 'STRAIGHT_JOIN';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names are ours, $where is prepared.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT c.* FROM `$chapters` c $first `{$wpdb->posts}` p ON p.ID = c.post_id
				WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = '' $where
				ORDER BY c.date_gmt DESC, c.chapter_id DESC LIMIT %d",
				PostTypes::MANGA,
				max( 1, $limit )
			)
		);
		// phpcs:enable
		return array_map( array( Chapter::class, 'from_row' ), (array) $rows );
	}
}
