<?php
/**
 * Registers the account calls (admin-ajax) for guests and signed-in users.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * Signed-in users reach the same handlers so they get a clear "already signed in" answer instead of `0`.
 */
final class Actions {

	/**
	 * Hooks every account action.
	 */
	public static function register(): void {
		foreach ( array( SignIn::class, SignUp::class, ResetRequest::class, ResetPassword::class ) as $handler ) {
			add_action( 'wp_ajax_' . $handler::ACTION, array( $handler, 'handle' ) );
			add_action( 'wp_ajax_nopriv_' . $handler::ACTION, array( $handler, 'handle' ) );
		}
		HistoryList::register();
		Avatar::register();
		AccountSettings::register();
		Page::register();
	}
}
