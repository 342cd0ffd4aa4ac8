<?php
/**
 * Reads block attributes defensively: the editor and the REST API can send anything.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Typed getters for block attributes.
 */
final class Attributes {

	/**
	 * A plain-text attribute.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        Attribute name.
	 * @param string               $fallback   Default.
	 */
	public static function text( array $attributes, string $key, string $fallback = '' ): string {
		$value = $attributes[ $key ] ?? $fallback;
		return is_scalar( $value ) ? trim( (string) $value ) : $fallback;
	}

	/**
	 * A number attribute.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        Attribute name.
	 * @param float                $fallback   Default.
	 */
	public static function number( array $attributes, string $key, float $fallback = 0 ): float {
		$value = $attributes[ $key ] ?? $fallback;
		return is_numeric( $value ) ? (float) $value : $fallback;
	}

	/**
	 * A list of records, each reduced to the given string fields.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        Attribute name.
	 * @param string[]             $fields     Fields to keep.
	 * @return array<int, array<string, string>>
	 */
	public static function records( array $attributes, string $key, array $fields ): array {
		$list = $attributes[ $key ] ?? array();
		if ( ! is_array( $list ) ) {
			return array();
		}
		$records = array();
		foreach ( $list as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$record = array();
			foreach ( $fields as $field ) {
				$record[ $field ] = self::text( $item, $field );
			}
			$records[] = $record;
		}
		return $records;
	}

	/**
	 * A list of non-empty strings.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        Attribute name.
	 * @return string[]
	 */
	public static function strings( array $attributes, string $key ): array {
		$list = $attributes[ $key ] ?? array();
		if ( ! is_array( $list ) ) {
			return array();
		}
		$strings = array();
		foreach ( $list as $item ) {
			if ( is_scalar( $item ) && '' !== trim( (string) $item ) ) {
				$strings[] = trim( (string) $item );
			}
		}
		return $strings;
	}

	/**
	 * Rich text: allowed post HTML only, paragraphs from line breaks.
	 *
	 * @param string $text Raw text.
	 */
	public static function rich( string $text ): string {
		return wpautop( wp_kses_post( $text ) );
	}
}
