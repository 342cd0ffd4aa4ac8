<?php
/**
 * Yoast SEO's sitemap provider interface, for PHPStan (Seo\Sitemaps\YoastProvider implements it; Yoast SEO is a
 * third-party plugin, loaded only on sites that run it).
 *
 * @package Yomu\Tests
 */

/**
 * Yoast SEO's sitemap provider.
 */
interface WPSEO_Sitemap_Provider {

	/**
	 * @param string $type Sitemap type.
	 * @return bool
	 */
	public function handles_type( $type );

	/**
	 * @param int $max_entries Entries per sitemap.
	 * @return array<int, array<string, mixed>>
	 */
	public function get_index_links( $max_entries );

	/**
	 * @param string $type         Sitemap type.
	 * @param int    $max_entries  Entries per sitemap.
	 * @param int    $current_page Current page.
	 * @return array<int, array<string, mixed>>
	 */
	public function get_sitemap_links( $type, $max_entries, $current_page );
}
