<?php
/**
 * Reads shortcode attributes defensively: page content is written by editors and imported from Madara sites.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

/**
 * Typed getters for shortcode attributes (already merged with defaults by shortcode_atts()).
 */
final class Atts {

	/**
	 * A trimmed text attribute.
	 *
	 * @param array<string, mixed> $atts Attributes.
	 * @param string               $key  Name.
	 */
	public static function text( array $atts, string $key ): string {
		$value = $atts[ $key ] ?? '';
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}

	/**
	 * An integer attribute within bounds, the fallback when it is not a number.
	 *
	 * @param array<string, mixed> $atts     Attributes.
	 * @param string               $key      Name.
	 * @param int                  $fallback Default.
	 * @param int                  $min      Lowest.
	 * @param int                  $max      Highest.
	 */
	public static function int( array $atts, string $key, int $fallback, int $min, int $max ): int {
		$value = self::text( $atts, $key );
		return is_numeric( $value ) ? max( $min, min( $max, (int) $value ) ) : $fallback;
	}

	/**
	 * One of the allowed values, else the fallback.
	 *
	 * @param array<string, mixed> $atts     Attributes.
	 * @param string               $key      Name.
	 * @param string[]             $allowed  Allowed values.
	 * @param string               $fallback Default.
	 */
	public static function choice( array $atts, string $key, array $allowed, string $fallback ): string {
		$value = strtolower( self::text( $atts, $key ) );
		return in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * A comma list (at most 100 items).
	 *
	 * @param array<string, mixed> $atts Attributes.
	 * @param string               $key  Name.
	 * @return string[]
	 */
	public static function items( array $atts, string $key ): array {
		$items = array_filter( array_map( 'trim', explode( ',', self::text( $atts, $key ) ) ), static fn ( string $item ): bool => '' !== $item );
		return array_slice( array_values( array_unique( $items ) ), 0, 100 );
	}

	/**
	 * A comma list of IDs.
	 *
	 * @param array<string, mixed> $atts Attributes.
	 * @param string               $key  Name.
	 * @return int[]
	 */
	public static function ids( array $atts, string $key ): array {
		return array_values( array_filter( array_map( 'absint', self::items( $atts, $key ) ) ) );
	}

	/**
	 * A comma list of slugs (genre or tag names are slugged as Madara does).
	 *
	 * @param array<string, mixed> $atts Attributes.
	 * @param string               $key  Name.
	 * @return string[]
	 */
	public static function slugs( array $atts, string $key ): array {
		return array_values( array_filter( array_map( 'sanitize_title', self::items( $atts, $key ) ) ) );
	}

	/**
	 * Whether a flag attribute is present in the raw attributes (Madara tests presence: `following`, `use_banner`).
	 *
	 * @param mixed  $raw The attributes as WordPress parsed them ('' when none).
	 * @param string $key Name.
	 */
	public static function present( $raw, string $key ): bool {
		if ( ! is_array( $raw ) ) {
			return false;
		}
		// A bare word ([manga_listing following]) comes as a numbered value.
		return array_key_exists( $key, $raw ) || in_array( $key, $raw, true );
	}

	/**
	 * A user ID attribute where `0` means the signed-in user: null when absent, 0 when `0` is asked by a guest.
	 *
	 * @param array<string, mixed> $atts Attributes.
	 * @param string               $key  Name.
	 */
	public static function author( array $atts, string $key ): ?int {
		$value = self::text( $atts, $key );
		if ( '' === $value || ! is_numeric( $value ) ) {
			return null;
		}
		return 0 === (int) $value ? get_current_user_id() : max( 0, (int) $value );
	}
}
