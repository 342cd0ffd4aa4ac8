<?php
/**
 * Madara's chapter sitemap names (/wp-manga-chapters-sitemap{N}.xml, the URLs owners registered in Search Console)
 * while WordPress core's sitemaps run: the request is answered as core's page N of "chapters", with a 200 and the
 * same XML as /wp-sitemap-chapters-{N}.xml, without a rewrite rule (nothing to flush) and without a redirect (a
 * registered sitemap keeps its URL; a redirected sitemap URL is only followed by some crawlers). Only these names are
 * taken, N from 1; a page past the last one is core's 404. Under Yoast SEO or Rank Math their own router answers them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

/**
 * Request mapping.
 */
final class MadaraNames {

	/**
	 * Whether this request is one of Madara's names (WordPress must not redirect it to core's name).
	 *
	 * @var bool
	 */
	private static bool $matched = false;

	/**
	 * Maps a matching request to core's query vars.
	 *
	 * @param \WP $wp The request.
	 */
	public static function parse( \WP $wp ): void {
		// A sitemap router of an SEO plugin (Yoast SEO, Rank Math) matched it already: theirs to answer.
		if ( ! empty( $wp->query_vars['sitemap'] ) || ! preg_match( '#^' . preg_quote( ChapterSitemap::TYPE, '#' ) . '-sitemap([1-9][0-9]{0,8})\.xml$#', (string) $wp->request, $match ) ) {
			return;
		}
		$server = function_exists( 'wp_sitemaps_get_server' ) ? wp_sitemaps_get_server() : null;
		if ( ! $server instanceof \WP_Sitemaps || ! $server->sitemaps_enabled() ) {
			return;
		}
		self::$matched     = true;
		$wp->query_vars    = array(
			'sitemap' => ChapterSitemap::CORE_NAME,
			'paged'   => $match[1],
		);
		$wp->matched_rule  = '';
		$wp->matched_query = 'sitemap=' . ChapterSitemap::CORE_NAME . '&paged=' . $match[1];
	}

	/**
	 * Keeps WordPress's canonical redirect (to /wp-sitemap-chapters-N.xml) off Madara's names.
	 *
	 * @param mixed $redirect The redirect URL.
	 * @return mixed
	 */
	public static function no_redirect( $redirect ) {
		return self::$matched ? false : $redirect;
	}
}
