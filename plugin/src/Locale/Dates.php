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

	/** Options and the language change that make the remembered formats and zone stale. */
	private const STALE_ON = array( 'update_option_date_format', 'update_option_time_format', 'update_option_timezone_string', 'update_option_gmt_offset', 'change_locale' );

	/**
	 * The formats and the zone, read once per request: a listing formats a date per chapter, and each read would
	 * cost three option lookups, a translation and a new zone.
	 *
	 * @var array{date?: string, time?: string, zone?: \DateTimeZone}
	 */
	private static array $made = array();

	/**
	 * The site's date format, or its language's default when the site still has the English default.
	 */
	public static function date_format(): string {
		return self::$made['date'] ??= self::remembered( self::localized( (string) get_option( 'date_format' ), self::DEFAULT_DATE ) );
	}

	/**
	 * The site's time format, likewise.
	 */
	public static function time_format(): string {
		return self::$made['time'] ??= self::remembered( self::localized( (string) get_option( 'time_format' ), self::DEFAULT_TIME ) );
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
	 * A Unix timestamp as a date and time in the site's language, formats and time zone.
	 *
	 * @param int $timestamp Unix timestamp.
	 */
	public static function date_time( int $timestamp ): string {
		return (string) wp_date( self::date_format() . ' ' . self::time_format(), $timestamp, self::timezone() );
	}

	/**
	 * Forgets what was read (a setting or the language changed).
	 */
	public static function forget(): void {
		self::$made = array();
	}

	/**
	 * The site's time zone.
	 */
	private static function timezone(): \DateTimeZone {
		return self::$made['zone'] ??= self::remembered( wp_timezone() );
	}

	/**
	 * Passes a value through, watching for what would make it stale the first time something is remembered.
	 *
	 * @template T
	 * @param T $value Value to remember.
	 * @return T
	 */
	private static function remembered( $value ) {
		static $watching = false;
		if ( ! $watching ) {
			$watching = true;
			foreach ( self::STALE_ON as $hook ) {
				add_action( $hook, array( self::class, 'forget' ) );
			}
		}
		return $value;
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
