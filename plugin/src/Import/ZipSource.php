<?php
/**
 * Images in a ZIP archive, checked as an upload's archive is (ZipImages: safe entry names, no links or
 * encrypted entries, images only, entry count and size limits) before anything is read. Nothing is extracted
 * into a served folder: the images of one chapter at a time are copied to temporary files outside uploads,
 * re-encoded by the chapter writer, then deleted.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * A ZIP of chapter folders.
 */
final class ZipSource implements Source {

	/**
	 * The open archive.
	 *
	 * @var \ZipArchive|null
	 */
	private ?\ZipArchive $zip = null;

	/**
	 * Opens nothing yet.
	 *
	 * @param string $path Archive path.
	 */
	public function __construct( private string $path ) {}

	/**
	 * Every image (or text chapter) as entry index => entry name.
	 *
	 * @param bool $text Whether the archive holds text chapters.
	 * @return array<int|string, string>|\WP_Error
	 */
	public function paths( bool $text = false ) {
		$zip = ZipImages::open( $this->path );
		if ( is_wp_error( $zip ) ) {
			return $zip;
		}
		$this->zip = $zip;
		return ZipImages::image_entries( $zip, false, $text );
	}

	/**
	 * Temporary copies of some entries.
	 *
	 * @param array<int|string, string> $files Entry index => file name.
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	public function files( array $files ) {
		if ( null === $this->zip ) {
			return new \WP_Error( 'yomu_zip_invalid', __( 'The file is not a valid ZIP archive.', 'yomu-core' ) );
		}
		$entries = array();
		foreach ( $files as $index => $name ) {
			$entries[ (int) $index ] = (string) $this->zip->getNameIndex( (int) $index );
		}
		$copies = ZipImages::copy_out( $this->zip, $entries );
		if ( is_wp_error( $copies ) ) {
			return $copies;
		}
		// Page order follows the file names, not the folder part of the entry names.
		foreach ( $copies as $i => $copy ) {
			$copies[ $i ]['name'] = basename( $copy['name'] );
		}
		return $copies;
	}

	/**
	 * Deletes the temporary copies.
	 *
	 * @param array<int, array{path: string, name: string}> $files Files from files().
	 */
	public function release( array $files ): void {
		Files::delete( array_column( $files, 'path' ) );
	}

	/**
	 * Closes the archive.
	 */
	public function close(): void {
		if ( null !== $this->zip ) {
			$this->zip->close();
			$this->zip = null;
		}
	}
}
