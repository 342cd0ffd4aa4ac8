<?php
/**
 * Page edits of an existing image chapter, on its page list (manga_chapters_data) in this site's uploads folder
 * ('local') or in the configured S3-compatible bucket ('amazon', when every page URL is ours). Chapters whose
 * pages live on another cloud storage are refused: their files are not ours to change.
 *
 * Added pages go where the chapter's pages are; replaced pages go where the storage setting sends new pages,
 * and the chapter moves there. New files are numbered after the highest number ever used in the chapter
 * folder, so a URL never changes content (caches and CDNs cannot show a stale page); reordering rewrites only
 * the list, not the files.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

use Yomu\Core\Content\Storage\ChapterFolder;
use Yomu\Core\Content\Storage\ImageBatch;
use Yomu\Core\Content\Storage\PageStore;
use Yomu\Core\Content\Storage\PageStores;
use Yomu\Core\Content\Storage\S3\BucketPageStore;

/**
 * Page add, replace, remove and reorder.
 */
final class ChapterPages {

	/**
	 * The chapter_metas key of a bucket chapter's highest page number ever used: deleted objects leave no trace
	 * in the bucket, and their keys must not come back with other content.
	 */
	public const LAST_PAGE_META = 'yomu_last_page';

	/** The action fired after page images of a chapter were added or replaced (variant building listens). */
	public const STORED_ACTION = 'yomu_chapter_pages_stored';

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
		list( $chapter, $entries, $store ) = $loaded;
		$numbers                           = self::numbers( $page_numbers, count( $entries ) );
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
		if ( ! PageListWrite::save( $chapter->id, $entries, $store->storage() ) ) {
			return ChapterWriter::db_error();
		}
		$store->delete_pages( $removed );
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
		list( $chapter, $entries, $store ) = $loaded;
		$numbers                           = self::numbers( $page_numbers, count( $entries ) );
		if ( null === $numbers || count( $numbers ) !== count( $entries ) || count( $page_numbers ) !== count( $entries ) ) {
			return new \WP_Error( 'yomu_invalid_page_order', __( 'The new page order must list every page exactly once.', 'yomu-core' ) );
		}
		$ordered = array();
		foreach ( $numbers as $number ) {
			$ordered[] = $entries[ $number - 1 ];
		}
		if ( ! PageListWrite::save( $chapter->id, $ordered, $store->storage() ) ) {
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
		list( $chapter, $entries, $old_store ) = $loaded;
		$images                                = ImageBatch::prepare( $image_files, $replace ? 0 : count( $entries ) );
		if ( is_wp_error( $images ) ) {
			return $images;
		}
		$store        = $replace ? PageStores::for_new_pages() : $old_store;
		$manga_folder = ChapterFolder::manga_folder( $chapter->manga_id );
		$dir          = is_wp_error( $manga_folder ) ? $manga_folder : self::folder( $chapter, $manga_folder, $store );
		if ( is_wp_error( $dir ) ) {
			ImageBatch::discard( $images );
			return $dir;
		}
		$moves = $store->storage() !== $old_store->storage();
		$after = 'local' === $store->storage() ? 0 : self::last_page( $chapter, $moves ? array() : $entries );
		$pages = $store->store( (string) $manga_folder, $dir, $images, $after );
		if ( is_wp_error( $pages ) ) {
			return $pages;
		}
		if ( ! PageListWrite::save( $chapter->id, $replace ? $pages : array_merge( $entries, $pages ), $store->storage() ) ) {
			$store->delete_pages( $pages );
			return ChapterWriter::db_error();
		}
		if ( $replace ) {
			$old_store->delete_pages( $entries );
		}
		if ( $moves ) {
			PageRows::delete_storage( $chapter->id, $old_store->storage() );
		}
		$columns = $store->storage() !== $chapter->storage ? array( 'storage_in_use' => $store->storage() ) : array();
		if ( 'local' !== $store->storage() ) {
			$columns['chapter_metas'] = maybe_serialize( array_merge( self::metas( $chapter->id ), array( self::LAST_PAGE_META => $after + count( $pages ) ) ) );
		}
		if ( $columns ) {
			self::update_row( $chapter->id, $columns );
		}
		$done = self::done( $chapter );
		self::stored( $chapter->id );
		return $done;
	}

	/**
	 * Says that a chapter's page images were added or replaced, by any path (wp-admin, front-end form, ZIP,
	 * WP-CLI, a storage migration).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function stored( int $chapter_id ): void {
		/**
		 * After page images of a chapter were added or replaced; their variants are still to be built.
		 *
		 * @param int $chapter_id Chapter ID.
		 */
		do_action( 'yomu_chapter_pages_stored', $chapter_id );
	}

	/**
	 * The highest page number ever used in a bucket chapter's folder.
	 *
	 * @param Chapter           $chapter Chapter.
	 * @param array<int, mixed> $entries Its page entries in the bucket.
	 */
	private static function last_page( Chapter $chapter, array $entries ): int {
		$recorded = $chapter->metas[ self::LAST_PAGE_META ] ?? 0;
		return max( is_numeric( $recorded ) ? (int) $recorded : 0, BucketPageStore::highest_number( $entries ) );
	}

	/**
	 * The chapter's metas as stored now.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array<string, mixed>
	 */
	private static function metas( int $chapter_id ): array {
		$chapter = ChapterRepository::find( $chapter_id );
		return null === $chapter ? array() : $chapter->metas;
	}

	/**
	 * The chapter, its page entries and the store that holds them, or an error when it is missing, not an
	 * image chapter, or served from a cloud storage that is not our bucket.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array{0: Chapter, 1: array<int, mixed>, 2: PageStore}|\WP_Error
	 */
	private static function load( int $chapter_id ) {
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return ChapterWriter::missing();
		}
		if ( 'manga' !== MetaKeys::chapter_type( $chapter->manga_id ) ) {
			return new \WP_Error( 'yomu_not_image_chapter', __( 'Only image chapters have pages.', 'yomu-core' ) );
		}
		$storage = in_array( $chapter->storage, PageRows::storages( $chapter->id ), true ) ? $chapter->storage : 'local';
		$entries = PageRows::get( $chapter->id, $storage ) ?? array();
		$store   = PageStores::for_pages( $storage, $entries );
		if ( null === $store ) {
			/* translators: %s: storage name such as imgur. */
			return new \WP_Error( 'yomu_remote_pages', sprintf( __( 'This chapter\'s pages are stored on %s; only pages stored on this site can be edited.', 'yomu-core' ), $chapter->storage ) );
		}
		return array( $chapter, $entries, $store );
	}

	/**
	 * The chapter's folder name (chapter_metas['uid']); a chapter without one gets a new folder, recorded
	 * in its metas next to the keys already there.
	 *
	 * @param Chapter   $chapter      Chapter.
	 * @param string    $manga_folder Manga folder name.
	 * @param PageStore $store        Where the folder is made.
	 * @return string|\WP_Error
	 */
	private static function folder( Chapter $chapter, string $manga_folder, PageStore $store ) {
		$folder = $chapter->folder();
		if ( '' !== $folder ) {
			return \Yomu\Core\Content\Storage\Paths::is_safe_segment( $folder ) ? $folder : new \WP_Error( 'yomu_storage_folder', __( 'This chapter\'s folder name is not a valid folder name.', 'yomu-core' ) );
		}
		$folder = $store->new_folder( $chapter->manga_id, $manga_folder, $chapter->name, $chapter->slug );
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
