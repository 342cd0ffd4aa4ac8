<?php
/**
 * Moves one image chapter from the S3 bucket back to local disk: when its local mirror is still complete
 * (every file present, matching its object), only the storage switches; otherwise each object is downloaded
 * into the data folder (under the object's own relative path, which is the chapter folder the page came from),
 * verified against the object (size and MD5), and the chapter gets a new local page row. --delete-remote
 * removes the objects only after that verification.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\ChapterFolder;
use Yomu\Core\Content\Storage\DataDir;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\VariantNames;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * S3 to local, one chapter at a time.
 */
final class ToDisk {

	/**
	 * Starts a migration to local disk.
	 *
	 * @param Config $config        S3 settings.
	 * @param Client $client        S3 client.
	 * @param bool   $delete_remote Whether to remove the objects after verification.
	 * @param bool   $dry_run       Whether to only tell what would move.
	 * @param int[]  $resuming      Chapters an interrupted run was copying (Journal::COPY).
	 */
	public function __construct(
		private readonly Config $config,
		private readonly Client $client,
		private readonly bool $delete_remote,
		private readonly bool $dry_run,
		private readonly array $resuming = array()
	) {}

	/**
	 * Moves one chapter (an image chapter of a manga of image chapters).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public function run( Chapter $chapter ): Outcome {
		if ( 'local' === $chapter->storage && in_array( $chapter->id, $this->resuming, true ) ) {
			Journal::end( $chapter->id ); // Killed after its switch, before its record went.
		}
		if ( 'local' === $chapter->storage ) {
			return $this->delete_remote ? $this->clean( $chapter ) : Outcome::skipped( __( 'already on local disk', 'yomu-core' ) );
		}
		if ( Config::STORAGE !== $chapter->storage ) {
			/* translators: %s: storage name such as imgur. */
			return Outcome::skipped( sprintf( __( 'pages on %s', 'yomu-core' ), $chapter->storage ) );
		}
		$remote = PageRows::get( $chapter->id, Config::STORAGE );
		$keys   = $remote ? $this->keys( $remote ) : null;
		if ( ! $remote || null === $keys ) {
			return Outcome::skipped( __( 'pages not in this bucket', 'yomu-core' ) );
		}
		if ( $this->dry_run ) {
			return new Outcome( Outcome::WOULD_MOVE, '', count( $keys ) );
		}
		Journal::begin( $chapter->id, Journal::COPY );
		$mirror = PageRows::get( $chapter->id, 'local' );
		$local  = $mirror && $this->mirrors( $mirror, $keys ) ? $mirror : $this->download( $chapter, $remote, $keys );
		if ( is_wp_error( $local ) ) {
			Journal::end( $chapter->id );
			return Outcome::failed( $local );
		}
		$switched = PageSwitch::to( $chapter, $remote, 'local', $local );
		Journal::end( $chapter->id );
		if ( is_wp_error( $switched ) ) {
			return Outcome::failed( $switched );
		}
		if ( $this->delete_remote ) {
			$cleaned = Cleanup::remote( $chapter, $this->client, ...$this->with_variants( $remote, $keys ) );
			if ( is_wp_error( $cleaned ) ) {
				return Outcome::failed( $cleaned );
			}
		}
		$files = LocalFiles::of( $local );
		return new Outcome( Outcome::MOVED, '', count( $keys ), is_wp_error( $files ) ? 0 : (int) array_sum( array_column( $files, 'size' ) ) );
	}

	/**
	 * The object keys of amazon page entries, or null when any URL is not one of this bucket's.
	 *
	 * @param array<int, mixed> $remote Amazon page entries.
	 * @return string[]|null
	 */
	private function keys( array $remote ): ?array {
		$keys = array();
		foreach ( self::srcs( $remote ) as $url ) {
			$key = $this->config->owns_url( $url );
			if ( null === $key || '' === $key ) {
				return null;
			}
			$keys[] = $key;
		}
		return $keys;
	}

	/**
	 * The object keys and URLs to delete with the bucket copy: the pages' and their variants'.
	 *
	 * @param array<int, mixed> $remote Amazon page entries.
	 * @param string[]          $keys   Their object keys.
	 * @return array{0: string[], 1: string[]}
	 */
	private function with_variants( array $remote, array $keys ): array {
		$urls = self::srcs( $remote );
		foreach ( VariantNames::srcs( $remote ) as $url ) {
			$key = $this->config->owns_url( $url );
			if ( null !== $key ) {
				$keys[] = $key;
				$urls[] = $url;
			}
		}
		return array( $keys, $urls );
	}

	/**
	 * Whether local page entries are a complete copy of the objects: same pages in the same order, every file
	 * present and matching its object.
	 *
	 * @param array<int, mixed> $local Local page entries.
	 * @param string[]          $keys  Object keys in page order.
	 */
	private function mirrors( array $local, array $keys ): bool {
		$files = LocalFiles::of( $local );
		if ( is_wp_error( $files ) || count( $files ) !== count( $keys ) ) {
			return false;
		}
		foreach ( $files as $i => $file ) {
			if ( $this->config->object_key( $file['src'] ) !== $keys[ $i ] || true !== ObjectCheck::matches( $this->client, $keys[ $i ], $file['path'] ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Downloads and verifies every object into the data folder; a file already there with the object's bytes
	 * (from an interrupted run) is kept, a different one is never overwritten.
	 *
	 * @param Chapter           $chapter Chapter.
	 * @param array<int, mixed> $remote  Amazon page entries.
	 * @param string[]          $keys    Their object keys.
	 * @return array<int, array<int|string, mixed>>|\WP_Error Local page entries.
	 */
	private function download( Chapter $chapter, array $remote, array $keys ) {
		$ready = DataDir::ensure();
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		$local = array();
		foreach ( $keys as $i => $key ) {
			$src = $this->relative( $chapter, $key, $i + 1 );
			if ( is_wp_error( $src ) ) {
				return $src;
			}
			$path  = Paths::local_file( $src );
			$saved = is_file( $path ) ? self::kept( $this->client, $key, $path, $src ) : $this->fetch( $key, $path );
			if ( is_wp_error( $saved ) ) {
				return $saved;
			}
			$local[] = array_merge( (array) $remote[ $i ], array( 'src' => $src ) );
		}
		return $local;
	}

	/**
	 * The local src of a page: the object key without the bucket prefix when that is a
	 * "{manga folder}/{chapter folder}/{image file}" path (the page's own place before it moved), else a page
	 * number in the chapter's folder, as ChapterFolder names pages.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param string  $key     Object key.
	 * @param int     $number  Page number.
	 * @return string|\WP_Error
	 */
	private function relative( Chapter $chapter, string $key, int $number ) {
		$prefix = $this->config->object_key( '' );
		$rest   = str_starts_with( $key, $prefix ) ? substr( $key, strlen( $prefix ) ) : '';
		$ext    = strtolower( pathinfo( $key, PATHINFO_EXTENSION ) );
		if ( 3 === count( explode( '/', $rest ) ) && '' !== Paths::local_file( $rest ) && in_array( $ext, ZipImages::IMAGE_EXTENSIONS, true ) ) {
			return $rest;
		}
		$manga_folder = ChapterFolder::manga_folder( $chapter->manga_id );
		$folder       = $chapter->folder();
		if ( is_wp_error( $manga_folder ) ) {
			return $manga_folder;
		}
		if ( ! in_array( $ext, ZipImages::IMAGE_EXTENSIONS, true ) || ! Paths::is_safe_segment( $folder ) ) {
			/* translators: %s: object key. */
			return new \WP_Error( 'yomu_migrate_no_place', sprintf( __( 'no local place for the object %s (not an image, or the chapter has no folder)', 'yomu-core' ), $key ) );
		}
		return $manga_folder . '/' . $folder . '/' . sprintf( '%03d.%s', $number, $ext );
	}

	/**
	 * Downloads an object to a new file and verifies it before it takes its place.
	 *
	 * @param string $key  Object key.
	 * @param string $path Destination (does not exist).
	 * @return true|\WP_Error
	 */
	private function fetch( string $key, string $path ) {
		$temp = Files::temp();
		if ( '' === $temp || ! Files::make_dir( dirname( $path ) ) ) {
			Files::delete( array( $temp ) );
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter images could not be saved. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		$got = $this->client->get_to_file( $key, $temp );
		$got = is_wp_error( $got ) ? $got : ObjectCheck::matches( $this->client, $key, $temp );
		if ( ! is_wp_error( $got ) && ! Files::move_into_place( $temp, $path ) ) {
			$got = new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter images could not be saved. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		Files::delete( array( $temp ) );
		return $got;
	}

	/**
	 * A file already at a page's place: kept when it holds the object's bytes, else an error.
	 *
	 * @param Client $client S3 client.
	 * @param string $key    Object key.
	 * @param string $path   File.
	 * @param string $src    Its relative src.
	 * @return true|\WP_Error
	 */
	private static function kept( Client $client, string $key, string $path, string $src ) {
		$same = ObjectCheck::matches( $client, $key, $path );
		if ( is_wp_error( $same ) && ObjectCheck::DIFFERENT === $same->get_error_code() ) {
			/* translators: %s: page file. */
			return new \WP_Error( 'yomu_migrate_file_taken', sprintf( __( 'a different file already exists at %s', 'yomu-core' ), $src ) );
		}
		return $same;
	}

	/**
	 * A chapter on local disk with an S3 copy: the objects go once each is verified against the local file.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	private function clean( Chapter $chapter ): Outcome {
		$remote = PageRows::get( $chapter->id, Config::STORAGE );
		if ( ! $remote ) {
			return Outcome::skipped( __( 'already on local disk', 'yomu-core' ) );
		}
		$local = PageRows::get( $chapter->id, 'local' );
		$keys  = $this->keys( $remote );
		if ( null === $keys ) {
			return Outcome::skipped( __( 'pages not in this bucket', 'yomu-core' ) );
		}
		if ( ! $local || ! $this->mirrors( $local, $keys ) ) {
			return Outcome::failed( __( 'the S3 copy does not match the local pages; it was kept', 'yomu-core' ) );
		}
		if ( $this->dry_run ) {
			return new Outcome( Outcome::WOULD_MOVE, '', count( $keys ) );
		}
		$cleaned = Cleanup::remote( $chapter, $this->client, ...$this->with_variants( $remote, $keys ) );
		return is_wp_error( $cleaned ) ? Outcome::failed( $cleaned ) : new Outcome( Outcome::CLEANED, '', count( $keys ) );
	}

	/**
	 * The srcs of page entries, in page order ('' for a malformed entry).
	 *
	 * @param array<int, mixed> $entries Page entries.
	 * @return string[]
	 */
	private static function srcs( array $entries ): array {
		return array_map( static fn ( $entry ): string => is_array( $entry ) && isset( $entry['src'] ) && is_string( $entry['src'] ) ? $entry['src'] : '', $entries );
	}
}
