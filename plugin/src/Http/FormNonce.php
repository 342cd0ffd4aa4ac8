<?php
/**
 * The nonce check of a form or link handled by admin-post.php.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http;

/**
 * WordPress's check_admin_referer(), for a `_wpnonce` that arrives as a string only: an array would reach
 * wp_verify_nonce() and make PHP warn before the request is refused.
 */
final class FormNonce {

	/**
	 * Stops with WordPress's "link expired" page unless the request carries a valid nonce for the action.
	 *
	 * @param string $action Nonce action.
	 */
	public static function check( string $action ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- this is the check.
		if ( ! isset( $_REQUEST['_wpnonce'] ) || ! is_string( $_REQUEST['_wpnonce'] ) ) {
			wp_nonce_ays( $action );
		}
		check_admin_referer( $action );
	}
}
