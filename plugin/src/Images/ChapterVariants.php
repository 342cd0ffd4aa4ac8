<?php
/**
 * Builds and saves the variants of a chapter's pages, on the storage the chapter uses (local folder or our
 * bucket). Idempotent: a page whose entry has the yomu_variants key (even empty: measured, none worth it) is
 * kept. The entries are saved under the chapter's lock after re-reading the page list, so an edit made while
 * the images were encoded is never lost; a page replaced meanwhile gets nothing from this run (its variants are
 * deleted again) and the next build handles the new one. A page identical to one built before gets copies of its
 * variants (Twins).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Lock;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PageListWrite;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Variant;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\PageStore;
use Yomu\Core\Content\Storage\PageStores;
use Yomu\Core\Content\Storage\VariantNames;

/**
 * A chapter's variants.
 */
final class ChapterVariants {

	/** Seconds of encoding after which the work so far is saved, so a run cut short keeps most of it. */
	private const SAVE_EVERY = 5.0;

	/**
	 * Builds what is missing for every page of the chapter's storage in use, saving as it goes.
	 *
	 * @param int   $chapter_id Chapter ID.
	 * @param float $seconds    Time budget: no page is started after it (0 = none); missing() says what is left.
	 * @return array{built: int, kept: int, skipped: int, failed: int}|\WP_Error Pages that got variants, already
	 *         had them, got none (animated, nothing smaller, not our storage, replaced meanwhile), or failed.
	 */
	public static function build( int $chapter_id, float $seconds = 0.0 ) {
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null === $chapter ) {
			return ChapterWriter::missing();
		}
		$counts = array(
			'built'   => 0,
			'kept'    => 0,
			'skipped' => 0,
			'failed'  => 0,
		);
		$loaded = self::load( $chapter );
		if ( null === $loaded ) {
			return $counts;
		}
		list( $storage, $entries, $store ) = $loaded;
		if ( null === $store ) {
			$counts['skipped'] = count( $entries );
			return $counts;
		}
		$began = microtime( true );
		$saved = $began;
		$made  = array();
		foreach ( $entries as $entry ) {
			if ( is_array( $entry ) && array_key_exists( Variant::ENTRY_KEY, $entry ) ) {
				++$counts['kept'];
				continue;
			}
			if ( $seconds > 0 && microtime( true ) - $began >= $seconds ) {
				break;
			}
			$variants = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? self::page( $store, $entry ) : null;
			if ( ! is_array( $variants ) ) {
				++$counts['failed'];
				continue;
			}
			$made[ $entry['src'] ] = $variants;
			if ( microtime( true ) - $saved >= self::SAVE_EVERY ) {
				self::flush( $chapter, $storage, $store, $made, $counts );
				$made  = array();
				$saved = microtime( true );
			}
		}
		self::flush( $chapter, $storage, $store, $made, $counts );
		return $counts;
	}

	/**
	 * Saves built variants into the page list and counts them; variants of pages gone meanwhile are deleted.
	 *
	 * @param Chapter                                                                     $chapter Chapter.
	 * @param string                                                                      $storage Storage of the list.
	 * @param PageStore                                                                   $store   Its store.
	 * @param array<string, array<int, array{src: string, mime: string, w: int, h: int}>> $made    Variant entries by page src.
	 * @param array{built: int, kept: int, skipped: int, failed: int}                     $counts  Counts to update.
	 */
	private static function flush( Chapter $chapter, string $storage, PageStore $store, array $made, array &$counts ): void {
		if ( ! $made ) {
			return;
		}
		$saved = Lock::with( PageListWrite::lock_name( $chapter->id ), static fn (): array => self::save( $chapter->id, $storage, $made ) );
		foreach ( $made as $src => $variants ) {
			if ( ! in_array( $src, $saved, true ) ) {
				$store->delete_variants( array( array( Variant::ENTRY_KEY => $variants ) ) );
				++$counts['skipped'];
			} else {
				++$counts[ $variants ? 'built' : 'skipped' ];
			}
		}
		if ( $saved ) {
			Cache::bump( $chapter->manga_id, $chapter );
		}
	}

	/**
	 * How many pages of the chapter's storage in use still have no variants entry (0 when the chapter has no
	 * image pages of ours).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function missing( int $chapter_id ): int {
		$chapter = ChapterRepository::find( $chapter_id );
		$loaded  = null === $chapter ? null : self::load( $chapter );
		if ( null === $loaded || null === $loaded[2] ) {
			return 0;
		}
		return count( array_filter( $loaded[1], static fn ( $entry ): bool => is_array( $entry ) && ! array_key_exists( Variant::ENTRY_KEY, $entry ) ) );
	}

	/**
	 * The storage in use, its entries and its store (null when the pages are not ours), or null when the
	 * chapter has no image pages.
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array{0: string, 1: array<int, mixed>, 2: PageStore|null}|null
	 */
	private static function load( Chapter $chapter ): ?array {
		if ( 'manga' !== MetaKeys::chapter_type( $chapter->manga_id ) ) {
			return null;
		}
		$storages = PageRows::storages( $chapter->id );
		$storage  = in_array( $chapter->storage, $storages, true ) ? $chapter->storage : 'local';
		$entries  = PageRows::get( $chapter->id, $storage );
		if ( null === $entries ) {
			return null;
		}
		return array( $storage, $entries, PageStores::for_pages( $storage, $entries ) );
	}

	/**
	 * Builds and stores one page's variants.
	 *
	 * @param PageStore                $store Store of the page.
	 * @param array<int|string, mixed> $entry Page entry.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|null Variant entries, or null on failure.
	 */
	private static function page( PageStore $store, array $entry ): ?array {
		$original = $store->fetch_original( $entry );
		if ( is_wp_error( $original ) ) {
			return null;
		}
		$hash = (string) sha1_file( $original );
		$twin = Twins::copy( $store, $entry, $hash );
		if ( null !== $twin ) {
			Files::delete( array( $original ) );
			return $twin;
		}
		$files = PageVariants::build( $original );
		Files::delete( array( $original ) );
		if ( is_wp_error( $files ) ) {
			return null;
		}
		$variants = array();
		$stored   = array();
		foreach ( $files as $i => $file ) {
			$src = $store->store_variant( $entry, VariantNames::file( (string) $entry['src'], $file['w'], $file['quality'], $file['ext'] ), $file['path'], $file['mime'] );
			if ( is_wp_error( $src ) ) {
				Files::delete( array_column( array_slice( $files, $i + 1 ), 'path' ) );
				$store->delete_variants( array( array( Variant::ENTRY_KEY => $variants ) ) );
				return null;
			}
			$variants[] = array(
				'src'  => $src,
				'mime' => $file['mime'],
				'w'    => $file['w'],
				'h'    => $file['h'],
			);
			$stored[]   = end( $variants ) + array(
				'quality' => $file['quality'],
				'ext'     => $file['ext'],
			);
		}
		Twins::remember( $store, $hash, $stored );
		return $variants;
	}

	/**
	 * Under the lock: writes the variants into the page list as it is now, for pages still there without them.
	 *
	 * @param int                              $chapter_id Chapter ID.
	 * @param string                           $storage    Storage of the list.
	 * @param array<string, array<int, mixed>> $made       Variant entries by page src.
	 * @return string[] The page srcs whose variants were saved.
	 */
	private static function save( int $chapter_id, string $storage, array $made ): array {
		$entries = PageRows::get( $chapter_id, $storage ) ?? array();
		$saved   = array();
		foreach ( $entries as $i => $entry ) {
			$src = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $entry['src'] : '';
			if ( isset( $made[ $src ] ) && ! array_key_exists( Variant::ENTRY_KEY, $entry ) ) {
				$entries[ $i ][ Variant::ENTRY_KEY ] = $made[ $src ];
				$saved[]                             = $src;
			}
		}
		if ( ! $saved || ! PageRows::save( $chapter_id, $entries, $storage ) ) {
			return array();
		}
		return $saved;
	}
}
