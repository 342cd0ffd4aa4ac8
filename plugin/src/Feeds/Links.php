<?php
/**
 * The chapter feeds' URLs, their <link rel="alternate"> tags (the site's feed on every page, a manga's on its page
 * and its chapters' pages) and their place in the page cache purge (the site's feed with the listings, a manga's
 * feed with that manga).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Feeds;

use Yomu\Core\Opds\Feed as TextFeed;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * URLs and links.
 */
final class Links {

	/**
	 * Hooks the head links and the purge lists.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'head' ), 3 );
		add_filter( 'yomu_purge_listing_urls', array( self::class, 'purge_site' ) );
		add_filter( 'yomu_purge_manga_urls', array( self::class, 'purge_manga' ), 10, 2 );
	}

	/**
	 * The site's chapter feed: /feed/manga-chapters/ (?feed=manga-chapters with plain permalinks).
	 */
	public static function site(): string {
		return get_feed_link( ChapterFeed::NAME );
	}

	/**
	 * A manga's chapter feed: {manga URL}feed/manga-chapters/ (the manga URL plus ?feed=manga-chapters when plain).
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function manga( \WP_Post $manga ): string {
		$url = Urls::manga( $manga );
		return str_contains( $url, '?' ) ? add_query_arg( 'feed', ChapterFeed::NAME, $url ) : trailingslashit( $url ) . 'feed/' . ChapterFeed::NAME . '/';
	}

	/**
	 * Prints the alternate links.
	 */
	public static function head(): void {
		$site = TextFeed::text( (string) get_bloginfo( 'name' ) );
		/* translators: %s: site name. */
		self::link( sprintf( __( '%s - Feed', 'yomu-core' ), $site ), self::site() );
		$request = Request::current();
		if ( $request ) {
			/* translators: 1: manga title, 2: site name. */
			self::link( sprintf( __( '%1$s - %2$s - Feed', 'yomu-core' ), TextFeed::text( get_the_title( $request->manga ) ), $site ), self::manga( $request->manga ) );
		}
	}

	/**
	 * One alternate link.
	 *
	 * @param string $title Its title.
	 * @param string $url   The feed.
	 */
	private static function link( string $title, string $url ): void {
		printf( '<link rel="alternate" type="application/rss+xml" title="%1$s" href="%2$s">' . "\n", esc_attr( $title ), esc_url( $url ) );
	}

	/**
	 * The site's feed lists every manga's chapters.
	 *
	 * @param mixed $urls URLs so far.
	 * @return mixed[]
	 */
	public static function purge_site( $urls ): array {
		$urls   = (array) $urls;
		$urls[] = self::site();
		return $urls;
	}

	/**
	 * A manga's feed.
	 *
	 * @param mixed    $urls  URLs so far.
	 * @param \WP_Post $manga Manga post.
	 * @return mixed[]
	 */
	public static function purge_manga( $urls, \WP_Post $manga ): array {
		$urls   = (array) $urls;
		$urls[] = self::manga( $manga );
		return $urls;
	}
}
