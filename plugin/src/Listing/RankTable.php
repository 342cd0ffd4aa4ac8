<?php
/**
 * Yomu's copy of the numbers listings sort by (latest update, views, rating, votes, period views), one row per
 * manga with an index per order, so a listing reads the first rows of an index instead of sorting every manga's
 * meta text. The meta rows stay the source of truth (Madara reads them); this table follows them: on every meta
 * write through WordPress, on Yomu's own counters (`yomu_manga_counts_changed`), on save and on delete, and it is
 * rebuilt from the meta when it is created or its columns change. A manga without a row sorts last; manga written
 * straight into the database get their rows within 15 minutes, all in one statement (maybe_heal).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;

/**
 * The rank table: names, installation, rebuild and upkeep.
 */
final class RankTable {

	public const VERSION        = '2';
	public const VERSION_OPTION = 'yomu_rank_schema';

	public const HEALED_OPTION = 'yomu_rank_healed';

	/** How often missing rows are looked for. */
	private const HEAL_EVERY = 900;

	/**
	 * Meta key => column.
	 */
	public const COLUMNS = array(
		MetaKeys::LATEST_UPDATE       => 'latest_update',
		MetaKeys::VIEWS               => 'views',
		MetaKeys::AVERAGE_REVIEW      => 'rating',
		MetaKeys::TOTAL_VOTES         => 'votes',
		'_wp_manga_day_views_value'   => 'day_views',
		'_wp_manga_week_views_value'  => 'week_views',
		'_wp_manga_month_views_value' => 'month_views',
		'_wp_manga_year_views_value'  => 'year_views',
	);

	/**
	 * Hooks installation and upkeep.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
		add_action( 'init', array( self::class, 'maybe_heal' ), 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
		add_action( 'save_post_' . PostTypes::MANGA, array( self::class, 'refresh' ) );
		add_action( 'yomu_manga_counts_changed', array( self::class, 'refresh' ) );
		add_action( 'deleted_post', array( self::class, 'forget' ) );
	}

	/**
	 * Table name with the site prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_manga_rank';
	}

	/**
	 * Whether listings can sort through the table.
	 */
	public static function ready(): bool {
		return get_option( self::VERSION_OPTION ) === self::VERSION;
	}

	/**
	 * Creates (or, after a change of its columns, recreates) the table and fills it from the meta.
	 */
	public static function maybe_install(): void {
		if ( self::ready() ) {
			return;
		}
		global $wpdb;
		$table   = self::table();
		$columns = '';
		$keys    = '';
		foreach ( self::COLUMNS as $column ) {
			$columns .= "$column double NULL, ";
			$keys    .= ", KEY $column ($column, post_date, post_id)"; // The listing order, ties included.
		}
		if ( Schema::table_exists( $table ) ) {
			$wpdb->query( "DROP TABLE `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table, rebuilt below.
		}
		$charset = $wpdb->get_charset_collate();
		$wpdb->query( "CREATE TABLE `$table` ( post_id bigint(20) unsigned NOT NULL, post_date datetime NOT NULL DEFAULT '0000-00-00 00:00:00', $columns PRIMARY KEY  (post_id)$keys ) $charset" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- static DDL.
		if ( Schema::table_exists( $table ) ) {
			self::rebuild();
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	/**
	 * At most every 15 minutes, adds the rows of manga written straight into the database (an import), which
	 * listings would otherwise sort last; one statement, which finds nothing to add when none is missing.
	 */
	public static function maybe_heal(): void {
		if ( ! self::ready() || (int) get_option( self::HEALED_OPTION, 0 ) > time() - self::HEAL_EVERY ) {
			return;
		}
		update_option( self::HEALED_OPTION, time(), true );
		self::heal();
	}

	/**
	 * Adds the rows of every manga that has none, in one statement (a bulk import adds thousands).
	 */
	public static function heal(): void {
		if ( self::fill( 'r.post_id IS NULL' ) ) {
			wp_cache_set_posts_last_changed(); // Cached listing queries include the healed manga from now on.
		}
	}

	/**
	 * Refills the table from the meta rows of every manga, in one statement.
	 */
	public static function rebuild(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM `' . self::table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		self::fill( '1=1' );
	}

	/**
	 * Inserts the rows of the manga that match a condition on the table's own row (alias r), read from their meta.
	 *
	 * @param string $condition Static SQL condition.
	 * @return int Rows inserted.
	 */
	private static function fill( string $condition ): int {
		global $wpdb;
		$table  = self::table();
		$select = '';
		$joins  = '';
		$i      = 0;
		$keys   = array();
		foreach ( self::COLUMNS as $key => $column ) {
			++$i;
			$select .= ", MAX(m$i.meta_value + 0)";
			$joins  .= " LEFT JOIN {$wpdb->postmeta} AS m$i ON ( m$i.post_id = p.ID AND m$i.meta_key = %s )";
			$keys[]  = $key;
		}
		$columns = implode( ', ', self::COLUMNS );
		return (int) $wpdb->query( $wpdb->prepare( "INSERT INTO `$table` (post_id, post_date, $columns) SELECT p.ID, p.post_date$select FROM {$wpdb->posts} AS p LEFT JOIN `$table` AS r ON r.post_id = p.ID$joins WHERE p.post_type = %s AND $condition GROUP BY p.ID, p.post_date", array_merge( $keys, array( PostTypes::MANGA ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- columns and condition are ours, values are placeholders.
	}

	/**
	 * Follows a meta write of one of the order keys on a manga.
	 *
	 * @param mixed $meta_id   Meta ID(s).
	 * @param mixed $object_id Post ID.
	 * @param mixed $meta_key  Meta key.
	 */
	public static function meta_changed( $meta_id, $object_id, $meta_key ): void {
		if ( is_string( $meta_key ) && isset( self::COLUMNS[ $meta_key ] ) ) {
			self::refresh( (int) $object_id );
		}
	}

	/**
	 * Rewrites one manga's row from its meta.
	 *
	 * @param int $post_id Manga post ID.
	 */
	public static function refresh( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || ! self::ready() ) {
			return;
		}
		global $wpdb;
		$row = array(
			'post_id'   => $post->ID,
			'post_date' => $post->post_date,
		);
		// From the database, not the meta cache: this runs on every counted view, and filling a shared cache here
		// could put back a copy older than a write that ended meanwhile (a bookmark on another node).
		$keys   = array_keys( self::COLUMNS );
		$marks  = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$values = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN ({$marks}) ORDER BY meta_id", $post->ID, ...$keys ), 'ARRAY_A' ) as $meta ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $marks holds only placeholders.
			$values[ $meta['meta_key'] ] ??= $meta['meta_value']; // The first row, as get_post_meta( …, true ) reads.
		}
		foreach ( self::COLUMNS as $key => $column ) {
			$value          = $values[ $key ] ?? null;
			$row[ $column ] = is_numeric( $value ) ? (float) $value : null;
		}
		$wpdb->replace( self::table(), $row, array_merge( array( '%d', '%s' ), array_fill( 0, count( self::COLUMNS ), '%f' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Drops a deleted manga's row.
	 *
	 * @param int $post_id Post ID.
	 */
	public static function forget( $post_id ): void {
		global $wpdb;
		if ( self::ready() ) {
			$wpdb->delete( self::table(), array( 'post_id' => (int) $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}
}
