<?php
/**
 * Registers the reader's hooks and admin-ajax actions.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Entry point of the Reader module.
 */
final class Reader {

	/**
	 * Hooks everything.
	 */
	public static function register(): void {
		PageSetup::register();
		DataSaver::register();
		NavAction::register();
		NavigateAction::register();
		HistoryAction::register();
		SettingsAction::register();
		SettingsTab::register();
		OptionsPage::register();
		ReadingDefaultsFields::register();
		Warning::register();
		add_filter( 'yomu_personal_cookies', array( VideoPlayer::class, 'personal_cookie' ) );
	}
}
