<?php
/**
 * Every image chapter of the site (or of some manga) with how many of its pages have variants and which
 * formats they got, read in batches (one query per batch for the page lists) so a large site never sits in
 * memory at once. It reads the page list of the storage in use, as ChapterVariants does.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\MadaraQueries;
use Yomu\Core\Content\Variant;
use Yomu\Core\Content\Storage\Migration\Candidates;
use Yomu\Core\Content\Storage\PageStores;

/**
 * Image chapters and their variant state.
 */
final class ChapterWalk {

	private const BATCH = 200;

	/**
	 * Starts a walk.
	 *
	 * @param int[]|null $manga_ids Only the chapters of these manga, or null for all.
	 */
	public function __construct( private readonly ?array $manga_ids = null ) {}

	/**
	 * Image chapters whose pages Yomu can build variants for.
	 *
	 * @return \Generator<int, array{chapter: Chapter, pages: int, missing: int, formats: array<string, int>}>
	 */
	public function chapters(): \Generator {
		$batch = array();
		$types = array();
		foreach ( ( new Candidates( $this->manga_ids ) )->chapters() as $chapter ) {
			$types[ $chapter->manga_id ] ??= MetaKeys::chapter_type( $chapter->manga_id );
			if ( 'manga' !== $types[ $chapter->manga_id ] ) {
				continue;
			}
			$batch[ $chapter->id ] = $chapter;
			if ( count( $batch ) === self::BATCH ) {
				yield from self::batch( $batch );
				$batch = array();
			}
		}
		if ( $batch ) {
			yield from self::batch( $batch );
		}
	}

	/**
	 * One batch: its page lists in one query.
	 *
	 * @param array<int, Chapter> $chapters Chapters by ID.
	 * @return \Generator<int, array{chapter: Chapter, pages: int, missing: int, formats: array<string, int>}>
	 */
	private static function batch( array $chapters ): \Generator {
		$rows  = MadaraQueries::page_list_rows( array_keys( $chapters ) );
		$lists = array();
		foreach ( $rows as $row ) {
			$lists[ (int) $row->chapter_id ][ (string) $row->storage ] ??= (string) $row->data;
		}
		foreach ( $chapters as $id => $chapter ) {
			$by_storage = $lists[ $id ] ?? array();
			$storage    = isset( $by_storage[ $chapter->storage ] ) ? $chapter->storage : 'local';
			if ( ! isset( $by_storage[ $storage ] ) ) {
				continue;
			}
			$decoded = json_decode( $by_storage[ $storage ], true );
			$entries = is_array( $decoded ) ? array_values( $decoded ) : array();
			if ( ! $entries || null === PageStores::for_pages( $storage, $entries ) ) {
				continue;
			}
			yield self::state( $chapter, $entries );
		}
	}

	/**
	 * A chapter's counts.
	 *
	 * @param Chapter           $chapter Chapter.
	 * @param array<int, mixed> $entries Page entries.
	 * @return array{chapter: Chapter, pages: int, missing: int, formats: array<string, int>}
	 */
	private static function state( Chapter $chapter, array $entries ): array {
		$missing = 0;
		$formats = array();
		foreach ( $entries as $entry ) {
			if ( ! is_array( $entry ) || ! array_key_exists( Variant::ENTRY_KEY, $entry ) ) {
				++$missing;
				continue;
			}
			foreach ( array_unique( array_column( (array) $entry[ Variant::ENTRY_KEY ], 'mime' ) ) as $mime ) {
				$formats[ (string) $mime ] = ( $formats[ (string) $mime ] ?? 0 ) + 1;
			}
		}
		return array(
			'chapter' => $chapter,
			'pages'   => count( $entries ),
			'missing' => $missing,
			'formats' => $formats,
		);
	}
}
