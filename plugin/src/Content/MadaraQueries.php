<?php
/**
 * The direct reads and writes of Madara's data that features need beyond the repositories (ChapterRepository,
 * PageRows, VolumeWriter): the doctor's and the variant walk's batch reads, a chapter's view count, a thumbnail's
 * chapter_metas. Content is the one layer that queries Madara's tables; a feature asks here instead.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Batch and single-purpose queries of Madara's tables.
 */
final class MadaraQueries {

	/**
	 * The page-list rows of some chapters, every storage, oldest row first.
	 *
	 * @param int[] $chapter_ids Chapter IDs.
	 * @return object[] Rows with chapter_id, storage and data.
	 */
	public static function page_list_rows( array $chapter_ids ): array {
		global $wpdb;
		if ( ! $chapter_ids ) {
			return array();
		}
		$table = Schema::tables()['data'];
		$in    = implode( ',', array_fill( 0, count( $chapter_ids ), '%d' ) );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, storage, data FROM `$table` WHERE chapter_id IN ($in) ORDER BY data_id ASC", array_values( $chapter_ids ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * The body posts (chapter_text_content) of some text or video chapters, oldest first; trashed and
	 * auto-draft posts are left out.
	 *
	 * @param int[] $chapter_ids Chapter IDs.
	 * @return object[] Rows with post_parent (the chapter ID) and post_content.
	 */
	public static function body_rows( array $chapter_ids ): array {
		global $wpdb;
		if ( ! $chapter_ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $chapter_ids ), '%d' ) );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_parent, post_content FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft') AND post_parent IN ($in) ORDER BY ID ASC", array_merge( array( PostTypes::TEXT_CONTENT ), array_values( $chapter_ids ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * The next manga after an ID (trashed and auto-draft left out), with their raw chapter type meta rows: a manga
	 * with two type rows comes twice.
	 *
	 * @param int        $after Last manga ID already read.
	 * @param int[]|null $only  Only these manga IDs (all above $after, not empty), or null for every manga.
	 * @param int        $limit Most rows.
	 * @return object[] Rows with id and type (null when the manga has no type row).
	 */
	public static function manga_type_rows( int $after, ?array $only, int $limit ): array {
		global $wpdb;
		$args = array( MetaKeys::CHAPTER_TYPE, PostTypes::MANGA, $after );
		$in   = '';
		if ( null !== $only ) {
			$in   = ' AND p.ID IN (' . implode( ',', array_fill( 0, count( $only ), '%d' ) ) . ')';
			$args = array_merge( $args, array_values( $only ) );
		}
		$args[] = $limit;
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT p.ID AS id, pm.meta_value AS type FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} pm ON pm.post_id = p.ID AND pm.meta_key = %s WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft') AND p.ID > %d$in ORDER BY p.ID ASC LIMIT %d", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in holds placeholders only; $args carries every value.
	}

	/**
	 * How many volumes some manga have.
	 *
	 * @param int[] $manga_ids Manga IDs (not empty).
	 */
	public static function volume_count( array $manga_ids ): int {
		global $wpdb;
		$table = Schema::tables()['volumes'];
		$in    = implode( ',', array_fill( 0, count( $manga_ids ), '%d' ) );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE post_id IN ($in)", array_values( $manga_ids ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * Every chapter row of some manga with every column as stored (an old Madara's rows lack chapter_metas),
	 * oldest first.
	 *
	 * @param int[] $manga_ids Manga IDs (not empty).
	 * @return object[]
	 */
	public static function chapter_rows( array $manga_ids ): array {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		$in    = implode( ',', array_fill( 0, count( $manga_ids ), '%d' ) );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE post_id IN ($in) ORDER BY chapter_id ASC", array_values( $manga_ids ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * Replaces a chapter's chapter_metas.
	 *
	 * @param int                  $chapter_id Chapter ID.
	 * @param array<string, mixed> $metas      The whole chapter_metas array.
	 * @return bool False on a database error.
	 */
	public static function save_chapter_metas( int $chapter_id, array $metas ): bool {
		global $wpdb;
		return false !== $wpdb->update( Schema::tables()['chapters'], array( 'chapter_metas' => maybe_serialize( $metas ) ), array( 'chapter_id' => $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Adds one to a chapter's views column (Madara's chapter view count), in one statement.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @param int $manga_id   The manga it must belong to.
	 */
	public static function add_chapter_view( int $chapter_id, int $manga_id ): void {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET views = views + 1 WHERE chapter_id = %d AND post_id = %d", $chapter_id, $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The ID of a manga's chapter by slug (the oldest when two share it), 0 when there is none. Cheaper than
	 * ChapterRepository::by_slug(), which reads the manga's whole chapter list.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $slug     Chapter slug.
	 */
	public static function chapter_id_by_slug( int $manga_id, string $slug ): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT chapter_id FROM `$table` WHERE post_id = %d AND chapter_slug = %s ORDER BY chapter_id ASC LIMIT 1", $manga_id, $slug ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The cover (thumbnail) attachment IDs of manga marked adult.
	 *
	 * @return int[]
	 */
	public static function adult_cover_ids(): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT t.meta_value FROM {$wpdb->postmeta} t INNER JOIN {$wpdb->postmeta} a ON a.post_id = t.post_id
				WHERE t.meta_key = '_thumbnail_id' AND a.meta_key = %s AND a.meta_value LIKE %s",
				MetaKeys::ADULT,
				'%' . $wpdb->esc_like( 'yes' ) . '%'
			)
		);
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Up to $limit manga (any status) that have no row of a meta key.
	 *
	 * @param string $meta_key Meta key.
	 * @param int    $limit    Most manga.
	 * @return int[]
	 */
	public static function manga_without_meta( string $meta_key, int $limit ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s AND m.meta_id IS NULL LIMIT %d",
				$meta_key,
				PostTypes::MANGA,
				$limit
			)
		);
		return array_map( 'intval', (array) $ids );
	}
}
