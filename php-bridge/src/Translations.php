<?php
/**
 * The islands' string catalogue: every string the bundle uses, translated by WordPress in the plugin's domain. On the
 * site's pages it is not printed into every page: the page names its versioned address and the loader fetches it
 * beside the first island's code, once per browser (a year in its cache); wp-admin screens print it inline.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Builds the catalogue, its address, and the answer at that address.
 */
final class Translations {

	/** The query variable of the catalogue's address; its value is the locale. */
	public const QUERY = 'yomu-l10n';

	/**
	 * Catalogue for the current locale: only strings whose translation differs are included. The strings
	 * (source => translation) are an object so that an empty catalogue still encodes as {}, not [].
	 *
	 * @param string[] $strings Source strings used by the islands.
	 * @param string   $domain  Text domain.
	 * @return array{locale: string, rtl: bool, strings: \stdClass}
	 */
	public static function catalogue( array $strings, string $domain ): array {
		$translated = array();
		foreach ( $strings as $source ) {
			$text = translate( $source, $domain ); // phpcs:ignore WordPress.WP.I18n
			if ( $text !== $source ) {
				$translated[ $source ] = $text;
			}
		}
		return array(
			'locale'  => determine_locale(),
			'rtl'     => is_rtl(),
			'strings' => (object) $translated,
		);
	}

	/**
	 * The catalogue as a page of the site carries it: the locale and direction, and the address of the strings
	 * (none when nothing is translated: the islands' own English strings).
	 *
	 * @param string[] $strings Source strings used by the islands.
	 * @param string   $domain  Text domain.
	 * @return array{locale: string, rtl: bool, strings: \stdClass, url?: string}
	 */
	public static function by_address( array $strings, string $domain ): array {
		$catalogue            = self::catalogue( $strings, $domain );
		$translated           = $catalogue['strings'];
		$catalogue['strings'] = new \stdClass();
		if ( array() !== (array) $translated ) {
			$catalogue['url'] = add_query_arg(
				array(
					self::QUERY => rawurlencode( $catalogue['locale'] ),
					'v'         => self::version( $translated ),
				),
				home_url( '/' )
			);
		}
		return $catalogue;
	}

	/**
	 * The answer at the catalogue's address: the strings as JSON, kept by browsers and shared caches for a year
	 * when the version asked for is the current one (its address changes with any translation), revalidated
	 * otherwise (a page cached before an update asking for its old version gets today's strings).
	 *
	 * @param string[] $strings Source strings used by the islands.
	 * @param string   $domain  Text domain.
	 * @param string   $locale  The locale asked for.
	 * @param string   $version The version asked for.
	 * @return array{headers: array<string, string>, body: string}
	 */
	public static function answer( array $strings, string $domain, string $locale, string $version ): array {
		$switched   = determine_locale() !== $locale && in_array( $locale, get_available_languages(), true ) && switch_to_locale( $locale );
		$translated = self::catalogue( $strings, $domain )['strings'];
		if ( $switched ) {
			restore_previous_locale();
		}
		$current = hash_equals( self::version( $translated ), $version );
		return array(
			'headers' => array(
				'Content-Type'           => 'application/json; charset=utf-8',
				'Cache-Control'          => $current ? 'public, max-age=31536000, immutable' : 'public, no-cache',
				'X-Content-Type-Options' => 'nosniff',
				'X-Robots-Tag'           => 'noindex',
			),
			'body'    => self::encode( $translated ),
		);
	}

	/**
	 * A short fingerprint of the translated strings.
	 *
	 * @param \stdClass $translated The strings object.
	 */
	private static function version( \stdClass $translated ): string {
		return substr( md5( self::encode( $translated ) ), 0, 12 );
	}

	/**
	 * The strings as JSON.
	 *
	 * @param \stdClass $translated The strings object.
	 */
	private static function encode( \stdClass $translated ): string {
		return (string) wp_json_encode( $translated, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
}
