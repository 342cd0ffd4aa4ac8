<?php
/**
 * The link-prefetch island on every front-end page (SPEC §7): same-host links hovered for 150 ms are fetched
 * ahead. No markup of its own; loaded when the browser is idle.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_footer',
	static function (): void {
		echo Yomu\Bridge\Island::render( 'link-prefetch', array(), '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- no user data.
	},
	5
);
