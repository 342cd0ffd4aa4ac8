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
		add_action( 'init', array( CoinTable::class, 'maybe_install' ), 2 );
		add_filter( 'yomu_chapter_refusal', array( AccessRule::class, 'refuse' ), 10, 3 );
		BuyAction::register();
		CoinActions::register();
		SettingsPage::register();
		RevenueScreen::register();
		Unlocks::register();
		EarlyAccessPage::register();
		BuyForm::register();
		Badges::register();
		PageMarks::register();
		Files\SealedPages::register();
	}
}
