<?php
/**
 * Action wp_manga_reset: mails a password reset link (fields user, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * Answers the same message whether or not the account exists, so it cannot be used to find accounts.
 */
final class ResetRequest {

	public const ACTION = 'wp_manga_reset';

	/**
	 * One mail per account per this many seconds.
	 */
	public const MAIL_INTERVAL = 60;

	/**
	 * The declaration (guests, nonce wp-manga; see Guard::action()).
	 */
	public static function action(): Action {
		return Guard::action( self::ACTION, array( self::class, 'answer' ), array( 'user' => Input::RAW ) + Guard::captcha_fields() );
	}

	/**
	 * The answer for these fields (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$refused = Guard::captcha( $input, 'reset' );
		if ( $refused ) {
			return $refused;
		}
		$typed = trim( $input->text( 'user' ) );
		if ( '' === $typed ) {
			return Answer::error( esc_html__( 'Username or Email cannot be empty', 'yomu-core' ), 400 );
		}
		$user = is_email( $typed ) ? get_user_by( 'email', $typed ) : self::by_login( $typed );
		if ( $user && ! get_transient( 'yomu_reset_sent_' . $user->ID ) ) {
			self::mail( $user );
		}
		return Answer::success( esc_html__( 'If an account matches, a link to reset its password has been sent to its email address.', 'yomu-core' ) );
	}

	/**
	 * The account with this login, or false. A value that sanitizes to nothing (e.g. only markup) is looked up
	 * by nobody: WordPress would query its cache with an empty key.
	 *
	 * @param string $login Typed login.
	 * @return \WP_User|false
	 */
	public static function by_login( string $login ) {
		return '' === sanitize_user( $login ) ? false : get_user_by( 'login', $login );
	}

	/**
	 * The link in the mail: the site's home page opens the reset password form.
	 *
	 * @param string $key   Reset key.
	 * @param string $login User login.
	 */
	public static function link( string $key, string $login ): string {
		return home_url( '?action=rp&key=' . rawurlencode( $key ) . '&login=' . rawurlencode( $login ) );
	}

	/**
	 * Sends the reset mail.
	 *
	 * @param \WP_User $user The account.
	 */
	private static function mail( \WP_User $user ): void {
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return;
		}
		set_transient( 'yomu_reset_sent_' . $user->ID, 1, self::MAIL_INTERVAL );
		$site = wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] Password Reset', 'yomu-core' ), $site );
		$message = implode(
			"\r\n\r\n",
			array(
				/* translators: %s: site name. */
				sprintf( __( 'Someone has requested a password reset for your account on %s.', 'yomu-core' ), $site ),
				/* translators: %s: user login. */
				sprintf( __( 'Username: %s', 'yomu-core' ), $user->user_login ),
				__( 'If this was a mistake, ignore this email and nothing will happen.', 'yomu-core' ),
				__( 'To reset your password, visit the following address:', 'yomu-core' ),
				self::link( $key, $user->user_login ),
			)
		);
		wp_mail( $user->user_email, $subject, $message );
	}
}
