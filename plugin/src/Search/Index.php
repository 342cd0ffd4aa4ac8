<?php
/**
 * The search index: one small row per manga with its folded title and names (title, alternative names,
 * authors) and two flags (listed: published without a password; adult), kept in step on every save.
 * Suggestions and manga searches read this compact table first instead of scanning posts and meta, so
 * 10,000 manga cost one pass over a few hundred kilobytes; the posts found are then checked by ID.
 * The words of each manga's summary and excerpt (Folding::summary_words) are a second table, one row per word
 * and manga, looked up by a word's start through its key: summaries are twenty times the names' bytes, and a
 * pass over them cost ten times the whole search.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;

/**
 * Table, writes and rebuild.
 */
final class Index {

	public const VERSION        = '5';
	public const VERSION_OPTION = 'yomu_search_index';
	public const AUTHOR_TAX     = 'wp-manga-author';
	public const CURSOR_OPTION  = 'yomu_search_index_cursor';

	/** Time a request spends continuing a rebuild. */
	private const RESUME_SECONDS = 2.0;

	/**
	 * Manga rebuilt per batch (keeps memory flat at any catalogue size). Each brings some 80 summary words: 100
	 * manga are a quarter of a second on MariaDB, four seconds on SQLite (whose MySQL translator reads every row).
	 */
	public const BATCH = 100;

