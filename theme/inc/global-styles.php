<?php
/**
 * Global styles (theme.json) in the head.
 *
 * WordPress prints a classic theme's global styles in the footer when block CSS loads per block, which the theme
 * turns on (performance.php). The theme's own CSS reads the theme.json presets (--wp--preset--…), so they must be
 * there before the first paint: the stylesheet is printed in the head instead, whole (variables, body styles and
 * the preset classes blocks use; neither core nor the theme has per-block styles to hold back).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		remove_action( 'wp_footer', 'wp_enqueue_global_styles', 1 );
		$stylesheet = wp_get_global_stylesheet();
		if ( '' === $stylesheet ) {
			return;
		}
		wp_register_style( 'global-styles', false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
		wp_add_inline_style( 'global-styles', $stylesheet );
		wp_enqueue_style( 'global-styles' );
	},
	5
);
