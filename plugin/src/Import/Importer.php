<?php
/**
 * Imports chapter folders into a manga (`wp yomu import`): plans what each folder becomes (a new chapter, an
 * existing chapter skipped, or its pages replaced with --overwrite), then writes the plan through the chapter
 * and volume writers, so images are validated by content, re-encoded and stored in Madara's layout like any
 * upload. An existing chapter is one of the same name in the same volume.
 *
 * A run stops at the first chapter that fails, with an error naming its folder; chapters written before it
 * stay, so running the import again (existing chapters are skipped) carries on where it stopped.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\VolumeWriter;

/**
 * Plans and runs an import. A plan item's action is create, skip or overwrite; its volume_id is 0 for no
 * volume and -1 for a volume still to create; its files map source keys to file names.
 *
 * @phpstan-type PlanItem array{action: string, folder: string, volume: string, volume_id: int, name: string, extend: string, chapter_id: int, files: array<int|string, string>}
 */
final class Importer {

	/**
	 * A manga by ID or slug.
	 *
	 * @param string $ref Post ID or slug.
	 * @return int|\WP_Error
	 */
	public static function manga( string $ref ) {
		$id = ctype_digit( $ref ) ? (int) $ref : 0;
		if ( 0 === $id ) {
			$post = get_page_by_path( sanitize_title( $ref ), 'OBJECT', PostTypes::MANGA );
			$id   = $post instanceof \WP_Post ? $post->ID : 0;
		}
		if ( $id <= 0 || PostTypes::MANGA !== get_post_type( $id ) ) {
			/* translators: %s: what was given (an ID or a slug). */
			return new \WP_Error( 'yomu_invalid_manga', sprintf( __( 'No manga has the ID or slug %s.', 'yomu-core' ), $ref ) );
		}
		return $id;
	}

	/**
	 * What each chapter folder of a source becomes.
	 *
	 * @param int    $manga_id       Manga post ID.
	 * @param Source $source         Where the images are.
	 * @param string $default_volume Volume for chapters outside volume folders ('' = none).
	 * @param bool   $overwrite      Whether existing chapters get the new pages (else they are skipped).
	 * @return array<int, PlanItem>|\WP_Error
	 */
	public static function plan( int $manga_id, Source $source, string $default_volume, bool $overwrite ) {
		$type = MetaKeys::chapter_type( $manga_id );
		if ( 'video' === $type ) {
			return new \WP_Error( 'yomu_chapter_type_mismatch', __( 'This manga holds video chapters; an import brings image or text chapters.', 'yomu-core' ) );
		}
		$text  = 'text' === $type;
		$paths = $source->paths( $text );
		if ( is_wp_error( $paths ) ) {
			return $paths;
		}
		// A text chapter is one file ("Volume/Chapter 1.txt"): read as the folder of its own name, the layout is the same.
		$chapters = Layout::chapters( $text ? array_map( array( self::class, 'text_folder' ), $paths ) : $paths, $default_volume );
		if ( is_wp_error( $chapters ) ) {
			return $chapters;
		}
		foreach ( $text ? $chapters : array() as $chapter ) {
			if ( count( $chapter['files'] ) > 1 ) {
				/* translators: %s: chapter name. */
				return new \WP_Error( 'yomu_import_two_texts', sprintf( __( 'Two files give the chapter %s; keep one of them.', 'yomu-core' ), $chapter['folder'] ) );
			}
		}
		$volumes = array();
		foreach ( ChapterRepository::volumes( $manga_id ) as $volume ) {
			$volumes[ $volume->name ] = $volumes[ $volume->name ] ?? $volume->id;
		}
		$existing = array();
		foreach ( ChapterRepository::with_scheduled( $manga_id ) as $chapter ) {
			$existing[ $chapter->volume_id . "\n" . $chapter->name ] = $existing[ $chapter->volume_id . "\n" . $chapter->name ] ?? $chapter->id;
		}
		$plan = array();
		foreach ( $chapters as $chapter ) {
			$name      = sanitize_text_field( $chapter['name'] );
			$volume    = sanitize_text_field( $chapter['volume'] );
			$volume_id = '' === $volume ? 0 : ( $volumes[ $volume ] ?? -1 );
			$found     = $existing[ $volume_id . "\n" . $name ] ?? 0;
			$plan[]    = array(
				'action'     => 0 === $found ? 'create' : ( $overwrite ? 'overwrite' : 'skip' ),
				'folder'     => $chapter['folder'],
				'volume'     => $volume,
				'volume_id'  => $volume_id,
				'name'       => $name,
				'extend'     => sanitize_text_field( $chapter['extend'] ),
				'chapter_id' => $found,
				'files'      => $chapter['files'],
			);
		}
		return $plan;
	}

