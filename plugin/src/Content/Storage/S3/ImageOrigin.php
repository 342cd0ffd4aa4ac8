<?php
/**
 * The bucket's public origin among the origins of chapter images (preconnect hints on manga and reader pages),
 * whenever a bucket is configured: chapters written or migrated there stay there after S3 storage is switched off.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * Feeds `yomu_image_origins`.
 */
final class ImageOrigin {

	/**
	 * Hooks the filter.
	 */
	public static function register(): void {
		add_filter( 'yomu_image_origins', array( self::class, 'add' ) );
	}

	/**
	 * Adds the bucket's public base URL (the CDN in front of it when one is set).
	 *
	 * @param mixed $origins Origins so far (a filter may hand over anything).
	 * @return string[]
	 */
	public static function add( $origins ): array {
		$config = Config::configured();
		$list   = is_array( $origins ) ? $origins : array();
		if ( null !== $config ) {
			$list[] = $config->public_base();
		}
		return $list;
	}
}
