<?php
/**
 * Tells the page cache purge (Purge) which yomu/v1 answers a change to a manga or chapter makes stale: the
 * manga list, the manga by ID and by slug, its chapter list in both orders, and the chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\Chapter;

/**
 * Fills the yomu_purge_*_urls filters with REST URLs.
 */
final class PurgeUrls {

	/**
	 * Adds the filters.
	 */
	public static function register(): void {
		add_filter( 'yomu_purge_listing_urls', array( self::class, 'listings' ) );
		add_filter( 'yomu_purge_manga_urls', array( self::class, 'manga' ), 10, 2 );
		add_filter( 'yomu_purge_chapter_urls', array( self::class, 'chapter' ), 10, 3 );
	}

	/**
	 * The manga list.
	 *
	 * @param mixed $urls URLs so far.
	 * @return mixed[]
	 */
	public static function listings( $urls ): array {
		$urls   = (array) $urls;
		$urls[] = rest_url( Rest::NAMESPACE . '/manga' );
		return $urls;
	}

	/**
	 * The manga's answers.
	 *
	 * @param mixed    $urls  URLs so far.
	 * @param \WP_Post $manga Manga post.
	 * @return mixed[]
	 */
	public static function manga( $urls, \WP_Post $manga ): array {
		$chapters = rest_url( Rest::NAMESPACE . '/manga/' . $manga->ID . '/chapters' );
		return array_merge(
			(array) $urls,
			array(
				rest_url( Rest::NAMESPACE . '/manga/' . $manga->ID ),
				rest_url( Rest::NAMESPACE . '/manga/by-slug/' . $manga->post_name ),
				$chapters,
				add_query_arg( 'order', 'desc', $chapters ),
			)
		);
	}

	/**
	 * The chapter's answer.
	 *
	 * @param mixed    $urls    URLs so far.
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 * @return mixed[]
	 */
	public static function chapter( $urls, \WP_Post $manga, Chapter $chapter ): array {
		$urls   = (array) $urls;
		$urls[] = rest_url( Rest::NAMESPACE . '/chapters/' . $chapter->id );
		return $urls;
	}
}
