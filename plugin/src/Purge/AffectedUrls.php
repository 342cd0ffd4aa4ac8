<?php
/**
 * The public URLs a change to a manga or one of its chapters makes stale, as a guest requests them: the pages a
 * page cache keeps (manga page, chapter pages with their reading-page and style variants, home, the manga archive
 * in each ?m_orderby= order, the manga's term pages, the manga feed) and the cacheable answers that list the
 * manga (yomu/v1 REST routes, the OPDS catalog). Later archive pages (/manga/page/2/…) are not named: they
 * expire after the guest cache time (Http\CacheHeaders). The features that serve some of these URLs (Listing's
 * archive orders, Rest, Opds) add them through the yomu_purge_*_urls filters, so this class imports none of them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Purge;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\Urls;

/**
 * URL sets of each kind of change.
 */
final class AffectedUrls {

	/** The taxonomies whose term pages list a manga. */
	public const TAXONOMIES = array( 'wp-manga-genre', 'wp-manga-tag', 'wp-manga-author', 'wp-manga-artist', 'wp-manga-release' );

	/**
	 * Whether guests can see the manga (only then can a cache hold its pages).
	 *
	 * @param mixed $post Post.
	 */
	public static function is_public( $post ): bool {
		return $post instanceof \WP_Post && PostTypes::MANGA === $post->post_type && 'publish' === $post->post_status;
	}

	/**
	 * A change to the manga itself (title, cover, terms, status): every page that shows it, all chapters included.
	 *
	 * @param \WP_Post $manga Manga post, as it is or as it was.
	 * @return string[]
	 */
	public static function manga_change( \WP_Post $manga ): array {
		$urls = array_merge( self::listings(), self::manga( $manga ) );
		foreach ( ChapterRepository::reading_order( $manga->ID ) as $chapter ) {
			$urls = array_merge( $urls, self::chapter( $manga, $chapter ) );
		}
		return self::filtered( $urls, $manga, null );
	}

	/**
	 * A change to one chapter (added, edited, pages changed, moved, deleted): that chapter's pages, the manga's
	 * pages and the listings.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter The chapter (as it is, or as it was).
	 * @return string[]
	 */
	public static function chapter_change( \WP_Post $manga, Chapter $chapter ): array {
		return self::filtered( array_merge( self::listings(), self::manga( $manga ), self::chapter( $manga, $chapter ) ), $manga, $chapter );
	}

	/**
	 * Pages that list every manga: home, the archive, the manga feed, and what the features add (the archive in
	 * each order, the REST list, the OPDS root, its sorted feeds and genre list).
	 *
	 * @return string[]
	 */
	public static function listings(): array {
		$urls    = array( home_url( '/' ) );
		$archive = get_post_type_archive_link( PostTypes::MANGA );
		if ( is_string( $archive ) && '' !== $archive ) {
			$urls[] = $archive;
		}
		$feed = get_post_type_archive_feed_link( PostTypes::MANGA );
		if ( is_string( $feed ) && '' !== $feed ) {
			$urls[] = $feed;
		}
		/**
		 * Filters the URLs that list every manga, which any change to a public manga makes stale.
		 *
		 * @param string[] $urls Absolute URLs.
		 */
		return self::strings( apply_filters( 'yomu_purge_listing_urls', $urls ) );
	}

	/**
	 * The manga's own URLs: its page, what the features add (its REST answers, its OPDS feed), and its term pages.
	 *
	 * @param \WP_Post $manga Manga post.
	 * @return string[]
	 */
	public static function manga( \WP_Post $manga ): array {
		/**
		 * Filters the URLs that show one manga (not its chapters nor its term pages).
		 *
		 * @param string[] $urls  Absolute URLs.
		 * @param \WP_Post $manga The manga.
		 */
		$urls = self::strings( apply_filters( 'yomu_purge_manga_urls', array( Urls::manga( $manga ) ), $manga ) );
		foreach ( self::TAXONOMIES as $taxonomy ) {
			$terms = get_the_terms( $manga, $taxonomy );
			$urls  = array_merge( $urls, self::terms( is_array( $terms ) ? $terms : array() ) );
		}
		return $urls;
	}

