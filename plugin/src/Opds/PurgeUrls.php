<?php
/**
 * Tells the page cache purge (Purge) which OPDS feeds a change to a manga makes stale: the root, its sorted
 * feeds and genre list, the manga's feed and its genres' feeds.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * Fills the yomu_purge_*_urls filters with OPDS URLs.
 */
final class PurgeUrls {

	/**
	 * Adds the filters.
	 */
	public static function register(): void {
		add_filter( 'yomu_purge_listing_urls', array( self::class, 'listings' ) );
		add_filter( 'yomu_purge_manga_urls', array( self::class, 'manga' ), 10, 2 );
		add_filter( 'yomu_purge_term_urls', array( self::class, 'term' ), 10, 2 );
	}

	/**
	 * The catalog root, its sorted feeds and its genre list.
	 *
	 * @param mixed $urls URLs so far.
	 * @return mixed[]
	 */
	public static function listings( $urls ): array {
		return array_merge( (array) $urls, array( Links::url(), Links::url( 'latest/' ), Links::url( 'popular/' ), Links::url( 'genres/' ) ) );
	}

	/**
	 * The manga's feed.
	 *
	 * @param mixed    $urls  URLs so far.
	 * @param \WP_Post $manga Manga post.
	 * @return mixed[]
	 */
	public static function manga( $urls, \WP_Post $manga ): array {
		$urls   = (array) $urls;
		$urls[] = Links::url( 'manga/' . $manga->ID . '/' );
		return $urls;
	}

	/**
	 * A genre's feed.
	 *
	 * @param mixed    $urls URLs so far.
	 * @param \WP_Term $term Term.
	 * @return mixed[]
	 */
	public static function term( $urls, \WP_Term $term ): array {
		$urls = (array) $urls;
		if ( 'wp-manga-genre' === $term->taxonomy ) {
			$urls[] = Links::url( 'genre/' . rawurlencode( $term->slug ) . '/' );
		}
		return $urls;
	}
}
