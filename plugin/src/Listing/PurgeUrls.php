<?php
/**
 * Tells the page cache purge (Purge) which listing URLs a change to a manga makes stale: the manga archive
 * in each ?m_orderby= order.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\PostTypes;

/**
 * Fills the yomu_purge_listing_urls filter.
 */
final class PurgeUrls {

	/**
	 * Adds the filter.
	 */
	public static function register(): void {
		add_filter( 'yomu_purge_listing_urls', array( self::class, 'listings' ) );
	}

	/**
	 * The archive in each order.
	 *
	 * @param mixed $urls URLs so far.
	 * @return mixed[]
	 */
	public static function listings( $urls ): array {
		$urls    = (array) $urls;
		$archive = get_post_type_archive_link( PostTypes::MANGA );
		if ( is_string( $archive ) && '' !== $archive ) {
			foreach ( array_keys( Orderby::ORDERS ) as $order ) {
				$urls[] = add_query_arg( 'm_orderby', $order, $archive );
			}
		}
		return $urls;
	}
}
