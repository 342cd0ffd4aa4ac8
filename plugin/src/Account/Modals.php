<?php
/**
 * The account modals: login (#form-login), sign-up (#form-sign-up), reset request (#form-reset) and
 * reset password (#form-reset-password), with Madara's form ids and field names.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Captcha\Captcha;

/**
 * Server-rendered markup (hidden until the account-modals island opens it) and the island's configuration.
 */
final class Modals {

	/**
	 * The island's props: where to post, the nonce and the translated messages.
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		return array(
			'admin_ajax' => admin_url( 'admin-ajax.php' ),
			'home_url'   => home_url( '/' ),
			'nonce'      => wp_create_nonce( Guard::NONCE_ACTION ),
			'messages'   => array(
				'username_empty'     => __( 'Username cannot be empty', 'yomu-core' ),
				'email_empty'        => __( 'Email cannot be empty', 'yomu-core' ),
				'password_empty'     => __( 'Password cannot be empty', 'yomu-core' ),
				'login_username'     => __( 'Please enter username', 'yomu-core' ),
				'login_password'     => __( 'Please enter password', 'yomu-core' ),
				'login_failed'       => __( 'Invalid username or password', 'yomu-core' ),
				'reset_empty'        => __( 'Username or Email cannot be empty', 'yomu-core' ),
				'passwords_empty'    => __( 'Please fill in all password fields.', 'yomu-core' ),
				'password_short'     => __( 'Password cannot have less than 12 characters', 'yomu-core' ),
				'passwords_mismatch' => __( 'Password does not match. Please try again.', 'yomu-core' ),
				'server_error'       => __( 'Server Error!', 'yomu-core' ),
				'captcha_failed'     => __( 'The captcha could not be loaded. Check your connection and reload the page.', 'yomu-core' ),
			),
		);
	}

	/**
	 * All four modals. The reset password modal is marked to open when the page carries a mailed reset link.
	 */
	public static function render(): string {
		$reset = self::reset_link();
		return self::login() . self::sign_up() . self::reset_request() . self::reset_password( $reset['login'] ?? '', $reset['key'] ?? '', null !== $reset );
	}

	/**
	 * Whether a modal opens as the page loads: the page carries a mailed reset link, so the island is needed at once
	 * (otherwise it loads when a reader reaches for a "Sign in" link).
	 */
	public static function opens_on_load(): bool {
		return null !== self::reset_link();
	}

	/**
	 * The mailed password-reset link's key and login, when the page carries one.
	 *
	 * @return array{key: string, login: string}|null
	 */
	private static function reset_link(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the mailed link carries its own key.
		if ( ! isset( $_GET['action'], $_GET['key'], $_GET['login'] ) || 'rp' !== $_GET['action'] || ! is_string( $_GET['key'] ) || ! is_string( $_GET['login'] ) ) {
			return null;
		}
		return array(
			'key'   => sanitize_text_field( wp_unslash( $_GET['key'] ) ),
			'login' => sanitize_user( wp_unslash( $_GET['login'] ) ),
		);
		// phpcs:enable
	}

	/**
	 * The modal frame.
	 *
	 * @param string $id    Element id.
	 * @param string $title Visible title.
	 * @param string $body  Inner HTML (escaped).
	 * @param bool   $open  Whether the island opens it on load.
	 */
	private static function frame( string $id, string $title, string $body, bool $open = false ): string {
		return sprintf(
			'<div class="modal yomu-modal" id="%1$s" role="dialog" aria-modal="true" aria-labelledby="%1$s-title" tabindex="-1" hidden%5$s>'
			. '<div class="modal-dialog"><div class="modal-content">'
			. '<button type="button" class="close" data-dismiss="modal" aria-label="%2$s"><span aria-hidden="true">&times;</span></button>'
			. '<div class="modal-body"><h2 class="modal-title" id="%1$s-title">%3$s</h2>%4$s</div>'
			. '</div></div></div>',
			esc_attr( $id ),
			esc_attr__( 'Close', 'yomu-core' ),
			esc_html( $title ),
			$body,
			$open ? ' data-open="1"' : ''
		);
	}

	/**
	 * A labelled input.
	 *
	 * @param string $type         Input type.
	 * @param string $name         Field name (also the id).
	 * @param string $label        Label.
	 * @param string $autocomplete Autocomplete hint.
	 */
	private static function field( string $type, string $name, string $label, string $autocomplete ): string {
		return sprintf(
			'<p class="form-field"><label for="%1$s">%2$s</label><input type="%3$s" name="%1$s" id="%1$s" class="input" autocomplete="%4$s"></p>',
			esc_attr( $name ),
			esc_html( $label ),
			esc_attr( $type ),
			esc_attr( $autocomplete )
		);
	}

	/**
	 * A link that switches to another modal (with a real page behind it for no-JS).
	 *
	 * @param string $target Modal id.
	 * @param string $href   Fallback URL.
	 * @param string $label  Text.
	 */
	private static function switch_link( string $target, string $href, string $label ): string {
		return sprintf( '<a href="%1$s" data-yomu-switch="%2$s">%3$s</a>', esc_url( $href ), esc_attr( $target ), esc_html( $label ) );
	}

