<?php
/**
 * Asks the browser to count the page's view. A published manga's page and each of its chapter pages carry the
 * views island's mount point (wp_footer) naming the manga and the chapter, when the site counts views (Madara's
 * manga_view ≠ '0', read once here on the server). The island sends Madara's manga_views after the page's first
 * image has painted, when the browser is idle (src/islands/views), so a page served from a shared page cache
 * counts as well, and nothing competes with the first image. The reader sends the same request for a chapter it
 * opens in place, reading this mount point for the manga (src/lib/api/views.ts). A page without it sends nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Bridge\Island;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\Request;

/**
 * The views island's mount point.
 */
final class PageView {

	public const ISLAND = 'views';

	/**
	 * Prints the mount point in the footer of the pages that count.
	 */
	public static function register(): void {
		add_action( 'wp_footer', array( self::class, 'print' ) );
	}

	/**
	 * The island's props for a request: the manga's ID and the chapter's slug ('' on the manga page), or null when
	 * the page does not count (views off, not a manga or chapter page, a manga that is not published).
	 *
	 * @param Request|null $request The current manga or chapter request.
	 * @return array{manga: int, chapter: string}|null
	 */
	public static function props( ?Request $request ): ?array {
		if ( null === $request || ! Settings::madara_switch( 'manga_view' ) ) {
			return null;
		}
		$manga = $request->manga;
		if ( PostTypes::MANGA !== $manga->post_type || 'publish' !== $manga->post_status ) {
			return null;
		}
		return array(
			'manga'   => (int) $manga->ID,
			'chapter' => null !== $request->chapter ? $request->chapter->slug : '',
		);
	}

	/**
	 * Prints the mount point (wp_footer); nothing on pages that do not count.
	 */
	public static function print(): void {
		$props = self::props( Request::current() );
		if ( null === $props || ! class_exists( Island::class ) ) {
			return;
		}
		echo Island::render( self::ISLAND, $props, '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render() escapes.
	}
}
