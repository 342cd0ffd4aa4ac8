<?php
/**
 * Counts a view: Madara's total, the day/week/month/year counters and the chapter's views column, each with
 * single atomic SQL statements so parallel requests never lose a count (MADARA.md §1.5).
 *
 * - _wp_manga_views (total) is authoritative in post meta, as in Madara: UPDATE … meta_value + 1.
 * - The period counters need a period start next to the count, and post meta cannot change two rows in one
 *   statement, so the authoritative counts live in Yomu's yomu_manga_views row (one upsert counts all four
 *   periods and restarts a period that rolled over). Madara's _wp_manga_{period}_views_value ints (trending)
 *   and serialized _wp_manga_{period}_views arrays are copies written from that row, the arrays labelled in
 *   Madara's own formats as of this view (Periods::labels()), so Madara switched back keeps counting. The
 *   copy is guarded by the row's hits counter: a request only writes when no later view was counted in the
 *   meantime, so the last writer is always the newest count (and this view the last counted one, whose time
 *   the labels name) and a slow request can never put an older number back.
 * - A manga's first counted view adopts the period counts it already had (imported Madara data or the
 *   demo seeder) for the periods whose Madara labels say they are current (Adoption).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\MadaraQueries;
use Yomu\Core\Content\Settings;

/**
 * Atomic view counters.
 */
final class Counter {

	/**
	 * Counts one view of a manga, and of one of its chapters unless $chapter_id is 0.
	 *
	 * @param int $manga_id   A published manga.
	 * @param int $chapter_id A chapter of that manga, or 0.
	 * @param int $now        Unix time of the view.
	 */
	public static function record( int $manga_id, int $chapter_id, int $now ): void {
		self::increment_meta( $manga_id, MetaKeys::VIEWS );
		self::count_periods( $manga_id, $now );
		if ( 0 !== $chapter_id && Settings::madara_switch( 'chapter_view' ) ) {
			MadaraQueries::add_chapter_view( $chapter_id, $manga_id );
		}
		// Only the meta cache: clean_post_cache() would also invalidate every cached post query of the site.
		// Listings ordered by views follow through the action below (RankTable, Listing\CountsVersion).
		// Chapter rows are not bumped in Content\Cache either: a view count does not warrant dropping the
		// manga's cached chapter lists on every read; they refresh on their normal expiry.
		wp_cache_delete( $manga_id, 'post_meta' );
		/**
		 * The view counts of a manga changed behind WordPress's meta API (the listing rank table follows).
		 *
		 * @param int $manga_id Manga post ID.
		 */
		do_action( 'yomu_manga_counts_changed', $manga_id );
	}

	/**
	 * The ID of a manga's chapter by slug, 0 when the manga has no such chapter.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $slug     Chapter slug.
	 */
	public static function chapter_id( int $manga_id, string $slug ): int {
		return MadaraQueries::chapter_id_by_slug( $manga_id, $slug );
	}

