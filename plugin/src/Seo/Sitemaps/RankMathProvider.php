<?php
/**
 * The chapter sitemaps inside Rank Math's index (filter rank_math/sitemap/providers), under Madara's names:
 * /wp-manga-chapters-sitemap{N}.xml, each index entry with its newest chapter date. Only that type is claimed; a page
 * past the last one is Rank Math's 404. Rank Math takes any object with these three methods.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Seo\Owner;

/**
 * Rank Math sitemap provider.
 */
final class RankMathProvider {

	/**
	 * Whether this provider answers a sitemap type.
	 *
	 * @param string $type Sitemap type from the URL.
	 */
	public function handles_type( $type ): bool {
		return ChapterSitemap::TYPE === $type;
	}

	/**
	 * The index entries.
	 *
	 * @param int $max_entries Entries per page (Rank Math's "Links Per Sitemap").
	 * @return array<int, array<string, string>>
	 */
	public function get_index_links( $max_entries ): array {
		$links = array();
		foreach ( ChapterSitemap::index( (int) $max_entries ) as $page => $newest ) {
			$links[] = array(
				'loc'     => Names::page( Owner::RANK_MATH, $page ),
				'lastmod' => $newest,
			);
		}
		return $links;
	}

	/**
	 * A page's chapters (none past the last page: Rank Math then answers 404).
	 *
	 * @param string $type         Sitemap type.
	 * @param int    $max_entries  Entries per page.
	 * @param int    $current_page 1-based page number.
	 * @return array<int, array<string, mixed>>
	 */
	public function get_sitemap_links( $type, $max_entries, $current_page ): array {
		unset( $type );
		$links = array();
		foreach ( ChapterSitemap::urls( max( 1, (int) $current_page ), (int) $max_entries ) as $url ) {
			$links[] = array(
				'loc'    => $url['loc'],
				'mod'    => $url['modified'],
				'images' => array(),
			);
		}
		return $links;
	}
}
