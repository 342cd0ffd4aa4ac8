<?php
/**
 * Reads a ZIP the download actions built, for their tests.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

/**
 * The archive's entries.
 */
trait ReadsZip {

	/**
	 * The archive's entries, name => bytes in order; the file is deleted.
	 *
	 * @param string $path ZIP file.
	 * @return array<string, string>
	 */
	private function entries( string $path ): array {
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $path ) );
		$entries = array();
		$count   = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$entries[ (string) $zip->getNameIndex( $i ) ] = (string) $zip->getFromIndex( $i );
		}
		$zip->close();
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the test's own temporary file.
		return $entries;
	}
}
