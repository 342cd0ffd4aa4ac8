<?php
/**
 * CDN base URL: rewriting of the site's static URLs, preconnect hints, the settings field.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cdn;

/**
 * Wiring.
 */
final class Cdn {

	/**
	 * Hooks everything.
	 */
	public static function register(): void {
		add_filter( 'yomu_static_url', array( CdnUrl::class, 'rewrite' ) );
		Hints::register();
		SettingsField::register();
	}
}
