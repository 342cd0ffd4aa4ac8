<?php
/**
 * Page edits of an existing image chapter, on its local page list (manga_chapters_data, storage 'local').
 * Chapters whose pages live only on a cloud storage are refused: their files are not ours to change.
 *
 * New files are numbered after the highest number already in the chapter folder, so a URL never changes
 * content (caches and CDNs cannot show a stale page); reordering rewrites only the list, not the files.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

use Yomu\Core\Storage\ChapterFolder;
use Yomu\Core\Storage\ImageBatch;

/**
 * Page add, replace, remove and reorder.
 */
final class ChapterPages {

	/**
	 * Appends pages after the existing ones.
	 *
	 * @param int                      $chapter_id  Chapter ID.
	 * @param array<int|string, mixed> $image_files List of ['path' => server file, 'name' => client name].
	 * @return Chapter|\WP_Error
	 */
	public static function add( int $chapter_id, array $image_files ) {
		return self::store( $chapter_id, $image_files, false );
	}

	/**
	 * Replaces every page; the old files are deleted once the new ones are saved.
	 *
	 * @param int                      $chapter_id  Chapter ID.
	 * @param array<int|string, mixed> $image_files List of ['path' => server file, 'name' => client name].
	 * @return Chapter|\WP_Error
	 */
	public static function replace( int $chapter_id, array $image_files ) {
		return self::store( $chapter_id, $image_files, true );
	}

	/**
	 * Removes pages by number; at least one page must remain.
	 *
	 * @param int                      $chapter_id   Chapter ID.
	 * @param array<int|string, mixed> $page_numbers 1-based page numbers.
	 * @return Chapter|\WP_Error
	 */
	public static function remove( int $chapter_id, array $page_numbers ) {
		$loaded = self::load( $chapter_id );
		if ( is_wp_error( $loaded ) ) {
			return $loaded;
		}
		list( $chapter, $entries ) = $loaded;
		$numbers                   = self::numbers( $page_numbers, count( $entries ) );
		if ( null === $numbers || ! $numbers ) {
			return self::bad_numbers();
		}
		if ( count( $numbers ) >= count( $entries ) ) {
			return new \WP_Error( 'yomu_last_page', __( 'A chapter needs at least one page. Delete the chapter instead.', 'yomu-core' ) );
		}
		$removed = array();
		foreach ( $numbers as $number ) {
			$removed[] = $entries[ $number - 1 ];
			unset( $entries[ $number - 1 ] );
		}
		if ( ! PageRows::save( $chapter->id, $entries ) ) {
			return ChapterWriter::db_error();
		}
		ChapterFolder::delete_pages( $removed );
		return self::done( $chapter );
	}

	/**
	 * Reorders pages: the current page numbers listed in their new order (a permutation of 1..n).
	 *
	 * @param int                      $chapter_id   Chapter ID.
	 * @param array<int|string, mixed> $page_numbers Permutation of 1..n.
	 * @return Chapter|\WP_Error
	 */
	public static function reorder( int $chapter_id, array $page_numbers ) {
		$loaded = self::load( $chapter_id );
		if ( is_wp_error( $loaded ) ) {
			return $loaded;
		}
		list( $chapter, $entries ) = $loaded;
		$numbers                   = self::numbers( $page_numbers, count( $entries ) );
		if ( null === $numbers || count( $numbers ) !== count( $entries ) || count( $page_numbers ) !== count( $entries ) ) {
			return new \WP_Error( 'yomu_invalid_page_order', __( 'The new page order must list every page exactly once.', 'yomu-core' ) );
		}
		$ordered = array();
		foreach ( $numbers as $number ) {
			$ordered[] = $entries[ $number - 1 ];
		}
		if ( ! PageRows::save( $chapter->id, $ordered ) ) {
			return ChapterWriter::db_error();
		}
		return self::done( $chapter );
	}

