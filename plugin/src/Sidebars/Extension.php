<?php
/**
 * Madara's per-widget options (MADARA-SITE.md §8.3 "Theme widget extension"), read only: option
 * `madara_wg_custom_variation` = {widget_id: [css classes, layout, heading style, icon classes]} and
 * `madara_wg_custom_widget_width` = {widget_id: 'col-12 col-md-N'}. Their classes go on the widget's `.widget`
 * element, heading style 2 swaps the title markup, and an icon goes into the title, as Madara prints them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

/**
 * The dynamic_sidebar_params filter.
 */
final class Extension {

	public const VARIATION = 'madara_wg_custom_variation';
	public const WIDTH     = 'madara_wg_custom_widget_width';

	/**
	 * Hooks the filter.
	 */
	public static function register(): void {
		add_filter( 'dynamic_sidebar_params', array( self::class, 'params' ) );
	}

	/**
	 * Adds the widget's classes to its wrapper, and its heading style and icon to its title.
	 *
	 * @param mixed $params dynamic_sidebar()'s arguments for one widget.
	 * @return mixed
	 */
	public static function params( $params ) {
		if ( ! is_array( $params ) || ! is_array( $params[0] ?? null ) || ! isset( $params[0]['widget_id'], $params[0]['before_widget'] ) ) {
			return $params;
		}
		$args = $params[0];
		$id   = (string) $args['widget_id'];
		if ( ! in_array( (string) ( $args['id'] ?? '' ), Registry::IDS, true ) ) {
			return $params;
		}
		list( $classes, $layout, $heading, $icon ) = self::variation( $id );
		$extra                                     = array_merge( self::classes( self::width( $id ) ), self::classes( $classes ), array( '' !== $layout ? $layout : 'default' ) );
		if ( '' === $icon ) {
			$extra[] = 'no-icon';
		}
		if ( '' !== $heading ) {
			$extra[] = $heading;
		}
		$extra                 = array_values( array_unique( array_filter( array_map( 'sanitize_html_class', $extra ) ) ) );
		$args['before_widget'] = (string) preg_replace( '/class="widget /', 'class="widget ' . esc_attr( implode( ' ', $extra ) ) . ' ', (string) $args['before_widget'], 1 );
		if ( 'heading-style-2' === $heading ) {
			$args['before_title'] = '<div class="widget-title"><div class="c-blog__heading style-2 font-heading"><h4>';
			$args['after_title']  = '</h4></div></div>';
		}
		if ( '' !== $icon && isset( $args['before_title'] ) ) {
			$args['before_title'] .= '<i class="' . esc_attr( implode( ' ', array_map( 'sanitize_html_class', self::classes( $icon ) ) ) ) . '"></i> ';
		}
		$params[0] = $args;
		return $params;
	}

	/**
	 * The widget's variation: css classes, layout (default|bordered|background), heading style, icon classes.
	 *
	 * @param string $widget_id Widget id.
	 * @return array{0: string, 1: string, 2: string, 3: string}
	 */
	private static function variation( string $widget_id ): array {
		$all     = get_option( self::VARIATION, array() );
		$row     = is_array( $all ) && isset( $all[ $widget_id ] ) && is_array( $all[ $widget_id ] ) ? array_values( $all[ $widget_id ] ) : array();
		$get     = static fn ( int $i ): string => isset( $row[ $i ] ) && is_scalar( $row[ $i ] ) ? trim( (string) $row[ $i ] ) : '';
		$layout  = in_array( $get( 1 ), array( 'default', 'bordered', 'background' ), true ) ? $get( 1 ) : '';
		$heading = in_array( $get( 2 ), array( 'heading-style-1', 'heading-style-2' ), true ) ? $get( 2 ) : '';
		return array( $get( 0 ), $layout, $heading, $get( 3 ) );
	}

	/**
	 * The widget's width classes (Madara's default: full width on every screen).
	 *
	 * @param string $widget_id Widget id.
	 */
	private static function width( string $widget_id ): string {
		$all   = get_option( self::WIDTH, array() );
		$width = is_array( $all ) && isset( $all[ $widget_id ] ) && is_string( $all[ $widget_id ] ) ? $all[ $widget_id ] : '';
		return 1 === preg_match( '/^col-12 col-md-(?:[1-9]|1[0-2])$/', $width ) ? $width : 'col-12 col-md-12';
	}

	/**
	 * A space-separated class list as a list.
	 *
	 * @param string $classes The classes.
	 * @return string[]
	 */
	private static function classes( string $classes ): array {
		$parts = preg_split( '/\s+/', trim( $classes ) );
		return array_values( array_filter( is_array( $parts ) ? $parts : array() ) );
	}
}
