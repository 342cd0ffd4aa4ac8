<?php
/**
 * Files and folders written for a test, removed after it: the database rolls back, the disk does not.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

use Yomu\Core\Content\Storage\Files;

/**
 * Tracks and removes files.
 */
final class FileTracker {

	/**
	 * Files to delete.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * Folders to delete with their contents.
	 *
	 * @var string[]
	 */
	private array $dirs = array();

	/**
	 * A new temporary file with the given bytes.
	 *
	 * @param string $bytes Contents.
	 */
	public function temp( string $bytes = '' ): string {
		$path = Files::temp();
		Files::write( $path, $bytes );
		return $this->file( $path );
	}

	/**
	 * Marks a file for deletion.
	 *
	 * @param string $path File.
	 */
	public function file( string $path ): string {
		$this->files[] = $path;
		return $path;
	}

	/**
	 * Marks a folder for deletion with everything in it.
	 *
	 * @param string $dir Folder.
	 */
	public function dir( string $dir ): string {
		if ( '' !== $dir ) {
			$this->dirs[] = $dir;
		}
		return $dir;
	}

	/**
	 * Deletes everything marked.
	 */
	public function remove_all(): void {
		Files::delete( array_filter( $this->files, 'file_exists' ) );
		foreach ( array_reverse( $this->dirs ) as $dir ) {
			self::remove_tree( $dir );
		}
		$this->files = array();
		$this->dirs  = array();
	}

	/**
	 * Deletes a folder and everything in it (links are removed, never followed).
	 *
	 * @param string $dir Folder.
	 */
	public static function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		foreach ( Files::names( $dir ) as $name ) {
			$path = $dir . '/' . $name;
			if ( is_dir( $path ) && ! is_link( $path ) ) {
				self::remove_tree( $path );
			} else {
				unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_rmdir
	}
}
