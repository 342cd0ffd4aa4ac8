<?php
/**
 * Cache headers for the sitemaps that list chapters, as guest pages get them (Http\CacheHeaders): shared caches may
 * keep them for the guest cache time, and Changes purges them when chapters change. WordPress core, Yoast SEO and
 * Rank Math print a sitemap and exit before Yomu's own header step, so each gets the header in its own way.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Http\CacheHeaders;

/**
 * Sitemap response headers.
 */
final class Headers {

	/**
	 * Core sitemaps (template_redirect before core renders them at 10): the index and the chapter pages that exist.
	 * A page past the last one goes on to WordPress's 404, whose headers Http\CacheHeaders sends.
	 */
	public static function core(): void {
		$sitemap = get_query_var( 'sitemap' );
		if ( ( 'index' !== $sitemap && ChapterSitemap::CORE_NAME !== $sitemap ) || ! wp_sitemaps_get_server()->sitemaps_enabled() ) {
			return;
		}
		$page = max( 1, absint( get_query_var( 'paged' ) ) );
		if ( 'index' === $sitemap || $page <= count( ChapterSitemap::index( CoreProvider::per_page() ) ) ) {
			CacheHeaders::send();
		}
	}

	/**
	 * Yoast SEO's sitemap headers (filter wpseo_sitemap_http_headers): its index and the chapter pages.
	 *
	 * @param mixed $headers Header line => status.
	 * @return mixed
	 */
	public static function yoast( $headers ) {
		$value = self::value();
		if ( ! is_array( $headers ) || '' === $value ) {
			return $headers;
		}
		$headers[ 'Cache-Control: ' . $value ] = '';
		return $headers;
	}

	/**
	 * Rank Math's sitemap headers (filter rank_math/sitemap/http_headers), which say no-cache by default.
	 *
	 * @param mixed $headers Name => value.
	 * @return mixed
	 */
	public static function rank_math( $headers ) {
		$value = self::value();
		if ( ! is_array( $headers ) || '' === $value ) {
			return $headers;
		}
		unset( $headers['Pragma'], $headers['Expires'] );
		$headers['Cache-Control'] = $value;
		return $headers;
	}

	/**
	 * The Cache-Control value for an SEO plugin's index ('1') or chapter page; '' for its other sitemaps.
	 */
	private static function value(): string {
		$sitemap = get_query_var( 'sitemap' );
		if ( '1' !== $sitemap && ChapterSitemap::TYPE !== $sitemap ) {
			return '';
		}
		return CacheHeaders::value(
			array(
				'method'      => isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '',
				'signed_in'   => is_user_logged_in(),
				'personal'    => false,
				'sets_cookie' => CacheHeaders::sets_cookie( headers_list() ),
				'not_found'   => false,
				'seconds'     => (int) apply_filters( 'yomu_guest_page_cache_seconds', CacheHeaders::SHARED_SECONDS ),
			)
		);
	}
}
