<?php
/**
 * The signed-in reader of the catalog. OPDS clients sign in with HTTP Basic auth: the catalog accepts
 * WordPress application passwords (Users → Profile; WordPress allows them over HTTPS, or on a local site), as
 * the REST API does. A signed-in reader's chapter entries carry pse:lastRead / pse:lastReadDate from the
 * reading history the site keeps (_wp_manga_history); the feeds list the same manga as for guests.
 * Page requests record nothing: a GET that a browser may replay with cached credentials changes no state.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Reader\History;

/**
 * Application-password sign-in and the reader's last read page.
 */
final class Reader {

	/**
	 * Registers the sign-in filter.
	 */
	public static function register(): void {
		add_filter( 'application_password_is_api_request', array( self::class, 'is_api_request' ) );
	}

	/**
	 * Lets WordPress check application passwords on catalog requests (it does on REST and XML-RPC requests).
	 *
	 * @param mixed $is_api Whether the request is already an API request.
	 */
	public static function is_api_request( $is_api ): bool {
		return (bool) $is_api || self::is_catalog_request();
	}

	/**
	 * Whether the current HTTP request asks for the catalog (read before WordPress parses the request).
	 */
	public static function is_catalog_request(): bool {
		if ( isset( $_GET[ Links::QUERY_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells which sign-in applies.
			return true;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		return str_starts_with( $path, $home . 'opds/' ) || $home . 'opds' === $path;
	}

	/**
	 * The signed-in reader's last read position in a manga: chapter ID => [last read page (1-based, as OPDS-PSE
	 * 1.1 numbers it), Unix time], empty for guests.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<int, array{0: int, 1: int}>
	 */
	public static function last_read( int $manga_id ): array {
		$user = get_current_user_id();
		if ( $user < 1 ) {
			return array();
		}
		$history = get_user_meta( $user, History::META, true );
		foreach ( is_array( $history ) ? $history : array() as $item ) {
			if ( ! is_array( $item ) || (int) ( $item['id'] ?? 0 ) !== $manga_id || (int) ( $item['c'] ?? 0 ) < 1 ) {
				continue;
			}
			$image = is_numeric( $item['i'] ?? null ) ? (int) $item['i'] : 0;
			return array( (int) $item['c'] => array( max( 1, $image + 1 ), (int) ( $item['t'] ?? 0 ) ) );
		}
		return array();
	}
}
