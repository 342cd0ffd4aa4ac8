<?php
/**
 * Page files in an S3-compatible bucket (storage "amazon", as Madara's Amazon S3 storage writes them): object
 * keys {prefix}{manga_unique_id}/{chapter_dir}/{NNN.ext}, page src = the object's public URL.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings as MadaraSettings;
use Yomu\Core\Content\Storage\ImageBatch;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\PageStore;
use Yomu\Core\Content\Storage\VariantNames;

/**
 * The bucket store.
 */
final class BucketPageStore implements PageStore {

	/**
	 * The client.
	 *
	 * @var Client
	 */
	private Client $client;

	/**
	 * Store for one bucket.
	 *
	 * @param Config $config The bucket.
	 */
	public function __construct( private Config $config ) {
		$this->client = new Client( $config );
	}

	/**
	 * The storage name.
	 */
	public function storage(): string {
		return Config::STORAGE;
	}

	/**
	 * A folder name no other chapter of the manga uses, named as ChapterFolder names local folders. Buckets
	 * have no folders, so nothing is created.
	 *
	 * @param int    $manga_id     Manga post ID.
	 * @param string $manga_folder Manga folder name.
	 * @param string $name         Chapter name.
	 * @param string $slug         Chapter slug.
	 * @return string
	 */
	public function new_folder( int $manga_id, string $manga_folder, string $name, string $slug ) {
		global $wpdb;
		// A slug with percent-encoded characters would not survive the trip into a URL and back.
		$base  = ! MadaraSettings::enabled( 'encrypt_chapter_folder_name' ) && preg_match( '/^[a-z0-9][a-z0-9_-]*$/', $slug ) ? $slug : md5( $name . gmdate( 'Y-m-d H:i:s' ) );
		$table = Schema::tables()['chapters'];
		$dir   = $base;
		$n     = 0;
		while ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE post_id = %d AND chapter_metas LIKE %s", $manga_id, '%' . $wpdb->esc_like( '"' . $dir . '"' ) . '%' ) ) > 0 ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$dir = $base . '_' . ( ++$n );
		}
		return $dir;
	}

	/**
	 * Uploads the images; on any failure the objects already put are deleted again.
	 *
	 * @param string                                                                     $manga_folder Manga folder name.
	 * @param string                                                                     $chapter_dir  Chapter folder name.
	 * @param array<int, array{path: string, mime: string, ext: string, w: int, h: int}> $images       Prepared images.
	 * @param int                                                                        $after        Highest page number ever used.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|\WP_Error
	 */
	public function store( string $manga_folder, string $chapter_dir, array $images, int $after ) {
		$pages  = array();
		$number = $after;
		foreach ( $images as $image ) {
			$key = $this->config->object_key( sprintf( '%s/%s/%03d.%s', $manga_folder, $chapter_dir, ++$number, $image['ext'] ) );
			$put = $this->client->put_file( $key, $image['path'], $image['mime'] );
			if ( is_wp_error( $put ) ) {
				ImageBatch::discard( $images );
				$this->delete_pages( $pages );
				return $put;
			}
			$pages[] = array(
				'src'  => $this->config->public_url( $key ),
				'mime' => $image['mime'],
				'w'    => $image['w'],
				'h'    => $image['h'],
			);
		}
		ImageBatch::discard( $images );
		return $pages;
	}

	/**
	 * Downloads a page's object into a temporary file.
	 *
	 * @param array<int|string, mixed> $entry Page entry.
	 * @return string|\WP_Error
	 */
	public function fetch_original( array $entry ) {
		$key  = $this->config->owns_url( is_string( $entry['src'] ?? null ) ? $entry['src'] : '' );
		$path = null === $key ? '' : Files::temp();
		if ( null === $key || '' === $path ) {
			return new \WP_Error( 'yomu_variant_original', __( 'The original page image could not be read or decoded.', 'yomu-core' ) );
		}
		$got = $this->client->get_to_file( $key, $path );
		if ( is_wp_error( $got ) ) {
			// A sold chapter's objects wait under the sealed folder (Premium\Files\BucketSeal).
			$got = $this->client->get_to_file( SealedKeys::of( $this->config, $key ), $path );
		}
		return is_wp_error( $got ) ? $got : $path;
	}

	/**
	 * Uploads a variant beside its page's object, with the pages' immutable Cache-Control.
	 *
	 * @param array<int|string, mixed> $entry Page entry.
	 * @param string                   $file  Variant file name.
	 * @param string                   $path  Local file (deleted afterwards).
	 * @param string                   $mime  MIME type.
	 * @return string|\WP_Error
	 */
	public function store_variant( array $entry, string $file, string $path, string $mime ) {
		$page = $this->config->owns_url( is_string( $entry['src'] ?? null ) ? $entry['src'] : '' );
		if ( null === $page ) {
			Files::delete( array( $path ) );
			return new \WP_Error( 'yomu_variant_original', __( 'The original page image could not be read or decoded.', 'yomu-core' ) );
		}
		$key = VariantNames::beside( $page, $file );
		$put = $this->client->put_file( $key, $path, $mime );
		Files::delete( array( $path ) );
		return is_wp_error( $put ) ? $put : $this->config->public_url( $key );
	}

	/**
	 * Deletes the variant objects of entries that are in this bucket (at their public key and their sealed one).
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_variants( array $entries ): void {
		foreach ( VariantNames::srcs( $entries ) as $src ) {
			$this->delete_object( $src );
		}
	}

	/**
	 * Deletes the objects of entries whose src is one of this bucket's URLs, and their variants, wherever they
	 * are: at their public key, or at their sealed one while the chapter is sold.
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public function delete_pages( array $entries ): void {
		$this->delete_variants( $entries );
		foreach ( $entries as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['src'] ?? null ) ) {
				$this->delete_object( $entry['src'] );
			}
		}
	}

	/**
	 * Deletes an object of this bucket by its URL, at its public and its sealed key (either may be missing).
	 *
	 * @param string $src Public URL.
	 */
	private function delete_object( string $src ): void {
		$key = $this->config->owns_url( $src );
		if ( null !== $key ) {
			$this->client->delete( $key );
			$this->client->delete( SealedKeys::of( $this->config, $key ) );
		}
	}

	/**
	 * Nothing to do: a bucket has no folders, and the pages were deleted one by one.
	 *
	 * @param string $manga_folder Manga folder name.
	 * @param string $chapter_dir  Chapter folder name.
	 */
	public function delete_folder( string $manga_folder, string $chapter_dir ): void {
	}

	/**
	 * The highest page number among page entries' file names (0 when none).
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 */
	public static function highest_number( array $entries ): int {
		$highest = 0;
		foreach ( $entries as $entry ) {
			$src = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $entry['src'] : '';
			if ( preg_match( '#/(\d+)[^/]*$#', $src, $match ) ) {
				$highest = max( $highest, (int) $match[1] );
			}
		}
		return $highest;
	}
}
