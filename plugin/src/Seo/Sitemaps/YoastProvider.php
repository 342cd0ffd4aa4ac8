<?php
/**
 * The chapter sitemaps inside Yoast SEO's index (filter wpseo_sitemaps_providers), under Madara's type name: pages
 * /wp-manga-chapters-sitemap.xml, …sitemap2.xml …, each index entry with its newest chapter date. Only the type
 * "wp-manga-chapters" is claimed (Madara's provider answered every name nobody else claimed), and a page past the
 * last one is Yoast's 404.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Seo\Owner;

/**
 * Yoast SEO sitemap provider (built only inside Yoast's sitemaps, where its interface exists).
 */
final class YoastProvider implements \WPSEO_Sitemap_Provider {

	/**
	 * Whether this provider answers a sitemap type.
	 *
	 * @param string $type Sitemap type from the URL.
	 */
	public function handles_type( $type ) {
		return ChapterSitemap::TYPE === $type;
	}

	/**
	 * The index entries.
	 *
	 * @param int $max_entries Entries per page (wpseo_sitemap_entries_per_page).
	 * @return array<int, array<string, string>>
	 */
	public function get_index_links( $max_entries ) {
		$links = array();
		foreach ( ChapterSitemap::index( (int) $max_entries ) as $page => $newest ) {
			$links[] = array(
				'loc'     => Names::page( Owner::YOAST, $page ),
				'lastmod' => $newest,
			);
		}
		return $links;
	}

	/**
	 * A page's chapters.
	 *
	 * @param string $type         Sitemap type.
	 * @param int    $max_entries  Entries per page.
	 * @param int    $current_page 1-based page number.
	 * @return array<int, array<string, mixed>>
	 * @throws \OutOfBoundsException Past the last page (Yoast answers 404).
	 */
	public function get_sitemap_links( $type, $max_entries, $current_page ) {
		unset( $type );
		$links = array();
		foreach ( ChapterSitemap::urls( (int) $current_page, (int) $max_entries ) as $url ) {
			$links[] = array(
				'loc'    => $url['loc'],
				'mod'    => $url['modified'],
				'images' => array(),
			);
		}
		if ( ! $links ) {
			throw new \OutOfBoundsException( 'No such chapter sitemap page.' );
		}
		return $links;
	}
}
