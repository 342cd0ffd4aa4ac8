<?php
/**
 * Images in a folder on the server. Links are refused (an import reads only what lies in the folder), as is
 * any file that is not an image by its extension; archive-tool clutter (__MACOSX, .DS_Store, Thumbs.db) is
 * skipped. The files are only read: ImageProcessor re-encodes each into a new temporary file.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

use Yomu\Core\Content\Storage\ZipImages;

/**
 * A folder of chapter folders.
 */
final class FolderSource implements Source {

	/**
	 * Opens a folder.
	 *
	 * @param string $dir Absolute or relative folder path.
	 */
	public function __construct( private string $dir ) {
		$this->dir = rtrim( $dir, '/' );
	}

	/**
	 * Every image (or text chapter) as relative path => relative path.
	 *
	 * @param bool $text Whether the folder holds text chapters.
	 * @return array<int|string, string>|\WP_Error
	 */
	public function paths( bool $text = false ) {
		if ( ! is_dir( $this->dir ) || ! is_readable( $this->dir ) ) {
			/* translators: %s: folder path. */
			return new \WP_Error( 'yomu_import_unreadable', sprintf( __( 'The folder %s cannot be read.', 'yomu-core' ), $this->dir ) );
		}
		$paths    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST );
		foreach ( $iterator as $file ) {
			if ( ! $file instanceof \SplFileInfo ) {
				continue;
			}
			$relative = substr( $file->getPathname(), strlen( $this->dir ) + 1 );
			if ( ZipImages::is_skipped( $relative ) || ( $file->isDir() && ! $file->isLink() ) ) {
				continue;
			}
			if ( $file->isLink() || ! $file->isFile() ) {
				/* translators: %s: file path. */
				return new \WP_Error( 'yomu_import_link', sprintf( __( '%s is a link or a special file; an import reads only plain files.', 'yomu-core' ), $relative ) );
			}
			if ( ! in_array( strtolower( $file->getExtension() ), $text ? ZipImages::TEXT_EXTENSIONS : ZipImages::IMAGE_EXTENSIONS, true ) ) {
				return $text
					/* translators: %s: file path. */
					? new \WP_Error( 'yomu_import_not_text', sprintf( __( '%s is not a text chapter. Only .txt and .html files may be in the folder.', 'yomu-core' ), $relative ) )
					/* translators: %s: file path. */
					: new \WP_Error( 'yomu_import_not_image', sprintf( __( '%s is not an image. Only JPEG, PNG, GIF, WebP and BMP files may be in the chapter folders.', 'yomu-core' ), $relative ) );
			}
			$paths[ $relative ] = $relative;
		}
		return $paths;
	}

	/**
	 * The files themselves (read in place).
	 *
	 * @param array<int|string, string> $files Relative path => file name.
	 * @return array<int, array{path: string, name: string}>
	 */
	public function files( array $files ) {
		$out = array();
		foreach ( $files as $relative => $name ) {
			$out[] = array(
				'path' => $this->dir . '/' . $relative,
				'name' => $name,
			);
		}
		return $out;
	}

	/**
	 * Nothing to give back: the folder's files are never changed.
	 *
	 * @param array<int, array{path: string, name: string}> $files Files.
	 */
	public function release( array $files ): void {}

	/**
	 * Nothing to close.
	 */
	public function close(): void {}
}
