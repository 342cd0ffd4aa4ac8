<?php
/**
 * Page actions of an image chapter: add, replace all, remove, reorder. Guard has already authorized the
 * request; these validate the input and call the writer.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterWriter;

/**
 * Page handlers: each returns the success message or a \WP_Error.
 */
final class PageHandlers {

	/**
	 * Appends uploaded images to the chapter.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @param array<string, mixed> $files    $_FILES.
	 * @return string|\WP_Error
	 */
	public static function add( int $manga_id, array $request, array $files ) {
		$images = self::images( $files );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		$result = ChapterWriter::add_pages( Targets::id( $request['chapter_id'] ?? '' ), $images );
		/* translators: %d: number of pages */
		return is_wp_error( $result ) ? $result : sprintf( _n( '%d page added.', '%d pages added.', count( $images ), 'yomu-core' ), count( $images ) );
	}

	/**
	 * Replaces every page of the chapter with the uploaded images.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @param array<string, mixed> $files    $_FILES.
	 * @return string|\WP_Error
	 */
	public static function replace( int $manga_id, array $request, array $files ) {
		$images = self::images( $files );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		$result = ChapterWriter::replace_pages( Targets::id( $request['chapter_id'] ?? '' ), $images );
		return is_wp_error( $result ) ? $result : __( 'Pages replaced.', 'yomu-core' );
	}

	/**
	 * Removes the checked pages.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function remove( int $manga_id, array $request ) {
		$pages = Targets::ids( $request['pages'] ?? null );
		if ( ! $pages ) {
			return new \WP_Error( 'yomu_no_pages', __( 'Select the pages to remove.', 'yomu-core' ) );
		}
		$result = ChapterWriter::remove_pages( Targets::id( $request['chapter_id'] ?? '' ), $pages );
		/* translators: %d: number of pages */
		return is_wp_error( $result ) ? $result : sprintf( _n( '%d page removed.', '%d pages removed.', count( $pages ), 'yomu-core' ), count( $pages ) );
	}

	/**
	 * Puts the pages in the order of the position numbers typed next to them.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function reorder( int $manga_id, array $request ) {
		$order = self::order( $request['position'] ?? null );
		if ( is_wp_error( $order ) ) {
			return $order;
		}
		$result = ChapterWriter::reorder_pages( Targets::id( $request['chapter_id'] ?? '' ), $order );
		return is_wp_error( $result ) ? $result : __( 'Page order saved.', 'yomu-core' );
	}

	/**
	 * The page numbers in their new order, from position[page number] = wanted position. Equal positions
	 * keep the current order between them.
	 *
	 * @param mixed $positions Request value.
	 * @return int[]|\WP_Error
	 */
	public static function order( $positions ) {
		if ( ! is_array( $positions ) || ! $positions ) {
			return new \WP_Error( 'yomu_no_pages', __( 'There are no pages to reorder.', 'yomu-core' ) );
		}
		$wanted = array();
		foreach ( $positions as $page => $position ) {
			$page = Targets::id( $page );
			if ( $page <= 0 || ! is_scalar( $position ) || ! preg_match( '/^\d{1,6}$/', trim( (string) $position ) ) ) {
				return new \WP_Error( 'yomu_bad_position', __( 'Every page position must be a whole number.', 'yomu-core' ) );
			}
			$wanted[ $page ] = (int) $position;
		}
		$pages = array_keys( $wanted );
		usort( $pages, static fn ( int $a, int $b ): int => array( $wanted[ $a ], $a ) <=> array( $wanted[ $b ], $b ) );
		return $pages;
	}

	/**
	 * The uploaded page images; at least one is required.
	 *
	 * @param array<string, mixed> $files $_FILES.
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	private static function images( array $files ) {
		$images = Uploads::collect( $files['yomu_pages'] ?? null );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		return $images ? $images : new \WP_Error( 'yomu_no_files', __( 'Choose at least one image.', 'yomu-core' ) );
	}
}
