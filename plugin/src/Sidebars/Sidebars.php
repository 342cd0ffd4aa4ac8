<?php
/**
 * Madara's sidebars in Yomu's pages: registered under Madara's ids (Registry), with Madara's per-widget classes
 * (Extension), printed at the theme's places (Places, Printer): bands on yomu_main_top and yomu_main_bottom, the
 * body sidebars on yomu_main_column_top and yomu_main_column_bottom (after the ads of the same place, priority 10),
 * the footer sidebar on yomu_footer_top, the reading sidebar after the chapter's comments and the search sidebar in
 * the header's search panel. The side columns come through the template tag yomu_side_column().
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

/**
 * Hooks.
 */
final class Sidebars {

	/**
	 * Hooks every place.
	 */
	public static function register(): void {
		Registry::register();
		Extension::register();
		add_action( 'yomu_main_top', array( self::class, 'top' ) );
		add_action( 'yomu_main_bottom', array( self::class, 'bottom' ) );
		add_action( 'yomu_main_column_top', array( self::class, 'body_top' ), 20 );
		add_action( 'yomu_main_column_bottom', array( self::class, 'body_bottom' ), 20 );
		add_action( 'yomu_footer_top', array( self::class, 'footer' ), 20 );
		add_action( 'yomu_reader_after_content', array( self::class, 'reading' ), 30 );
		add_action( 'yomu_header_search', array( self::class, 'search' ) );
	}

	/**
	 * The bands above the content.
	 */
	public static function top(): void {
		foreach ( Places::top_bands() as $band ) {
			echo Printer::band( $band ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output; the wrapper is escaped.
		}
	}

	/**
	 * The band below the content.
	 */
	public static function bottom(): void {
		foreach ( Places::bottom_bands() as $band ) {
			echo Printer::band( $band ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output; the wrapper is escaped.
		}
	}

	/**
	 * The body top sidebar, at the top of the main column.
	 *
	 * @param mixed $context The layout context the theme names.
	 */
	public static function body_top( $context = '' ): void {
		if ( Places::has_body( (string) $context ) ) {
			echo Printer::body( 'body_top_sidebar' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output.
		}
	}

	/**
	 * The body bottom sidebar, at the end of the main column.
	 *
	 * @param mixed $context The layout context the theme names.
	 */
	public static function body_bottom( $context = '' ): void {
		if ( Places::has_body( (string) $context ) ) {
			echo Printer::body( 'body_bottom_sidebar' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output.
		}
	}

	/**
	 * The footer sidebar (not on the 404 page, as Madara).
	 */
	public static function footer(): void {
		if ( ! is_404() ) {
			echo Printer::footer(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output.
		}
	}

	/**
	 * The reading page's sidebar.
	 */
	public static function reading(): void {
		if ( Places::reading() ) {
			echo Printer::reading(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output.
		}
	}

	/**
	 * The search sidebar.
	 */
	public static function search(): void {
		echo Printer::search(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- widget output.
	}

	/**
	 * A layout context's side column: its HTML and side, or an empty array when it has none.
	 *
	 * @param string $context Layout context (Places).
	 * @return array{html?: string, position?: string}
	 */
	public static function side_column( string $context ): array {
		$side = Places::side( $context );
		if ( null === $side ) {
			return array();
		}
		$html = Printer::side( $side[0] );
		return '' === $html ? array() : array(
			'html'     => $html,
			'position' => $side[1],
		);
	}
}
