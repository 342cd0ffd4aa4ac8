<?php
/**
 * The parts of a migration a killed run or a concurrent edit exercise, which the integration test cannot time:
 * a removal of an old copy left half-done is finished by the next run; files another chapter still names are
 * never deleted; a chapter edited during its copy does not switch.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\Migration;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\Migration\Cleanup;
use Yomu\Core\Content\Storage\Migration\Journal;
use Yomu\Core\Content\Storage\Migration\PageSwitch;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__, 2 ) . '/Writer/ChapterTestCase.php';

/**
 * Journal, Cleanup and PageSwitch.
 */
final class CleanupTest extends ChapterTestCase {

	/**
	 * A new image chapter with two pages; returns its ID and its page srcs.
	 *
	 * @param int $manga_id Manga.
	 * @return array{0: int, 1: string[]}
	 */
	private function chapter( int $manga_id ): array {
		$chapter = ChapterWriter::create_image_chapter( $manga_id, array( 'name' => 'Bölüm ' . wp_rand( 1, 999 ) ), array( $this->upload( '1.jpg' ), $this->upload( '2.jpg' ) ) );
		$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, $chapter );
		return array( $chapter->id, array_column( (array) PageRows::get( $chapter->id ), 'src' ) );
	}

	public function test_a_removal_killed_after_its_row_went_is_finished_by_the_next_run(): void {
		list( $chapter_id, $srcs ) = $this->chapter( self::factory()->manga->create() );
		// The state a kill leaves between the two steps of Cleanup::local(): row gone, files still there.
		Journal::begin( $chapter_id, Journal::DELETE_LOCAL, $srcs );
		PageRows::delete_storage( $chapter_id, 'local' );
		$this->assertFileExists( Paths::local_file( $srcs[0] ) );

		$this->assertSame( 1, Cleanup::finish_pending( Journal::DELETE_LOCAL, null ) );
		foreach ( $srcs as $src ) {
			$this->assertFileDoesNotExist( Paths::local_file( $src ) );
		}
		$this->assertDirectoryDoesNotExist( dirname( Paths::local_file( $srcs[0] ) ), 'the emptied chapter folder goes too' );
		$this->assertSame( array(), Journal::pending( Journal::DELETE_LOCAL ) );
		$this->assertFalse( get_option( Journal::OPTION ) );
	}

	public function test_files_another_chapter_still_names_are_kept(): void {
		$manga                = self::factory()->manga->create();
		list( $first, $srcs ) = $this->chapter( $manga );
		list( $second )       = $this->chapter( $manga );
		$entries              = array_map(
			static fn ( string $src ): array => array(
				'src'  => $src,
				'mime' => 'image/jpeg',
			),
			$srcs
		);
		PageRows::save( $second, $entries ); // The second chapter shows the first one's files (a hand-made import).

		$this->assertTrue( Cleanup::local( ChapterRepository::find( $first ), $srcs ) );
		$this->assertNull( PageRows::get( $first ), 'the first chapter no longer names its local copy' );
		foreach ( $srcs as $src ) {
			$this->assertFileExists( Paths::local_file( $src ), 'the second chapter still shows it' );
		}
		$this->assertFalse( get_option( Journal::OPTION ) );
	}

	public function test_a_chapter_edited_during_its_copy_does_not_switch(): void {
		list( $chapter_id, $srcs ) = $this->chapter( self::factory()->manga->create() );
		$chapter                   = ChapterRepository::find( $chapter_id );
		$copied                    = PageRows::get( $chapter_id );
		PageRows::save( $chapter_id, array_slice( (array) $copied, 1 ) ); // An editor removed a page meanwhile.

		$switched = PageSwitch::to( $chapter, (array) $copied, 'amazon', array( array( 'src' => 'https://bucket.example/' . $srcs[0] ) ) );
		$this->assertWpError( 'yomu_migrate_changed', $switched );
		$this->assertSame( 'local', $this->chapter_row( $chapter_id )->storage_in_use );
		$this->assertNull( PageRows::get( $chapter_id, 'amazon' ) );
	}
}