	/**
	 * Term pages, and what the features add (a genre's OPDS feed).
	 *
	 * @param \WP_Term[] $terms Terms of the manga taxonomies.
	 * @return string[]
	 */
	public static function terms( array $terms ): array {
		$urls = array();
		foreach ( $terms as $term ) {
			$link = get_term_link( $term );
			/**
			 * Filters the URLs that list the manga of one term of the manga taxonomies.
			 *
			 * @param string[] $urls Absolute URLs.
			 * @param \WP_Term $term The term.
			 */
			$urls = array_merge( $urls, self::strings( apply_filters( 'yomu_purge_term_urls', is_string( $link ) ? array( $link ) : array(), $term ) ) );
		}
		return $urls;
	}

	/**
	 * A chapter's URLs as guests reach them: the reader in its default style, the other style (?style=), each
	 * reading page of an image chapter (p/2/ …), and what the features add (its REST answer).
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 * @return string[]
	 */
	public static function chapter( \WP_Post $manga, Chapter $chapter ): array {
		$urls = self::as_guest(
			static function () use ( $manga, $chapter ): array {
				$urls = array( Urls::chapter( $manga, $chapter ) );
				foreach ( Reading::STYLES as $style ) {
					$urls[] = Urls::chapter( $manga, $chapter, $style );
				}
				if ( 'manga' === MetaKeys::chapter_type( $manga->ID ) ) {
					$last = (int) ceil( count( ChapterRepository::pages( $chapter ) ) / Reading::images_per_page() );
					for ( $page = 2; $page <= $last; $page++ ) {
						$urls[] = Urls::chapter( $manga, $chapter, 'paged', '', $page );
					}
				}
				return $urls;
			}
		);
		/**
		 * Filters the URLs that show one chapter.
		 *
		 * @param string[] $urls    Absolute URLs.
		 * @param \WP_Post $manga   The manga.
		 * @param Chapter  $chapter The chapter.
		 */
		return array_values( array_unique( array_filter( self::strings( apply_filters( 'yomu_purge_chapter_urls', $urls, $manga, $chapter ) ) ) ) );
	}

	/**
	 * The strings of a filtered list (a filter may return anything).
	 *
	 * @param mixed $urls Filtered value.
	 * @return string[]
	 */
	private static function strings( $urls ): array {
		return array_values( array_filter( (array) $urls, 'is_string' ) );
	}

	/**
	 * Runs a builder as a guest: the reading style and images per page of guests decide their URLs, not the
	 * editor's own choices.
	 *
	 * @param callable $build Builder of the URL list.
	 * @return string[]
	 */
	private static function as_guest( callable $build ): array {
		$user = get_current_user_id();
		if ( 0 === $user ) {
			return $build();
		}
		wp_set_current_user( 0 );
		try {
			return $build();
		} finally {
			wp_set_current_user( $user );
		}
	}

	/**
	 * The URL list after the `yomu_purge_affected_urls` filter.
	 *
	 * @param string[]     $urls    URLs.
	 * @param \WP_Post     $manga   Manga post.
	 * @param Chapter|null $chapter The chapter, or null for a change to the whole manga.
	 * @return string[]
	 */
	private static function filtered( array $urls, \WP_Post $manga, ?Chapter $chapter ): array {
		/**
		 * Filters the URLs a change makes stale, before they join the request's purge list (see the
		 * `yomu_purge_urls` action). Add the URLs of pages your theme or plugins show the manga on.
		 *
		 * @param string[]     $urls    Absolute URLs.
		 * @param \WP_Post     $manga   The manga.
		 * @param Chapter|null $chapter The chapter changed, or null when the change concerns the whole manga.
		 */
		$urls = apply_filters( 'yomu_purge_affected_urls', $urls, $manga, $chapter );
		return array_values( array_unique( array_filter( (array) $urls, 'is_string' ) ) );
	}
}
