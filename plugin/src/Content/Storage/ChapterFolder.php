<?php
/**
 * A chapter's image folder: uploads/WP-manga/data/{manga_unique_id}/{chapter_dir}/ (MADARA.md §1.3).
 * Folder names come from the server (uniqid, md5 or the slugs); file names are generated as page numbers.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;

/**
 * Folder naming and file placement.
 */
final class ChapterFolder {

	/**
	 * The manga's storage folder name (post meta manga_unique_id), created the Madara way when missing:
	 * uniqid('manga_'), or the post slug when encrypt_manga_folder_name is off.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return string|\WP_Error
	 */
	public static function manga_folder( int $manga_id ) {
		$stored = get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true );
		if ( is_string( $stored ) && '' !== $stored ) {
			return Paths::is_safe_segment( $stored ) ? $stored : new \WP_Error( 'yomu_storage_folder', __( 'This manga\'s storage folder name (manga_unique_id) is not a valid folder name.', 'yomu-core' ) );
		}
		$folder = uniqid( 'manga_' );
		if ( ! Settings::enabled( 'encrypt_manga_folder_name' ) ) {
			$slug = (string) get_post_field( 'post_name', $manga_id );
			// A slug with percent-encoded characters would not survive the trip into a URL and back.
			$folder = preg_match( '/^[a-z0-9][a-z0-9_-]*$/', $slug ) ? $slug : $folder;
		}
		update_post_meta( $manga_id, MetaKeys::UNIQUE_ID, $folder );
		return $folder;
	}

	/**
	 * Creates a new chapter folder and returns its name: md5(name . date) when encrypt_chapter_folder_name
	 * is on (the default), else the chapter slug; a suffix is added if that folder already exists.
	 *
	 * @param string $manga_folder The manga's folder name.
	 * @param string $name         Chapter name.
	 * @param string $slug         Chapter slug.
	 * @return string|\WP_Error
	 */
	public static function create( string $manga_folder, string $name, string $slug ) {
		$ready = DataDir::ensure();
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		$hash = md5( $name . gmdate( 'Y-m-d H:i:s' ) );
		// A slug with percent-encoded characters would not survive the trip into a URL and back.
		$base = ! Settings::enabled( 'encrypt_chapter_folder_name' ) && preg_match( '/^[a-z0-9][a-z0-9_-]*$/', $slug ) ? $slug : $hash;
		$dir  = $base;
		$n    = 0;
		while ( file_exists( self::path( $manga_folder, $dir ) ) ) {
			$dir = $base . '_' . ( ++$n );
		}
		if ( ! Files::make_dir( self::path( $manga_folder, $dir ) ) ) {
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be created. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		return $dir;
	}

	/**
	 * Absolute path of a chapter folder, with a trailing slash.
	 *
	 * @param string $manga_folder Manga folder name.
	 * @param string $chapter_dir  Chapter folder name.
	 */
	public static function path( string $manga_folder, string $chapter_dir ): string {
		return Paths::data_dir() . $manga_folder . '/' . $chapter_dir . '/';
	}

	/**
	 * Moves prepared images into a chapter folder under new page-number names and returns their page
	 * entries (Madara's {src, mime} plus Yomu's w and h). Numbering continues after the highest number
	 * already in the folder, so a file name is never reused for different content (no stale caches).
	 * On failure the files moved so far are removed again.
	 *
	 * @param string                                                                     $manga_folder Manga folder name.
	 * @param string                                                                     $chapter_dir  Chapter folder name.
	 * @param array<int, array{path: string, mime: string, ext: string, w: int, h: int}> $images Prepared images in page order.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|\WP_Error
	 */
	public static function store( string $manga_folder, string $chapter_dir, array $images ) {
		$dir = self::path( $manga_folder, $chapter_dir );
		if ( ! Files::make_dir( $dir ) ) {
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be created. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		$number = self::highest_number( $dir );
		$pages  = array();
		$moved  = array();
		foreach ( $images as $image ) {
			do {
				++$number;
				$file = sprintf( '%03d.%s', $number, $image['ext'] );
			} while ( file_exists( $dir . $file ) );
			if ( ! Files::move_into_place( $image['path'], $dir . $file ) ) {
				Files::delete( $moved );
				return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter images could not be saved. Check that the uploads folder is writable.', 'yomu-core' ) );
			}
			$moved[] = $dir . $file;
			$pages[] = array(
				'src'  => $manga_folder . '/' . $chapter_dir . '/' . $file,
				'mime' => $image['mime'],
				'w'    => $image['w'],
				'h'    => $image['h'],
			);
		}
		return $pages;
	}

	/**
	 * The highest leading number among a folder's file names (0 when none).
	 *
	 * @param string $dir Absolute folder path.
	 */
	private static function highest_number( string $dir ): int {
		$highest = 0;
		foreach ( Files::names( $dir ) as $name ) {
			if ( preg_match( '/^(\d+)/', $name, $match ) ) {
				$highest = max( $highest, (int) $match[1] );
			}
		}
		return $highest;
	}

	/**
	 * Deletes the local files of page entries. Only relative srcs that name an image file inside the data
	 * folder are touched (a crafted src such as "../../wp-config.php" is ignored).
	 *
	 * @param array<int|string, mixed> $entries Page entries from manga_chapters_data.
	 */
	public static function delete_pages( array $entries ): void {
		$paths = array();
		foreach ( $entries as $entry ) {
			$src  = is_array( $entry ) && isset( $entry['src'] ) && is_string( $entry['src'] ) ? $entry['src'] : '';
			$path = Paths::local_file( $src );
			if ( '' !== $path && in_array( strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ), ZipImages::IMAGE_EXTENSIONS, true ) ) {
				$paths[] = $path;
			}
		}
		Files::delete( $paths );
	}

	/**
	 * Deletes a chapter folder with everything in it.
	 *
	 * @param string $manga_folder Manga folder name.
	 * @param string $chapter_dir  Chapter folder name.
	 */
	public static function delete( string $manga_folder, string $chapter_dir ): void {
		if ( Paths::is_safe_segment( $manga_folder ) && Paths::is_safe_segment( $chapter_dir ) && is_dir( self::path( $manga_folder, $chapter_dir ) ) ) {
			Files::delete_tree( self::path( $manga_folder, $chapter_dir ) );
		}
	}
}
