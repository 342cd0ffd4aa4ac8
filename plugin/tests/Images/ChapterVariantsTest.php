<?php
/**
 * A chapter's variants on local storage: every write path says pages were stored, build() writes variants
 * beside the pages and leaves the Madara entry as it was, is idempotent, survives a page replaced while it
 * encodes, counts a broken original as failed, and variants go when their pages go.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Variant;
use Yomu\Core\Images\ChapterVariants;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\VariantNames;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once __DIR__ . '/DrawnPages.php';
require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

/**
 * ChapterVariants on local storage.
 */
final class ChapterVariantsTest extends ChapterTestCase {

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		// Every test encodes its pages: no twin remembered by an earlier test (the tests share one database).
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_yomu\\_twin\\_%' OR option_name LIKE '\\_transient\\_timeout\\_yomu\\_twin\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		wp_cache_flush();
	}

	protected function tearDown(): void {
		remove_all_filters( 'sanitize_file_name' );
		remove_all_filters( 'yomu_upload_limits' );
		parent::tearDown();
	}

	/**
	 * An uploaded-file entry holding a drawn page.
	 *
	 * @param string $name  Client file name.
	 * @param string $bytes Image bytes.
	 * @return array{path: string, name: string}
	 */
	private function page_upload( string $name, string $bytes ): array {
		return array(
			'path' => $this->temp_file( $bytes ),
			'name' => $name,
		);
	}

	/**
	 * A chapter with a screentone page and a photo-like page.
	 *
	 * @param int $manga Manga ID.
	 */
	private function two_page_chapter( int $manga ): Chapter {
		$chapter = ChapterWriter::create_image_chapter(
			$manga,
			array( 'name' => 'Chapter ' . wp_rand( 1, 999 ) ),
			array(
				$this->page_upload( '1.jpg', DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) ),
				$this->page_upload( '2.jpg', DrawnPages::bytes( DrawnPages::photo( 400, 560 ), 'jpeg', 95 ) ),
			)
		);
		$this->assertInstanceOf( Chapter::class, $chapter );
		return $chapter;
	}

	/**
	 * The local files of a page entry's variants.
	 *
	 * @param mixed $entry Page entry.
	 * @return string[]
	 */
	private function variant_files( $entry ): array {
		return array_map( array( Paths::class, 'local_file' ), array_column( (array) ( $entry[ Variant::ENTRY_KEY ] ?? array() ), 'src' ) );
	}

	public function test_a_built_chapter_has_variants_beside_its_pages_and_keeps_its_madara_entries(): void {
		$stored  = did_action( 'yomu_chapter_pages_stored' );
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );
		$this->assertSame( $stored + 1, did_action( 'yomu_chapter_pages_stored' ), 'creating the chapter says pages were stored' );
		$before    = (array) PageRows::get( $chapter->id );
		$originals = array_map( static fn ( $entry ): string => (string) md5_file( Paths::local_file( $entry['src'] ) ), $before );
		$this->assertSame( 2, ChapterVariants::missing( $chapter->id ) );

		$this->assertSame(
			array(
				'built'   => 2,
				'kept'    => 0,
				'skipped' => 0,
				'failed'  => 0,
			),
			ChapterVariants::build( $chapter->id )
		);

		$after = (array) PageRows::get( $chapter->id );
		$this->assertCount( 2, $after );
		foreach ( $after as $i => $entry ) {
			$this->assertIsArray( $entry );
			$this->assertSame( $before[ $i ], array_diff_key( $entry, array( Variant::ENTRY_KEY => true ) ), 'src, mime, w and h untouched' );
			$this->assertNotEmpty( $entry[ Variant::ENTRY_KEY ] );
			foreach ( $entry[ Variant::ENTRY_KEY ] as $variant ) {
				$this->assertStringStartsWith( dirname( $entry['src'] ) . '/' . VariantNames::FOLDER . '/', $variant['src'] );
				$size = getimagesize( Paths::local_file( $variant['src'] ) );
				$this->assertIsArray( $size );
				$this->assertSame( array( $variant['w'], $variant['h'], $variant['mime'] ), array( $size[0], $size[1], $size['mime'] ) );
			}
			$this->assertSame( $originals[ $i ], md5_file( Paths::local_file( $entry['src'] ) ), 'the original file is unchanged' );
		}
		$this->assertNotSame( $after[0][ Variant::ENTRY_KEY ][0]['mime'], $after[1][ Variant::ENTRY_KEY ][0]['mime'], 'each page got its own measured format' );
		$fresh = ChapterRepository::find( $chapter->id );
		$this->assertInstanceOf( Chapter::class, $fresh );
		$pages = ChapterRepository::pages( $fresh );
		$this->assertNotEmpty( $pages[0]->variants, 'the reader sees them at once (the cache was bumped)' );
		$this->assertSame( array( '001.jpg', '002.jpg', VariantNames::FOLDER ), $this->files_in( $chapter->manga_id, $chapter->folder() ) );

		$this->assertSame( 0, ChapterVariants::missing( $chapter->id ) );
		$again = ChapterVariants::build( $chapter->id );
		$this->assertIsArray( $again );
		$this->assertSame( array( 0, 2 ), array( $again['built'], $again['kept'] ), 'a second build keeps what is there' );
		$this->assertSame( $after, PageRows::get( $chapter->id ) );
	}

	public function test_a_page_identical_to_one_built_before_gets_copies_of_its_variants(): void {
		$first = $this->two_page_chapter( self::factory()->manga->create() );
		$this->assertIsArray( ChapterVariants::build( $first->id ) );
		$built = PageRows::get( $first->id ) ?? array();
		// Marks the first chapter's files: a copy carries the mark, a new encoding would not.
		foreach ( array_merge( $this->variant_files( $built[0] ), $this->variant_files( $built[1] ) ) as $file ) {
			$this->assertNotFalse( file_put_contents( $file, 'twin', FILE_APPEND ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		}
		$second = $this->two_page_chapter( self::factory()->manga->create() );

		$counts = ChapterVariants::build( $second->id );

		$this->assertSame( 2, is_array( $counts ) ? $counts['built'] : 0 );
		$copied = PageRows::get( $second->id ) ?? array();
		foreach ( array( 0, 1 ) as $page ) {
			$mine   = $this->variant_files( $copied[ $page ] );
			$theirs = $this->variant_files( $built[ $page ] );
			$this->assertCount( count( $theirs ), $mine );
			foreach ( $mine as $i => $file ) {
				$this->assertStringStartsWith( dirname( Paths::local_file( $copied[ $page ]['src'] ) ) . '/', $file, 'beside its own page' );
				$this->assertSame( md5_file( $theirs[ $i ] ), md5_file( $file ), 'a copy of the twin\'s file' );
			}
			$this->assertSame( array_column( $built[ $page ][ Variant::ENTRY_KEY ], 'mime' ), array_column( $copied[ $page ][ Variant::ENTRY_KEY ], 'mime' ) );
		}
	}

	public function test_a_page_whose_twin_is_gone_is_encoded_anew(): void {
		$first = $this->two_page_chapter( self::factory()->manga->create() );
		$this->assertIsArray( ChapterVariants::build( $first->id ) );
		$built = PageRows::get( $first->id ) ?? array();
		$this->assertTrue( ChapterWriter::delete( $first->id ) );
		$this->assertFileDoesNotExist( $this->variant_files( $built[0] )[0] );
		$second = $this->two_page_chapter( self::factory()->manga->create() );

		$counts = ChapterVariants::build( $second->id );

		$this->assertSame( array( 2, 0 ), is_array( $counts ) ? array( $counts['built'], $counts['failed'] ) : array() );
		foreach ( PageRows::get( $second->id ) ?? array() as $entry ) {
			$this->assertNotEmpty( $entry[ Variant::ENTRY_KEY ] );
			foreach ( $this->variant_files( $entry ) as $file ) {
				$this->assertIsArray( getimagesize( $file ), 'a real image, not a copy of nothing' );
			}
		}
	}

	public function test_a_time_budget_stops_between_pages_and_the_next_run_goes_on(): void {
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );

		$first = ChapterVariants::build( $chapter->id, 0.001 );

		$this->assertIsArray( $first );
		$this->assertSame( 1, $first['built'], 'the page started within the budget is finished and saved' );
		$this->assertSame( 1, ChapterVariants::missing( $chapter->id ) );
		$second = ChapterVariants::build( $chapter->id );
		$this->assertIsArray( $second );
		$this->assertSame( array( 1, 1 ), array( $second['built'], $second['kept'] ) );
		$this->assertSame( 0, ChapterVariants::missing( $chapter->id ) );
	}

	public function test_variants_go_with_their_pages(): void {
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );
		ChapterVariants::build( $chapter->id );
		$entries = (array) PageRows::get( $chapter->id );
		$first   = $this->variant_files( $entries[0] );
		$second  = $this->variant_files( $entries[1] );

		$this->assertInstanceOf( Chapter::class, ChapterWriter::remove_pages( $chapter->id, array( 1 ) ) );
		foreach ( $first as $file ) {
			$this->assertFileDoesNotExist( $file );
		}
		foreach ( $second as $file ) {
			$this->assertFileExists( $file );
		}

		$stored = did_action( 'yomu_chapter_pages_stored' );
		$this->assertInstanceOf( Chapter::class, ChapterWriter::add_pages( $chapter->id, array( $this->upload( '9.jpg', 300, 400 ) ) ) );
		$this->assertSame( $stored + 1, did_action( 'yomu_chapter_pages_stored' ), 'adding pages says so' );
		$this->assertSame( $entries[1], ( PageRows::get( $chapter->id ) ?? array() )[0], 'pages already built keep their variants' );

		$this->assertTrue( ChapterWriter::delete( $chapter->id ) );
		foreach ( $second as $file ) {
			$this->assertFileDoesNotExist( $file );
		}
		$this->assertDirectoryDoesNotExist( dirname( $second[0], 2 ) );
	}

	public function test_a_page_replaced_during_the_build_is_not_overwritten(): void {
		$chapter     = $this->two_page_chapter( self::factory()->manga->create() );
		$replacement = array( $this->upload( 'new.jpg', 300, 400 ) );
		$replaced    = null;
		// Variant names are made after the images were encoded and before the entries are saved: the moment
		// another request replaces the chapter's pages.
		add_filter(
			'sanitize_file_name',
			static function ( $name ) use ( $chapter, $replacement, &$replaced ) {
				if ( null === $replaced ) {
					$replaced = ChapterWriter::replace_pages( $chapter->id, $replacement );
				}
				return $name;
			}
		);
		$stored = did_action( 'yomu_chapter_pages_stored' );

		$counts = ChapterVariants::build( $chapter->id );

		$this->assertInstanceOf( Chapter::class, $replaced );
		$this->assertSame( $stored + 1, did_action( 'yomu_chapter_pages_stored' ), 'replacing pages says so' );
		$this->assertIsArray( $counts );
		// The first page's variants were made for a page that is gone; the second page's file was gone before it was read.
		$this->assertSame( array( 0, 1, 1 ), array( $counts['built'], $counts['skipped'], $counts['failed'] ) );
		$entries = (array) PageRows::get( $chapter->id );
		$this->assertCount( 1, $entries, 'the replacement stands' );
		$this->assertArrayNotHasKey( Variant::ENTRY_KEY, $entries[0], 'the new page is left for the next build' );
		$this->assertSame( array( '003.jpg' ), $this->files_in( $chapter->manga_id, $chapter->folder() ), 'the old pages\' variants were deleted again' );
		$this->assertSame( 1, ChapterVariants::missing( $chapter->id ) );
	}

	public function test_variants_saved_while_pages_are_being_added_are_kept(): void {
		$chapter = $this->two_page_chapter( self::factory()->manga->create() );
		$built   = null;
		$started = false;
		// The upload limits are read while the added images are prepared, after the page list was read: the
		// moment a background build may save its entries.
		add_filter(
			'yomu_upload_limits',
			static function ( $limits ) use ( $chapter, &$built, &$started ) {
				if ( ! $started ) {
					$started = true;
					$built   = ChapterVariants::build( $chapter->id );
				}
				return $limits;
			}
		);

		$this->assertInstanceOf( Chapter::class, ChapterWriter::add_pages( $chapter->id, array( $this->upload( '3.jpg', 300, 400 ) ) ) );

		$this->assertIsArray( $built );
		$this->assertSame( 2, $built['built'] );
		$entries = (array) PageRows::get( $chapter->id );
		$this->assertCount( 3, $entries, 'the added page is there' );
		$this->assertNotEmpty( $entries[0][ Variant::ENTRY_KEY ], 'and the variants built meanwhile too' );
		$this->assertNotEmpty( $entries[1][ Variant::ENTRY_KEY ] );
		$this->assertSame( 1, ChapterVariants::missing( $chapter->id ) );
	}

	public function test_an_animated_gif_is_left_alone_and_a_broken_original_does_not_stop_the_others(): void {
		$chapter = ChapterWriter::create_image_chapter(
			self::factory()->manga->create(),
			array( 'name' => 'Chapter 1' ),
			array(
				$this->page_upload( '1.gif', DrawnPages::animated_gif() ),
				$this->page_upload( '2.jpg', DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) ),
				$this->page_upload( '3.jpg', DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) ),
			)
		);
		$this->assertInstanceOf( Chapter::class, $chapter );
		$entries = (array) PageRows::get( $chapter->id );
		$gif     = md5_file( Paths::local_file( $entries[0]['src'] ) );
		wp_delete_file( Paths::local_file( $entries[2]['src'] ) );

		$this->assertSame(
			array(
				'built'   => 1,
				'kept'    => 0,
				'skipped' => 1,
				'failed'  => 1,
			),
			ChapterVariants::build( $chapter->id )
		);
		$after = (array) PageRows::get( $chapter->id );
		$this->assertSame( array(), $after[0][ Variant::ENTRY_KEY ], 'measured once: the animated GIF is served as it is' );
		$this->assertSame( $gif, md5_file( Paths::local_file( $entries[0]['src'] ) ) );
		$this->assertNotEmpty( $after[1][ Variant::ENTRY_KEY ] );
		$this->assertArrayNotHasKey( Variant::ENTRY_KEY, $after[2], 'the broken page is tried again next time' );
		$this->assertSame( 1, ChapterVariants::missing( $chapter->id ) );
	}
}
