<?php
/**
 * A reader's choice of new-chapter e-mails (beyond Madara): none (the default), one e-mail as soon as chapters
 * come out, or one a day. Stored in user meta yomu_alerts_email; set on the account page's settings tab.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts\Mail;

use Yomu\Core\Http\Back;
use Yomu\Core\Http\FormNonce;

/**
 * The setting, its form and the form's handler.
 */
final class Preference {

	public const META    = 'yomu_alerts_email';
	public const INSTANT = 'instant';
	public const DAILY   = 'daily';

	private const NONCE = 'yomu-alerts-email';

	/**
	 * Hooks the form's handler.
	 */
	public static function register(): void {
		add_action( 'admin_post_yomu_alerts_email', array( self::class, 'handle' ) );
		add_filter( 'yomu_account_settings_sections', array( self::class, 'section' ), 10, 2 );
	}

	/**
	 * The reader's choice: instant, daily or ''.
	 *
	 * @param int $user_id The reader.
	 */
	public static function of( int $user_id ): string {
		$value = (string) get_user_meta( $user_id, self::META, true );
		return in_array( $value, array( self::INSTANT, self::DAILY ), true ) ? $value : '';
	}

	/**
	 * Sets the reader's choice ('' stops the e-mails).
	 *
	 * @param int    $user_id The reader.
	 * @param string $value   instant, daily or ''.
	 */
	public static function set( int $user_id, string $value ): void {
		if ( in_array( $value, array( self::INSTANT, self::DAILY ), true ) ) {
			update_user_meta( $user_id, self::META, $value );
		} else {
			delete_user_meta( $user_id, self::META );
			delete_user_meta( $user_id, Digest::PENDING );
		}
	}

	/**
	 * The account settings tab's filter: adds the form.
	 *
	 * @param mixed $html Sections so far.
	 * @param mixed $user The user.
	 */
	public static function section( $html, $user ): string {
		return ( is_string( $html ) ? $html : '' ) . self::form( (int) $user );
	}

	/**
	 * The form on the account page's settings tab.
	 *
	 * @param int $user_id The reader.
	 */
	public static function form( int $user_id ): string {
		$current = self::of( $user_id );
		$choices = array(
			''            => __( 'No e-mails', 'yomu-core' ),
			self::INSTANT => __( 'One e-mail as soon as new chapters come out', 'yomu-core' ),
			self::DAILY   => __( 'One e-mail a day', 'yomu-core' ),
		);
		$html    = '<form class="yomu-alerts-email" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		$html   .= '<input type="hidden" name="action" value="yomu_alerts_email">' . wp_nonce_field( self::NONCE, '_wpnonce', true, false );
		$html   .= '<fieldset><legend>' . esc_html__( 'E-mail me new chapters of my bookmarks', 'yomu-core' ) . '</legend>';
		foreach ( $choices as $value => $label ) {
			$html .= '<p><label><input type="radio" name="alerts_email" value="' . esc_attr( $value ) . '"' . checked( $current, $value, false ) . '> ' . esc_html( $label ) . '</label></p>';
		}
		$html .= '</fieldset><button type="submit" class="button">' . esc_html__( 'Save', 'yomu-core' ) . '</button></form>';
		return $html;
	}

	/**
	 * Saves the form (signed-in readers with the nonce) and goes back.
	 */
	public static function handle(): void {
		FormNonce::check( self::NONCE );
		$user = get_current_user_id();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just above.
		$value = isset( $_POST['alerts_email'] ) && is_string( $_POST['alerts_email'] ) ? sanitize_key( wp_unslash( $_POST['alerts_email'] ) ) : '';
		if ( $user ) {
			self::set( $user, $value );
		}
		wp_safe_redirect( Back::url() );
		exit;
	}
}
