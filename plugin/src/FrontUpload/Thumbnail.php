<?php
/**
 * The optional chapter thumbnail: checked and re-encoded like a page image (ImageProcessor), stored under a
 * server-made name in {manga folder}/thumbnails/ inside the data folder, and recorded as a relative src in
 * chapter_metas['chapter_thumbnail']. A new thumbnail replaces (and deletes) the old one.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

use Yomu\Core\Admin\Uploads;
use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\MadaraQueries;
use Yomu\Core\Content\Storage\ChapterFolder;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\ImageProcessor;
use Yomu\Core\Content\Storage\Paths;

/**
 * Chapter thumbnails.
 */
final class Thumbnail {

	/** Key in chapter_metas. */
	public const META = 'chapter_thumbnail';

	/**
	 * The uploaded thumbnail, checked and re-encoded into a temporary file; null when none was chosen.
	 *
	 * @param mixed $entry The $_FILES['chapter-thumbnail'] value.
	 * @return array{path: string, mime: string, ext: string, w: int, h: int}|\WP_Error|null
	 */
	public static function prepare( $entry ) {
		$files = Uploads::collect( $entry );
		if ( is_wp_error( $files ) ) {
			return $files;
		}
		if ( ! $files ) {
			return null;
		}
		if ( count( $files ) > 1 ) {
			return new \WP_Error( 'yomu_thumbnail_count', __( 'Choose one thumbnail image.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		return ImageProcessor::prepare( $files[0]['path'], $files[0]['name'] );
	}

	/**
	 * Deletes a prepared thumbnail that was not stored.
	 *
	 * @param array{path: string}|null $image Prepared image.
	 */
	public static function discard( ?array $image ): void {
		if ( null !== $image ) {
			Files::delete( array( $image['path'] ) );
		}
	}

	/**
	 * Moves a prepared thumbnail into place and records it on the chapter.
	 *
	 * @param Chapter                                                        $chapter Chapter.
	 * @param array{path: string, mime: string, ext: string, w: int, h: int} $image   Prepared image.
	 * @return true|\WP_Error
	 */
	public static function store( Chapter $chapter, array $image ) {
		$folder = ChapterFolder::manga_folder( $chapter->manga_id );
		if ( is_wp_error( $folder ) ) {
			self::discard( $image );
			return $folder;
		}
		$dir  = Paths::data_dir() . $folder . '/thumbnails/';
		$file = sprintf( 'chapter-%d-%s.%s', $chapter->id, strtolower( wp_generate_password( 10, false ) ), $image['ext'] );
		if ( ! Files::make_dir( $dir ) || ! Files::move_into_place( $image['path'], $dir . $file ) ) {
			self::discard( $image );
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The thumbnail could not be saved. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		$old                 = self::src( $chapter );
		$metas               = $chapter->metas;
		$metas[ self::META ] = $folder . '/thumbnails/' . $file;
		if ( ! MadaraQueries::save_chapter_metas( $chapter->id, $metas ) ) {
			Files::delete( array( $dir . $file ) );
			return new \WP_Error( 'yomu_database', __( 'The chapter could not be saved to the database.', 'yomu-core' ) );
		}
		if ( '' !== $old ) {
			Files::delete( array( Paths::local_file( $old ) ) );
		}
		Cache::bump( $chapter->manga_id, $chapter );
		return true;
	}

	/**
	 * Removes a deleted chapter's thumbnail file.
	 *
	 * @param Chapter $chapter The deleted chapter.
	 */
	public static function forget( Chapter $chapter ): void {
		$src = self::src( $chapter );
		if ( '' !== $src ) {
			Files::delete( array( Paths::local_file( $src ) ) );
		}
	}

	/**
	 * The chapter's thumbnail as a relative src in the data folder, '' when it has none.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function src( Chapter $chapter ): string {
		$src = $chapter->metas[ self::META ] ?? '';
		return is_string( $src ) && '' !== Paths::local_file( $src ) ? $src : '';
	}

	/**
	 * The thumbnail's URL (chapter_thumbnail), '' when the chapter has none.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function url( Chapter $chapter ): string {
		$src = self::src( $chapter );
		return '' !== $src ? Paths::public_data_url() . $src : '';
	}
}
