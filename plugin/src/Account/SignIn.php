<?php
/**
 * Action wp_manga_signin: signs a guest in (fields login, pass, rememberme, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * Unlike Madara, the nonce is checked before the credentials, and failures are rate-limited.
 */
final class SignIn {

	public const ACTION = 'wp_manga_signin';

	/**
	 * The declaration (guests, nonce wp-manga; see Guard::action()).
	 */
	public static function action(): Action {
		return Guard::action(
			self::ACTION,
			array( self::class, 'answer' ),
			array(
				'login'      => Input::RAW,
				'pass'       => Input::RAW,
				'rememberme' => Input::RAW,
			) + Guard::captcha_fields()
		);
	}

	/**
	 * The answer for these fields (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$refused = Guard::captcha( $input, 'login' );
		if ( $refused ) {
			return $refused;
		}
		$login = trim( $input->text( 'login' ) );
		$pass  = $input->text( 'pass' );
		if ( '' === $login || '' === $pass ) {
			return Answer::error( __( 'Please enter your username and password.', 'yomu-core' ), 400 );
		}
		if ( LoginLimiter::blocked( $login ) ) {
			return Answer::error( __( 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', 'yomu-core' ), 429 );
		}
		$remember = in_array( $input->text( 'rememberme' ), array( '1', 'true', 'forever', 'on' ), true );
		$user     = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $pass,
				'remember'      => $remember,
			),
			is_ssl()
		);
		if ( is_wp_error( $user ) ) {
			LoginLimiter::failed( $login );
			// One message for every failure, so the answer does not tell which usernames exist.
			return Answer::error( __( 'Invalid username or password', 'yomu-core' ), 401 );
		}
		LoginLimiter::succeeded( $login );
		wp_set_current_user( $user->ID );
		$lifetime = $remember ? 1209600 : Token::LIFETIME;
		return Answer::success(
			array(
				'id'    => $user->ID,
				'token' => Token::issue( $user->ID, $lifetime ),
			)
		);
	}
}
