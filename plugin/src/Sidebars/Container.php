<?php
/**
 * A band's container options (MADARA-SITE.md §8.1 "Layout containers"): `{prefix}_container` (full_width,
 * container, custom_width), `{prefix}_background` (OptionTree background) and `{prefix}_spacing` (OptionTree
 * spacing), as classes and an inline style.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

/**
 * Classes and style of a band.
 */
final class Container {

	/**
	 * Madara's container classes for a `_container` value (container by default).
	 *
	 * @param string $value full_width, container or custom_width.
	 */
	public static function classes( string $value ): string {
		return match ( $value ) {
			'full_width'   => 'container-fluid c-container-fluid',
			'custom_width' => 'container custom-width c-container',
			default        => 'container c-container',
		};
	}

	/**
	 * The band's inline style from its background and spacing, '' when neither is set.
	 *
	 * @param mixed $background OptionTree background: background-color, -image, -repeat, -attachment, -position, -size.
	 * @param mixed $spacing    OptionTree spacing: top, right, bottom, left, unit.
	 */
	public static function style( $background, $spacing ): string {
		$rules = array();
		if ( is_array( $background ) ) {
			$color = trim( (string) ( $background['background-color'] ?? '' ) );
			if ( 1 === preg_match( '/^(#[0-9a-f]{3,8}|rgba?\([0-9.,%\s]+\))$/i', $color ) ) {
				$rules[] = 'background-color:' . $color;
			}
			$image = esc_url_raw( trim( (string) ( $background['background-image'] ?? '' ) ) );
			if ( '' !== $image ) {
				$rules[] = 'background-image:url("' . $image . '")';
			}
			foreach ( array( 'background-repeat', 'background-attachment', 'background-position', 'background-size' ) as $property ) {
				$value = trim( (string) ( $background[ $property ] ?? '' ) );
				if ( 1 === preg_match( '/^[a-z0-9 .%-]+$/i', $value ) ) {
					$rules[] = $property . ':' . $value;
				}
			}
		}
		if ( is_array( $spacing ) ) {
			$unit = in_array( $spacing['unit'] ?? 'px', array( 'px', 'em', 'rem', '%' ), true ) ? (string) ( $spacing['unit'] ?? 'px' ) : 'px';
			foreach ( array( 'top', 'right', 'bottom', 'left' ) as $side ) {
				$value = $spacing[ $side ] ?? '';
				if ( is_numeric( $value ) ) {
					$rules[] = 'padding-' . $side . ':' . ( 0 + $value ) . $unit;
				}
			}
		}
		return $rules ? safecss_filter_attr( implode( ';', $rules ) ) : '';
	}
}
