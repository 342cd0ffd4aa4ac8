<?php
/**
 * Listing order by a numeric meta value: through Yomu's rank table (RankTable), or, until it is built, one LEFT
 * JOIN on the meta key.
 *
 * WP_Query's own way to keep posts that lack the key (an EXISTS / NOT EXISTS pair under OR) joins every meta row
 * of every manga and groups them: at 10,000 manga that took 0.6 s on SQLite and 1.2 s on MariaDB per listing; one
 * LEFT JOIN on the key 0.1–0.2 s; the rank table's indexed numbers 10–50 ms (bench/server.bench.mjs, growth to
 * 10,000 manga). The order is the same: highest first, manga without the number last, then newest first, then
 * the highest ID (so pages of equal numbers and dates never overlap).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * Adds the join and the order for queries that carry the yomu_order_key query var.
 */
final class MetaOrder {

	public const KEY_VAR = 'yomu_order_key';

	public const DIRECTION_VAR = 'yomu_order_dir';

	/**
	 * Hooks the clauses filter.
	 */
	public static function register(): void {
		add_filter( 'posts_clauses', array( self::class, 'clauses' ), 10, 2 );
	}

	/**
	 * Query arguments that order by a known numeric meta key.
	 *
	 * @param string $meta_key One of QueryVars::ORDER_META_KEYS.
	 * @param string $order    ASC or DESC.
	 * @return array<string, string>
	 */
	public static function args( string $meta_key, string $order ): array {
		return array(
			self::KEY_VAR       => $meta_key,
			self::DIRECTION_VAR => 'ASC' === $order ? 'ASC' : 'DESC',
		);
	}

	/**
	 * The join of the rank table (alias yomu_rank) that listings ordered through it carry.
	 */
	public static function rank_join(): string {
		global $wpdb;
		return ' LEFT JOIN `' . RankTable::table() . "` AS yomu_rank ON ( yomu_rank.post_id = {$wpdb->posts}.ID )";
	}

	/**
	 * The join and order of a query that carries a known order key; other queries are left alone.
	 *
	 * @param array<string, string> $clauses SQL clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public static function clauses( array $clauses, \WP_Query $query ): array {
		$key = $query->get( self::KEY_VAR );
		if ( ! is_string( $key ) || ! in_array( $key, QueryVars::ORDER_META_KEYS, true ) ) {
			return $clauses;
		}
		global $wpdb;
		$direction = 'ASC' === $query->get( self::DIRECTION_VAR ) ? 'ASC' : 'DESC';
		if ( RankTable::ready() ) {
			$column             = RankTable::COLUMNS[ $key ];
			$clauses['join']   .= self::rank_join();
			$clauses['orderby'] = "yomu_rank.{$column} {$direction}, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
			return $clauses;
		}
		$clauses['join']   .= $wpdb->prepare( " LEFT JOIN {$wpdb->postmeta} AS yomu_order ON ( yomu_order.post_id = {$wpdb->posts}.ID AND yomu_order.meta_key = %s )", $key );
		$clauses['orderby'] = "CAST(yomu_order.meta_value AS SIGNED) {$direction}, {$wpdb->posts}.post_date DESC";
		$clauses['groupby'] = "{$wpdb->posts}.ID"; // A key stored twice for one manga must not list it twice.
		return $clauses;
	}
}
