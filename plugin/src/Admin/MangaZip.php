<?php
/**
 * Every chapter of a manga as one ZIP file, for its editors, laid out the way an import reads it (see
 * Import\Layout): a folder per volume, in it a folder per image chapter ("Bölüm 3 -- Başlangıç/001.jpg …") or an
 * HTML file per text chapter; chapters without a volume at the top. The archive can be imported again as it is.
 *
 * A chapter with nothing this site stores (no pages yet, or pages on another host) is left out and named in
 * not-included.txt with the reason (an import skips that file), so a download is never short without saying so. Any other failure (a page that
 * cannot be read) refuses the whole download.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * Builds the archive.
 */
final class MangaZip {

	/** Errors that leave one chapter out instead of refusing the download. */
	private const LEFT_OUT = array( 'yomu_zip_empty', 'yomu_zip_foreign' );

	/**
	 * The archive's download name: the manga's slug.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function name( int $manga_id ): string {
		return sanitize_file_name( rawurldecode( (string) get_post_field( 'post_name', $manga_id ) ) . '.zip' );
	}

	/**
	 * Builds the ZIP in a temporary file.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return string|\WP_Error The file's path.
	 */
	public static function build( int $manga_id ) {
		if ( ! class_exists( \ZipArchive::class ) ) {
			return new \WP_Error( 'yomu_no_zip', __( 'This server cannot make ZIP files (PHP\'s zip extension is missing).', 'yomu-core' ) );
		}
		$type = MetaKeys::chapter_type( $manga_id );
		if ( 'video' === $type ) {
			return new \WP_Error( 'yomu_zip_video', __( 'Video chapters have no files to download.', 'yomu-core' ) );
		}
		$groups = ChapterRepository::grouped( $manga_id, 'asc', '', true );
		if ( ! $groups ) {
			return new \WP_Error( 'yomu_zip_no_chapters', __( 'This manga has no chapters yet.', 'yomu-core' ) );
		}
		$zip  = new \ZipArchive();
		$path = ChapterZip::open( $zip );
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$added = self::add_all( $zip, $path, $groups, $type );
		if ( is_wp_error( $added ) || ! $zip->close() ) {
			Files::delete( array( $path ) );
			return is_wp_error( $added ) ? $added : ChapterZip::failed();
		}
		return $path;
	}

	/**
	 * Adds every chapter, then the list of those left out.
	 *
	 * @param \ZipArchive                                                    $zip    The open archive.
	 * @param string                                                         $path   Its file.
	 * @param array<int, array{0: ?\Yomu\Core\Content\Volume, 1: Chapter[]}> $groups Volumes with their chapters, in reading order.
	 * @param string                                                         $type   The manga's chapter type.
	 * @return true|\WP_Error
	 */
	private static function add_all( \ZipArchive $zip, string $path, array $groups, string $type ) {
		$names    = new ZipFolderNames();
		$left_out = array();
		$included = 0;
		foreach ( $groups as $group ) {
			$volume = null === $group[0] ? '' : $names->unique( '', $group[0]->name, 'volume-' . $group[0]->id ) . '/';
			foreach ( $group[1] as $chapter ) {
				$title  = '' === $chapter->name_extend ? $chapter->name : $chapter->name . ' -- ' . $chapter->name_extend;
				$name   = $volume . $names->unique( $volume, $title, 'chapter-' . $chapter->id );
				$copies = array();
				$added  = 'manga' === $type ? ChapterZip::add_pages( $zip, $chapter, $name . '/', $copies ) : ChapterZip::add_text( $zip, $chapter, $name . '.html' );
				if ( is_wp_error( $added ) && ! in_array( $added->get_error_code(), self::LEFT_OUT, true ) ) {
					Files::delete( $copies );
					return $added;
				}
				if ( is_wp_error( $added ) ) {
					$left_out[] = $name . ': ' . $added->get_error_message();
					continue;
				}
				++$included;
				// The archive reads the page copies when it is closed: close it after each chapter so that no more than one
				// chapter's copies wait on disk.
				if ( $copies ) {
					$closed = $zip->close() && true === $zip->open( $path );
					Files::delete( $copies );
					if ( ! $closed ) {
						return ChapterZip::failed();
					}
				}
			}
		}
		if ( 0 === $included ) {
			return new \WP_Error( 'yomu_zip_nothing', __( 'None of this manga\'s chapters has pages stored by this site.', 'yomu-core' ) );
		}
		if ( $left_out && ! $zip->addFromString( ZipImages::EXPORT_NOTE, __( 'These chapters are not in this file:', 'yomu-core' ) . "\n" . implode( "\n", $left_out ) . "\n" ) ) {
			return ChapterZip::failed();
		}
		return true;
	}
}
