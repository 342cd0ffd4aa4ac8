<?php
/**
 * Checks one batch of chapter rows the way Yomu will read them: slugs against routing, chapter_metas, and the
 * content of each kind (page lists of image chapters, bodies of text and video chapters). Read-only.
 *
 * What Yomu serves (ChapterRepository::pages()): the page list of the requested storage, else of the
 * chapter's storage_in_use, else the first readable one; an absolute src is used as it is, a relative src is a
 * file under the data folder. So amazon, imgur, flickr and custom storages show as long as their URLs do.
 * Google Photos ("gphotos") and Picasa ("picasa") are the exception: Madara stores their links with an expiry
 * and renews them through Google's API on read (MADARA.md §1.3); Yomu has no Google credentials and renews
 * nothing, so those pages stop loading within the hour.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\MadaraQueries;

/**
 * Per-chapter checks feeding Findings.
 */
final class ChapterCheck {

	/** Storages whose links expire and that only Madara renews. */
	public const UNSERVED_STORAGES = array( 'gphotos', 'picasa' );

	/** Chapters whose page lists or bodies are read per query. */
	private const CHUNK = 200;

	/**
	 * Builds the check.
	 *
	 * @param Findings  $findings Where problems go.
	 * @param FileCheck $files    Checks local page files.
	 */
	public function __construct( private readonly Findings $findings, private readonly FileCheck $files ) {}

	/**
	 * Checks a batch of chapters.
	 *
	 * @param object[]           $chapters Rows (chapter_id, post_id, chapter_slug, storage_in_use, chapter_metas).
	 * @param array<int, string> $kinds    manga ID => kind (manga, text, video, unknown).
	 * @param array<int, string> $types    manga ID => raw chapter type.
	 * @return int How many page list rows were read.
	 */
	public function run( array $chapters, array $kinds, array $types ): int {
		$this->check_slugs( $chapters );
		$by_kind = array();
		foreach ( $chapters as $chapter ) {
			$this->check_metas( $chapter );
			$kind               = $kinds[ (int) $chapter->post_id ] ?? 'manga';
			$by_kind[ $kind ][] = $chapter;
			if ( 'unknown' === $kind ) {
				$this->findings->add( 'unknown_type', $this->example( $chapter, $types[ (int) $chapter->post_id ] ?? '' ) );
			}
		}
		$rows = 0;
		foreach ( array_chunk( $by_kind['manga'] ?? array(), self::CHUNK ) as $chunk ) {
			$rows += $this->check_images( $chunk );
		}
		foreach ( array( 'text', 'video' ) as $kind ) {
			foreach ( array_chunk( $by_kind[ $kind ] ?? array(), self::CHUNK ) as $chunk ) {
				$this->check_bodies( $chunk, $kind );
			}
		}
		return $rows;
	}

	/**
	 * Slugs no URL reaches (empty, with a slash, repeated within a manga) and the odd ones Yomu routes.
	 *
	 * @param object[] $chapters Rows, in chapter_id order.
	 */
	private function check_slugs( array $chapters ): void {
		$seen = array();
		foreach ( $chapters as $chapter ) {
			$slug  = (string) $chapter->chapter_slug;
			$manga = (int) $chapter->post_id;
			if ( '' === trim( $slug ) || str_contains( $slug, '/' ) ) {
				$this->findings->add( 'slug_unroutable', $this->example( $chapter, $slug ) );
				continue;
			}
			if ( isset( $seen[ $manga ][ $slug ] ) ) {
				/* translators: 1: chapter slug, 2: chapter ID that has the same slug. */
				$this->findings->add( 'slug_unroutable', $this->example( $chapter, sprintf( __( '%1$s (same as chapter %2$d)', 'yomu-core' ), $slug, $seen[ $manga ][ $slug ] ) ) );
			} else {
				$seen[ $manga ][ $slug ] = (int) $chapter->chapter_id;
			}
			if ( 'n-a' === $slug ) {
				$this->findings->add( 'slug_na', $this->example( $chapter, $slug ) );
			} elseif ( preg_match( '/%[0-9a-f]{2}/i', $slug ) ) {
				$this->findings->add( 'slug_encoded', $this->example( $chapter, $slug ) );
			}
		}
	}

