<?php
/**
 * Prints Madara's sidebars in Madara's markup (MADARA-SITE.md §8.3): every sidebar through is_active_sidebar() and
 * dynamic_sidebar(), so plugins that filter `sidebars_widgets` or widget callbacks (Widget Logic) apply as they do
 * under Madara. A sidebar without widgets, or whose widgets print nothing, prints nothing: no empty wrapper.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

use Yomu\Core\Madara\ThemeOptions;

/**
 * HTML of one sidebar in one place.
 */
final class Printer {

	/**
	 * The widgets of a sidebar (dynamic_sidebar()'s output), or '' when there are none.
	 *
	 * @param string $id Sidebar id.
	 */
	public static function widgets( string $id ): string {
		if ( ! is_active_sidebar( $id ) ) {
			return '';
		}
		ob_start();
		dynamic_sidebar( $id );
		$html = (string) ob_get_clean();
		return '' === trim( $html ) ? '' : $html;
	}

	/**
	 * A band above or below the content: `.c-sidebar.{classes}` > Madara's container > `.row.c-row`.
	 *
	 * @param array{0: string, 1: string, 2: string} $band Sidebar id, classes, option prefix (Places).
	 */
	public static function band( array $band ): string {
		list( $id, $classes, $prefix ) = $band;
		$widgets                       = self::widgets( $id );
		if ( '' === $widgets ) {
			return '';
		}
		$read  = Places::per_page( $prefix )
			? static fn ( string $key ) => ThemeOptions::get( $key )
			: static fn ( string $key ) => ThemeOptions::stored( $key );
		$style = Container::style( $read( $prefix . '_background' ), $read( $prefix . '_spacing' ) );
		return sprintf(
			'<div class="c-sidebar %1$s"%2$s><div class="%3$s"><div class="row c-row">%4$s</div></div></div>',
			esc_attr( $classes ),
			'' !== $style ? ' style="' . esc_attr( $style ) . '"' : '',
			esc_attr( Container::classes( (string) $read( $prefix . '_container' ) ) ),
			$widgets
		);
	}

	/**
	 * A body sidebar inside the main column: `.c-sidebar .body-top-sidebar .row.c-row` (or body-bottom).
	 *
	 * @param string $id body_top_sidebar or body_bottom_sidebar.
	 */
	public static function body( string $id ): string {
		$widgets = self::widgets( $id );
		if ( '' === $widgets ) {
			return '';
		}
		$class = 'body_top_sidebar' === $id ? 'body-top-sidebar' : 'body-bottom-sidebar';
		return '<div class="c-sidebar"><div class="' . $class . '"><div class="row c-row">' . $widgets . '</div></div></div>';
	}

	/**
	 * The footer sidebar: `.c-footer-sidebar .container .row.c-row`.
	 */
	public static function footer(): string {
		$widgets = self::widgets( 'footer_sidebar' );
		return '' === $widgets ? '' : '<div class="c-footer-sidebar"><div class="container"><div class="row c-row">' . $widgets . '</div></div></div>';
	}

	/**
	 * A side column, labelled with the sidebar's name.
	 *
	 * @param string $id Sidebar id.
	 */
	public static function side( string $id ): string {
		$widgets = self::widgets( $id );
		if ( '' === $widgets ) {
			return '';
		}
		return sprintf(
			'<aside id="main-sidebar" class="sidebar-col yomu-layout__side" aria-label="%1$s"><div class="sidebar c-sidebar %2$s">%3$s</div></aside>',
			esc_attr( Registry::name( $id ) ),
			esc_attr( str_replace( '_', '-', $id ) ),
			$widgets
		);
	}

	/**
	 * The reading page's sidebar, after the chapter and its comments.
	 */
	public static function reading(): string {
		$widgets = self::widgets( 'manga_reading_sidebar' );
		if ( '' === $widgets ) {
			return '';
		}
		return sprintf(
			'<aside class="sidebar-col c-reading-sidebar container" aria-label="%1$s"><div class="sidebar c-sidebar">%2$s</div></aside>',
			esc_attr( Registry::name( 'manga_reading_sidebar' ) ),
			$widgets
		);
	}

	/**
	 * The search sidebar in the header's search panel: `.search-navigation.search-sidebar`. Its Manga Search widgets
	 * are left out: the panel's own form above them is the manga search they would add (Madara's rule: with one,
	 * the header searches manga).
	 */
	public static function search(): string {
		$skip = static function ( $instance, $widget ) {
			return $widget instanceof \WP_Widget && 'manga-search' === $widget->id_base ? false : $instance;
		};
		add_filter( 'widget_display_callback', $skip, 10, 2 );
		$widgets = self::widgets( 'search_sidebar' );
		remove_filter( 'widget_display_callback', $skip, 10 );
		return '' === $widgets ? '' : '<div class="search-navigation search-sidebar">' . $widgets . '</div>';
	}
}
