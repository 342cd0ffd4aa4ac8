<?php
/**
 * Chapter sitemaps (issue 32 item 1): in WordPress core's sitemaps when no SEO plugin replaces them, in Yoast SEO's
 * or Rank Math's index when one of them runs its sitemaps, and at Madara's names in every case. Each system calls
 * only its own hook, so whichever runs the sitemaps shows the chapters, and no other.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

/**
 * Wiring.
 */
final class Sitemaps {

	/**
	 * Hooks every part.
	 */
	public static function register(): void {
		add_action( 'wp_sitemaps_init', array( self::class, 'add_core_provider' ) );
		add_filter( 'wpseo_sitemaps_providers', array( self::class, 'add_yoast_provider' ) );
		add_filter( 'rank_math/sitemap/providers', array( self::class, 'add_rank_math_provider' ) );
		add_filter( 'pre_handle_404', array( self::class, 'not_a_listing' ), 10, 2 );
		add_action( 'parse_request', array( MadaraNames::class, 'parse' ) );
		add_filter( 'redirect_canonical', array( MadaraNames::class, 'no_redirect' ) );
		add_action( 'template_redirect', array( Headers::class, 'core' ), 9 );
		add_filter( 'wpseo_sitemap_http_headers', array( Headers::class, 'yoast' ) );
		add_filter( 'rank_math/sitemap/http_headers', array( Headers::class, 'rank_math' ) );
		Changes::register();
	}

	/**
	 * Registers the core provider.
	 *
	 * @param mixed $sitemaps Core's sitemaps.
	 */
	public static function add_core_provider( $sitemaps ): void {
		if ( $sitemaps instanceof \WP_Sitemaps ) {
			$sitemaps->registry->add_provider( ChapterSitemap::CORE_NAME, new CoreProvider() );
		}
	}

	/**
	 * Keeps WordPress from calling a chapter sitemap page past the first a 404 (and redirecting it) because the main
	 * query, the home page with that page number, is empty: the page exists when the provider lists chapters on it,
	 * and core's renderer answers 404 itself past the last page.
	 *
	 * @param mixed $handled Whether the 404 step is already handled.
	 * @param mixed $query   The main query.
	 * @return mixed
	 */
	public static function not_a_listing( $handled, $query ) {
		if ( ! $handled && $query instanceof \WP_Query && ChapterSitemap::CORE_NAME === $query->get( 'sitemap' ) ) {
			return true;
		}
		return $handled;
	}

	/**
	 * Adds the Yoast SEO provider.
	 *
	 * @param mixed $providers Providers.
	 * @return mixed
	 */
	public static function add_yoast_provider( $providers ) {
		if ( is_array( $providers ) && interface_exists( 'WPSEO_Sitemap_Provider' ) ) {
			$providers[] = new YoastProvider();
		}
		return $providers;
	}

	/**
	 * Adds the Rank Math provider.
	 *
	 * @param mixed $providers Providers.
	 * @return mixed
	 */
	public static function add_rank_math_provider( $providers ) {
		if ( is_array( $providers ) ) {
			$providers[] = new RankMathProvider();
		}
		return $providers;
	}
}
