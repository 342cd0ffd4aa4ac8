<?php
/**
 * Where each slot prints (MADARA-SITE.md §8.1): before and after the content at the top and end of the main column (blog
 * index, posts, pages, searches, archives and taxonomies, the Front-Page template), never on a manga's detail page
 * (Madara shows only the footer and wall ads there) nor on a 404; the reading page's before and after content
 * inside div.read-container, around div.reading-content (and in chapter_navigate_page's `content`); the footer ad
 * first in footer.site-footer and the wall ads after it, on every page but a 404.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

use Yomu\Core\Routing\Request;

/**
 * Hooks the theme's places.
 */
final class Placement {

	/**
	 * Hooks the places. Ads come first at each place, as in Madara: the body sidebars (priority 20) follow the body ads.
	 */
	public static function register(): void {
		add_action( 'yomu_main_column_top', array( self::class, 'main_top' ), 10 );
		add_action( 'yomu_main_column_bottom', array( self::class, 'main_bottom' ), 10 );
		add_action( 'yomu_footer_top', array( self::class, 'footer' ), 1 );
		add_action( 'yomu_after_footer', array( self::class, 'walls' ), 5 );
		add_action( 'yomu_read_container_top', array( self::class, 'reader_top' ) );
		add_action( 'yomu_read_container_bottom', array( self::class, 'reader_bottom' ) );
	}

	/**
	 * Whether the page shows the body ads at the top and end of the main column: not a 404, not a manga or chapter page.
	 */
	public static function body_page(): bool {
		return ! is_404() && null === Request::current();
	}

	/**
	 * The top of the main column.
	 */
	public static function main_top(): void {
		if ( self::body_page() ) {
			self::out( Markup::render( Slots::BEFORE_CONTENT, self::post_id() ) );
		}
	}

	/**
	 * The end of the main column.
	 */
	public static function main_bottom(): void {
		if ( self::body_page() ) {
			self::out( Markup::render( Slots::AFTER_CONTENT, self::post_id() ) );
		}
	}

	/**
	 * The top of the footer.
	 */
	public static function footer(): void {
		if ( ! is_404() ) {
			self::out( Markup::render( Slots::FOOTER, self::post_id() ) );
		}
	}

	/**
	 * After the footer.
	 */
	public static function walls(): void {
		if ( ! is_404() ) {
			self::out( Markup::render( Slots::WALL_LEFT, self::post_id() ) . Markup::render( Slots::WALL_RIGHT, self::post_id() ) );
		}
	}

	/**
	 * The reading page, before div.reading-content.
	 *
	 * @param mixed $request The reading request.
	 */
	public static function reader_top( $request = null ): void {
		if ( $request instanceof Request ) {
			self::out( self::reader( Slots::BEFORE_CONTENT, $request ) );
		}
	}

	/**
	 * The reading page, after div.reading-content.
	 *
	 * @param mixed $request The reading request.
	 */
	public static function reader_bottom( $request = null ): void {
		if ( $request instanceof Request ) {
			self::out( self::reader( Slots::AFTER_CONTENT, $request ) );
		}
	}

	/**
	 * A reading page's slot; the manga's own meta overrides, on the page and in the in-place answer alike.
	 *
	 * @param string  $slot    Slot id.
	 * @param Request $request The reading request.
	 */
	public static function reader( string $slot, Request $request ): string {
		return Markup::render( $slot, $request->manga->ID );
	}

	/**
	 * The post whose meta overrides on a singular page (a chapter page's is its manga), else 0.
	 */
	private static function post_id(): int {
		return did_action( 'wp' ) && is_singular() ? (int) get_queried_object_id() : 0;
	}

	/**
	 * Prints a slot.
	 *
	 * @param string $html The markup (built by Markup, escaped there; custom code is raw by design).
	 */
	private static function out( string $html ): void {
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Markup escapes; the custom code is the owner's raw HTML by design (only unfiltered_html users save it).
	}
}
