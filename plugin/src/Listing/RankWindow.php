<?php
/**
 * Reads a page of a listing ordered through the rank table straight from that table's index.
 *
 * MetaOrder's query keeps manga without a rank row by a LEFT JOIN from the posts table, so both databases read every
 * published manga and sort them all before taking 24 (10,000 manga: 50–80 ms on SQLite, 10–15 ms on MariaDB; read
 * from the index, count included: about 20 ms and 4–8 ms). Manga that have the number come first in that order, in
 * the order of the index on (number, post_date, post_id). So the page is first asked of them alone, with the rank
 * table read first (SQLite: CROSS JOIN, MariaDB/MySQL: STRAIGHT_JOIN fix the order): the database walks the index
 * and stops after the page. Only when that gives a short page (the end of the list, where manga without the number
 * sort) does WordPress run its own query. The page total is counted apart without sorting, and kept in the object
 * cache under WordPress's own "posts changed" marker (and "terms changed" for a taxonomy listing), as WP_Query keeps
 * its results.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\Schema;

/**
 * Answers eligible listing queries before WordPress runs them.
 */
final class RankWindow {

	public const COUNT_GROUP = 'yomu_listing_counts';

	/**
	 * The final clauses of eligible queries, by query.
	 *
	 * @var \WeakMap<\WP_Query, array{join: string, where: string, distinct: bool, limits: string, column: string}>|null
	 */
	private static $clauses = null;

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		// After every other clauses filter (FoundRows: 1000), so the pieces are the ones WordPress runs.
		add_filter( 'posts_clauses_request', array( self::class, 'remember' ), 1001, 2 );
		add_filter( 'posts_pre_query', array( self::class, 'answer' ), 10, 2 );
	}

	/**
	 * Remembers the final clauses of a paged listing that MetaOrder orders through the rank table, highest first.
	 *
	 * @param mixed $clauses SQL clauses.
	 * @param mixed $query   The query.
	 * @return mixed
	 */
	public static function remember( $clauses, $query ) {
		if ( ! is_array( $clauses ) || ! $query instanceof \WP_Query ) {
			return $clauses;
		}
		global $wpdb;
		$key  = $query->get( MetaOrder::KEY_VAR );
		$join = (string) ( $clauses['join'] ?? '' );
		if ( ! is_string( $key ) || ! isset( RankTable::COLUMNS[ $key ] ) || 'ASC' === $query->get( MetaOrder::DIRECTION_VAR )
			|| "{$wpdb->posts}.*" !== ( $clauses['fields'] ?? '' ) || ! in_array( trim( (string) ( $clauses['groupby'] ?? '' ) ), array( '', "{$wpdb->posts}.ID" ), true )
			|| ! preg_match( '/^\s*LIMIT\s+\d+\s*,\s*\d+\s*$/i', (string) ( $clauses['limits'] ?? '' ) )
			|| ! str_contains( $join, MetaOrder::rank_join() ) || ! RankTable::ready() ) {
			return $clauses;
		}
		self::$clauses         ??= new \WeakMap();
		self::$clauses[ $query ] = array(
			'join'     => str_replace( MetaOrder::rank_join(), '', $join ),
			'where'    => (string) ( $clauses['where'] ?? '' ),
			// A taxonomy or meta join groups by ID only so that a manga is listed once: DISTINCT does the same.
			'distinct' => '' !== trim( (string) ( $clauses['distinct'] ?? '' ) . (string) ( $clauses['groupby'] ?? '' ) ),
			'limits'   => (string) $clauses['limits'],
			'column'   => RankTable::COLUMNS[ $key ],
		);
		return $clauses;
	}

	/**
	 * The page read through the index, or null to let WordPress run its query.
	 *
	 * @param mixed $posts Posts another filter answered with (null: none).
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function answer( $posts, $query ) {
		if ( null !== $posts || ! $query instanceof \WP_Query || null === self::$clauses || ! isset( self::$clauses[ $query ] ) ) {
			return $posts;
		}
		$parts = self::$clauses[ $query ];
		unset( self::$clauses[ $query ] );
		preg_match( '/(\d+)\s*$/', $parts['limits'], $size );
		global $wpdb;
		$rank  = RankTable::table();
		$first = Schema::sqlite() ? 'CROSS JOIN' : 'STRAIGHT_JOIN';
		$rows  = "{$wpdb->posts}.ID";
		if ( $parts['distinct'] ) {
			// MySQL wants the ORDER BY columns of a DISTINCT query selected; they follow from the ID.
			$rows = "DISTINCT {$wpdb->posts}.ID, yomu_rank.{$parts['column']}, yomu_rank.post_date, yomu_rank.post_id";
		}
		$sql = "SELECT $rows FROM `$rank` AS yomu_rank $first {$wpdb->posts} ON ( {$wpdb->posts}.ID = yomu_rank.post_id ){$parts['join']}"
			. " WHERE 1=1 {$parts['where']} AND yomu_rank.{$parts['column']} IS NOT NULL"
			. " ORDER BY yomu_rank.{$parts['column']} DESC, yomu_rank.post_date DESC, yomu_rank.post_id DESC {$parts['limits']}";
		$ids = array_map( 'intval', (array) $wpdb->get_col( $sql ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own prepared clauses.
		if ( count( $ids ) < (int) $size[1] ) {
			return null; // The page reaches the manga without the number: WordPress's query orders them.
		}
		if ( ! $query->get( 'no_found_rows' ) ) {
			$found                = (int) apply_filters_ref_array( 'found_posts', array( self::count( $parts, $query ), &$query ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as WP_Query would.
			$query->found_posts   = $found;
			$query->max_num_pages = (int) ceil( $found / max( 1, (int) $query->get( 'posts_per_page' ) ) );
		}
		_prime_post_caches( $ids, (bool) $query->get( 'update_post_term_cache', true ), (bool) $query->get( 'update_post_meta_cache', true ) );
		return array_values( array_filter( array_map( 'get_post', $ids ) ) );
	}

	/**
	 * How many manga the listing has, without sorting them.
	 *
	 * @param array{join: string, where: string, distinct: bool, limits: string, column: string} $parts Clauses.
	 * @param \WP_Query                                                                          $query The query.
	 */
	private static function count( array $parts, \WP_Query $query ): int {
		global $wpdb;
		$counted = $parts['distinct'] ? "COUNT(DISTINCT {$wpdb->posts}.ID)" : 'COUNT(*)';
		$sql     = "SELECT $counted FROM {$wpdb->posts}{$parts['join']} WHERE 1=1 {$parts['where']}";
		$changed = wp_cache_get_last_changed( 'posts' ) . ( empty( $query->tax_query->queries ) ? '' : wp_cache_get_last_changed( 'terms' ) );
		$key     = md5( $sql ) . ':' . $changed;
		$count   = wp_cache_get( $key, self::COUNT_GROUP );
		// A persistent cache may hand an integer back as its digits (Redis Object Cache stores scalars as they are).
		if ( ! is_int( $count ) && ! ( is_string( $count ) && ctype_digit( $count ) ) ) {
			$count = (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own prepared clauses.
			wp_cache_set( $key, $count, self::COUNT_GROUP );
		}
		return (int) $count;
	}
}
