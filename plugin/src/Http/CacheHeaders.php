<?php
/**
 * Cache headers for front-end pages: a guest's page is the same for every guest (user-specific parts come
 * through admin-ajax), so a reverse proxy or CDN may keep it for a while; a signed-in reader's page never.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http;

/**
 * Decides the Cache-Control header once the main query is known.
 */
final class CacheHeaders {

	/** Seconds a shared cache may keep a guest page (filter `yomu_guest_page_cache_seconds`). */
	public const SHARED_SECONDS = 300;

	/** Seconds for a 404 page. */
	public const NOT_FOUND_SECONDS = 60;

	/**
	 * Hooks the header decision late, after anything else that may set headers or cookies.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'send' ), PHP_INT_MAX );
	}

	/**
	 * Sends the header for the current request. The filter `yomu_personal_page` (false) marks a page that
	 * depends on the request in a way no cookie name tells (e.g. the reader's data saver).
	 */
	public static function send(): void {
		if ( headers_sent() ) {
			return;
		}
		$value = self::value(
			array(
				'method'      => isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '',
				'signed_in'   => is_user_logged_in(),
				'personal'    => self::has_personal_cookie( $_COOKIE ) || is_preview() || post_password_required() || (bool) apply_filters( 'yomu_personal_page', false ),
				'sets_cookie' => self::sets_cookie( headers_list() ),
				'not_found'   => is_404(),
				'seconds'     => (int) apply_filters( 'yomu_guest_page_cache_seconds', self::SHARED_SECONDS ),
			)
		);
		if ( '' !== $value ) {
			header( 'Cache-Control: ' . $value );
		}
	}

	/**
	 * The Cache-Control value for a request ('' leaves WordPress's own headers alone).
	 *
	 * @param array{method: string, signed_in: bool, personal: bool, sets_cookie: bool, not_found: bool, seconds: int} $request What matters about the request.
	 */
	public static function value( array $request ): string {
		if ( ! in_array( $request['method'], array( 'get', 'head' ), true ) ) {
			return '';
		}
		if ( $request['signed_in'] || $request['personal'] || $request['sets_cookie'] || $request['seconds'] <= 0 ) {
			return 'private, no-cache';
		}
		$seconds = $request['not_found'] ? min( self::NOT_FOUND_SECONDS, $request['seconds'] ) : $request['seconds'];
		/**
		 * Filters the moment (Unix time, 0 = none) after which a guest answer may change without any write, e.g.
		 * an early-access chapter becoming free: shared caches keep it no longer, and never serve it stale.
		 *
		 * @param int $until Unix time.
		 */
		$until = (int) apply_filters( 'yomu_guest_page_fresh_until', 0 );
		$left  = $until > 0 ? max( 0, (int) floor( $until - microtime( true ) ) ) : $seconds;
		if ( $left < $seconds ) {
			return sprintf( 'public, max-age=0, s-maxage=%d', $left );
		}
		return sprintf( 'public, max-age=0, s-maxage=%d, stale-while-revalidate=%d', $seconds, (int) ceil( $seconds / 5 ) );
	}

	/**
	 * Whether the browser sent a cookie that changes the page (comment author details, a password-protected
	 * post's cookie, the adult-content confirmation, or any cookie other parts declare with the
	 * `yomu_personal_cookies` filter). A proxy in front must bypass its cache for these cookies too.
	 *
	 * @param array<string, mixed> $cookies The request cookies.
	 */
	public static function has_personal_cookie( array $cookies ): bool {
		$prefixes = (array) apply_filters( 'yomu_personal_cookies', array( 'comment_author_', 'wp-postpass_', 'wpmanga-adault' ) );
		foreach ( array_keys( $cookies ) as $name ) {
			foreach ( $prefixes as $prefix ) {
				if ( is_string( $prefix ) && '' !== $prefix && str_starts_with( (string) $name, $prefix ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a Set-Cookie header is already queued.
	 *
	 * @param string[] $headers headers_list().
	 */
	public static function sets_cookie( array $headers ): bool {
		foreach ( $headers as $header ) {
			if ( 0 === stripos( $header, 'set-cookie:' ) ) {
				return true;
			}
		}
		return false;
	}
}
