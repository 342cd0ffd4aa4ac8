<?php
/**
 * An OptionTree "background" value (MADARA-SITE.md §8.1: {background-color, background-repeat, background-attachment,
 * background-position, background-size, background-image (URL)}) as CSS declarations that are safe inside a style
 * attribute: every part is checked against what CSS allows for it, and anything else is dropped.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Madara;

/**
 * Background value → CSS.
 */
final class Background {

	private const KEYWORDS = array(
		'background-repeat'     => array( 'no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'inherit' ),
		'background-attachment' => array( 'fixed', 'scroll', 'inherit' ),
		'background-size'       => array( 'cover', 'contain', 'inherit', 'auto' ),
	);

	/**
	 * The declarations ('' when nothing usable), with an image URL that overrides the value's own when given.
	 *
	 * @param mixed  $value  The stored background (an array), or anything else.
	 * @param string $image  An image URL that wins over the value's background-image ('' for none).
	 */
	public static function css( $value, string $image = '' ): string {
		$value = is_array( $value ) ? $value : array();
		$css   = array();
		$color = trim( (string) ( $value['background-color'] ?? '' ) );
		if ( preg_match( '/^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/i', $color ) ) {
			$css[] = 'background-color:' . $color;
		}
		$url = self::url( '' !== trim( $image ) ? $image : (string) ( $value['background-image'] ?? '' ) );
		if ( '' !== $url ) {
			$css[] = 'background-image:url("' . $url . '")';
		}
		foreach ( self::KEYWORDS as $property => $allowed ) {
			$part = strtolower( trim( (string) ( $value[ $property ] ?? '' ) ) );
			if ( in_array( $part, $allowed, true ) ) {
				$css[] = $property . ':' . $part;
			}
		}
		$position = strtolower( trim( (string) ( $value['background-position'] ?? '' ) ) );
		if ( preg_match( '/^(left|center|right|top|bottom|\d{1,3}%)( (left|center|right|top|bottom|\d{1,3}%))?$/', $position ) ) {
			$css[] = 'background-position:' . $position;
		}
		return implode( ';', $css );
	}

	/**
	 * An http(s) URL made safe inside url("…") in an attribute, or ''.
	 *
	 * @param string $url Raw URL.
	 */
	public static function url( string $url ): string {
		$url = esc_url_raw( trim( $url ), array( 'http', 'https' ) );
		// esc_url_raw() keeps quotes, parentheses and backslashes, which would end the CSS string.
		return str_replace( array( '"', "'", '(', ')', '\\' ), array( '%22', '%27', '%28', '%29', '%5C' ), $url );
	}
}
