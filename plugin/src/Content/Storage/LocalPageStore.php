<?php
/**
 * Page files in this site's uploads folder (storage "local"), see ChapterFolder.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

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
	 * A temporary copy of a page's local file.
	 *
	 * @param array<int|string, mixed> $entry Page entry.
	 * @return string|\WP_Error
	 */
	public function fetch_original( array $entry ) {
		$path = Paths::local_file( is_string( $entry['src'] ?? null ) ? $entry['src'] : '' );
		$copy = '' !== $path && is_file( $path ) ? Files::temp() : '';
		if ( '' === $copy || ! copy( $path, $copy ) ) {
			Files::delete( array( $copy ) );
			return new \WP_Error( 'yomu_variant_original', __( 'The original page image could not be read or decoded.', 'yomu-core' ) );
		}
		return $copy;
	}

	/**
	 * Moves a variant into the variants folder beside its page.
	 *
	 * @param array<int|string, mixed> $entry Page entry.
	 * @param string                   $file  Variant file name.
	 * @param string                   $path  Local file.
	 * @param string                   $mime  MIME type (unused: the extension says it).
	 * @return string|\WP_Error
	 */
	public function store_variant( array $entry, string $file, string $path, string $mime ) {
		$src    = VariantNames::beside( is_string( $entry['src'] ?? null ) ? $entry['src'] : '', $file );
		$target = Paths::local_file( $src );
		if ( '' !== $target ) {
			Files::delete( array( $target ) ); // Left by a run that stopped before saving its entries: same page, same encoding.
		}
		if ( '' === $target || ! Files::make_dir( dirname( $target ) ) || ! Files::move_into_place( $path, $target ) ) {
			Files::delete( array( $path ) );
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter images could not be saved. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		return $src;
	}

	/**
	 * Deletes the local variant files of page entries, and their folder once empty.
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_variants( array $entries ): void {
		$paths = array_filter( array_map( array( Paths::class, 'local_file' ), VariantNames::srcs( $entries ) ) );
		Files::delete( $paths );
		foreach ( array_unique( array_map( 'dirname', $paths ) ) as $dir ) {
			if ( array() === Files::names( $dir ) ) {
				rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			}
		}
	}

	/**
	 * Deletes the local files of page entries and their variants.
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_pages( array $entries ): void {
		$this->delete_variants( $entries );
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
