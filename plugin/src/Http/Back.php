<?php
/**
 * Where a form handler sends the reader back to: the page the form was on, when that is a reasonable URL of
 * this site. The referer and a form's `redirect_to` come from the client, so an oversized one is refused: echoed
 * into a Location header it would break the answer.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http;

/**
 * The "back" URL of admin-post form handlers.
 */
final class Back {

	/** Longest referer kept (browsers and proxies start refusing URLs and headers around 8 KB). */
	public const MAX_LENGTH = 2000;

	/**
	 * The referer when it is a same-site URL of sane length, else $fallback (the home page when empty).
	 *
	 * @param string $fallback Where to go otherwise.
	 */
	public static function url( string $fallback = '' ): string {
		$referer = wp_get_referer();
		if ( is_string( $referer ) && '' !== $referer && strlen( $referer ) <= self::MAX_LENGTH ) {
			return $referer;
		}
		return '' !== $fallback ? $fallback : home_url( '/' );
	}

	/**
	 * The form's `redirect_to` when it is a same-site URL, else the home page (also when the form sent none:
	 * wp_validate_redirect() passes an empty one through, and wp_redirect() then sends nothing). An oversized one
	 * never gets here: ScalarInput drops it on every request.
	 */
	public static function requested(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- where to go next; validated here.
		$raw    = isset( $_POST['redirect_to'] ) && is_string( $_POST['redirect_to'] ) ? esc_url_raw( wp_unslash( $_POST['redirect_to'] ) ) : '';
		$target = wp_validate_redirect( $raw );
		return '' !== $target ? $target : home_url( '/' );
	}
}
