<?php
/**
 * Makes chapters through the plugin's ChapterWriter: image chapters with real page files (drawn with GD), text
 * and video chapters; or a raw Madara row when a test needs exact columns or page data no writer would make.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Storage\Paths;

/**
 * Chapters.
 */
final class ChapterFactory {

	/**
	 * Where written files are recorded for removal after the test.
	 *
	 * @var FileTracker
	 */
	private FileTracker $files;

	/**
	 * Sequence for default names.
	 *
	 * @var int
	 */
	private static int $sequence = 0;

	/**
	 * Sets the file tracker.
	 *
	 * @param FileTracker $files Tracker.
	 */
	public function __construct( FileTracker $files ) {
		$this->files = $files;
	}

	/**
	 * An image chapter of PNG pages of the given sizes (two 40×60 pages by default).
	 *
	 * @param int                        $manga_id Manga post ID.
	 * @param array<string, mixed>       $fields   Chapter fields (name, name_extend, volume_id, index, date).
	 * @param array<int, array{int,int}> $sizes    Width and height per page.
	 */
	public function image( int $manga_id, array $fields = array(), array $sizes = array( array( 40, 60 ), array( 40, 60 ) ) ): Chapter {
		$pages = array();
		foreach ( $sizes as $i => list( $width, $height ) ) {
			$pages[] = array(
				'path' => $this->files->temp( self::png( $width, $height ) ),
				'name' => sprintf( '%02d.png', $i + 1 ),
			);
		}
		$had_folder = $this->manga_dir( $manga_id );
		$chapter    = ChapterWriter::create_image_chapter( $manga_id, $this->fields( $fields ), $pages );
		if ( '' === $had_folder || ! is_dir( $had_folder ) ) {
			$this->files->dir( $this->manga_dir( $manga_id ) );
		}
		return self::made( $chapter );
	}

	/**
	 * A text (novel) chapter.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Chapter fields.
	 * @param string               $html     Body.
	 */
	public function text( int $manga_id, array $fields = array(), string $html = '<p>Chapter text.</p>' ): Chapter {
		return self::made( ChapterWriter::create_text_chapter( $manga_id, $this->fields( $fields ), $html ) );
	}

	/**
	 * A video chapter.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $fields   Chapter fields.
	 * @param string               $embed    An <iframe> or servers in Madara's `name :: <iframe> || …` format.
	 */
	public function video( int $manga_id, array $fields = array(), string $embed = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' ): Chapter {
		return self::made( ChapterWriter::create_video_chapter( $manga_id, $this->fields( $fields ), $embed ) );
	}

	/**
	 * A chapter row as Madara stores it, written directly, with page data rows (storage => page map) when given;
	 * no files. For tests of how rows other writers left are read.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $columns  Columns over the defaults (chapter_slug, volume_id, date…).
	 * @param array<string, mixed> $pages    Storage => page map, stored as JSON in manga_chapters_data.
	 * @throws \RuntimeException When the row is not inserted.
	 */
	public function row( int $manga_id, array $columns = array(), array $pages = array() ): int {
		global $wpdb;
		$slug   = (string) ( $columns['chapter_slug'] ?? 'chapter-' . ( ++self::$sequence ) );
		$tables = Schema::tables();
		$done   = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a fixture row in Madara's table.
			$tables['chapters'],
			array_merge(
				array(
					'post_id'             => $manga_id,
					'volume_id'           => 0,
					'chapter_name'        => 'Chapter ' . $slug,
					'chapter_name_extend' => '',
					'chapter_slug'        => $slug,
					'storage_in_use'      => 'local',
					'date'                => current_time( 'mysql' ),
					'date_gmt'            => current_time( 'mysql', true ),
				),
				$columns
			)
		);
		if ( false === $done ) {
			throw new \RuntimeException( 'chapter row not inserted: ' . $wpdb->last_error ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		$chapter_id = (int) $wpdb->insert_id;
		foreach ( $pages as $storage => $map ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a fixture row in Madara's table.
				$tables['data'],
				array(
					'chapter_id' => $chapter_id,
					'storage'    => $storage,
					'data'       => wp_json_encode( $map ),
				)
			);
		}
		Cache::bump( $manga_id );
		return $chapter_id;
	}

	/**
	 * As row(), returning the Chapter as the repository reads it.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $columns  Columns.
	 * @param array<string, mixed> $pages    Page data.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function row_and_get( int $manga_id, array $columns = array(), array $pages = array() ): Chapter {
		$chapter = ChapterRepository::find( $this->row( $manga_id, $columns, $pages ) );
		if ( null === $chapter ) {
			throw new \RuntimeException( 'chapter row not readable' );
		}
		return $chapter;
	}

	/**
	 * PNG bytes drawn with GD.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	public static function png( int $width, int $height ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, (int) ( $width / 2 ), (int) ( $height / 2 ), (int) imagecolorallocate( $image, 20, 140, 220 ) );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * Chapter fields with a default name.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private function fields( array $fields ): array {
		return $fields + array( 'name' => 'Chapter ' . ( ++self::$sequence ) );
	}

	/**
	 * The manga's data folder, '' when it has none yet.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private function manga_dir( int $manga_id ): string {
		$folder = (string) get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true );
		return '' !== $folder && Paths::is_safe_segment( $folder ) ? Paths::data_dir() . $folder : '';
	}

	/**
	 * The chapter, or an exception naming why the writer refused.
	 *
	 * @param Chapter|\WP_Error $chapter Writer result.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	private static function made( $chapter ): Chapter {
		if ( is_wp_error( $chapter ) ) {
			throw new \RuntimeException( 'chapter not created: ' . $chapter->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return $chapter;
	}
}
