<?php
/**
 * Keeps pages light: no emoji script, block CSS only for blocks a page really renders. The global styles stay
 * (theme.json presets, printed in the head by global-styles.php).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'should_load_separate_core_block_assets', '__return_true' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_dequeue_style( 'classic-theme-styles' );
	},
	100
);
