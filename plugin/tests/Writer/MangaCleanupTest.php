<?php
/**
 * Deleting a manga for good removes its chapters, volumes, text bodies and files.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\VolumeWriter;
use Yomu\Core\Content\Storage\Paths;

/**
 * Cascade on wp_delete_post( $id, true ).
 */
final class MangaCleanupTest extends ChapterTestCase {

	public function test_deleting_a_manga_removes_everything_it_owns(): void {
		global $wpdb;
		$manga  = self::factory()->manga->create();
		$volume = VolumeWriter::create( $manga, 'Cilt 1' );
		$this->assertInstanceOf( \Yomu\Core\Content\Volume::class, $volume );
		$chapter = ChapterWriter::create_image_chapter(
			$manga,
			array(
				'name'      => 'Bölüm 1',
				'volume_id' => $volume->id,
			),
			array( $this->upload( '1.png', 40, 60, 'png' ), $this->upload( '2.png', 40, 60, 'png' ) )
		);
		$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, $chapter );
		$folder = Paths::data_dir() . get_post_meta( $manga, 'manga_unique_id', true ) . '/' . $chapter->folder();
		$this->assertDirectoryExists( $folder );

		wp_trash_post( $manga );
		$this->assertCount( 1, ChapterRepository::reading_order( $manga ), 'trashing keeps the chapters' );

		wp_delete_post( $manga, true );
		$tables = Schema::tables();
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables['chapters']}` WHERE post_id = %d", $manga ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables['volumes']}` WHERE post_id = %d", $manga ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables['data']}` WHERE chapter_id = %d", $chapter->id ) ) ); // phpcs:ignore WordPress.DB
		$this->assertDirectoryDoesNotExist( $folder );
	}
}
