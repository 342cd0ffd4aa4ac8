<?php
/**
 * Asks the browser to count the page's view. A published manga's page and each of its chapter pages carry the
 * page's view (wp_footer: a JSON script, #yomu-page-view) naming the manga and the chapter, when the site counts
 * views (Madara's manga_view ≠ '0', read once here on the server). The front end's boot sends Madara's manga_views
 * after the page's first image has painted, when the browser is idle (src/lib/page-view.ts), so a page served from a
 * shared page cache counts as well, and nothing competes with the first image. The reader sends the same request for
 * a chapter it opens in place, reading this view for the manga (src/lib/api/views.ts). A page without it sends
 * nothing. Counting draws nothing, so it is page data and a plain task, not a (React) island.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\Request;

/**
 * The page's view, printed for the browser to count.
 */
final class PageView {

	public const ELEMENT_ID = 'yomu-page-view';

	/**
	 * Prints the view in the footer of the pages that count.
	 */
	public static function register(): void {
		add_action( 'wp_footer', array( self::class, 'print' ) );
	}

	/**
	 * The view of a request: the manga's ID and the chapter's slug ('' on the manga page), or null when
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
	 * Prints the view (wp_footer); nothing on pages that do not count.
	 */
	public static function print(): void {
		$props = self::props( Request::current() );
		if ( null === $props ) {
			return;
		}
		// JSON_HEX_TAG: no "</script" can end the element early, whatever a slug holds.
		wp_print_inline_script_tag(
			(string) wp_json_encode( $props, JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ),
			array(
				'type' => 'application/json',
				'id'   => self::ELEMENT_ID,
			)
		);
	}
}
