<?php
/**
 * Saving a reader's display settings: the admin-ajax action `yomu_reader_settings` (from the reader toolbar)
 * and the admin-post form of the account page's "Reader settings" tab. Signed-in readers only, with the nonce
 * yomu_reader_settings; guests keep their settings in the cookie the reader script writes.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Account\Page;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * {success:true, data:{settings}} or {success:false, data:{message}}; the form redirects back to the tab.
 */
final class SettingsAction {

	public const ACTION = 'yomu_reader_settings';
	public const NONCE  = 'yomu_reader_settings';

	/**
	 * Registers the ajax action (guests get an error answer) and the form handler.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle_form' ) );
	}

	/**
	 * The declaration: members with the nonce (field nonce); settings[mode|direction|fit…] ('' = auto).
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, static fn( Input $input ): Answer => self::answer( $input, get_current_user_id() ) ) )
			->nonce( 'nonce', self::NONCE )
			->for( Action::MEMBERS, static fn (): Answer => Answer::error( array( 'message' => __( 'Please sign in to save your reader settings.', 'yomu-core' ) ), 403 ) )
			->fields( array( 'settings' => Input::MAP ) );
	}

	/**
	 * Checks the settings and saves them (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input   The request fields.
	 * @param int   $user_id Current user.
	 */
	public static function answer( Input $input, int $user_id ): Answer {
		$raw = $input->list( 'settings' );
		if ( ! $input->has( 'settings' ) ) {
			return self::invalid();
		}
		foreach ( $raw as $field => $value ) {
			if ( ! isset( ReaderSettings::CHOICES[ $field ] ) || ( '' !== $value && ! in_array( $value, ReaderSettings::CHOICES[ $field ], true ) ) ) {
				return self::invalid();
			}
		}
		$settings = ReaderSettings::clean( $raw );
		ReaderSettings::save_for_user( $user_id, $settings );
		return Answer::success( array( 'settings' => (object) $settings ) );
	}

	/**
	 * The answer to settings that are not valid.
	 */
	private static function invalid(): Answer {
		return Answer::error( array( 'message' => __( 'Invalid reader settings.', 'yomu-core' ) ), 400 );
	}

	/**
	 * The account form (admin-post, members only): the same checks with its _wpnonce, then back to the tab with
	 * ?reader-settings=saved or an error code.
	 */
	public static function handle_form(): void {
		$fields          = (array) wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the Registrar checks it, as the action declares.
		$fields['nonce'] = $fields['_wpnonce'] ?? '';
		$success         = Registrar::call( self::ACTION, $fields )->success;
		$back            = Page::url( SettingsTab::TAB );
		wp_safe_redirect( add_query_arg( 'reader-settings', $success ? 'saved' : 'error', '' !== $back ? $back : home_url( '/' ) ) );
		exit;
	}
}
