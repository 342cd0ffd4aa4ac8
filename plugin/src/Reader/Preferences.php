<?php
/**
 * The reader's preference cookies (SPEC §9): wpmanga-reading-fontsize (whole pixels) and
 * wpmanga-reading-contrast ('light' or 'dark'), read on the server so the page opens as the reader left it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Cookie values, validated.
 */
final class Preferences {

	public const FONT_COOKIE     = 'wpmanga-reading-fontsize';
	public const CONTRAST_COOKIE = 'wpmanga-reading-contrast';
	public const FONT_FLOOR      = 5;

	/**
	 * The stored font size (may be below the display floor), or null when none or not a whole number.
	 */
	public static function font_size(): ?int {
		$raw = isset( $_COOKIE[ self::FONT_COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::FONT_COOKIE ] ) ) : '';
		return preg_match( '/^-?\d{1,3}$/', $raw ) ? (int) $raw : null;
	}

	/**
	 * The line height for a stored size: 7.5 px at the 5 px display floor, else 1.5 × size.
	 *
	 * @param int $size Stored size.
	 */
	public static function line_height( int $size ): string {
		return (string) ( 1.5 * max( self::FONT_FLOOR, $size ) );
	}

	/**
	 * 'light' or 'dark' (light when the cookie is missing or invalid).
	 */
	public static function contrast(): string {
		$raw = isset( $_COOKIE[ self::CONTRAST_COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::CONTRAST_COOKIE ] ) ) : '';
		return 'dark' === $raw ? 'dark' : 'light';
	}
}
