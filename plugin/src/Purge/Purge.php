<?php
/**
 * Page cache purge: content changes gather the affected URLs (ContentEvents, AffectedUrls), one
 * `yomu_purge_urls` action hands them over at shutdown (Queue), and the nginx integration listens when
 * configured (NginxPurge).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Purge;

/**
 * Wiring.
 */
final class Purge {

	/**
	 * Hooks everything.
	 */
	public static function register(): void {
		ContentEvents::register();
		NginxPurge::register();
	}
}
