<?php
/**
 * The CDN base URL for files this site serves itself (chapter images in the local data folder, the theme's built
 * assets): an origin-pull CDN mirrors the site's paths, so a file's URL keeps its path and takes the CDN's origin.
 * Set by the wp-config.php constant YOMU_CDN_URL, which wins, or the field under Settings → Reader.
 *
 * URLs stay on the site in wp-admin screens (admin-ajax and REST requests do use the CDN), in post previews and
 * in the Customizer: what an editor checks there may be newer than the CDN's copy.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cdn;

/**
 * Base URL and rewriting.
 */
final class CdnUrl {

	public const OPTION = 'yomu_cdn_url';

	public const CONSTANT = 'YOMU_CDN_URL';

	/**
	 * The configured base URL without a trailing slash ('' when none).
	 */
	public static function base(): string {
		$raw = defined( self::CONSTANT ) ? constant( self::CONSTANT ) : get_option( self::OPTION, '' );
		return self::normalize( is_string( $raw ) ? $raw : '' );
	}

	/**
	 * Whether the constant pins the base URL (the settings field is then read-only).
	 */
	public static function pinned(): bool {
		return defined( self::CONSTANT );
	}

	/**
	 * An absolute http(s) URL without query, fragment or trailing slash, else ''.
	 *
	 * @param string $url Raw value.
	 */
	public static function normalize( string $url ): string {
		$url   = trim( $url );
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		$origin = strtolower( $parts['scheme'] . '://' . $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		return esc_url_raw( $origin . untrailingslashit( (string) ( $parts['path'] ?? '' ) ) );
	}

	/**
	 * Whether URLs of this request go to the CDN.
	 */
	public static function applies(): bool {
		if ( '' === self::base() ) {
			return false;
		}
		if ( is_admin() && ! wp_doing_ajax() ) {
			return false;
		}
		return ! is_preview() && ! is_customize_preview();
	}

	/**
	 * A URL on this site moved to the CDN (others, and every URL when the CDN does not apply, unchanged).
	 *
	 * @param mixed $url URL.
	 * @return mixed
	 */
	public static function rewrite( $url ) {
		if ( ! is_string( $url ) || ! self::applies() ) {
			return $url;
		}
		$site = self::origin( content_url( '/' ) );
		if ( '' === $site || ! str_starts_with( $url, $site . '/' ) ) {
			return $url;
		}
		return self::base() . substr( $url, strlen( $site ) );
	}

	/**
	 * The origin (scheme://host[:port]) of a URL, '' when it has none.
	 *
	 * @param string $url URL.
	 */
	public static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		return strtolower( $parts['scheme'] . '://' . $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}
}
