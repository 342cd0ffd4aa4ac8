<?php
/**
 * The few raw file operations chapter storage needs. WP_Filesystem is not used: these files live in the
 * uploads folder, which WordPress itself writes directly (wp_handle_upload), and every path here is built by
 * this plugin, never taken from a client.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

// phpcs:disable WordPress.WP.AlternativeFunctions -- see the file comment.

/**
 * File helpers.
 */
final class Files {

	/**
	 * A new empty temporary file outside the uploads folder (get_temp_dir()), or '' on failure. The name
	 * carries the process ID, so a leftover can be traced to the request that made it.
	 */
	public static function temp(): string {
		$path = tempnam( get_temp_dir(), self::temp_prefix() );
		return is_string( $path ) ? $path : '';
	}

	/**
	 * The name prefix of this process's temporary files.
	 */
	public static function temp_prefix(): string {
		return 'yomu-' . getmypid() . '-';
	}

	/**
	 * Writes a string to a file.
	 *
	 * @param string $path  Absolute path.
	 * @param string $bytes Contents.
	 */
	public static function write( string $path, string $bytes ): bool {
		return strlen( $bytes ) === file_put_contents( $path, $bytes );
	}

	/**
	 * Moves a temporary file to its final place and gives it the permissions of the folder's files, as
	 * WordPress does for uploads (temporary files are created 0600).
	 *
	 * @param string $from Temporary file.
	 * @param string $to   Destination (must not exist).
	 */
	public static function move_into_place( string $from, string $to ): bool {
		if ( file_exists( $to ) || ! rename( $from, $to ) ) {
			return false;
		}
		$stat = stat( dirname( $to ) );
		if ( is_array( $stat ) ) {
			chmod( $to, $stat['mode'] & 0000666 );
		}
		return true;
	}

	/**
	 * Deletes files that exist (and are not links or folders).
	 *
	 * @param string[] $paths Absolute paths.
	 */
	public static function delete( array $paths ): void {
		foreach ( $paths as $path ) {
			if ( '' !== $path && is_file( $path ) && ! is_link( $path ) ) {
				wp_delete_file( $path );
			}
		}
	}

	/**
	 * Deletes a folder and everything in it, but only when it lies inside the data folder (symlinks are
	 * removed, never followed).
	 *
	 * @param string $dir Absolute folder path.
	 */
	public static function delete_tree( string $dir ): bool {
		$root = realpath( Paths::data_dir() );
		$real = realpath( $dir );
		if ( false === $root || false === $real || is_link( rtrim( $dir, '/' ) ) || ! str_starts_with( $real, $root . DIRECTORY_SEPARATOR ) ) {
			return false;
		}
		$entries = scandir( $real );
		foreach ( false === $entries ? array() : $entries as $entry ) {
			if ( '.' === $entry || '..' === $entry ) {
				continue;
			}
			$path = $real . DIRECTORY_SEPARATOR . $entry;
			if ( is_dir( $path ) && ! is_link( $path ) ) {
				self::delete_tree( $path );
			} else {
				unlink( $path );
			}
		}
		return rmdir( $real );
	}

	/**
	 * Creates a folder (and its parents).
	 *
	 * @param string $dir Absolute folder path.
	 */
	public static function make_dir( string $dir ): bool {
		return is_dir( $dir ) || wp_mkdir_p( $dir );
	}

	/**
	 * File names in a folder ('.' and '..' left out), or none when it cannot be read.
	 *
	 * @param string $dir Absolute folder path.
	 * @return string[]
	 */
	public static function names( string $dir ): array {
		$entries = is_dir( $dir ) ? scandir( $dir ) : false;
		return false === $entries ? array() : array_values( array_diff( $entries, array( '.', '..' ) ) );
	}
}
