<?php
/**
 * The files behind a chapter's local page entries.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Storage\Paths;

/**
 * Local page files.
 */
final class LocalFiles {

	/**
	 * Each page's relative src, absolute path and size, in page order; an error when a src is not a relative
	 * path inside the data folder or its file is missing.
	 *
	 * @param array<int, mixed> $entries Local page entries.
	 * @return array<int, array{src: string, path: string, size: int}>|\WP_Error
	 */
	public static function of( array $entries ) {
		$files = array();
		foreach ( $entries as $entry ) {
			$src  = is_array( $entry ) && isset( $entry['src'] ) && is_string( $entry['src'] ) ? $entry['src'] : '';
			$path = Paths::local_file( $src );
			$size = '' === $path || ! is_file( $path ) ? false : filesize( $path );
			if ( false === $size ) {
				/* translators: %s: page file as stored in the page list. */
				return new \WP_Error( 'yomu_migrate_file_missing', sprintf( __( 'the page file %s is missing', 'yomu-core' ), '' === $src ? '?' : $src ) );
			}
			$files[] = array(
				'src'  => $src,
				'path' => $path,
				'size' => $size,
			);
		}
		return $files;
	}

	/**
	 * The MIME type to store an object with: the page entry's, else the one of the file's extension.
	 *
	 * @param array<int|string, mixed> $entry Page entry.
	 * @param string                   $path  File.
	 */
	public static function mime( array $entry, string $path ): string {
		if ( isset( $entry['mime'] ) && is_string( $entry['mime'] ) && str_starts_with( $entry['mime'], 'image/' ) ) {
			return $entry['mime'];
		}
		$type = wp_check_filetype( $path )['type'];
		return is_string( $type ) ? $type : 'application/octet-stream';
	}
}
