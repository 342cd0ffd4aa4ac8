<?php
/**
 * Action wp_manga_signin: signs a guest in (fields login, pass, rememberme, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Ajax\Response;

/**
 * Unlike Madara, the nonce is checked before the credentials, and failures are rate-limited.
 */
final class SignIn {

	public const ACTION = 'wp_manga_signin';

	/**
	 * The answer for these fields.
	 *
	 * @param array<string, mixed> $post The request fields (unslashed).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function answer( array $post ): array {
		$refused = Guard::nonce( $post ) ?? Guard::guest() ?? Guard::captcha( $post, 'login' );
		if ( $refused ) {
			return $refused;
		}
		$login = trim( Guard::text( $post, 'login' ) );
		$pass  = Guard::text( $post, 'pass' );
		if ( '' === $login || '' === $pass ) {
			return array( false, __( 'Please enter your username and password.', 'yomu-core' ), 400 );
		}
		if ( LoginLimiter::blocked( $login ) ) {
			return array( false, __( 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', 'yomu-core' ), 429 );
		}
		$remember = in_array( Guard::text( $post, 'rememberme' ), array( '1', 'true', 'forever', 'on' ), true );
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
			return array( false, __( 'Invalid username or password', 'yomu-core' ), 401 );
		}
		LoginLimiter::succeeded( $login );
		wp_set_current_user( $user->ID );
		$lifetime = $remember ? 1209600 : Token::LIFETIME;
		return array(
			true,
			array(
				'id'    => $user->ID,
				'token' => Token::issue( $user->ID, $lifetime ),
			),
			200,
		);
	}

	/**
	 * Sends the answer for the current request.
	 */
	public static function handle(): void {
		list( $success, $data, $status ) = self::answer( Guard::request() );
		Response::send( $success, $data, $status );
	}
}
