<?php
/**
 * Action wp_manga_signup: creates an account (fields user_login, user_email, user_pass, nonce).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * Refused (403) when the site does not allow registration; the new user gets the site's default role.
 */
final class SignUp {

	public const ACTION = 'wp_manga_signup';

	public const PASSWORD_MIN = 12;

	/**
	 * The declaration (guests, nonce wp-manga; see Guard::action()).
	 */
	public static function action(): Action {
		return Guard::action(
			self::ACTION,
			array( self::class, 'answer' ),
			array(
				'user_login' => Input::RAW,
				'user_email' => Input::RAW,
				'user_pass'  => Input::RAW,
			) + Guard::captcha_fields()
		);
	}

	/**
	 * The answer for these fields (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		if ( ! get_option( 'users_can_register' ) ) {
			return Answer::error( esc_html__( 'Registration is closed on this site.', 'yomu-core' ), 403 );
		}
		$refused = Guard::captcha( $input, 'signup' );
		if ( $refused ) {
			return $refused;
		}
		$problem = self::problem( $input );
		if ( '' !== $problem ) {
			return Answer::error( esc_html( $problem ), 400 );
		}
		$id = wp_insert_user(
			array(
				'user_login' => trim( $input->text( 'user_login' ) ),
				'user_email' => trim( $input->text( 'user_email' ) ),
				'user_pass'  => $input->text( 'user_pass' ),
				'role'       => get_option( 'default_role', 'subscriber' ),
			)
		);
		if ( is_wp_error( $id ) ) {
			return Answer::error( esc_html( $id->get_error_message() ), 400 );
		}
		do_action( 'register_new_user', $id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the core hook: new-user mails and other plugins.
		return Answer::success( esc_html__( 'Registration successful! You can sign in now.', 'yomu-core' ) );
	}

	/**
	 * The first problem with the fields, in the order the form checks them; '' when there is none.
	 *
	 * @param Input $input The request fields.
	 */
	private static function problem( Input $input ): string {
		$login = trim( $input->text( 'user_login' ) );
		$email = trim( $input->text( 'user_email' ) );
		$pass  = $input->text( 'user_pass' );
		// Closures: each check runs only when the ones before it passed (username_exists needs a valid name).
		$rules = array(
			'Username cannot be empty' => fn() => '' === $login,
			'Email cannot be empty'    => fn() => '' === $email,
			'Password cannot be empty' => fn() => '' === $pass,
			'username invalid'         => fn() => ! validate_username( $login ) || sanitize_user( $login, true ) !== $login || mb_strlen( $login ) > 60,
			'email invalid'            => fn() => ! is_email( $email ),
			'password short'           => fn() => mb_strlen( $pass ) < self::PASSWORD_MIN,
			'username taken'           => fn() => (bool) username_exists( $login ),
			'email taken'              => fn() => (bool) email_exists( $email ),
		);
		foreach ( $rules as $rule => $fails ) {
			if ( $fails() ) {
				return self::message( $rule );
			}
		}
		return '';
	}

	/**
	 * The translated message of a rule.
	 *
	 * @param string $rule Rule name.
	 */
	private static function message( string $rule ): string {
		$messages = array(
			'Username cannot be empty' => __( 'Username cannot be empty', 'yomu-core' ),
			'Email cannot be empty'    => __( 'Email cannot be empty', 'yomu-core' ),
			'Password cannot be empty' => __( 'Password cannot be empty', 'yomu-core' ),
			'username invalid'         => __( 'This username is invalid because it uses illegal characters. Please enter a valid username.', 'yomu-core' ),
			'email invalid'            => __( 'The email address is not valid.', 'yomu-core' ),
			'password short'           => __( 'Password cannot have less than 12 characters', 'yomu-core' ),
			'username taken'           => __( 'This username is already registered. Please choose another one.', 'yomu-core' ),
			'email taken'              => __( 'This email address is already registered.', 'yomu-core' ),
		);
		return $messages[ $rule ];
	}
}
