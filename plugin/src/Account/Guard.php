<?php
/**
 * Checks shared by the account calls: the nonce first, then the visitor's state.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * Each method returns null when the check passes, or the [success, data, status] error answer.
 */
final class Guard {

	public const NONCE_ACTION = 'wp-manga';

	/**
	 * The nonce field `nonce` must be valid for action wp-manga. Checked before anything else happens.
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @return array{0: bool, 1: mixed, 2: int}|null
	 */
	public static function nonce( array $post ): ?array {
		$nonce = isset( $post['nonce'] ) && is_string( $post['nonce'] ) ? $post['nonce'] : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return array( false, __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ), 403 );
		}
		return null;
	}

	/**
	 * Guests only: signing in, signing up and resetting are refused to a signed-in reader.
	 *
	 * @return array{0: bool, 1: mixed, 2: int}|null
	 */
	public static function guest(): ?array {
		if ( is_user_logged_in() ) {
			return array( false, __( 'You are already signed in.', 'yomu-core' ), 400 );
		}
		return null;
	}

	/**
	 * The captcha answer, when a captcha provider is active (filter yomu_account_captcha_passes, which gets the
	 * fields and the form: login, signup or reset; see Yomu\Core\Captcha\Captcha).
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @param string               $form Which account form sent them.
	 * @return array{0: bool, 1: mixed, 2: int}|null
	 */
	public static function captcha( array $post, string $form ): ?array {
		if ( ! apply_filters( 'yomu_account_captcha_passes', true, $post, $form ) ) {
			return array( false, __( 'Please complete the captcha.', 'yomu-core' ), 400 );
		}
		return null;
	}

	/**
	 * A text field: the string sent, or '' when it is missing or not a string (arrays are refused).
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @param string               $key  Field name.
	 */
	public static function text( array $post, string $key ): string {
		return isset( $post[ $key ] ) && is_string( $post[ $key ] ) ? $post[ $key ] : '';
	}

	/**
	 * The unslashed POST fields of the current request.
	 *
	 * @return array<string, mixed>
	 */
	public static function request(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- every handler checks the nonce first through nonce().
		return wp_unslash( $_POST );
	}
}
