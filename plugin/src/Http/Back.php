<?php
/**
 * Where a form handler sends the reader back to: the page the form was on, when that is a reasonable URL of
 * this site. The referer comes from the client (`_wp_http_referer` or the Referer header), so an oversized
 * one is refused: echoed into a Location header it would break the answer.
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
}
