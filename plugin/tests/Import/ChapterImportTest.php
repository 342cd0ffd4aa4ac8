<?php
/**
 * The browser's multi-chapter import (Import\Staged, Import\ImportJob): the ZIP arrives in chunks at the offsets the
 * server has (a repeated chunk writes nothing twice, a chunk past the size is refused), an unfinished upload of the
 * same file resumes, the preview names every volume and chapter without writing any, and the import runs in slices
 * under one lease until every chapter is in its volume.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Import;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Lease;
use Yomu\Core\Import\ImportJob;
use Yomu\Core\Import\Staged;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.WP.AlternativeFunctions -- chunks written for the test.

final class ChapterImportTest extends ChapterTestCase {

	/**
	 * A ZIP of two volumes (two chapters each, two pages) and a chapter without a volume.
	 */
	private function archive(): string {
		$page = $this->image_bytes( 60, 90 );
		return (string) file_get_contents(
			$this->zip(
				array(
					'Cilt 1/Bölüm 1/01.jpg'           => $page,
					'Cilt 1/Bölüm 1/02.jpg'           => $page,
					'Cilt 1/Bölüm 2 -- Uyanış/01.jpg' => $page,
					'Cilt 2/Bölüm 3/01.jpg'           => $page,
					'Cilt 2/Bölüm 3/02.jpg'           => $page,
					'Bölüm 4/01.jpg'                  => $page,
				)
			)
		);
	}

	/**
	 * Sends bytes as one chunk.
	 *
	 * @param array  $session The session.
	 * @param int    $offset  Where they start.
	 * @param string $bytes   The chunk.
	 * @return array|\WP_Error
	 */
	private function send( array $session, int $offset, string $bytes ) {
		$chunk = $this->temp_file();
		file_put_contents( $chunk, $bytes );
		return Staged::append( $session, $offset, $chunk );
	}

	public function test_chunks_land_at_the_offsets_the_server_has_and_an_upload_resumes(): void {
		$editor = self::factory()->user->create( array( 'role' => 'editor' ) );
		$manga  = self::factory()->manga->create();
		$bytes  = $this->archive();
		$size   = strlen( $bytes );
		$half   = intdiv( $size, 2 );

		$session = Staged::begin( $editor, $manga, 'ciltler.zip', $size );
		$this->assertIsArray( $session );
		$session = $this->send( $session, 0, substr( $bytes, 0, $half ) );
		$this->assertSame( array( $half, 'uploading' ), array( $session['received'], $session['state'] ) );
		// The same chunk again (its answer was lost): nothing is written twice, the answer says where the file stands.
		$this->assertSame( $half, $this->send( $session, 0, substr( $bytes, 0, $half ) )['received'] );
		$this->assertSame( 'yomu_import_chunk', $this->send( $session, $half, $bytes . 'x' )->get_error_code(), 'past the size' );

		// A reload: the same file resumes the same session; another editor, or another manga, does not see it.
		$resumed = Staged::begin( $editor, $manga, 'ciltler.zip', $size );
		$this->assertSame( array( $session['id'], $half ), array( $resumed['id'], $resumed['received'] ) );
		$this->assertNull( Staged::get( $session['id'], self::factory()->user->create( array( 'role' => 'editor' ) ), $manga ) );
		$this->assertNull( Staged::get( $session['id'], $editor, self::factory()->manga->create() ) );

		$session = $this->send( $resumed, $half, substr( $bytes, $half ) );
		$this->assertSame( array( $size, 'ready' ), array( $session['received'], $session['state'] ) );
		$this->assertSame( $bytes, file_get_contents( Staged::path( $session ) ) );
		$this->assertStringEndsWith( 'yomu-import', Staged::dir() );
		$this->assertFileExists( Staged::dir() . '/.htaccess' );

		// An upload abandoned for two days goes when the next one begins; a fresh one stays.
		touch( Staged::path( $session ), time() - 3 * DAY_IN_SECONDS );
		$fresh = Staged::begin( self::factory()->user->create( array( 'role' => 'editor' ) ), $manga, 'yeni.zip', 10 );
		$this->assertNull( Staged::load( $session['id'] ) );
		$this->assertFileDoesNotExist( Staged::path( $session ) );
		$this->assertSame( $fresh['id'], Staged::load( $fresh['id'] )['id'] );

		$this->assertSame( 'yomu_import_not_zip', Staged::begin( $editor, $manga, 'sayfalar.rar', 10 )->get_error_code() );
		$this->assertSame( 'yomu_import_too_large', Staged::begin( $editor, $manga, 'bos.zip', 0 )->get_error_code() );
	}

	public function test_the_preview_writes_nothing_and_the_import_runs_in_slices_under_one_lease(): void {
		$editor = self::factory()->user->create( array( 'role' => 'editor' ) );
		$manga  = self::factory()->manga->create();
		$bytes  = $this->archive();
		$ready  = $this->send( Staged::begin( $editor, $manga, 'ciltler.zip', strlen( $bytes ) ), 0, $bytes );

		$preview = ImportJob::preview( $ready );
		$this->assertSame(
			array(
				array(
					'name' => 'Cilt 1',
					'new'  => true,
				),
				array(
					'name' => 'Cilt 2',
					'new'  => true,
				),
			),
			$preview['volumes']
		);
		$this->assertSame( array( 'Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4' ), array_column( $preview['chapters'], 'name' ) );
		$this->assertSame( array( 2, 1, 2, 1 ), array_column( $preview['chapters'], 'pages' ) );
		$this->assertSame( array( 4, 0, 6 ), array( $preview['create'], $preview['skip'], $preview['pages'] ) );
		$this->assertSame( array(), ChapterRepository::with_scheduled( $manga ), 'a preview writes nothing' );

		$session = ImportJob::start( $ready );
		$this->assertSame( array( 'importing', 4 ), array( $session['state'], $session['total'] ) );
		$this->assertNotFalse( wp_next_scheduled( ImportJob::HOOK, array( $session['id'] ) ) );

		// Another node's slice holds the lease: this one does nothing.
		$other = new Lease( Staged::PREFIX . $session['id'] . '_lease', 300 );
		$this->assertTrue( $other->acquire() );
		ImportJob::work( $session['id'] );
		$this->assertSame( 0, Staged::load( $session['id'] )['done'] );
		$other->release();

		ImportJob::work( $session['id'], 0 ); // A slice with no time left starts no chapter.
		$this->assertSame( 0, Staged::load( $session['id'] )['done'] );
		ImportJob::work( $session['id'] );
		$session = Staged::load( $session['id'] );
		$this->assertSame( array( 'done', 4, 4, 0, 6, '' ), array( $session['state'], $session['done'], $session['created'], $session['skipped'], $session['pages'], $session['error'] ) );
		$this->assertFileDoesNotExist( Staged::path( $session ) );

		$groups = array();
		foreach ( ChapterRepository::grouped( $manga, 'asc' ) as $group ) {
			$groups[ $group[0] ? $group[0]->name : '' ] = array_map( static fn ( $chapter ): string => $chapter->title(), $group[1] );
		}
		$this->assertSame(
			array(
				'Cilt 1' => array( 'Bölüm 1', 'Bölüm 2 - Uyanış' ),
				'Cilt 2' => array( 'Bölüm 3' ),
				''       => array( 'Bölüm 4' ),
			),
			$groups
		);

		// The same file again: every chapter is here, so all are skipped.
		$again   = $this->send( Staged::begin( $editor, $manga, 'ciltler.zip', strlen( $bytes ) ), 0, $bytes );
		$preview = ImportJob::preview( $again );
		$this->assertSame( array( 0, 4 ), array( $preview['create'], $preview['skip'] ) );
	}
}
