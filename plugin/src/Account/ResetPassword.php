<?php
/**
 * Action wp_manga_reset_password: sets a new password from a mailed key (fields user, key, new_password, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Ajax\Response;

/**
 * The new_password field is the base64 of the UTF-8 password, decoded strictly; the key works once.
 */
final class ResetPassword {

	public const ACTION = 'wp_manga_reset_password';

	/**
	 * The answer for these fields.
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function answer( array $post ): array {
		$refused = Guard::nonce( $post ) ?? Guard::guest();
		if ( $refused ) {
			return array( false, array( 'message' => $refused[1] ), $refused[2] );
		}
		$login   = Guard::text( $post, 'user' );
		$key     = Guard::text( $post, 'key' );
		$encoded = Guard::text( $post, 'new_password' );
		if ( '' === $login || '' === $key || '' === $encoded ) {
			return self::error( __( 'Please fill in all password fields.', 'yomu-core' ) );
		}
		$password = self::decode( $encoded );
		if ( null === $password ) {
			return self::error( __( 'The new password could not be read. Please type it again.', 'yomu-core' ) );
		}
		if ( mb_strlen( $password, 'UTF-8' ) < SignUp::PASSWORD_MIN ) {
			return self::error( __( 'Password cannot have less than 12 characters', 'yomu-core' ) );
		}
		$user = ResetRequest::by_login( $login ) ? check_password_reset_key( $key, $login ) : false;
		if ( ! $user instanceof \WP_User ) {
			return self::error( __( 'This password reset link is invalid or has expired. Please request a new one.', 'yomu-core' ) );
		}
		reset_password( $user, $password );
		// reset_password() clears the key; make sure it can never be used twice even if a filter kept it.
		wp_update_user(
			array(
				'ID'                  => $user->ID,
				'user_activation_key' => '',
			)
		);
		return array( true, array( 'message' => esc_html__( 'Your password has been reset. You can sign in now.', 'yomu-core' ) ), 200 );
	}

	/**
	 * The password, or null when the value is not canonical base64 of valid UTF-8 without control characters.
	 *
	 * @param string $encoded As sent.
	 */
	public static function decode( string $encoded ): ?string {
		// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions -- the call's contract: the password travels as base64.
		$bytes     = base64_decode( $encoded, true );
		$canonical = false !== $bytes && base64_encode( $bytes ) === $encoded;
		// phpcs:enable
		if ( ! $canonical || ! mb_check_encoding( (string) $bytes, 'UTF-8' ) ) {
			return null;
		}
		return preg_match( '/[\x00-\x1F\x7F]/', (string) $bytes ) ? null : (string) $bytes;
	}

	/**
	 * An error answer.
	 *
	 * @param string $message Message.
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	private static function error( string $message ): array {
		return array( false, array( 'message' => esc_html( $message ) ), 400 );
	}

	/**
	 * Sends the answer for the current request.
	 */
	public static function handle(): void {
		list( $success, $data, $status ) = self::answer( Guard::request() );
		Response::send( $success, $data, $status );
	}
}
