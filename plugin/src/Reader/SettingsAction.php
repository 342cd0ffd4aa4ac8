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
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle_form' ) );
	}

	/**
	 * Checks and saves.
	 *
	 * @param array<string, mixed> $request Fields, unslashed: nonce, and settings[mode|direction|fit] ('' = auto).
	 * @param int                  $user_id Current user.
	 * @return array{0: bool, 1: array<string, mixed>, 2: int}
	 */
	public static function answer( array $request, int $user_id ): array {
		$nonce = isset( $request['nonce'] ) && is_string( $request['nonce'] ) ? $request['nonce'] : '';
		if ( $user_id < 1 ) {
			return array( false, array( 'message' => __( 'Please sign in to save your reader settings.', 'yomu-core' ) ), 403 );
		}
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return array( false, array( 'message' => __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ) ), 403 );
		}
		$raw = $request['settings'] ?? null;
		if ( ! is_array( $raw ) ) {
			return array( false, array( 'message' => __( 'Invalid reader settings.', 'yomu-core' ) ), 400 );
		}
		foreach ( $raw as $field => $value ) {
			$known = isset( ReaderSettings::CHOICES[ $field ] );
			if ( ! $known || ! is_string( $value ) || ( '' !== $value && ! in_array( $value, ReaderSettings::CHOICES[ $field ], true ) ) ) {
				return array( false, array( 'message' => __( 'Invalid reader settings.', 'yomu-core' ) ), 400 );
			}
		}
		$settings = ReaderSettings::clean( $raw );
		ReaderSettings::save_for_user( $user_id, $settings );
		return array( true, array( 'settings' => (object) $settings ), 200 );
	}

	/**
	 * Sends the ajax answer.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in answer().
		list( $success, $data, $status ) = self::answer( (array) wp_unslash( $_POST ), get_current_user_id() );
		\Yomu\Core\Ajax\Response::send( $success, $data, $status );
	}

	/**
	 * The account form: saves, then returns to the tab with ?reader-settings=saved or an error code.
	 */
	public static function handle_form(): void {
		$fields          = (array) wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in answer().
		$fields['nonce'] = $fields['_wpnonce'] ?? '';
		list( $success ) = self::answer( $fields, get_current_user_id() );
		$back            = Page::url( SettingsTab::TAB );
		wp_safe_redirect( add_query_arg( 'reader-settings', $success ? 'saved' : 'error', '' !== $back ? $back : home_url( '/' ) ) );
		exit;
	}
}
