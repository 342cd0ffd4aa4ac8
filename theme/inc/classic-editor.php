<?php
/**
 * The classic editor (the manga screen keeps it, as Madara does) shows theme.json's palette and body styles too:
 * its text-colour picker offers the theme palette and its content area has the front end's font and colours.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'tiny_mce_before_init',
	/**
	 * Adds the theme's presets to a TinyMCE instance.
	 *
	 * @param array<string, mixed> $init TinyMCE settings.
	 * @return array<string, mixed>
	 */
	static function ( $init ) {
		$settings = wp_get_global_settings();
		$palette  = (array) ( $settings['color']['palette']['theme'] ?? array() );
		$colors   = array_column( $palette, 'color', 'slug' );
		$families = array_column( (array) ( $settings['typography']['fontFamilies']['theme'] ?? array() ), 'fontFamily', 'slug' );
		$sizes    = array_column( (array) ( $settings['typography']['fontSizes']['theme'] ?? array() ), 'size', 'slug' );
		if ( ! isset( $colors['base'], $colors['contrast'], $families['system'], $sizes['medium'] ) ) {
			return $init;
		}

		$map = array();
		foreach ( $palette as $color ) {
			$map[] = ltrim( (string) $color['color'], '#' );
			$map[] = (string) $color['name'];
		}
		$init['textcolor_map'] = (string) wp_json_encode( $map );

		// WordPress prints string settings inside double quotes, unescaped: the CSS must hold none.
		$body                  = sprintf(
			'body.mce-content-body{font-family:%1$s;font-size:%2$s;line-height:1.5;color:%3$s;background:%4$s}',
			$families['system'],
			$sizes['medium'],
			$colors['contrast'],
			$colors['base']
		);
		$init['content_style'] = str_replace( array( '"', '\\' ), array( "'", '' ), trim( ( isset( $init['content_style'] ) ? (string) $init['content_style'] : '' ) . ' ' . $body ) );
		return $init;
	}
);
