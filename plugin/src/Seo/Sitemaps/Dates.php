<?php
/**
 * Chapter dates for sitemaps: the stored GMT date_gmt ('' for Madara's empty 0000-00-00 rows) and its W3C form.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

/**
 * Date helpers.
 */
final class Dates {

	/**
	 * A stored GMT date as 'Y-m-d H:i:s', or '' when it holds no date.
	 *
	 * @param string $date_gmt The date_gmt column.
	 */
	public static function gmt( string $date_gmt ): string {
		return preg_match( '/^[1-9]\d{3}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $date_gmt ) ? $date_gmt : '';
	}

	/**
	 * A GMT date in W3C form (2026-11-29T14:30:00+00:00), or '' for no date.
	 *
	 * @param string $gmt 'Y-m-d H:i:s' in GMT.
	 */
	public static function w3c( string $gmt ): string {
		$date = '' !== $gmt ? date_create_immutable_from_format( 'Y-m-d H:i:s', $gmt, new \DateTimeZone( 'UTC' ) ) : false;
		return $date ? $date->format( DATE_W3C ) : '';
	}
}
