<?php
/**
 * The URLs of the chapter sitemaps under each sitemap system (each system gives the providers its entries per page).
 * - WordPress core: index /wp-sitemap.xml, pages /wp-sitemap-chapters-{N}.xml (wp_sitemaps_max_urls, 2000); Madara's
 *   /wp-manga-chapters-sitemap{N}.xml answer the same page (MadaraNames).
 * - Yoast SEO: index /sitemap_index.xml, pages /wp-manga-chapters-sitemap.xml then {N}.xml from 2 (Yoast answers
 *   {type}-sitemap1.xml with a 301 to the number-less name, as it did for Madara's provider); entries per page from
 *   wpseo_sitemap_entries_per_page (1000).
 * - Rank Math: index /sitemap_index.xml, pages /wp-manga-chapters-sitemap{N}.xml; its "Links Per Sitemap" setting.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Seo\Owner;

/**
 * Names.
 */
final class Names {

	/**
	 * The URL of chapter sitemap page N as the running sitemap system names it.
	 *
	 * @param string $owner Owner::plugin().
	 * @param int    $page  1-based page number.
	 */
	public static function page( string $owner, int $page ): string {
		if ( '' === $owner ) {
			return home_url( '/wp-sitemap-' . ChapterSitemap::CORE_NAME . '-' . $page . '.xml' );
		}
		if ( Owner::YOAST === $owner && 1 === $page ) {
			return home_url( '/' . ChapterSitemap::TYPE . '-sitemap.xml' );
		}
		return self::madara( $page );
	}

	/**
	 * Madara's name of page N.
	 *
	 * @param int $page 1-based page number.
	 */
	public static function madara( int $page ): string {
		return home_url( '/' . ChapterSitemap::TYPE . '-sitemap' . $page . '.xml' );
	}

	/**
	 * The sitemap index URL.
	 *
	 * @param string $owner Owner::plugin().
	 */
	public static function index( string $owner ): string {
		return home_url( '' === $owner ? '/wp-sitemap.xml' : '/sitemap_index.xml' );
	}

	/**
	 * Every URL that shows page N (the page cache may hold any of them).
	 *
	 * @param string $owner Owner::plugin().
	 * @param int    $page  1-based page number.
	 * @return string[]
	 */
	public static function all( string $owner, int $page ): array {
		$urls = array( self::page( $owner, $page ), self::madara( $page ) );
		if ( 1 === $page && '' !== $owner ) {
			$urls[] = home_url( '/' . ChapterSitemap::TYPE . '-sitemap.xml' );
		}
		return array_values( array_unique( $urls ) );
	}
}
