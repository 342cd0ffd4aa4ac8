<?php
/**
 * Connects the theme to the island bundle through php-bridge.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

Yomu\Bridge\Assets::init(
	new Yomu\Bridge\Manifest(
		get_template_directory() . '/dist',
		get_template_directory_uri() . '/dist',
		defined( 'YOMU_VITE_DEV_SERVER' ) ? (string) YOMU_VITE_DEV_SERVER : ''
	),
	'yomu'
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		Yomu\Bridge\PageConfig::set(
			'yomuSite',
			array(
				'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
				'homeUrl'   => home_url( '/' ),
				// The REST API root and, for a signed-in reader only, the REST nonce (api-fetch's middlewares).
				'restUrl'   => esc_url_raw( rest_url() ),
				'restNonce' => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
			)
		);
	}
);
