<?php
/**
 * Wires Madara's ad slots: where they print and their settings screen.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

/**
 * Registration only.
 */
final class Ads {

	/**
	 * Hooks every part.
	 */
	public static function register(): void {
		Placement::register();
		SettingsPage::register();
	}
}
