<?php
/**
 * The theme needs Yomu Core: without it, pages still render and admins see a notice.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the Yomu Core plugin is active.
 */
function yomu_core_active(): bool {
	return defined( 'YOMU_CORE_VERSION' );
}

/**
 * An island's mount point through Yomu Core's php-bridge, or its no-JS fallback alone without the plugin.
 *
 * @param string                $name     Island folder name under src/islands/.
 * @param array<string, mixed>  $props    JSON-serialisable props.
 * @param string                $fallback Escaped HTML shown without JavaScript.
 * @param string                $load     When to load: eager, idle, visible or interaction.
 * @param array<string, string> $wake    For interaction: the selector and event that ask for it from elsewhere.
 */
function yomu_island( string $name, array $props = array(), string $fallback = '', string $load = 'idle', array $wake = array() ): string {
	return class_exists( Yomu\Bridge\Island::class ) ? Yomu\Bridge\Island::render( $name, $props, $fallback, $load, 'div', $wake ) : $fallback;
}

add_action(
	'admin_notices',
	static function (): void {
		if ( yomu_core_active() || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'The Yomu theme needs the Yomu Core plugin. Install and activate it to show manga and chapters.', 'yomu' )
		);
	}
);
