<?php
/**
 * What happens when a site owner deactivates Yomu Core: the site is handed back the way Madara expects it.
 * Yomu's scheduled events stop and the stored rewrite rules (which hold Yomu's routes) are dropped, so the next
 * request rebuilds them from whatever is active then (Madara Core's rules after a switch back). Tables, columns,
 * options and files stay, so reactivating loses nothing; README.md "Switching back to Madara" lists them, and
 * uninstall.php removes what is only Yomu's.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core;

/**
 * Deactivation.
 */
final class Deactivation {

	/**
	 * Runs on plugin deactivation.
	 */
	public static function deactivate(): void {
		self::clear_cron();
		delete_option( 'rewrite_rules' );
		Routing\RewriteFlush::forget();
		// Madara serves chapter files by their URL: the seals go, and a reactivation seals again.
		Premium\Files\LocalSeal::unseal_all();
		Premium\Files\BucketSeal::unseal_all();
		delete_option( Premium\Files\SealSweep::OPTION );
	}

	/**
	 * Unschedules every event whose hook is Yomu's (named yomu_…).
	 */
	public static function clear_cron(): void {
		foreach ( (array) _get_cron_array() as $hooks ) {
			foreach ( array_keys( (array) $hooks ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'yomu_' ) ) {
					wp_unschedule_hook( (string) $hook );
				}
			}
		}
	}
}
