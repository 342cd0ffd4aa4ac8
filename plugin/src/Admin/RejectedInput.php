<?php
/**
 * What an editor typed in a refused form, kept for the next view of the screen: wp-admin's forms redirect after a
 * submit, so the screen would otherwise show the stored values and lose the input. Settings → Manga keeps its
 * fields under "site_settings", the manga edit screen under its manga (see KeptInput). Chosen files cannot
 * be kept: browsers do not let a page fill a file field.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * A per-user, per-form transient, read once.
 */
final class RejectedInput {

	/** How long the input waits for the redirect's view. */
	private const LIFETIME = 300;

	/** Fields that are the form's machinery, not the editor's input. */
	private const MACHINERY = array( '_yomu_nonce', '_wpnonce', '_wp_http_referer', 'option_page' );

	/**
	 * Keeps the submitted fields (strings, and lists of strings such as video server rows) for the current user.
	 *
	 * @param string               $form  Which form: "site_settings", "manga_{ID}".
	 * @param array<string, mixed> $input The submitted fields.
	 */
	public static function keep( string $form, array $input ): void {
		$user = get_current_user_id();
		if ( ! $user ) {
			return;
		}
		$kept = array();
		foreach ( array_diff_key( $input, array_flip( self::MACHINERY ) ) as $name => $value ) {
			if ( is_scalar( $value ) ) {
				$kept[ (string) $name ] = (string) $value;
			} elseif ( is_array( $value ) && array_filter( $value, 'is_scalar' ) === $value ) {
				$kept[ (string) $name ] = array_map( 'strval', $value );
			}
		}
		set_transient( self::name( $form, $user ), $kept, self::LIFETIME );
	}

	/**
	 * The kept fields, removed as they are read.
	 *
	 * @param string $form As for keep().
	 * @return array<string, string|array<int|string, string>>
	 */
	public static function take( string $form ): array {
		$user = get_current_user_id();
		if ( ! $user ) {
			return array();
		}
		$kept = get_transient( self::name( $form, $user ) );
		if ( false === $kept ) {
			return array();
		}
		delete_transient( self::name( $form, $user ) );
		return is_array( $kept ) ? $kept : array();
	}

	/**
	 * The transient's name.
	 *
	 * @param string $form Which form.
	 * @param int    $user User ID.
	 */
	private static function name( string $form, int $user ): string {
		return 'yomu_rejected_' . $form . '_' . $user;
	}
}
