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