	/**
	 * The captcha widget when the form is protected (see Captcha\Captcha), then the submit button.
	 *
	 * @param string $label Text.
	 * @param string $form  Captcha form name (login, signup, reset); '' for none.
	 */
	private static function submit( string $label, string $form = '' ): string {
		return ( '' === $form ? '' : Captcha::widget( $form ) ) . '<p class="submit"><button type="submit" class="button wp-submit">' . esc_html( $label ) . '</button></p>';
	}

	/**
	 * The login modal.
	 */
	private static function login(): string {
		$body  = '<p class="message login" role="alert" aria-live="assertive"></p>';
		$body .= '<form name="loginform" id="loginform" method="post" action="' . esc_url( wp_login_url() ) . '" novalidate>';
		$body .= self::field( 'text', 'log', __( 'Username or Email Address', 'yomu-core' ), 'username' );
		$body .= self::field( 'password', 'pwd', __( 'Password', 'yomu-core' ), 'current-password' );
		$body .= '<p class="forgetmenot"><label><input name="rememberme" type="checkbox" id="rememberme" value="forever"> ' . esc_html__( 'Remember Me', 'yomu-core' ) . '</label></p>';
		$body .= '<input type="hidden" name="bookmarking" value="0">';
		$body .= self::submit( __( 'Log In', 'yomu-core' ), 'login' );
		$body .= '</form><p class="nav-links">' . self::switch_link( 'form-reset', wp_lostpassword_url(), __( 'Lost your password?', 'yomu-core' ) );
		if ( get_option( 'users_can_register' ) ) {
			$body .= ' ' . self::switch_link( 'form-sign-up', wp_registration_url(), __( 'Sign up', 'yomu-core' ) );
		}
		return self::frame( 'form-login', __( 'Sign in', 'yomu-core' ), $body . '</p>' );
	}

	/**
	 * The sign-up modal (only when the site allows registration).
	 */
	private static function sign_up(): string {
		if ( ! get_option( 'users_can_register' ) ) {
			return '';
		}
		$body  = '<p class="message register" role="alert" aria-live="assertive"></p>';
		$body .= '<form name="registerform" id="registerform" method="post" action="' . esc_url( wp_registration_url() ) . '" novalidate>';
		$body .= self::field( 'text', 'user_sign-up', __( 'Username', 'yomu-core' ), 'username' );
		$body .= self::field( 'email', 'email_sign-up', __( 'Email Address', 'yomu-core' ), 'email' );
		$body .= self::field( 'password', 'pass_sign-up', __( 'Password (at least 12 characters)', 'yomu-core' ), 'new-password' );
		$body .= self::submit( __( 'Register', 'yomu-core' ), 'signup' );
		$body .= '</form><p class="nav-links">' . self::switch_link( 'form-login', wp_login_url(), __( 'Already have an account? Sign in', 'yomu-core' ) ) . '</p>';
		return self::frame( 'form-sign-up', __( 'Sign up', 'yomu-core' ), $body );
	}

	/**
	 * The reset request modal.
	 */
	private static function reset_request(): string {
		$body  = '<p class="message reset" role="alert" aria-live="assertive"></p>';
		$body .= '<form name="resetform" id="resetform" method="post" action="' . esc_url( wp_lostpassword_url() ) . '" novalidate>';
		$body .= self::field( 'text', 'user_reset', __( 'Username or Email Address', 'yomu-core' ), 'username' );
		$body .= self::submit( __( 'Get New Password', 'yomu-core' ), 'reset' );
		$body .= '</form><p class="nav-links">' . self::switch_link( 'form-login', wp_login_url(), __( 'Back to sign in', 'yomu-core' ) ) . '</p>';
		return self::frame( 'form-reset', __( 'Lost your password?', 'yomu-core' ), $body );
	}

	/**
	 * The reset password modal.
	 *
	 * @param string $login From the mailed link.
	 * @param string $key   From the mailed link.
	 * @param bool   $open  Whether the page was opened from the link.
	 */
	private static function reset_password( string $login, string $key, bool $open ): string {
		$body  = '<p class="message resetpass" role="alert" aria-live="assertive"></p>';
		$body .= '<form name="resetpasswordform" id="resetpasswordform" method="post" action="' . esc_url( wp_lostpassword_url() ) . '" novalidate>';
		$body .= self::field( 'password', 'pass_1', __( 'New password (at least 12 characters)', 'yomu-core' ), 'new-password' );
		$body .= self::field( 'password', 'pass_2', __( 'Repeat the new password', 'yomu-core' ), 'new-password' );
		$body .= '<input type="hidden" name="user" value="' . esc_attr( $login ) . '">';
		$body .= '<input type="hidden" name="key" value="' . esc_attr( $key ) . '">';
		$body .= self::submit( __( 'Reset Password', 'yomu-core' ) );
		$body .= '</form>';
		return self::frame( 'form-reset-password', __( 'Reset your password', 'yomu-core' ), $body, $open );
	}
}
