<?php
/**
 * "3 hours ago" in the plugin's own words: core's human_time_diff() speaks only the languages whose core
 * translations the site installed, and a Turkish site without them would read "3 hours önce".
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * The largest whole unit since a moment, as a sentence.
 */
final class TimeAgo {

	/**
	 * The sentence ("5 minutes ago"; "1 minute ago" for anything under two minutes, a moment in the future too).
	 *
	 * @param int $time  A timestamp.
	 * @param int $now   The present (now by default).
	 */
	public static function text( int $time, int $now = 0 ): string {
		$seconds = max( 0, ( $now ? $now : time() ) - $time );
		// Core's lengths (YEAR_IN_SECONDS …): a year of 365 days, a month of 30.
		$units = array(
			31536000 => 'year',
			2592000  => 'month',
			604800   => 'week',
			86400    => 'day',
			3600     => 'hour',
			60       => 'minute',
		);
		foreach ( $units as $length => $unit ) {
			if ( $seconds >= $length || 60 === $length ) {
				return self::sentence( $unit, max( 1, intdiv( $seconds, $length ) ) );
			}
		}
		return '';
	}

	/**
	 * The sentence in a time element.
	 *
	 * @param int $time A timestamp.
	 */
	public static function html( int $time ): string {
		return '<time datetime="' . esc_attr( gmdate( 'c', $time ) ) . '">' . esc_html( self::text( $time ) ) . '</time>';
	}

	/**
	 * One unit's sentence, each spelled out for the translators.
	 *
	 * @param string $unit  year … minute.
	 * @param int    $count How many.
	 */
	private static function sentence( string $unit, int $count ): string {
		$number = number_format_i18n( $count );
		switch ( $unit ) {
			case 'year':
				/* translators: %s: number of years. */
				return sprintf( _n( '%s year ago', '%s years ago', $count, 'yomu-core' ), $number );
			case 'month':
				/* translators: %s: number of months. */
				return sprintf( _n( '%s month ago', '%s months ago', $count, 'yomu-core' ), $number );
			case 'week':
				/* translators: %s: number of weeks. */
				return sprintf( _n( '%s week ago', '%s weeks ago', $count, 'yomu-core' ), $number );
			case 'day':
				/* translators: %s: number of days. */
				return sprintf( _n( '%s day ago', '%s days ago', $count, 'yomu-core' ), $number );
			case 'hour':
				/* translators: %s: number of hours. */
				return sprintf( _n( '%s hour ago', '%s hours ago', $count, 'yomu-core' ), $number );
			default:
				/* translators: %s: number of minutes. */
				return sprintf( _n( '%s minute ago', '%s minutes ago', $count, 'yomu-core' ), $number );
		}
	}
}
