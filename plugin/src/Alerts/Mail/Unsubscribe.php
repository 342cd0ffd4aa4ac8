<?php
/**
 * The one-click unsubscribe of the new-chapter e-mails: a link signed for one reader (HMAC with the site's
 * salt), which works signed out, from the e-mail's body (GET) and from mail programs' own button (POST,
 * RFC 8058's List-Unsubscribe-Post). It only ever turns the e-mails off, so a forged or replayed link can do no
 * more than that, and only with a valid signature.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts\Mail;

/**
 * The link and its handler.
 */
final class Unsubscribe {

	public const ACTION = 'yomu_alerts_unsubscribe';

	/**
	 * Hooks the handler for signed-in and signed-out visitors.
	 */
	public static function register(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The reader's unsubscribe link.
	 *
	 * @param int $user_id The reader.
	 */
	public static function url( int $user_id ): string {
		return add_query_arg(
			array(
				'action' => self::ACTION,
				'user'   => $user_id,
				'key'    => self::key( $user_id ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The signature of a reader's link.
	 *
	 * @param int $user_id The reader.
	 */
	public static function key( int $user_id ): string {
		return hash_hmac( 'sha256', 'yomu-alerts-unsubscribe|' . $user_id, wp_salt( 'auth' ) );
	}

	/**
	 * Turns the reader's e-mails off when the link's signature is right, and says so.
	 */
	public static function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signature is the check (the link is opened from an e-mail, signed out).
		$raw = isset( $_REQUEST['user'] ) && is_string( $_REQUEST['user'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['user'] ) ) : '';
		// A user ID in digits only, within an int (absint() of PHP_INT_MIN is a float).
		$user = ctype_digit( $raw ) && strlen( $raw ) <= 18 ? (int) $raw : 0;
		$key  = isset( $_REQUEST['key'] ) && is_string( $_REQUEST['key'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['key'] ) ) : '';
		// phpcs:enable
		if ( $user < 1 || ! hash_equals( self::key( $user ), $key ) || ! get_userdata( $user ) ) {
			wp_die( esc_html__( 'This unsubscribe link is not valid.', 'yomu-core' ), esc_html__( 'Unsubscribe', 'yomu-core' ), array( 'response' => 403 ) );
		}
		Preference::set( $user, '' );
		wp_die( esc_html__( 'You will get no more e-mails about new chapters. You can turn them on again on your account page.', 'yomu-core' ), esc_html__( 'Unsubscribe', 'yomu-core' ), array( 'response' => 200 ) );
	}
}
