<?php
/**
 * Keeps listings ordered by view counts fresh under a persistent object cache (Redis, Memcached).
 *
 * WP_Query keeps a query's result in the object cache under a key made of its query vars, its SQL and the posts
 * "last changed" marker, which every write through WordPress's post and meta APIs moves. View counts are written
 * by SQL instead (Views\Counter, Views\Maintenance, Views\Repair: atomic increments, no meta API), so "most viewed"
 * and "trending" listings would keep their old order until some unrelated post write. Moving the posts marker on
 * every counted view would drop every cached post query of the site (menus, chapter pages, the latest listing) on
 * every page view. So the counts have a marker of their own, moved only when counts change, and only queries
 * ordered by a view count carry it as a query var: their cache key changes, every other query's stays.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Views\Periods;

/**
 * The view counts' cache marker and the query var that carries it.
 */
final class CountsVersion {

	/** The object-cache group whose "last changed" value is the marker. */
	public const GROUP = 'yomu_view_counts';

	/** The query var that puts the marker into WP_Query's cache key. */
	public const QUERY_VAR = 'yomu_counts_changed';

	/**
	 * Hooks the marker's upkeep and use.
	 */
	public static function register(): void {
		// After RankTable::refresh (priority 10): a listing cached under the new marker already reads the new rows.
		add_action( 'yomu_manga_counts_changed', array( self::class, 'bump' ), 20 );
		// Last, so the order vars that other callbacks set are seen.
		add_action( 'pre_get_posts', array( self::class, 'tag' ), PHP_INT_MAX );
	}

	/**
	 * Moves the marker: cached listings ordered by views are read again.
	 */
	public static function bump(): void {
		wp_cache_set_last_changed( self::GROUP );
	}

	/**
	 * Adds the marker to a query ordered by a view count.
	 *
	 * @param \WP_Query $query The query.
	 */
	public static function tag( \WP_Query $query ): void {
		if ( in_array( $query->get( MetaOrder::KEY_VAR ), self::view_keys(), true ) ) {
			$query->set( self::QUERY_VAR, wp_cache_get_last_changed( self::GROUP ) );
		}
	}

	/**
	 * The meta keys that view counts are written to by SQL.
	 *
	 * @return string[]
	 */
	private static function view_keys(): array {
		return array_merge( array( MetaKeys::VIEWS ), array_map( array( Periods::class, 'value_key' ), Periods::NAMES ) );
	}
}
