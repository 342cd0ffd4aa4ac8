<?php
/**
 * A chapter as a ZIP file, for its editors: an image chapter's pages in reading order (001.jpg, 002.png …, read
 * from local storage or Yomu's bucket), a text chapter as one HTML file. The caller streams the file and deletes it.
 * MangaZip puts every chapter of a manga in one archive with the same two steps (add_pages, add_text).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\PageStores;

/**
 * Builds the archive.
 */
final class ChapterZip {

	/** The file extension of each page type a chapter can hold. */
	private const EXTENSIONS = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
		'image/avif' => 'avif',
	);

	/**
	 * The archive's download name: manga slug and chapter slug.
	 *
	 * @param Chapter $chapter The chapter.
	 */
	public static function name( Chapter $chapter ): string {
		return sanitize_file_name( rawurldecode( get_post_field( 'post_name', $chapter->manga_id ) . '-' . $chapter->slug ) . '.zip' );
	}

	/**
	 * Builds the ZIP in a temporary file.
	 *
	 * @param Chapter $chapter The chapter.
	 * @return string|\WP_Error The file's path.
	 */
	public static function build( Chapter $chapter ) {
		if ( ! class_exists( \ZipArchive::class ) ) {
			return new \WP_Error( 'yomu_no_zip', __( 'This server cannot make ZIP files (PHP\'s zip extension is missing).', 'yomu-core' ) );
		}
		$type = MetaKeys::chapter_type( $chapter->manga_id );
		if ( 'video' === $type ) {
			return new \WP_Error( 'yomu_zip_video', __( 'A video chapter has no files to download.', 'yomu-core' ) );
		}
		$zip  = new \ZipArchive();
		$path = self::open( $zip );
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$copies = array();
		$added  = 'manga' === $type ? self::add_pages( $zip, $chapter, '', $copies ) : self::add_text( $zip, $chapter, sanitize_file_name( rawurldecode( $chapter->slug ) . '.html' ) );
		$closed = $zip->close();
		Files::delete( $copies );
		if ( is_wp_error( $added ) || ! $closed ) {
			Files::delete( array( $path ) );
			return is_wp_error( $added ) ? $added : self::failed();
		}
		return $path;
	}

	/**
	 * Opens a new archive in a temporary file.
	 *
	 * @param \ZipArchive $zip The archive object to open.
	 * @return string|\WP_Error The file's path.
	 */
	public static function open( \ZipArchive $zip ) {
		$path = Files::temp();
		if ( '' === $path || true !== $zip->open( $path, \ZipArchive::OVERWRITE ) ) {
			Files::delete( array( $path ) );
			return self::failed();
		}
		return $path;
	}

	/**
	 * The error for an archive that could not be written.
	 */
	public static function failed(): \WP_Error {
		return new \WP_Error( 'yomu_zip_failed', __( 'The ZIP file could not be made.', 'yomu-core' ) );
	}

	/**
	 * Adds the pages, stored as they are (images are compressed already).
	 *
	 * @param \ZipArchive $zip     The archive.
	 * @param Chapter     $chapter The chapter.
	 * @param string      $folder  Folder inside the archive, '' or ending in '/'.
	 * @param string[]    $copies  Temporary copies to delete once the archive is closed (ZipArchive reads them then).
	 * @return true|\WP_Error
	 */
	public static function add_pages( \ZipArchive $zip, Chapter $chapter, string $folder, array &$copies ) {
		$storage = in_array( $chapter->storage, PageRows::storages( $chapter->id ), true ) ? $chapter->storage : 'local';
		$entries = PageRows::get( $chapter->id, $storage ) ?? array();
		$store   = PageStores::for_pages( $storage, $entries );
		if ( ! $entries ) {
			return new \WP_Error( 'yomu_zip_empty', __( 'This chapter has no pages yet.', 'yomu-core' ) );
		}
		if ( null === $store ) {
			return new \WP_Error( 'yomu_zip_foreign', __( 'This chapter\'s pages are on another host; only pages stored by this site can be downloaded.', 'yomu-core' ) );
		}
		$width = max( 3, strlen( (string) count( $entries ) ) );
		foreach ( array_values( $entries ) as $i => $entry ) {
			$copy = is_array( $entry ) ? $store->fetch_original( $entry ) : new \WP_Error( 'yomu_zip_page', '' );
			if ( is_wp_error( $copy ) ) {
				/* translators: %d: page number */
				return new \WP_Error( 'yomu_zip_page', sprintf( __( 'Page %d could not be read.', 'yomu-core' ), $i + 1 ) );
			}
			$copies[]  = $copy;
			$mime      = is_string( $entry['mime'] ?? null ) ? $entry['mime'] : (string) wp_get_image_mime( $copy );
			$extension = self::EXTENSIONS[ $mime ] ?? 'jpg';
			$name      = $folder . str_pad( (string) ( $i + 1 ), $width, '0', STR_PAD_LEFT ) . '.' . $extension;
			if ( ! $zip->addFile( $copy, $name ) ) {
				return self::failed();
			}
			$zip->setCompressionName( $name, \ZipArchive::CM_STORE );
		}
		return true;
	}

	/**
	 * Adds a text chapter as one HTML file.
	 *
	 * @param \ZipArchive $zip     The archive.
	 * @param Chapter     $chapter The chapter.
	 * @param string      $name    The file's name inside the archive.
	 * @return true|\WP_Error
	 */
	public static function add_text( \ZipArchive $zip, Chapter $chapter, string $name ) {
		$html = sprintf(
			"<!doctype html>\n<html lang=\"%1\$s\"><meta charset=\"utf-8\"><title>%2\$s</title>\n<h1>%2\$s</h1>\n%3\$s\n</html>\n",
			esc_attr( get_bloginfo( 'language' ) ),
			esc_html( $chapter->title() ),
			wp_kses_post( ChapterRepository::text( $chapter ) )
		);
		$name = '.html' !== $name ? $name : 'chapter.html';
		return $zip->addFromString( $name, $html ) ? true : self::failed();
	}
}