	/**
	 * Writes a plan.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<int, PlanItem> $plan     From plan().
	 * @param Source               $source   The same source.
	 * @param callable|null        $tick     Called once per chapter done (progress).
	 * @return array{created: int, overwritten: int, skipped: int, pages: int, error: \WP_Error|null}
	 */
	public static function run( int $manga_id, array $plan, Source $source, ?callable $tick = null ): array {
		$done    = array(
			'created'     => 0,
			'overwritten' => 0,
			'skipped'     => 0,
			'pages'       => 0,
			'error'       => null,
		);
		$volumes = array();
		foreach ( $plan as $item ) {
			$result = 'skip' === $item['action'] ? null : self::write( $manga_id, $item, $source, $volumes );
			if ( is_wp_error( $result ) ) {
				/* translators: 1: chapter folder, 2: the reason. */
				$done['error'] = new \WP_Error( $result->get_error_code(), sprintf( __( 'The chapter folder %1$s was not imported: %2$s', 'yomu-core' ), $item['folder'], $result->get_error_message() ) );
				return $done;
			}
			if ( null === $result ) {
				++$done['skipped'];
			} else {
				++$done[ 'create' === $item['action'] ? 'created' : 'overwritten' ];
				$done['pages'] += $result;
			}
			if ( $tick ) {
				$tick();
			}
		}
		return $done;
	}

	/**
	 * Creates or overwrites one chapter.
	 *
	 * @param int                $manga_id Manga post ID.
	 * @param array              $item     Plan item.
	 * @param Source             $source   Source.
	 * @param array<string, int> $volumes  Volumes created by this run, name => ID (an import done in slices passes
	 *                                     the manga's volumes by name).
	 * @return int|\WP_Error Pages written.
	 * @phpstan-param PlanItem $item
	 */
	public static function write( int $manga_id, array $item, Source $source, array &$volumes ) {
		$volume_id = $item['volume_id'];
		if ( -1 === $volume_id ) {
			if ( ! isset( $volumes[ $item['volume'] ] ) ) {
				$volume = VolumeWriter::create( $manga_id, $item['volume'] );
				if ( is_wp_error( $volume ) ) {
					return $volume;
				}
				$volumes[ $item['volume'] ] = $volume->id;
			}
			$volume_id = $volumes[ $item['volume'] ];
		}
		$files = $source->files( $item['files'] );
		if ( is_wp_error( $files ) ) {
			return $files;
		}
		if ( 'text' === MetaKeys::chapter_type( $manga_id ) ) {
			$chapter = self::write_text( $manga_id, $item, $volume_id, $files );
			$source->release( $files );
			return is_wp_error( $chapter ) ? $chapter : 1;
		}
		if ( 'overwrite' === $item['action'] ) {
			$chapter = ChapterWriter::replace_pages( $item['chapter_id'], $files );
			if ( ! is_wp_error( $chapter ) && '' !== $item['extend'] && $chapter->name_extend !== $item['extend'] ) {
				$chapter = ChapterWriter::update( $chapter->id, array( 'name_extend' => $item['extend'] ) );
			}
		} else {
			$chapter = ChapterWriter::create_image_chapter(
				$manga_id,
				array(
					'name'        => $item['name'],
					'name_extend' => $item['extend'],
					'volume_id'   => $volume_id,
				),
				$files
			);
		}
		$source->release( $files );
		return is_wp_error( $chapter ) ? $chapter : count( $files );
	}

	/**
	 * Creates or overwrites a text chapter from its one file.
	 *
	 * @param int                                           $manga_id  Manga post ID.
	 * @param array                                         $item      Plan item.
	 * @param int                                           $volume_id Its volume.
	 * @param array<int, array{path: string, name: string}> $files     The file, readable.
	 * @return \Yomu\Core\Content\Chapter|\WP_Error
	 * @phpstan-param PlanItem $item
	 */
	private static function write_text( int $manga_id, array $item, int $volume_id, array $files ) {
		$file  = $files[0];
		$bytes = is_readable( $file['path'] ) ? (string) file_get_contents( $file['path'] ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary copy.
		$html  = TextFile::html( $bytes, $file['name'] );
		if ( 'overwrite' === $item['action'] ) {
			return ChapterWriter::update_text( $item['chapter_id'], $html );
		}
		return ChapterWriter::create_text_chapter(
			$manga_id,
			array(
				'name'        => $item['name'],
				'name_extend' => $item['extend'],
				'volume_id'   => $volume_id,
			),
			$html
		);
	}

	/**
	 * A text chapter's path read as a chapter folder holding it: "Volume/Chapter 1.txt" => "Volume/Chapter 1/Chapter 1.txt".
	 *
	 * @param string $path Relative path.
	 */
	private static function text_folder( string $path ): string {
		$dir = dirname( $path );
		return ( '.' === $dir ? '' : $dir . '/' ) . pathinfo( $path, PATHINFO_FILENAME ) . '/' . basename( $path );
	}
}
