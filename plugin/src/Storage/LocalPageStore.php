<?php
/**
 * Page files in this site's uploads folder (storage "local"), see ChapterFolder.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Storage;

/**
 * The local store.
 */
final class LocalPageStore implements PageStore {

	/**
	 * The storage name.
	 */
	public function storage(): string {
		return 'local';
	}

	/**
	 * A new chapter folder, created on disk.
	 *
	 * @param int    $manga_id     Manga post ID.
	 * @param string $manga_folder Manga folder name.
	 * @param string $name         Chapter name.
	 * @param string $slug         Chapter slug.
	 * @return string|\WP_Error
	 */
	public function new_folder( int $manga_id, string $manga_folder, string $name, string $slug ) {
		return ChapterFolder::create( $manga_folder, $name, $slug );
	}

	/**
	 * Moves the images into the folder; numbering follows the files already there.
	 *
	 * @param string                                                                     $manga_folder Manga folder name.
	 * @param string                                                                     $chapter_dir  Chapter folder name.
	 * @param array<int, array{path: string, mime: string, ext: string, w: int, h: int}> $images       Prepared images.
	 * @param int                                                                        $after        Unused: the folder's files tell.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|\WP_Error
	 */
	public function store( string $manga_folder, string $chapter_dir, array $images, int $after ) {
		$pages = ChapterFolder::store( $manga_folder, $chapter_dir, $images );
		if ( is_wp_error( $pages ) ) {
			ImageBatch::discard( $images );
		}
		return $pages;
	}

	/**
	 * Deletes the local files of page entries.
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_pages( array $entries ): void {
		ChapterFolder::delete_pages( $entries );
	}

	/**
	 * Deletes the chapter folder.
	 *
	 * @param string $manga_folder Manga folder name.
	 * @param string $chapter_dir  Chapter folder name.
	 */
	public function delete_folder( string $manga_folder, string $chapter_dir ): void {
		ChapterFolder::delete( $manga_folder, $chapter_dir );
	}
}
