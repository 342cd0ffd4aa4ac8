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
