<?php
/**
 * Editing chapter fields and moving chapters between volumes.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\VolumeWriter;

require_once __DIR__ . '/ChapterTestCase.php';

final class ChapterEditTest extends ChapterTestCase {

	public function test_renaming_changes_the_slug_uniquely_and_the_sort_value(): void {
		$manga  = self::factory()->manga->create();
		$first  = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 2' ), array( $this->upload( 'a.jpg' ) ) );
		$second = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 3' ), array( $this->upload( 'a.jpg' ) ) );

		$renamed = ChapterWriter::update( $second->id, array( 'name' => 'Chapter 2' ) );
		$this->assertSame( array( 'Chapter 2', 'chapter-2_1', 2.0 ), array( $renamed->name, $renamed->slug, $renamed->sort ) );
		$this->assertSame( $second->folder(), $renamed->folder() );

		$same = ChapterWriter::update( $first->id, array( 'name' => 'Chapter 2', 'name_extend' => 'Start' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array( 'chapter-2', 'Start' ), array( $same->slug, $same->name_extend ) );

		$indexed = ChapterWriter::update( $first->id, array( 'index' => 9 ) );
		$this->assertSame( array( 9, 9.0, 'chapter-2' ), array( $indexed->index, $indexed->sort, $indexed->slug ) );
		$back = ChapterWriter::update( $first->id, array( 'index' => 0 ) );
		$this->assertSame( 2.0, $back->sort );
	}

	public function test_bad_updates_change_nothing(): void {
		$manga   = self::factory()->manga->create();
		$other   = VolumeWriter::create( self::factory()->manga->create(), 'Other' );
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$before  = $this->chapter_row( $chapter->id );
		$this->assertWpError( 'yomu_chapter_name_required', ChapterWriter::update( $chapter->id, array( 'name' => '<b></b>' ) ) );
		$this->assertWpError( 'yomu_invalid_volume', ChapterWriter::update( $chapter->id, array( 'volume_id' => $other->id ) ) );
		$this->assertWpError( 'yomu_invalid_chapter_index', ChapterWriter::update( $chapter->id, array( 'index' => 'abc' ) ) );
		$this->assertWpError( 'yomu_invalid_chapter', ChapterWriter::update( 999999999, array( 'name' => 'X' ) ) );
		$this->assertEquals( $before, $this->chapter_row( $chapter->id ) );
	}

	public function test_chapters_move_into_a_volume_of_their_manga(): void {
		$manga  = self::factory()->manga->create();
		$volume = VolumeWriter::create( $manga, 'Volume 1' );
		$a      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$b      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 2' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertTrue( ChapterWriter::move( array( $a->id, (string) $b->id ), $volume->id ) );
		$this->assertSame( array( $volume->id, $volume->id ), array_map( static fn ( $c ) => $c->volume_id, ChapterRepository::reading_order( $manga ) ) );
		$this->assertTrue( ChapterWriter::move( array( $b->id ), 0 ) );
		$this->assertSame( 0, ChapterRepository::find( $b->id )->volume_id );
	}

	public function test_moves_across_manga_or_into_a_foreign_volume_are_refused(): void {
		$manga   = self::factory()->manga->create();
		$other   = self::factory()->manga->create();
		$foreign = VolumeWriter::create( $other, 'Foreign' );
		$a       = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$b       = ChapterWriter::create_image_chapter( $other, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertWpError( 'yomu_mixed_chapters', ChapterWriter::move( array( $a->id, $b->id ), 0 ) );
		$this->assertWpError( 'yomu_invalid_volume', ChapterWriter::move( array( $a->id ), $foreign->id ) );
		$this->assertWpError( 'yomu_invalid_chapter', ChapterWriter::move( array( $a->id, 999999999 ), 0 ) );
		$this->assertWpError( 'yomu_invalid_chapter', ChapterWriter::move( array( $a->id, '1 OR 1=1' ), 0 ) );
		$this->assertWpError( 'yomu_no_chapters', ChapterWriter::move( array(), 0 ) );
		$this->assertSame( 0, ChapterRepository::find( $a->id )->volume_id );
	}
}
