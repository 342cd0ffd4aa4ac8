<?php
/**
 * Keeps manga search answers fresh under a persistent object cache (Redis, Memcached).
 *
 * A manga search matches rows of Yomu's search index, which is written by SQL. WP_Query keeps a search's result in
 * the object cache under a key made of its query vars, its SQL and the posts "last changed" marker; a manga save
 * moves that marker, but an author renamed or deleted (a term write), a heal or a rebuild of the index does not,
 * and the search for the new name would keep answering nothing. So the index has a marker of its own, moved on
 * every index write, and only manga searches carry it as a query var: other cached queries are left alone.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * The search index's cache marker and the query var that carries it.
 */
final class IndexVersion {

	/** The object-cache group whose "last changed" value is the marker. */
	public const GROUP = 'yomu_search_index';

	/** The query var that puts the marker into WP_Query's cache key. */
	public const QUERY_VAR = 'yomu_index_changed';

	/**
	 * Hooks the marker onto manga searches (last, once the search vars are final).
	 */
	public static function register(): void {
		add_action( 'pre_get_posts', array( self::class, 'tag' ), PHP_INT_MAX );
	}

	/**
	 * Moves the marker: cached manga searches are run again (Index calls it after each write).
	 */
	public static function bump(): void {
		wp_cache_set_last_changed( self::GROUP );
	}

	/**
	 * Adds the marker to a manga search.
	 *
	 * @param \WP_Query $query The query.
	 */
	public static function tag( \WP_Query $query ): void {
		if ( null !== SearchQuery::words_of( $query ) ) {
			$query->set( self::QUERY_VAR, wp_cache_get_last_changed( self::GROUP ) );
		}
	}
}
