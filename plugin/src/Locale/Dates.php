<?php
/**
 * Dates as the site's language writes them: wp_date() (month and day names from the locale) with the site's
 * date format. A site installed in English and switched to another language later still holds WordPress's
 * English default format "F j, Y"; for it, the format WordPress stores when installed in the site's language
 * is used (its core translation of that default: "j F Y" in Turkish), so a Turkish page says "22 Kasım 2026",
 * not "Kasım 22, 2026". A format the owner chose is always kept.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Locale;

/**
 * Locale-aware date formatting.
 */
final class Dates {

	/** WordPress's English default date format (wp-admin/includes/schema.php). */
	private const DEFAULT_DATE = 'F j, Y';

	/** WordPress's English default time format. */
	private const DEFAULT_TIME = 'g:i a';

	/**
	 * The site's date format, or its language's default when the site still has the English default.
	 */
	public static function date_format(): string {
		// A listing formats a date per chapter: translated once per stored format and language.
		static $made = array();

		$stored = (string) get_option( 'date_format' );
		$key    = $stored . '|' . get_locale();

		return $made[ $key ] ??= self::localized( $stored, self::DEFAULT_DATE );
	}

	/**
	 * The site's time format, likewise.
	 */
	public static function time_format(): string {
		return self::localized( (string) get_option( 'time_format' ), self::DEFAULT_TIME );
	}

	/**
	 * A Unix timestamp as a date in the site's language, format and time zone.
	 *
	 * @param int $timestamp Unix timestamp.
	 */
	public static function date( int $timestamp ): string {
		return (string) wp_date( self::date_format(), $timestamp, self::timezone() );
	}

	/**
	 * The site's time zone, made once per setting (a chapter list formats a date per chapter; wp_date() would
	 * build the zone again each time).
	 */
	private static function timezone(): \DateTimeZone {
		static $made           = array();
		$key                   = get_option( 'timezone_string' ) . '|' . get_option( 'gmt_offset' );
		return $made[ $key ] ??= wp_timezone();
	}

	/**
	 * A Unix timestamp as a date and time in the site's language, formats and time zone.
	 *
	 * @param int $timestamp Unix timestamp.
	 */
	public static function date_time( int $timestamp ): string {
		return (string) wp_date( self::date_format() . ' ' . self::time_format(), $timestamp, self::timezone() );
	}

	/**
	 * The stored format, or WordPress's own translation of its default when the stored one is that default.
	 *
	 * @param string $stored  Option value.
	 * @param string $default English default.
	 */
	private static function localized( string $stored, string $default ): string {
		if ( '' !== $stored && $default !== $stored ) {
			return $stored;
		}
		return translate( $default, 'default' ); // phpcs:ignore WordPress.WP.I18n -- WordPress core's own string, translated by the core language pack.
	}
}
