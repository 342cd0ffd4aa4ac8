<?php
/**
 * Wires cookie consent: the overlays, the held-back embeds, the consent log and its admin page.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Registration only.
 */
final class Consent {

	/**
	 * Hooks every part.
	 */
	public static function register(): void {
		add_action( 'init', array( LogTable::class, 'maybe_install' ), 5 );
		add_action( 'wp_footer', array( Banner::class, 'print' ), 20 );
		Blocker::register();
		LogEndpoint::register();
		LogExport::register();
		AdminPage::register();
	}
}
