<?php
/**
 * Action wp_manga_reset_password: sets a new password from a mailed key (fields user, key, new_password, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * The new_password field is the base64 of the UTF-8 password, decoded strictly; the key works once.
 */
final class ResetPassword {

	public const ACTION = 'wp_manga_reset_password';

	/**
	 * The declaration (guests, nonce wp-manga; refusals as {message}; see Guard::action()).
	 */
	public static function action(): Action {
		return Guard::action(
			self::ACTION,
			array( self::class, 'answer' ),
			array(
				'user'         => Input::RAW,
				'key'          => Input::RAW,
				'new_password' => Input::RAW,
			),
			true
		);
	}

	/**
	 * The answer for these fields (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$login   = $input->text( 'user' );
		$key     = $input->text( 'key' );
		$encoded = $input->text( 'new_password' );
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
		return Answer::success( array( 'message' => esc_html__( 'Your password has been reset. You can sign in now.', 'yomu-core' ) ) );
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
	 */
	private static function error( string $message ): Answer {
		return Answer::error( array( 'message' => esc_html( $message ) ), 400 );
	}
}
