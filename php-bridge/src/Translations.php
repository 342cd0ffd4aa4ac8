<?php
/**
 * The islands' string catalogue: every string the bundle uses, translated by WordPress in the theme's domain.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Builds the catalogue printed as window.yomuL10n.
 */
final class Translations {

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
}
