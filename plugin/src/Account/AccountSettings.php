<?php
/**
 * The account settings form: display name, e-mail (needs the current password) and password change.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Back;

/**
 * A plain form posted to admin-post.php (action yomu_account_settings); the result comes back as ?account=CODE.
 */
final class AccountSettings {

	public const NONCE = 'yomu_account_settings';

	/**
	 * Hooks the form handler.
	 */
	public static function register(): void {
		add_action( 'admin_post_yomu_account_settings', array( self::class, 'handle' ) );
	}

	/**
	 * Applies the fields for the current user; returns a result code (see messages()).
	 *
	 * @param array<string, mixed> $post Request fields (unslashed).
	 */
	public static function apply( array $post ): string {
		$nonce = Guard::text( $post, '_wpnonce' );
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return 'expired';
		}
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return 'signed_out';
		}
		$name     = sanitize_text_field( Guard::text( $post, 'display_name' ) );
		$email    = trim( Guard::text( $post, 'user_email' ) );
		$current  = Guard::text( $post, 'current_password' );
		$new      = Guard::text( $post, 'new_password' );
		$repeated = Guard::text( $post, 'new_password_2' );
		$changes  = array( 'ID' => $user->ID );

		if ( '' !== $name && $name !== $user->display_name ) {
			$changes['display_name'] = mb_substr( $name, 0, 250 );
		}
		$email_changes    = '' !== $email && strtolower( $email ) !== strtolower( $user->user_email );
		$password_changes = '' !== $new || '' !== $repeated;
		if ( $email_changes || $password_changes ) {
			if ( '' === $current || ! wp_check_password( $current, $user->user_pass, $user->ID ) ) {
				return 'wrong_password';
			}
		}
		if ( $email_changes ) {
			if ( ! is_email( $email ) ) {
				return 'bad_email';
			}
			$owner = email_exists( $email );
			if ( $owner && (int) $owner !== $user->ID ) {
				return 'email_taken';
			}
			$changes['user_email'] = $email;
		}
		if ( $password_changes ) {
			if ( $new !== $repeated ) {
				return 'mismatch';
			}
			if ( mb_strlen( $new ) < SignUp::PASSWORD_MIN ) {
				return 'short';
			}
			$changes['user_pass'] = $new;
		}
		if ( 1 === count( $changes ) ) {
			return 'unchanged';
		}
		$result = wp_update_user( $changes );
		if ( is_wp_error( $result ) ) {
			return 'failed';
		}
		if ( isset( $changes['user_pass'] ) ) {
			// wp_update_user() ends the sessions of a changed password; keep this browser signed in.
			wp_set_auth_cookie( $user->ID, false, is_ssl() );
		}
		return 'saved';
	}

	/**
	 * Messages by result code.
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		return array(
			'saved'          => __( 'Your account settings have been saved.', 'yomu-core' ),
			'unchanged'      => __( 'Nothing was changed.', 'yomu-core' ),
			'expired'        => __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ),
			'signed_out'     => __( 'Please sign in again.', 'yomu-core' ),
			'wrong_password' => __( 'Enter your current password to change your email address or password.', 'yomu-core' ),
			'bad_email'      => __( 'The email address is not valid.', 'yomu-core' ),
			'email_taken'    => __( 'This email address is already registered.', 'yomu-core' ),
			'mismatch'       => __( 'Password does not match. Please try again.', 'yomu-core' ),
			'short'          => __( 'Password cannot have less than 12 characters', 'yomu-core' ),
			'failed'         => __( 'Your account settings could not be saved.', 'yomu-core' ),
		);
	}

	/**
	 * The form, with the result of the last submission.
	 *
	 * @param \WP_User $user The user.
	 */
	public static function form( \WP_User $user ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a message to show.
		$code     = isset( $_GET['account'] ) && is_string( $_GET['account'] ) ? sanitize_key( $_GET['account'] ) : '';
		$messages = self::messages();
		$html     = '<section class="yomu-settings"><h2>' . esc_html__( 'Account Settings', 'yomu-core' ) . '</h2>';
		if ( isset( $messages[ $code ] ) ) {
			$html .= '<p class="message ' . ( 'saved' === $code ? 'success' : 'error' ) . '" role="status">' . esc_html( $messages[ $code ] ) . '</p>';
		}
		$html  .= '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" class="yomu-settings__form">';
		$html  .= '<input type="hidden" name="action" value="yomu_account_settings">' . wp_nonce_field( self::NONCE, '_wpnonce', true, false );
		$fields = array(
			array( 'text', 'display_name', __( 'Display name', 'yomu-core' ), $user->display_name, 'nickname' ),
			array( 'email', 'user_email', __( 'Email Address', 'yomu-core' ), $user->user_email, 'email' ),
			array( 'password', 'current_password', __( 'Current password (needed to change the email or password)', 'yomu-core' ), '', 'current-password' ),
			array( 'password', 'new_password', __( 'New password (at least 12 characters)', 'yomu-core' ), '', 'new-password' ),
			array( 'password', 'new_password_2', __( 'Repeat the new password', 'yomu-core' ), '', 'new-password' ),
		);
		foreach ( $fields as $field ) {
			$html .= sprintf(
				'<p class="yomu-settings__field"><label for="yomu-%2$s">%3$s</label><input type="%1$s" id="yomu-%2$s" class="yomu-settings__input" name="%2$s" value="%4$s" autocomplete="%5$s"></p>',
				esc_attr( $field[0] ),
				esc_attr( $field[1] ),
				esc_html( $field[2] ),
				esc_attr( $field[3] ),
				esc_attr( $field[4] )
			);
		}
		return $html . '<button type="submit" class="yomu-settings__submit">' . esc_html__( 'Save changes', 'yomu-core' ) . '</button></form></section>';
	}

	/**
	 * The form handler: applies and goes back with the result code.
	 */
	public static function handle(): void {
		$fields = array_fill_keys( array( '_wpnonce', 'display_name', 'user_email', 'current_password', 'new_password', 'new_password_2' ), Input::RAW );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- apply() checks the nonce first.
		$code = self::apply( ( new Input( $fields, wp_unslash( $_POST ) ) )->all() );
		$back = Back::url( Page::url( 'account-settings' ) );
		wp_safe_redirect( add_query_arg( 'account', $code, remove_query_arg( 'account', $back ? $back : home_url( '/' ) ) ) );
		exit;
	}
}