	/**
	 * Adds or replaces pages.
	 *
	 * @param int                      $chapter_id  Chapter ID.
	 * @param array<int|string, mixed> $image_files Uploaded images.
	 * @param bool                     $replace     Whether the new images replace the old ones.
	 * @return Chapter|\WP_Error
	 */
	private static function store( int $chapter_id, array $image_files, bool $replace ) {
		$loaded = self::load( $chapter_id );
		if ( is_wp_error( $loaded ) ) {
			return $loaded;
		}
		list( $chapter, $entries ) = $loaded;
		$images                    = ImageBatch::prepare( $image_files, $replace ? 0 : count( $entries ) );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		$manga_folder = ChapterFolder::manga_folder( $chapter->manga_id );
		$dir          = is_wp_error( $manga_folder ) ? $manga_folder : self::folder( $chapter, $manga_folder );
		if ( is_wp_error( $dir ) ) {
			ImageBatch::discard( $images );
			return $dir;
		}
		$pages = ChapterFolder::store( (string) $manga_folder, $dir, $images );
		if ( is_wp_error( $pages ) ) {
			ImageBatch::discard( $images );
			return $pages;
		}
		if ( ! PageRows::save( $chapter->id, $replace ? $pages : array_merge( $entries, $pages ) ) ) {
			ChapterFolder::delete_pages( $pages );
			return ChapterWriter::db_error();
		}
		if ( $replace ) {
			ChapterFolder::delete_pages( $entries );
		}
		if ( 'local' !== $chapter->storage ) {
			self::update_row( $chapter->id, array( 'storage_in_use' => 'local' ) );
		}
		return self::done( $chapter );
	}

	/**
	 * The chapter and its local page entries, or an error when it is missing, not an image chapter, or
	 * served from a cloud storage.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array{0: Chapter, 1: array<int, mixed>}|\WP_Error
	 */
	private static function load( int $chapter_id ) {
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return ChapterWriter::missing();
		}
		if ( 'manga' !== MetaKeys::chapter_type( $chapter->manga_id ) ) {
			return new \WP_Error( 'yomu_not_image_chapter', __( 'Only image chapters have pages.', 'yomu-core' ) );
		}
		if ( 'local' !== $chapter->storage && in_array( $chapter->storage, PageRows::storages( $chapter->id ), true ) ) {
			/* translators: %s: storage name such as imgur. */
			return new \WP_Error( 'yomu_remote_pages', sprintf( __( 'This chapter\'s pages are stored on %s; only pages stored on this site can be edited.', 'yomu-core' ), $chapter->storage ) );
		}
		return array( $chapter, PageRows::get( $chapter->id ) ?? array() );
	}

	/**
	 * The chapter's folder name (chapter_metas['uid']); a chapter without one gets a new folder, recorded
	 * in its metas next to the keys already there.
	 *
	 * @param Chapter $chapter      Chapter.
	 * @param string  $manga_folder Manga folder name.
	 * @return string|\WP_Error
	 */
	private static function folder( Chapter $chapter, string $manga_folder ) {
		$folder = $chapter->folder();
		if ( '' !== $folder ) {
			return \Yomu\Core\Storage\Paths::is_safe_segment( $folder ) ? $folder : new \WP_Error( 'yomu_storage_folder', __( 'This chapter\'s folder name is not a valid folder name.', 'yomu-core' ) );
		}
		$folder = ChapterFolder::create( $manga_folder, $chapter->name, $chapter->slug );
		if ( ! is_wp_error( $folder ) ) {
			self::update_row( $chapter->id, array( 'chapter_metas' => maybe_serialize( array_merge( $chapter->metas, array( 'uid' => $folder ) ) ) ) );
		}
		return $folder;
	}

	/**
	 * 1-based page numbers within 1..$count, in the given order, or null when any is invalid or repeated.
	 *
	 * @param array<int|string, mixed> $values Raw numbers.
	 * @param int                      $count  Number of pages.
	 * @return int[]|null
	 */
	private static function numbers( array $values, int $count ): ?array {
		$numbers = ChapterWriter::ids( $values );
		if ( null === $numbers || count( $numbers ) !== count( $values ) || ( $numbers && max( $numbers ) > $count ) ) {
			return null;
		}
		return $numbers;
	}

	/**
	 * Updates chapter columns.
	 *
	 * @param int                  $chapter_id Chapter ID.
	 * @param array<string, mixed> $columns    Column values.
	 */
	private static function update_row( int $chapter_id, array $columns ): void {
		global $wpdb;
		$wpdb->update( Schema::tables()['chapters'], $columns, array( 'chapter_id' => $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * The invalid page number error.
	 */
	private static function bad_numbers(): \WP_Error {
		return new \WP_Error( 'yomu_invalid_page_numbers', __( 'Some page numbers do not exist in this chapter.', 'yomu-core' ) );
	}

	/**
	 * After a page change: the cache and the fresh chapter.
	 *
	 * @param Chapter $chapter Chapter before the change.
	 * @return Chapter|\WP_Error
	 */
	private static function done( Chapter $chapter ) {
		Cache::bump( $chapter->manga_id, $chapter );
		return ChapterRepository::find( $chapter->id ) ?? ChapterWriter::missing();
	}
}
