<?php
/**
 * Manga searches of WP_Query (the /?s=…&post_type=wp-manga page and the listing load-more calls) match on the
 * search index like the suggestions do: title, alternative names, authors and the summary's words, folded; best
 * matches first when no other order was asked for (a manga found through its summary only comes after every name match).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;

/**
 * Filters of posts_search and posts_search_orderby.
 */
final class SearchQuery {

	/** The search index's alias in a manga search. */
	private const ALIAS = 'yomu_s';

	/**
	 * Registers the filters.
	 */
	public static function register(): void {
		add_filter( 'posts_search', array( self::class, 'where' ), 10, 2 );
		add_filter( 'posts_join', array( self::class, 'join' ), 10, 2 );
		add_filter( 'posts_search_orderby', array( self::class, 'orderby' ), 10, 2 );
	}

	/**
	 * The folded words of a manga search query, or null when the query is not one (WordPress's own search
	 * stays for other post types and in wp-admin screens).
	 *
	 * @param \WP_Query $query Query.
	 * @return string[]|null
	 */
	public static function words_of( \WP_Query $query ): ?array {
		$search = $query->get( 's' );
		if ( ! is_string( $search ) || '' === trim( $search ) || PostTypes::MANGA !== $query->get( 'post_type' ) ) {
			return null;
		}
		if ( is_admin() && ! wp_doing_ajax() ) {
			return null;
		}
		return Folding::words( $search );
	}

	/**
	 * Replaces WordPress's title/content LIKE search. SQLite matches in a subquery on the index: the planner walks
	 * the posts' type and status index first whatever the join says, and then read each manga's row for its
	 * password before the joined names could refuse it (a word in no title of 10,000 manga: 24 ms); against the
	 * subquery's list it refuses it from the index entry (1.4 ms). MariaDB turns that subquery back into the join.
	 *
	 * @param string $search SQL from WordPress.
	 * @param mixed  $query  Query.
	 */
	public static function where( $search, $query ): string {
		$words = $query instanceof \WP_Query ? self::words_of( $query ) : null;
		if ( null === $words ) {
			return (string) $search;
		}
		if ( Schema::sqlite() ) {
			global $wpdb;
			return " AND {$wpdb->posts}.ID IN (SELECT s.manga_id FROM " . Index::table() . ' s WHERE ' . Matcher::where( $words ) . ')';
		}
		return ' AND ' . Matcher::where( $words, self::ALIAS );
	}

	/**
	 * Joins the index row of each manga (one per manga): matching and ranking read it once, where a subquery per
	 * row cost three times as much on MariaDB when a word matched all of 10,000 manga.
	 *
	 * @param mixed $join  JOIN clause.
	 * @param mixed $query The query.
	 */
	public static function join( $join, $query ): string {
		if ( ! $query instanceof \WP_Query || null === self::words_of( $query ) ) {
			return (string) $join;
		}
		global $wpdb;
		return $join . ' INNER JOIN ' . Index::table() . ' AS ' . self::ALIAS . ' ON ' . self::ALIAS . ".manga_id = {$wpdb->posts}.ID";
	}

	/**
	 * Relevance order. WordPress passes its own relevance order only when the query names no order (and ''
	 * otherwise, which must stay '': a non-empty answer would go before the order asked for).
	 *
	 * @param string $orderby SQL from WordPress.
	 * @param mixed  $query   Query.
	 */
	public static function orderby( $orderby, $query ): string {
		$words = $query instanceof \WP_Query ? self::words_of( $query ) : null;
		if ( ! $words || '' === (string) $orderby ) {
			return (string) $orderby;
		}
		global $wpdb;
		return Matcher::rank( $words, self::ALIAS ) . " ASC, {$wpdb->posts}.post_title ASC";
	}
}
