<?php
/**
 * What search engines may index, told the way that lets them see it.
 * - robots.txt (core's `robots_txt` filter) lists the sitemap index: core's wp-sitemap.xml when Yomu owns the head
 *   (core adds the line itself when its sitemaps run; this makes sure of it). With Yoast SEO or Rank Math their own
 *   lines stay as they are. Nothing is Disallowed: a crawler kept out by robots.txt never reads the page's noindex,
 *   and may still index the bare URL from links, so search results and account pages are kept out by noindex instead.
 * - noindex (follow) on the account page; search results get WordPress's own noindex (wp_robots_noindex_search), or
 *   the SEO plugin's. Yomu's meta goes through whoever prints the robots meta: core's wp_robots, Yoast's
 *   `wpseo_robots_array`, Rank Math's `rank_math/frontend/robots` (never a second tag).
 * - `?style=` and `p/N` duplicates are canonicalised (Seo\Head), not noindexed: their links keep counting.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Account\Page;

/**
 * The robots.txt lines and the robots meta.
 */
final class Robots {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		// After core's sitemap line (priority 0) and the SEO plugins' own lines.
		add_filter( 'robots_txt', array( self::class, 'robots_txt' ), 20, 2 );
		add_filter( 'wp_robots', array( self::class, 'wp_robots' ) );
		add_filter( 'wpseo_robots_array', array( self::class, 'plugin_robots' ) );
		add_filter( 'rank_math/frontend/robots', array( self::class, 'plugin_robots' ) );
	}

	/**
	 * Lists core's sitemap index when Yomu owns the head and the line is missing.
	 *
	 * @param mixed $output The robots.txt text so far.
	 * @param mixed $public Whether the site may be indexed (blog_public).
	 */
	public static function robots_txt( $output, $public ): string {
		$output = (string) $output;
		if ( ! Owner::is_yomu() || ! $public || ! function_exists( 'wp_sitemaps_get_server' ) || ! wp_sitemaps_get_server()->sitemaps_enabled() ) {
			return $output;
		}
		$index = wp_sitemaps_get_server()->index->get_index_url();
		if ( str_contains( $output, 'Sitemap: ' . $index ) ) {
			return $output;
		}
		return rtrim( $output, "\n" ) . "\n\nSitemap: " . esc_url_raw( $index ) . "\n";
	}

	/**
	 * Whether the current page must stay out of search results (beyond what core and SEO plugins decide).
	 */
	public static function keep_out(): bool {
		$account = Page::id();
		return $account > 0 && is_page( $account );
	}

	/**
	 * Core's robots meta (printed when no SEO plugin replaces it).
	 *
	 * @param mixed $robots Directives.
	 * @return array<string, bool|string>
	 */
	public static function wp_robots( $robots ): array {
		$robots = (array) $robots;
		if ( Owner::is_yomu() && self::keep_out() ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	/**
	 * Yoast SEO's and Rank Math's robots meta (both key their directives the same way: 'index' => 'noindex').
	 *
	 * @param mixed $robots The plugin's directives.
	 * @return mixed
	 */
	public static function plugin_robots( $robots ) {
		if ( is_array( $robots ) && self::keep_out() ) {
			$robots['index'] = 'noindex';
		}
		return $robots;
	}
}
