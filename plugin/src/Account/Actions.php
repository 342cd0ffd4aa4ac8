<?php
/**
 * Registers the account calls (admin-ajax) and the account page's parts.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Registrar;

/**
 * Sign-in, sign-up and the password reset are guests' calls; a signed-in user gets a clear "already signed in"
 * answer instead of `0` (see Guard::action()).
 */
final class Actions {

	/**
	 * Hooks every account action.
	 */
	public static function register(): void {
		foreach ( array( SignIn::class, SignUp::class, ResetRequest::class, ResetPassword::class, UserSectionAction::class ) as $handler ) {
			Registrar::declare( array( $handler, 'action' ) );
		}
		HistoryList::register();
		Avatar::register();
		AccountSettings::register();
		Page::register();
	}
}
