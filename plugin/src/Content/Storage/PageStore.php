<?php
/**
 * Where a chapter's page files live: this site's uploads folder (LocalPageStore, storage "local") or an
 * S3-compatible bucket (S3\BucketPageStore, storage "amazon", as Madara's Amazon S3 storage). Page entries are
 * Madara's {src, mime} plus Yomu's w and h; src is relative for local and an absolute URL for a bucket.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * A place for page files.
 */
interface PageStore {

	/**
	 * The storage name in manga_chapters_data.storage and the chapter's storage_in_use.
	 */
	public function storage(): string;

	/**
	 * A new chapter folder name under the manga's folder (created when the store has folders).
	 *
	 * @param int    $manga_id     Manga post ID.
	 * @param string $manga_folder The manga's folder name (manga_unique_id).
	 * @param string $name         Chapter name.
	 * @param string $slug         Chapter slug.
	 * @return string|\WP_Error
	 */
	public function new_folder( int $manga_id, string $manga_folder, string $name, string $slug );

	/**
	 * Stores prepared images under new page-number names after $after, and returns their page entries. Takes
	 * the prepared files (moved or deleted); on failure nothing stored stays behind.
	 *
	 * @param string                                                                     $manga_folder Manga folder name.
	 * @param string                                                                     $chapter_dir  Chapter folder name.
	 * @param array<int, array{path: string, mime: string, ext: string, w: int, h: int}> $images       Prepared images in page order.
	 * @param int                                                                        $after        Highest page number ever used in this folder.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|\WP_Error
	 */
	public function store( string $manga_folder, string $chapter_dir, array $images, int $after );

	/**
	 * Copies a page's original image into a new temporary file (a bucket original is downloaded); the caller
	 * deletes it.
	 *
	 * @param array<int|string, mixed> $entry Page entry of this store.
	 * @return string|\WP_Error Temporary file path.
	 */
	public function fetch_original( array $entry );

	/**
	 * Stores a variant file beside its page (see VariantNames) and returns its src for the page entry. Takes the
	 * file (moved or deleted).
	 *
	 * @param array<int|string, mixed> $entry The page's entry.
	 * @param string                   $file  Variant file name (VariantNames::file()).
	 * @param string                   $path  Local file to store.
	 * @param string                   $mime  Its MIME type.
	 * @return string|\WP_Error
	 */
	public function store_variant( array $entry, string $file, string $path, string $mime );

	/**
	 * Deletes the variant files listed in page entries that belong to this store (the pages stay).
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_variants( array $entries ): void;

	/**
	 * Deletes the files of page entries that belong to this store, variants included (others are left alone).
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_pages( array $entries ): void;

	/**
	 * Deletes what is left of a chapter folder.
	 *
	 * @param string $manga_folder Manga folder name.
	 * @param string $chapter_dir  Chapter folder name.
	 */
	public function delete_folder( string $manga_folder, string $chapter_dir ): void;
}
