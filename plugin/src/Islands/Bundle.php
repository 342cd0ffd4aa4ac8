<?php
/**
 * The island bundle on every front-end page, whatever the active theme: the plugin ships php-bridge and the built
 * islands (plugin/dist), so its own islands (consent, adult gate, analytics, blocks) mount under any theme, and the
 * Yomu theme renders its islands through the same bridge.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Islands;

use Yomu\Bridge\Assets;
use Yomu\Bridge\Manifest;
use Yomu\Bridge\PageConfig;

/**
 * Connects the build to WordPress through php-bridge.
 */
final class Bundle {

	/**
	 * Hooks the loader, its styles, the string catalogue and the site config.
	 */
	public static function register(): void {
		Assets::init(
			new Manifest(
				YOMU_CORE_DIR . '/dist',
				plugins_url( 'dist', YOMU_CORE_FILE ),
				defined( 'YOMU_VITE_DEV_SERVER' ) ? (string) YOMU_VITE_DEV_SERVER : ''
			),
			// The islands' strings are the plugin's, like the build (scripts/i18n.mjs).
			'yomu-core'
		);
		add_action( 'wp_enqueue_scripts', array( self::class, 'site_config' ) );
		// Printed only on the admin screens that render islands (Assets::enqueue_admin).
		add_action( 'admin_enqueue_scripts', array( self::class, 'site_config' ) );
	}

	/**
	 * Where the islands' typed client sends its requests: admin-ajax, the REST API root and, for a signed-in reader
	 * only, the REST nonce (api-fetch's middlewares).
	 */
	public static function site_config(): void {
		PageConfig::set(
			'yomuSite',
			array(
				'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
				'homeUrl'   => home_url( '/' ),
				'restUrl'   => esc_url_raw( rest_url() ),
				'restNonce' => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
			)
		);
	}
}
