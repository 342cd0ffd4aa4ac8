<?php
/**
 * Date-and-time fields of wp-admin forms (input type="datetime-local"), in the site's time zone: the value a field
 * shows for a moment, and the moment an entered value means.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * The datetime-local format in the site's time zone.
 */
final class LocalDateTime {

	/** What a datetime-local field holds. */
	public const FORMAT = 'Y-m-d\TH:i';

	/**
	 * A moment as the field shows it.
	 *
	 * @param int $time Unix time.
	 */
	public static function value( int $time ): string {
		return (string) wp_date( self::FORMAT, $time );
	}

	/**
	 * A stored local date ("Y-m-d H:i:s", as Madara's chapter rows hold it) as the field shows it, to the minute; ''
	 * for Madara's empty date (0000-00-00 …).
	 *
	 * @param string $stored Stored local date.
	 */
	public static function of_stored( string $stored ): string {
		return preg_match( '/^[1-9]\d{3}-\d{2}-\d{2} \d{2}:\d{2}/', $stored ) ? str_replace( ' ', 'T', substr( $stored, 0, 16 ) ) : '';
	}

	/**
	 * The Unix time of a value entered in the site's time zone (datetime-local, with or without seconds, or with a
	 * space), null when it is not one.
	 *
	 * @param string $raw Entered value.
	 */
	public static function parse( string $raw ): ?int {
		$raw = str_replace( ' ', 'T', trim( $raw ) );
		foreach ( array( '!' . self::FORMAT, '!Y-m-d\TH:i:s' ) as $format ) {
			$parsed = \DateTimeImmutable::createFromFormat( $format, $raw, wp_timezone() );
			$errors = \DateTimeImmutable::getLastErrors();
			if ( $parsed && ( false === $errors || 0 === $errors['warning_count'] + $errors['error_count'] ) ) {
				return $parsed->getTimestamp();
			}
		}
		return null;
	}
}
