<?php
/**
 * How a folder or ZIP of chapters is laid out, as Madara's multi-chapter upload reads one (MADARA.md §1.4):
 * `Chapter/images` or `Volume/Chapter/images`. Each chapter folder's name is the chapter name, split into name
 * and subtitle at the first "--" ("Chapter 1 -- The Start"); a volume folder's name is the volume name.
 * Chapters come in the natural order of their folders (Chapter 2 before Chapter 10), those in volume folders
 * first as in the reading order; pages in the natural order of their file names (ImageBatch sorts them).
 *
 * Refused with a clear error: images outside a chapter folder, folders nested deeper than Volume/Chapter, a
 * folder holding both images and chapter folders, and two folders that give the same chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

/**
 * Groups relative image paths into chapters.
 */
final class Layout {

	/**
	 * The chapters that relative image paths describe, in natural folder order.
	 *
	 * @param array<int|string, string> $paths          Key => relative path with '/' separators (images only).
	 * @param string                    $default_volume Volume for chapters not inside a volume folder ('' = none).
	 * @return array<int, array{folder: string, volume: string, name: string, extend: string, files: array<int|string, string>}>|\WP_Error
	 *         files: key => file name.
	 */
	public static function chapters( array $paths, string $default_volume = '' ) {
		$chapters = array();
		$holders  = array();
		foreach ( $paths as $key => $path ) {
			$parts = explode( '/', trim( $path, '/' ) );
			$depth = count( $parts );
			if ( $depth < 2 ) {
				/* translators: %s: file path. */
				return new \WP_Error( 'yomu_import_loose_image', sprintf( __( '%s is not inside a chapter folder. Put each chapter\'s images in a folder named after the chapter.', 'yomu-core' ), $path ) );
			}
			if ( $depth > 3 ) {
				/* translators: %s: file path. */
				return new \WP_Error( 'yomu_import_too_deep', sprintf( __( '%s is nested too deep: the layout is Chapter/images or Volume/Chapter/images.', 'yomu-core' ), $path ) );
			}
			$folder = implode( '/', array_slice( $parts, 0, -1 ) );
			if ( 3 === $depth ) {
				$holders[ $parts[0] ] = true;
			}
			if ( ! isset( $chapters[ $folder ] ) ) {
				$title               = self::split( $parts[ $depth - 2 ] );
				$chapters[ $folder ] = array(
					'folder' => $folder,
					'volume' => 3 === $depth ? $parts[0] : $default_volume,
					'name'   => $title[0],
					'extend' => $title[1],
					'files'  => array(),
				);
			}
			$chapters[ $folder ]['files'][ $key ] = $parts[ $depth - 1 ];
		}
		foreach ( array_keys( $holders ) as $volume ) {
			if ( isset( $chapters[ $volume ] ) ) {
				/* translators: %s: folder name. */
				return new \WP_Error( 'yomu_import_mixed_folder', sprintf( __( 'The folder %s holds both images and chapter folders; a volume folder may hold only chapter folders.', 'yomu-core' ), $volume ) );
			}
		}
		// Volume folders first, as in the reading order (chapters without a volume come after every volume).
		$in_volumes = array_filter( array_keys( $chapters ), static fn ( string $folder ): bool => str_contains( $folder, '/' ) );
		$loose      = array_diff( array_keys( $chapters ), $in_volumes );
		natcasesort( $in_volumes );
		natcasesort( $loose );
		$folders = array_merge( $in_volumes, $loose );
		$ordered = array();
		$seen    = array();
		foreach ( $folders as $folder ) {
			$chapter = $chapters[ $folder ];
			$id      = strtolower( $chapter['volume'] . "\n" . $chapter['name'] );
			if ( isset( $seen[ $id ] ) ) {
				/* translators: 1: folder name, 2: other folder name. */
				return new \WP_Error( 'yomu_import_duplicate', sprintf( __( 'The folders %1$s and %2$s give the same chapter name.', 'yomu-core' ), $seen[ $id ], $folder ) );
			}
			$seen[ $id ] = $folder;
			$ordered[]   = $chapter;
		}
		if ( ! $ordered ) {
			return new \WP_Error( 'yomu_import_empty', __( 'No chapter images were found.', 'yomu-core' ) );
		}
		return $ordered;
	}

	/**
	 * A folder name as chapter name and subtitle: "Chapter 1 -- The Start" => [Chapter 1, The Start].
	 *
	 * @param string $folder Folder name.
	 * @return array{0: string, 1: string}
	 */
	public static function split( string $folder ): array {
		$parts = explode( '--', $folder, 2 );
		return array( trim( $parts[0] ), trim( $parts[1] ?? '' ) );
	}
}