	/**
	 * Table name with the site prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_search';
	}

	/**
	 * The summary words table's name with the site prefix.
	 */
	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_search_words';
	}

	/**
	 * Creates the tables when missing.
	 */
	public static function install(): void {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();
		$binary  = self::binary_collation();
		$table   = self::table();
		if ( ! Schema::table_exists( $table ) ) {
			$sql = "CREATE TABLE $table (
					manga_id bigint(20) unsigned NOT NULL,
					listed tinyint(1) NOT NULL DEFAULT 0,
					adult tinyint(1) NOT NULL DEFAULT 0,
					title_key varchar(191)$binary NOT NULL DEFAULT '',
					name_keys text$binary NOT NULL,
					PRIMARY KEY  (manga_id)
				) $charset";
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
		}
		$words = self::words_table();
		if ( ! Schema::table_exists( $words ) ) {
			$sql = "CREATE TABLE $words (
					word varchar(40)$binary NOT NULL,
					manga_id bigint(20) unsigned NOT NULL,
					PRIMARY KEY  (word, manga_id),
					KEY manga_id (manga_id)
				) $charset";
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
		}
	}

	/**
	 * The character above every other one in the words' order: "gece" … "gece" + it holds every word starting
	 * with "gece" (utf8mb3 has no 4-byte characters).
	 */
	public static function top_character(): string {
		global $wpdb;
		return 'utf8' === (string) $wpdb->charset ? "\u{FFFF}" : "\u{10FFFF}";
	}

	/**
	 * The keys are folded already (Folding), so since version 3 MySQL and MariaDB compare them byte by byte: LIKE
	 * and ORDER BY under a binary collation cost a fraction of a Unicode one (a word in every title of 10,000
	 * manga: 1 ms instead of 7 to match). SQLite's LIKE ignores collations. Since version 4 the table has no index
	 * but its key: every search reads the name keys of each row, and an index on (listed, title_key) only made
	 * MariaDB read the rows in its order (11 ms instead of 6 for that word). Version 5 added the summary words table.
	 */
	private static function binary_collation(): string {
		global $wpdb;
		$sqlite = Schema::sqlite();
		return $sqlite || ! preg_match( '/^utf8(mb4)?$/', (string) $wpdb->charset ) ? '' : " COLLATE {$wpdb->charset}_bin";
	}

	/**
	 * Creates (or, after a change of its columns, recreates) the index on init and starts filling it; a big
	 * catalogue is filled over the next requests, a few seconds each (resume()).
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) === self::VERSION ) {
			return;
		}
		// Claimed first so concurrent requests do not rebuild together.
		update_option( self::VERSION_OPTION, self::VERSION, true );
		global $wpdb;
		$table = self::table();
		$words = self::words_table();
		// Derived data only: an older layout is dropped and rebuilt.
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$wpdb->query( "DROP TABLE IF EXISTS $words" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		self::install();
		update_option( self::CURSOR_OPTION, 0, true );
		self::resume( self::RESUME_SECONDS );
	}

	/**
	 * Continues a rebuild in progress for about the given time.
	 *
	 * @param float $seconds Time budget.
	 */
	public static function resume( float $seconds ): void {
		$cursor = get_option( self::CURSOR_OPTION );
		if ( false === $cursor ) {
			return;
		}
		$until = microtime( true ) + $seconds;
		$last  = (int) $cursor;
		do {
			list( $count, $last ) = self::step( $last );
		} while ( self::BATCH === $count && microtime( true ) < $until );
		if ( self::BATCH === $count ) {
			update_option( self::CURSOR_OPTION, $last, true );
		} else {
			delete_option( self::CURSOR_OPTION );
		}
	}

	/**
	 * Whether a rebuild is still filling the index.
	 */
	public static function rebuilding(): bool {
		return false !== get_option( self::CURSOR_OPTION );
	}

	/**
	 * Rewrites every manga's row now (for tools and tests; large sites rebuild through resume()).
	 *
	 * @param callable|null $progress Called with the number of manga of each batch done (`wp yomu reindex`).
	 * @return int Manga indexed.
	 */
	public static function rebuild( ?callable $progress = null ): int {
		global $wpdb;
		self::install();
		$table = self::table();
		$words = self::words_table();
		$wpdb->query( "DELETE FROM $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$wpdb->query( "DELETE FROM $words" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$done = 0;
		$last = 0;
		do {
			list( $count, $last ) = self::step( $last );
			$done                += $count;
			if ( $progress ) {
				$progress( $count );
			}
		} while ( self::BATCH === $count );
		delete_option( self::CURSOR_OPTION );
		IndexVersion::bump(); // Also when no manga is left: the DELETE above emptied the index.
		return $done;
	}

	/**
	 * Indexes the next batch of manga after an ID.
	 *
	 * @param int $after Last ID done.
	 * @return array{0: int, 1: int} Manga in the batch, last ID.
	 */
	private static function step( int $after ): array {
		global $wpdb;
		$posts = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( "SELECT ID, post_title, post_excerpt, post_content, post_status, post_password FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d", PostTypes::MANGA, $after, self::BATCH )
		);
		$posts = is_array( $posts ) ? $posts : array();
		self::replace_rows( self::bulk_rows( $posts ) );
		return array( count( $posts ), $posts ? (int) end( $posts )->ID : $after );
	}

	/**
	 * Adds rows for manga that have none (written straight into the database, e.g. by an importer).
	 *
	 * @param int $limit Most manga to add.
	 * @return int Manga added.
	 */
	public static function heal( int $limit = self::BATCH ): int {
		global $wpdb;
		$table = self::table();
		$posts = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT p.ID, p.post_title, p.post_excerpt, p.post_content, p.post_status, p.post_password FROM {$wpdb->posts} p WHERE p.post_type = %s AND p.ID NOT IN (SELECT s.manga_id FROM $table s) LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
				PostTypes::MANGA,
				$limit
			)
		);
		$posts = is_array( $posts ) ? $posts : array();
		self::replace_rows( self::bulk_rows( $posts ) );
		return count( $posts );
	}

	/**
	 * The names a manga is found by: title, alternative names, authors.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return string[]
	 */
	public static function names( int $manga_id ): array {
		$names   = array( (string) get_post_field( 'post_title', $manga_id, 'raw' ) );
		$names   = array_merge( $names, Folding::alternative_names( (string) get_post_meta( $manga_id, MetaKeys::ALTERNATIVE, true ) ) );
		$authors = get_the_terms( $manga_id, self::AUTHOR_TAX );
		foreach ( is_array( $authors ) ? $authors : array() as $author ) {
			$names[] = $author->name;
		}
		return $names;
	}

	/**
	 * Writes (or removes) one manga's row.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function update( int $manga_id ): void {
		$post = get_post( $manga_id );
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type ) {
			self::remove( $manga_id );
			return;
		}
		self::write( $post );
	}

	/**
	 * Removes a manga's row.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function remove( int $manga_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'manga_id' => $manga_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( self::words_table(), array( 'manga_id' => $manga_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		IndexVersion::bump();
	}

	/**
	 * Rows for many manga from three light queries (post fields, the two meta keys, author names), without
	 * loading whole posts: a rebuild of 10,000 manga stays a matter of seconds.
	 *
	 * @param object[] $posts Rows with ID, post_title, post_excerpt, post_content, post_status, post_password.
	 * @return array<int, array{0: int, 1: int, 2: int, 3: string, 4: string, 5: string[]}>
	 */
	private static function bulk_rows( array $posts ): array {
		global $wpdb;
		if ( ! $posts ) {
			return array();
		}
		$ids         = array_map( static fn ( $post ): int => (int) $post->ID, $posts );
		$list        = implode( ',', $ids );
		$metas       = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ($list) AND meta_key IN (%s, %s)", MetaKeys::ALTERNATIVE, MetaKeys::ADULT ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		);
		$authors     = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( "SELECT tr.object_id, t.name FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tt.taxonomy = %s AND tr.object_id IN ($list) ORDER BY tr.object_id, tr.term_order, t.name", self::AUTHOR_TAX ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		);
		$alternative = array();
		$adult       = array();
		foreach ( is_array( $metas ) ? $metas : array() as $meta ) {
			if ( MetaKeys::ALTERNATIVE === $meta->meta_key ) {
				$alternative[ (int) $meta->post_id ] = (string) $meta->meta_value;
			} elseif ( self::is_adult_value( maybe_unserialize( $meta->meta_value ) ) ) {
				$adult[ (int) $meta->post_id ] = true;
			}
		}
		$names_of = array();
		foreach ( is_array( $authors ) ? $authors : array() as $author ) {
			$names_of[ (int) $author->object_id ][] = (string) $author->name;
		}
		$rows = array();
		foreach ( $posts as $post ) {
			$id     = (int) $post->ID;
			$names  = array_merge( array( (string) $post->post_title ), Folding::alternative_names( $alternative[ $id ] ?? '' ), $names_of[ $id ] ?? array() );
			$rows[] = array(
				$id,
				'publish' === $post->post_status && '' === $post->post_password ? 1 : 0,
				isset( $adult[ $id ] ) ? 1 : 0,
				mb_substr( Folding::fold( (string) $post->post_title ), 0, 191 ),
				Folding::key( $names ),
				Folding::summary_words( (string) $post->post_excerpt, (string) $post->post_content ),
			);
		}
		return $rows;
	}

	/**
	 * Madara's adult flag: ['yes'] (serialized) or 'yes'.
	 *
	 * @param mixed $value Meta value.
	 */
	private static function is_adult_value( $value ): bool {
		return is_array( $value ) ? in_array( 'yes', $value, true ) : 'yes' === $value;
	}

	/**
	 * Replaces a manga's row.
	 *
	 * @param \WP_Post $post Manga.
	 */
	private static function write( \WP_Post $post ): void {
		self::replace_rows( array( self::row( $post ) ) );
	}

	/**
	 * The row of a manga.
	 *
	 * @param \WP_Post $post Manga.
	 * @return array{0: int, 1: int, 2: int, 3: string, 4: string, 5: string[]}
	 */
	private static function row( \WP_Post $post ): array {
		$names = self::names( $post->ID );
		return array(
			$post->ID,
			'publish' === $post->post_status && '' === $post->post_password ? 1 : 0,
			self::is_adult_value( get_post_meta( $post->ID, MetaKeys::ADULT, true ) ) ? 1 : 0,
			mb_substr( Folding::fold( (string) $names[0] ), 0, 191 ),
			Folding::key( $names ),
			Folding::summary_words( (string) $post->post_excerpt, (string) $post->post_content ),
		);
	}

	/**
	 * Writes rows in one statement.
	 *
	 * @param array<int, array{0: int, 1: int, 2: int, 3: string, 4: string, 5: string[]}> $rows Rows.
	 */
	private static function replace_rows( array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$values = array();
		$pairs  = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%d, %d, %d, %s, %s)', $row[0], $row[1], $row[2], $row[3], $row[4] );
			foreach ( $row[5] as $word ) {
				$pairs[] = $wpdb->prepare( '(%s, %d)', $word, $row[0] );
			}
		}
		$table = self::table();
		$words = self::words_table();
		$ids   = implode( ',', array_map( static fn ( array $row ): int => (int) $row[0], $rows ) );
		$wpdb->query( "REPLACE INTO $table (manga_id, listed, adult, title_key, name_keys) VALUES " . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- values prepared above.
		$wpdb->query( "DELETE FROM $words WHERE manga_id IN ($ids)" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		foreach ( array_chunk( $pairs, 2000 ) as $chunk ) {
			$wpdb->query( "INSERT INTO $words (word, manga_id) VALUES " . implode( ', ', $chunk ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- values prepared above.
		}
		IndexVersion::bump();
	}
}
