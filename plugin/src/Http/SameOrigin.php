<?php
/**
 * Whether a request comes from the site's own pages: its Origin header, else its Referer, names the site's
 * origin (scheme, host and port of home_url()). Madara-era pages send some state-changing calls without a
 * nonce (MADARA.md §3.1, §7); those calls are accepted without one only when this says yes.
 *
 * A missing Origin and Referer, an Origin of `null` (sandboxed or privacy-stripped contexts), a malformed URL,
 * another scheme, host or port all say no. Hosts are compared whole, so site.example.evil is not site.example.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http;

/**
 * The same-origin check.
 */
final class SameOrigin {

	/**
	 * Whether the current request's Origin (else Referer) header is the site's origin.
	 */
	public static function request(): bool {
		$header = static function ( string $key ): ?string {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only compared, after parsing, with the site's origin.
			return isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? wp_unslash( $_SERVER[ $key ] ) : null;
		};
		return self::matches( $header( 'HTTP_ORIGIN' ), $header( 'HTTP_REFERER' ), home_url( '/' ) );
	}

	/**
	 * Whether the Origin (or, when the request has none, the Referer) is the origin of $site.
	 *
	 * @param string|null $origin  The Origin header, null when absent.
	 * @param string|null $referer The Referer header, null when absent.
	 * @param string      $site    A URL of the site (home_url()).
	 */
	public static function matches( ?string $origin, ?string $referer, string $site ): bool {
		$expected = self::of( $site );
		if ( null === $expected ) {
			return false;
		}
		$sent = null !== $origin && '' !== $origin ? $origin : $referer;
		if ( null === $sent || '' === $sent ) {
			return false;
		}
		return self::of( $sent ) === $expected;
	}

	/**
	 * The origin of an absolute http(s) URL as "scheme://host:port" (lower case, default port filled in),
	 * or null when the value is not such a URL (including the literal `null` origin).
	 *
	 * @param string $url URL or origin.
	 */
	public static function of( string $url ): ?string {
		if ( strlen( $url ) > 4096 || preg_match( '/[\s\x00-\x1f\x7f\\\\]/', $url ) ) {
			return null;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}
}
