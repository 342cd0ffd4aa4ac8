<?php
/**
 * Premium chapters: Chapter Coin's prices and myCred's ledger, read as they are (MADARA-SITE.md §8.9).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Hooks the premium chapters.
 */
final class Premium {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		BuyAction::register();
		BuyForm::register();
		Badges::register();
		PageMarks::register();
	}
}
