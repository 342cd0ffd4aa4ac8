<?php
/**
 * Where Madara keeps chapter images: uploads/WP-manga/data/ (MADARA.md §1.3).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Storage;

/**
 * Data folder paths and URLs.
 */
final class Paths {

	/**
	 * Absolute path of the data folder, with a trailing slash.
	 */
	public static function data_dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'WP-manga/data/';
	}

	/**
	 * URL of the data folder, with a trailing slash.
	 */
	public static function data_url(): string {
		return trailingslashit( wp_upload_dir( null, false )['baseurl'] ) . 'WP-manga/data/';
	}
}
