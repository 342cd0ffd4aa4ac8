<?php
/**
 * Madara's "Manga Archive Page" (wp_manga_settings manga_archive_page, MADARA-SITE.md §8.5): that page, or the
 * front page when it is that page, shows the all-manga listing of /manga/ (orders, pages) instead of its content,
 * and the links to "all manga" lead there.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Pages;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Listing\Orderby;

/**
 * Turns the request for the page into the manga archive request before the main query runs.
 */
final class ArchivePage {

	/**
	 * Hooks the request.
	 */
	public static function register(): void {
		add_filter( 'request', array( self::class, 'request' ) );
		add_filter( 'yomu_purge_listing_urls', array( self::class, 'purge_urls' ) );
	}

	/**
	 * The page in each order, which any change to a public manga makes stale (as /manga/: Listing\PurgeUrls).
	 *
	 * @param mixed $urls URLs so far.
	 * @return mixed[]
	 */
	public static function purge_urls( $urls ): array {
		$urls = (array) $urls;
		if ( ! self::id() ) {
			return $urls;
		}
		$page   = self::url();
		$urls[] = $page;
		foreach ( array_keys( Orderby::ORDERS ) as $order ) {
			$urls[] = add_query_arg( 'm_orderby', $order, $page );
		}
		return $urls;
	}

	/**
	 * The page's ID, or 0 when none is set or it is not a published page.
	 */
	public static function id(): int {
		$id = absint( Settings::stored( 'manga_archive_page' ) );
		return $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * Where "all manga" is: the archive page when set, else /manga/.
	 */
	public static function url(): string {
		$id = self::id();
		return $id ? (string) get_permalink( $id ) : (string) get_post_type_archive_link( PostTypes::MANGA );
	}

	/**
	 * The query vars of the manga archive when the request is for the archive page (its page number kept).
	 *
	 * @param mixed $vars Parsed query vars.
	 * @return mixed
	 */
	public static function request( $vars ) {
		if ( ! is_array( $vars ) || is_admin() ) {
			return $vars;
		}
		$id = self::id();
		if ( ! $id || ! self::asks_for( $vars, $id ) ) {
			return $vars;
		}
		$archive = array( 'post_type' => PostTypes::MANGA );
		$paged   = max( (int) ( $vars['paged'] ?? 0 ), (int) ( $vars['page'] ?? 0 ) );
		if ( $paged > 1 ) {
			$archive['paged'] = $paged;
		}
		return $archive;
	}

	/**
	 * Whether the parsed request is for the page: by path, by ?page_id=, or the site's front page.
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @param int                  $id   The archive page.
	 */
	private static function asks_for( array $vars, int $id ): bool {
		if ( isset( $vars['pagename'] ) && is_string( $vars['pagename'] ) && '' !== $vars['pagename'] ) {
			$page = get_page_by_path( $vars['pagename'] );
			return $page instanceof \WP_Post && $page->ID === $id;
		}
		if ( isset( $vars['page_id'] ) ) {
			return (int) $vars['page_id'] === $id;
		}
		$rest = array_diff_key( $vars, array_flip( array( 'paged', 'page' ) ) );
		return ! $rest && 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $id;
	}
}
