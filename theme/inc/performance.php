<?php
/**
 * Keeps pages light: no emoji script, block CSS only for blocks a page really renders. The global styles stay
 * (theme.json presets, printed in the head by global-styles.php). An image chapter's page leaves out even
 * WordPress's common block rules (wp-block-library, 1.1 KB gzip) until a block is drawn on it (a block widget in a
 * sidebar), which then brings them with the late styles: the chapter itself is no block (a text chapter's body may
 * hold some), and the reader's HTML
 * (DESIGN.md §7: 14 KB gzip) has no room for rules nothing on it uses.
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
		if ( yomu_is_reading_page() && 'text' !== yomu_critical_kind() ) {
			wp_dequeue_style( 'wp-block-library' );
			add_filter( 'render_block', 'yomu_block_library_once_drawn' );
		}
	},
	100
);

/**
 * Brings the common block rules back once a block is drawn on a page that left them out.
 *
 * @param string $html The block's HTML (returned as it is).
 */
function yomu_block_library_once_drawn( string $html ): string {
	remove_filter( 'render_block', 'yomu_block_library_once_drawn' );
	wp_enqueue_style( 'wp-block-library' );
	return $html;
}
