<?php
/**
 * Prepares a set of uploaded images for a chapter: puts them in the natural order of their client names
 * (natcasesort, as Madara does: 2.jpg before 10.jpg), then validates and re-encodes each one. All or
 * nothing: one bad image refuses the whole set.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * Batch image preparation.
 */
final class ImageBatch {

	/**
	 * Prepared images in page order. The caller must store or discard() them.
	 *
	 * @param array<int|string, mixed> $files     List of ['path' => server file, 'name' => client name].
	 * @param int                      $existing  Pages the chapter already has (for the page limit).
	 * @return array<int, array{path: string, mime: string, ext: string, w: int, h: int}>|\WP_Error
	 */
	public static function prepare( array $files, int $existing = 0 ) {
		$names = array();
		$paths = array();
		foreach ( array_values( $files ) as $i => $file ) {
			if ( ! is_array( $file ) || ! isset( $file['path'] ) || ! is_string( $file['path'] ) || '' === $file['path'] ) {
				return new \WP_Error( 'yomu_invalid_upload', __( 'The uploaded files are incomplete. Please try again.', 'yomu-core' ) );
			}
			$paths[ $i ] = $file['path'];
			$names[ $i ] = isset( $file['name'] ) && is_string( $file['name'] ) && '' !== $file['name'] ? $file['name'] : wp_basename( $file['path'] );
		}
		if ( ! $names ) {
			return new \WP_Error( 'yomu_no_images', __( 'No images were uploaded.', 'yomu-core' ) );
		}
		$max = Limits::get( 'chapter_pages' );
		if ( $existing + count( $names ) > $max ) {
			/* translators: %d: maximum number of pages. */
			return new \WP_Error( 'yomu_too_many_pages', sprintf( __( 'A chapter can have at most %d pages.', 'yomu-core' ), $max ) );
		}
		natcasesort( $names );
		$prepared = array();
		foreach ( array_keys( $names ) as $i ) {
			$image = ImageProcessor::prepare( $paths[ $i ], $names[ $i ] );
			if ( is_wp_error( $image ) ) {
				self::discard( $prepared );
				return $image;
			}
			$prepared[] = $image;
		}
		return $prepared;
	}

	/**
	 * Deletes prepared images that were not stored.
	 *
	 * @param array<int, array{path: string}> $prepared Prepared images.
	 */
	public static function discard( array $prepared ): void {
		Files::delete( array_column( $prepared, 'path' ) );
	}
}
