<?php
/**
 * The link-prefetch island on every front-end page (SPEC §7): same-host links hovered for 150 ms are fetched
 * ahead. No markup of its own; loaded when the browser is idle.
 *
 * WordPress 6.8+ prints speculation rules of its own that prefetch the same links on press; with both, a link
 * could be fetched twice, so the island is the one prefetcher (the filter does not exist before 6.8).
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_footer',
	static function (): void {
		echo yomu_island( 'link-prefetch', array(), '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- no user data.
	},
	5
);

add_filter( 'wp_speculation_rules_configuration', '__return_null' );
