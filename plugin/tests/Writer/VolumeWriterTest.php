<?php
/**
 * Creating, renaming, ordering and deleting volumes.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Volume;
use Yomu\Core\Content\VolumeWriter;

require_once __DIR__ . '/ChapterTestCase.php';

final class VolumeWriterTest extends ChapterTestCase {

	public function test_new_volumes_go_last_and_can_be_renamed(): void {
		$manga = self::factory()->manga->create();
		$one   = VolumeWriter::create( $manga, 'Volume 1' );
		$two   = VolumeWriter::create( $manga, ' Volume <b>2</b> ' );
		$this->assertInstanceOf( Volume::class, $two );
		$this->assertSame( array( 0, 1 ), array( $one->index, $two->index ) );
		$this->assertSame( 'Volume 2', $two->name );

		$renamed = VolumeWriter::rename( $one->id, 'Book One' );
		$this->assertSame( array( 'Book One', 'book-one' ), array( $renamed->name, $renamed->slug() ) );
		$this->assertSame( array( 'Book One', 'Volume 2' ), array_map( static fn ( $v ) => $v->name, ChapterRepository::volumes( $manga ) ) );
	}

	public function test_reorder_sets_indexes_in_the_given_order(): void {
		$manga = self::factory()->manga->create();
		$a     = VolumeWriter::create( $manga, 'A' );
		$b     = VolumeWriter::create( $manga, 'B' );
		$c     = VolumeWriter::create( $manga, 'C' );
		$this->assertTrue( VolumeWriter::reorder( $manga, array( $c->id, (string) $a->id, $b->id ) ) );
		$this->assertSame( array( 'C' => 0, 'A' => 1, 'B' => 2 ), array_column( array_map( static fn ( $v ) => array( $v->name, $v->index ), ChapterRepository::volumes( $manga ) ), 1, 0 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertTrue( VolumeWriter::reorder( $manga, array( $b->id ) ) );
		$this->assertSame( array( 'B', 'C', 'A' ), array_map( static fn ( $v ) => $v->name, ChapterRepository::volumes( $manga ) ) );
	}

	public function test_bad_volume_input_changes_nothing(): void {
		$manga   = self::factory()->manga->create();
		$other   = self::factory()->manga->create();
		$a       = VolumeWriter::create( $manga, 'A' );
		$b       = VolumeWriter::create( $manga, 'B' );
		$foreign = VolumeWriter::create( $other, 'F' );
		$this->assertWpError( 'yomu_volume_name_required', VolumeWriter::create( $manga, '   ' ) );
		$this->assertWpError( 'yomu_invalid_manga', VolumeWriter::create( 999999999, 'X' ) );
		$this->assertWpError( 'yomu_volume_name_required', VolumeWriter::rename( $a->id, '' ) );
		$this->assertWpError( 'yomu_invalid_volume', VolumeWriter::rename( 999999999, 'X' ) );
		$this->assertWpError( 'yomu_invalid_volume', VolumeWriter::reorder( $manga, array( $b->id, $foreign->id ) ) );
		$this->assertWpError( 'yomu_invalid_volume_order', VolumeWriter::reorder( $manga, array( $b->id, $b->id ) ) );
		$this->assertWpError( 'yomu_invalid_volume_order', VolumeWriter::reorder( $manga, array( 'x' ) ) );
		$this->assertWpError( 'yomu_invalid_volume', VolumeWriter::delete( 999999999 ) );
		$this->assertSame( array( 'A' => 0, 'B' => 1 ), array_column( array_map( static fn ( $v ) => array( $v->name, $v->index ), ChapterRepository::volumes( $manga ) ), 1, 0 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 0, ChapterRepository::volume( $other, $foreign->id )->index );
	}

	public function test_deleting_a_volume_keeps_its_chapters_without_a_volume(): void {
		$manga   = self::factory()->manga->create();
		$volume  = VolumeWriter::create( $manga, 'Doomed' );
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1', 'volume_id' => $volume->id ), array( $this->upload( 'a.jpg' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $volume->id, $chapter->volume_id );
		$this->assertTrue( VolumeWriter::delete( $volume->id ) );
		$this->assertSame( array(), ChapterRepository::volumes( $manga ) );
		$this->assertSame( 0, ChapterRepository::find( $chapter->id )->volume_id );
		$this->assertCount( 1, ChapterRepository::pages( ChapterRepository::find( $chapter->id ) ) );
	}
}
