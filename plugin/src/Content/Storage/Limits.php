<?php
/**
 * Upload limits for chapter images and ZIP archives. All values can be changed with the
 * 'yomu_upload_limits' filter (an array with the keys of DEFAULTS).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * Filterable upload limits.
 */
final class Limits {

	public const DEFAULTS = array(
		// One image file, in bytes (20 MB).
		'image_bytes'   => 20971520,
		// Pixel width: wide enough for double-page spreads scanned at high resolution.
		'image_width'   => 5000,
		// Pixel height: webtoon strips are tall.
		'image_height'  => 20000,
		// Pixel area, so GD never needs more than about 160 MB to decode one image (4 bytes per pixel).
		'image_pixels'  => 40000000,
		// Pages in one chapter.
		'chapter_pages' => 500,
		// Entries in one ZIP, folders and skipped files included.
		'zip_entries'   => 1000,
		// Total uncompressed size of the images in one ZIP, in bytes (1 GB).
		'zip_bytes'     => 1073741824,
		// Re-encoding quality for JPEG and WebP (1–100).
		'quality'       => 90,
	);

	/**
	 * Every limit, after the filter.
	 *
	 * @return array<string, int>
	 */
	public static function all(): array {
		/**
		 * Filters the chapter upload limits.
		 *
		 * @param array<string, int> $limits Limits keyed as Limits::DEFAULTS.
		 */
		$limits = apply_filters( 'yomu_upload_limits', self::DEFAULTS );
		$clean  = array();
		foreach ( self::DEFAULTS as $key => $default ) {
			$value         = is_array( $limits ) && isset( $limits[ $key ] ) && is_numeric( $limits[ $key ] ) ? (int) $limits[ $key ] : $default;
			$clean[ $key ] = max( 1, $value );
		}
		$clean['quality'] = min( 100, $clean['quality'] );
		return $clean;
	}

	/**
	 * One limit.
	 *
	 * @param string $key A key of DEFAULTS.
	 */
	public static function get( string $key ): int {
		return self::all()[ $key ] ?? 0;
	}
}