	/**
	 * Values of chapter_metas that hold something but do not unserialize to an array (NULL and '' are what Madara writes
	 * for "none").
	 *
	 * @param object $chapter Row.
	 */
	private function check_metas( object $chapter ): void {
		$raw = isset( $chapter->chapter_metas ) ? trim( (string) $chapter->chapter_metas ) : '';
		if ( '' === $raw ) {
			return;
		}
		$value = is_serialized( $raw ) ? @unserialize( $raw, array( 'allowed_classes' => false ) ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.PHP.NoSilencedErrors.Discouraged -- objects are refused; a broken value is what is being detected.
		if ( ! is_array( $value ) ) {
			$this->findings->add( 'broken_metas', $this->example( $chapter, substr( $raw, 0, 60 ) ) );
		}
	}

	/**
	 * Page lists of image chapters: readable JSON, pages left, a storage Yomu can serve, files on disk.
	 *
	 * @param object[] $chapters Rows of image chapters.
	 * @return int Page list rows read.
	 */
	private function check_images( array $chapters ): int {
		$rows  = MadaraQueries::page_list_rows( array_map( static fn ( object $row ): int => (int) $row->chapter_id, $chapters ) );
		$lists = array();
		$bad   = array();
		foreach ( $rows as $row ) {
			$decoded = json_decode( (string) $row->data, true );
			if ( is_array( $decoded ) ) {
				$lists[ (int) $row->chapter_id ][ (string) $row->storage ] = $decoded; // A later row of one storage wins, as in ChapterRepository.
			} else {
				$bad[ (int) $row->chapter_id ][] = (string) $row->storage;
			}
		}
		foreach ( $chapters as $chapter ) {
			$id = (int) $chapter->chapter_id;
			if ( ! isset( $lists[ $id ] ) ) {
				$this->findings->add( 'no_pages', $this->example( $chapter, isset( $bad[ $id ] ) ? __( 'page list is not valid JSON', 'yomu-core' ) : __( 'no page list', 'yomu-core' ) ) );
				continue;
			}
			foreach ( $bad[ $id ] ?? array() as $storage ) {
				$this->findings->add( 'broken_json', $this->example( $chapter, $storage ) );
			}
			$this->check_pages( $chapter, $lists[ $id ] );
		}
		return count( $rows );
	}

	/**
	 * The pages Yomu will show for one chapter (see the class comment).
	 *
	 * @param object                             $chapter Row.
	 * @param array<string, array<mixed, mixed>> $lists   storage => decoded page map.
	 */
	private function check_pages( object $chapter, array $lists ): void {
		$in_use  = (string) ( $chapter->storage_in_use ?? '' );
		$storage = isset( $lists[ $in_use ] ) ? $in_use : (string) array_key_first( $lists );
		if ( in_array( $storage, self::UNSERVED_STORAGES, true ) ) {
			$this->findings->add( 'storage_unserved', $this->example( $chapter, $storage ) );
			return;
		}
		$sources = array();
		foreach ( $lists[ $storage ] as $entry ) {
			$src = is_array( $entry ) && isset( $entry['src'] ) && is_string( $entry['src'] ) ? $entry['src'] : '';
			if ( '' !== $src && '' !== pathinfo( (string) wp_parse_url( $src, PHP_URL_PATH ), PATHINFO_EXTENSION ) ) {
				$sources[] = $src;
			}
		}
		if ( ! $sources ) {
			$this->findings->add( 'no_pages', $this->example( $chapter, __( 'the page list names no image', 'yomu-core' ) ) );
			return;
		}
		$missing = $this->files->missing( $sources );
		if ( $missing ) {
			/* translators: 1: missing page files, 2: pages in the chapter, 3: first missing file. */
			$this->findings->add( 'missing_files', $this->example( $chapter, sprintf( __( '%1$d of %2$d pages, e.g. %3$s', 'yomu-core' ), count( $missing ), count( $sources ), $missing[0] ) ) );
		}
	}

	/**
	 * Bodies of text and video chapters (their chapter_text_content posts, the oldest one per chapter).
	 *
	 * @param object[] $chapters Rows.
	 * @param string   $kind     text or video.
	 */
	private function check_bodies( array $chapters, string $kind ): void {
		$rows   = MadaraQueries::body_rows( array_map( static fn ( object $row ): int => (int) $row->chapter_id, $chapters ) );
		$bodies = array();
		foreach ( $rows as $row ) {
			$bodies[ (int) $row->post_parent ] ??= (string) $row->post_content;
		}
		foreach ( $chapters as $chapter ) {
			$body = trim( $bodies[ (int) $chapter->chapter_id ] ?? '' );
			if ( 'text' === $kind ) {
				if ( '' === $body ) {
					$this->findings->add( 'text_missing', $this->example( $chapter, '' ) );
				}
				continue;
			}
			$servers = VideoServers::check( $body );
			if ( ! $servers['shown'] ) {
				$this->findings->add( 'video_unshowable', $this->example( $chapter, '' === $body ? __( 'no body', 'yomu-core' ) : $servers['reason'] ) );
				continue;
			}
			foreach ( $servers['dropped'] as $name ) {
				$this->findings->add( 'video_servers', $this->example( $chapter, $name ) );
			}
		}
	}

	/**
	 * One example row for a finding.
	 *
	 * @param object $chapter Row.
	 * @param string $detail  What is wrong with it.
	 * @return array<string, int|string>
	 */
	private function example( object $chapter, string $detail ): array {
		return array(
			'manga'   => (int) $chapter->post_id,
			'chapter' => (int) $chapter->chapter_id,
			'slug'    => (string) $chapter->chapter_slug,
			'detail'  => $detail,
		);
	}
}
