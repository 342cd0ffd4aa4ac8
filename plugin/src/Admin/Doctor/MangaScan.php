<?php
/**
 * Walks every manga of the site in batches (keyset paging on the post ID, so 10,000+ manga never load at
 * once) and hands each batch's chapters to ChapterCheck. Read-only: SELECTs only, all prepared.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\MadaraQueries;
use Yomu\Core\Content\Schema;

/**
 * Counts per kind and per storage, plus the chapter checks.
 */
final class MangaScan {

	/** Manga read per batch. */
	private const BATCH = 200;

	/**
	 * Counts: manga per kind, unknown type values, chapters per kind, chapters per storage, volumes.
	 *
	 * @var array{manga: array<string, int>, unknown_types: array<string, int>, chapters: array<string, int>, storages: array<string, int>, volumes: int, page_lists: int}
	 */
	private array $counts = array(
		'manga'         => array(
			'manga'   => 0,
			'text'    => 0,
			'video'   => 0,
			'unknown' => 0,
			'total'   => 0,
		),
		'unknown_types' => array(),
		'chapters'      => array(
			'manga'   => 0,
			'text'    => 0,
			'video'   => 0,
			'unknown' => 0,
			'total'   => 0,
		),
		'storages'      => array(),
		'volumes'       => 0,
		'page_lists'    => 0,
	);

	/**
	 * Builds a scan.
	 *
	 * @param ChapterCheck $check     Receives each batch of chapters.
	 * @param int[]|null   $manga_ids Only these manga (null: every manga on the site).
	 */
	public function __construct( private readonly ChapterCheck $check, private readonly ?array $manga_ids = null ) {}

	/**
	 * Runs the scan and returns the counts.
	 *
	 * @return array{manga: array<string, int>, unknown_types: array<string, int>, chapters: array<string, int>, storages: array<string, int>, volumes: int, page_lists: int}
	 */
	public function run(): array {
		foreach ( Schema::tables() as $table ) {
			if ( ! Schema::table_exists( $table ) ) {
				return $this->counts; // Yomu creates Madara's tables on activation; until then there is nothing to read.
			}
		}
		$after = 0;
		while ( true ) {
			$batch = $this->manga_batch( $after );
			if ( ! $batch ) {
				break;
			}
			$after = (int) max( array_keys( $batch ) );
			$this->scan_batch( $batch );
		}
		ksort( $this->counts['storages'] );
		ksort( $this->counts['unknown_types'] );
		return $this->counts;
	}

	/**
	 * The next manga after an ID, with their chapter type.
	 *
	 * @param int $after Last manga ID of the previous batch.
	 * @return array<int, string> manga ID => raw _wp_manga_chapter_type ('' when none)
	 */
	private function manga_batch( int $after ): array {
		$only = null;
		if ( null !== $this->manga_ids ) {
			$only = array_values( array_filter( array_map( 'intval', $this->manga_ids ), static fn ( int $id ): bool => $id > $after ) );
			if ( ! $only ) {
				return array();
			}
		}
		$rows  = MadaraQueries::manga_type_rows( $after, $only, self::BATCH );
		$batch = array();
		foreach ( (array) $rows as $row ) {
			$id = (int) $row->id;
			if ( ! isset( $batch[ $id ] ) ) { // A manga with two type rows: WordPress reads the first.
				$batch[ $id ] = (string) $row->type;
			}
		}
		return $batch;
	}

	/**
	 * Counts one batch of manga and checks their chapters.
	 *
	 * @param array<int, string> $batch manga ID => raw chapter type.
	 */
	private function scan_batch( array $batch ): void {
		$kinds = array();
		foreach ( $batch as $id => $type ) {
			$kind         = self::kind( $type );
			$kinds[ $id ] = $kind;
			++$this->counts['manga'][ $kind ];
			++$this->counts['manga']['total'];
			if ( 'unknown' === $kind ) {
				$this->counts['unknown_types'][ $type ] = ( $this->counts['unknown_types'][ $type ] ?? 0 ) + 1;
			}
		}
		$ids                      = array_keys( $batch );
		$this->counts['volumes'] += MadaraQueries::volume_count( $ids );

		// Every column: the ones a row lacks on an old Madara (chapter_metas before 1.6.1.5) read as missing.
		$chapters = MadaraQueries::chapter_rows( $ids );
		foreach ( $chapters as $chapter ) {
			$kind    = $kinds[ (int) $chapter->post_id ] ?? 'manga';
			$storage = null === $chapter->storage_in_use ? 'none' : (string) $chapter->storage_in_use;
			++$this->counts['chapters'][ $kind ];
			++$this->counts['chapters']['total'];
			$this->counts['storages'][ $storage ] = ( $this->counts['storages'][ $storage ] ?? 0 ) + 1;
		}
		$this->counts['page_lists'] += $this->check->run( $chapters, $kinds, $batch );
	}

	/**
	 * The kind of a manga from its raw chapter type: manga (also when empty, Madara's default), text, video or unknown.
	 *
	 * @param string $type Raw _wp_manga_chapter_type.
	 */
	public static function kind( string $type ): string {
		if ( '' === $type ) {
			return 'manga';
		}
		return in_array( $type, PostTypes::CHAPTER_TYPES, true ) ? $type : 'unknown';
	}
}