	/**
	 * Adds 1 to an integer post meta value in one statement, creating the row with 1 when it is missing.
	 *
	 * @param int    $post_id Post ID.
	 * @param string $key     Meta key.
	 */
	public static function increment_meta( int $post_id, string $key ): void {
		global $wpdb;
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE post_id = %d AND meta_key = %s", $post_id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
			if ( $updated > 0 || self::insert_if_missing( $post_id, $key, '1' ) ) {
				return;
			}
			// Another request created the row between the two statements: the UPDATE will find it now.
		}
	}

	/**
	 * Adds a meta row unless the post already has that key, in one statement. In SQLite a write statement
	 * holds the database lock from start to end; in MariaDB/MySQL (REPEATABLE READ) the NOT EXISTS read takes
	 * gap locks, so of two racing inserts one fails (deadlock) instead of creating a duplicate. That failure
	 * is expected, hence no error output.
	 *
	 * @param int    $post_id Post ID.
	 * @param string $key     Meta key.
	 * @param string $value   Meta value (already serialized).
	 * @return bool Whether this call inserted the row.
	 */
	private static function insert_if_missing( int $post_id, string $key, string $value ): bool {
		global $wpdb;
		$quiet    = $wpdb->suppress_errors();
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) SELECT %d, %s, %s FROM DUAL WHERE NOT EXISTS (SELECT 1 FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s)", $post_id, $key, $value, $post_id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
		$wpdb->suppress_errors( $quiet );
		return 1 === $inserted;
	}

	/**
	 * Counts the view in the day/week/month/year counters and copies them to Madara's meta.
	 *
	 * @param int $manga_id Manga post ID.
	 * @param int $now      Unix time of the view.
	 */
	private static function count_periods( int $manga_id, int $now ): void {
		global $wpdb;
		$table  = Tables::names()['counts'];
		$starts = Periods::starts( $now );
		if ( null === self::row( $manga_id ) ) {
			self::adopt( $manga_id, $now );
		}
		$columns = 'manga_id, hits';
		$values  = '%d, 1';
		$updates = array( 'hits = hits + 1' );
		$args    = array( $manga_id );
		$more    = array();
		foreach ( $starts as $period => $start ) {
			$columns  .= ", {$period}_start, {$period}_views";
			$values   .= ', %s, 1';
			$args[]    = $start;
			$updates[] = "{$period}_views = CASE WHEN {$period}_start = %s THEN {$period}_views + 1 ELSE 1 END";
			$updates[] = "{$period}_start = %s"; // After the count: MySQL assigns left to right.
			array_push( $more, $start, $start );
		}
		$sql = "INSERT INTO `$table` ($columns) VALUES ($values) ON DUPLICATE KEY UPDATE " . implode( ', ', $updates );
		$wpdb->query( $wpdb->prepare( $sql, array_merge( $args, $more ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- columns are ours, values are placeholders.
		$row = self::row( $manga_id );
		if ( null !== $row ) {
			self::mirror( $manga_id, $row, $now );
		}
	}

	/**
	 * A manga's counter row.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<string, string>|null
	 */
	public static function row( int $manga_id ): ?array {
		global $wpdb;
		$table = Tables::names()['counts'];
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE manga_id = %d", $manga_id ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return is_array( $row ) ? array_map( 'strval', $row ) : null;
	}

	/**
	 * Creates a manga's counter row from the period counts it already has in Madara's meta (imported Madara data,
	 * the demo seeder), each only when Madara's label says it is a count of the current period (Adoption); the
	 * others start at 0. INSERT IGNORE: when two first views race, one creates the row and both then count. Does
	 * nothing when the row exists.
	 *
	 * @param int $manga_id Manga post ID.
	 * @param int $now      Unix time.
	 */
	public static function adopt( int $manga_id, int $now ): void {
		global $wpdb;
		$starts = Periods::starts( $now );
		$table  = Tables::names()['counts'];
		$keys   = array();
		foreach ( Periods::NAMES as $period ) {
			$keys[ Periods::array_key( $period ) ] = $period;
		}
		$in     = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN ($in) ORDER BY meta_id ASC", array_merge( array( $manga_id ), array_keys( $keys ) ) ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$arrays = array();
		foreach ( (array) $rows as $meta ) {
			$period = $keys[ $meta['meta_key'] ] ?? ''; // phpcs:ignore WordPress.DB.SlowDBQuery -- a row's field, not a query.
			if ( '' !== $period && ! isset( $arrays[ $period ] ) ) {
				$arrays[ $period ] = maybe_unserialize( (string) $meta['meta_value'] ); // phpcs:ignore WordPress.DB.SlowDBQuery -- a row's field, not a query.
			}
		}
		$current = Adoption::current( $arrays, $now );
		$columns = 'manga_id, hits';
		$values  = '%d, 0';
		$args    = array( $manga_id );
		foreach ( $starts as $period => $start ) {
			$columns .= ", {$period}_start, {$period}_views";
			$values  .= ', %s, %d';
			array_push( $args, $start, $current[ $period ] ?? 0 );
		}
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `$table` ($columns) VALUES ($values)", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * Writes a counter row to Madara's period meta, unless a newer view was counted since it was read. The row's
	 * periods must be current (a view was just counted, or stale periods were restarted as Maintenance does).
	 *
	 * @param int                   $manga_id Manga post ID.
	 * @param array<string, string> $row      The counter row as read after counting.
	 * @param int                   $now      Unix time of the view just counted.
	 * @param string[]              $periods  The periods to copy (default all four).
	 */
	public static function mirror( int $manga_id, array $row, int $now, array $periods = Periods::NAMES ): void {
		global $wpdb;
		$table  = Tables::names()['counts'];
		$labels = Periods::labels( $now );
		$values = array();
		foreach ( array_intersect( Periods::NAMES, $periods ) as $period ) {
			$views = (int) $row[ "{$period}_views" ];

			$values[ Periods::value_key( $period ) ] = (string) $views;
			$values[ Periods::array_key( $period ) ] = (string) maybe_serialize( Periods::madara_value( $period, $views, $labels[ $period ] ) );
		}
		if ( ! $values ) {
			return;
		}
		$keys    = array_keys( $values );
		$in      = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$present = (array) $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN ($in)", array_merge( array( $manga_id ), $keys ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.SlowDBQuery
		foreach ( array_diff( $keys, $present ) as $missing ) {
			self::insert_if_missing( $manga_id, $missing, $values[ $missing ] );
		}
		$case = '';
		$args = array();
		foreach ( $values as $key => $value ) {
			$case .= ' WHEN %s THEN %s';
			array_push( $args, $key, $value );
		}
		$args = array_merge( $args, array( $manga_id ), $keys, array( $manga_id, (int) $row['hits'] ) );
		$sql  = "UPDATE {$wpdb->postmeta} SET meta_value = CASE meta_key{$case} ELSE meta_value END WHERE post_id = %d AND meta_key IN ($in) AND EXISTS (SELECT 1 FROM `$table` WHERE manga_id = %d AND hits = %d)";
		$wpdb->query( $wpdb->prepare( $sql, $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- keys are ours, values are placeholders.
	}
}
