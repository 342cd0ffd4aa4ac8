<?php
/**
 * The ready integration for nginx's fastcgi_cache with the ngx_cache_purge module: with the wp-config constant
 * YOMU_NGINX_PURGE set to the purge location's base URL (e.g. 'http://127.0.0.1/yomu-purge'), each URL of
 * `yomu_purge_urls` is dropped from the cache by a GET of {base}/{scheme}://{host}{path and query}, matching the
 * cache key "$scheme://$host$request_uri" (the configuration scripts/lib/stack.mjs writes; README "Page cache").
 *
 * The requests go out concurrently, without the visitor's cookies, before the request ends, so the next request
 * already gets a fresh page. A failure is logged (no page of the site breaks because of it).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Purge;

use WpOrg\Requests\Requests;

/**
 * Purge requests to nginx.
 */
final class NginxPurge {

	/** Purge requests sent at once. */
	private const BATCH = 32;

	/**
	 * Listens to `yomu_purge_urls` when the constant is set.
	 */
	public static function register(): void {
		if ( '' !== self::base() ) {
			add_action( 'yomu_purge_urls', array( self::class, 'send' ) );
		}
	}

	/**
	 * The purge base URL from YOMU_NGINX_PURGE ('' when unset).
	 */
	public static function base(): string {
		$base = defined( 'YOMU_NGINX_PURGE' ) ? constant( 'YOMU_NGINX_PURGE' ) : '';
		return is_string( $base ) && preg_match( '#^https?://#i', $base ) ? untrailingslashit( $base ) : '';
	}

	/**
	 * The purge request URL of a page URL ('' for a URL that is not absolute http(s)).
	 *
	 * @param string $base Purge base URL.
	 * @param string $url  Page URL.
	 */
	public static function target( string $base, string $url ): string {
		$parts  = wp_parse_url( $url );
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return '';
		}
		$path  = (string) ( $parts['path'] ?? '/' );
		$query = isset( $parts['query'] ) ? '?' . $parts['query'] : '';
		return $base . '/' . $scheme . '://' . $host . $path . $query;
	}

	/**
	 * Sends the purge requests; 200 (purged) and 404 (not cached) are both fine.
	 *
	 * @param mixed $urls Page URLs.
	 */
	public static function send( $urls ): void {
		self::send_to( self::base(), is_array( $urls ) ? $urls : array() );
	}

	/**
	 * Sends the purge requests for urls to a purge base URL; returns how many failed.
	 *
	 * @param string  $base Purge base URL.
	 * @param mixed[] $urls Page URLs.
	 */
	public static function send_to( string $base, array $urls ): int {
		$targets = array_filter( array_map( static fn ( $url ) => is_string( $url ) ? self::target( $base, $url ) : '', $urls ) );
		$failed  = 0;
		$reason  = '';
		foreach ( array_chunk( array_values( array_unique( $targets ) ), self::BATCH ) as $batch ) {
			$requests = array_map(
				static fn ( $target ) => array(
					'url'     => $target,
					'type'    => Requests::GET,
					'headers' => array(),
				),
				$batch
			);
			$answers  = Requests::request_multiple(
				$requests,
				array(
					'timeout'          => 2,
					'connect_timeout'  => 1,
					'follow_redirects' => false,
				)
			);
			foreach ( $answers as $answer ) {
				$status = $answer instanceof \WpOrg\Requests\Response ? (int) $answer->status_code : 0;
				if ( 200 !== $status && 404 !== $status ) {
					++$failed;
					$reason = $answer instanceof \Exception ? $answer->getMessage() : 'HTTP ' . $status;
				}
			}
		}
		if ( $failed ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator needs to see this.
			error_log( sprintf( 'Yomu: %d of %d page cache purge requests failed (last: %s).', $failed, count( $targets ), $reason ) );
		}
		return $failed;
	}
}
