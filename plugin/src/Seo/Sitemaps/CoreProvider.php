<?php
/**
 * The chapter sitemaps in WordPress core's sitemaps (when no SEO plugin replaces them): /wp-sitemap-chapters-{N}.xml,
 * listed in /wp-sitemap.xml with each page's newest chapter date as lastmod.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

/**
 * Core sitemap provider "chapters".
 */
final class CoreProvider extends \WP_Sitemaps_Provider {

	/**
	 * Names the provider.
	 */
	public function __construct() {
		$this->name        = ChapterSitemap::CORE_NAME;
		$this->object_type = 'chapter';
	}

	/**
	 * A page's chapter URLs with their dates.
	 *
	 * @param int    $page_num       1-based page number.
	 * @param string $object_subtype Unused (one list).
	 * @return array<int, array<string, string>>
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		unset( $object_subtype );
		$list = array();
		foreach ( ChapterSitemap::urls( (int) $page_num, self::per_page() ) as $url ) {
			$entry    = array( 'loc' => $url['loc'] );
			$modified = Dates::w3c( $url['modified'] );
			if ( '' !== $modified ) {
				$entry['lastmod'] = $modified;
			}
			$list[] = $entry;
		}
		return $list;
	}

	/**
	 * How many pages there are.
	 *
	 * @param string $object_subtype Unused.
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		unset( $object_subtype );
		return count( ChapterSitemap::index( self::per_page() ) );
	}

	/**
	 * The index entries, each with its page's newest chapter date.
	 *
	 * @return array<int, array<string, string>>
	 */
	public function get_sitemap_entries() {
		$entries = array();
		foreach ( ChapterSitemap::index( self::per_page() ) as $page => $newest ) {
			$entry    = array( 'loc' => $this->get_sitemap_url( '', $page ) );
			$modified = Dates::w3c( $newest );
			if ( '' !== $modified ) {
				$entry['lastmod'] = $modified;
			}
			/** This filter is documented in wp-includes/sitemaps/class-wp-sitemaps-provider.php */
			$entries[] = apply_filters( 'wp_sitemaps_index_entry', $entry, $this->object_type, '', $page ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own filter.
		}
		return $entries;
	}

	/**
	 * Entries per page: core's wp_sitemaps_max_urls (2000).
	 */
	public static function per_page(): int {
		return max( 1, (int) wp_sitemaps_get_max_urls( 'chapter' ) );
	}
}
