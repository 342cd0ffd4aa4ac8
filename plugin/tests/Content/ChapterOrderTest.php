<?php
/**
 * ChapterRepository on a Madara site's data: volumes, reading order, grouped lists, slugs and neighbours.
 *
 * The reading order this asserts (the decision documented in ChapterRepository): volumes by volume_index (ties
 * by volume_id); inside a volume, chapters by chapter_sort, and for rows from before Madara 2.2.6
 * (chapter_sort 0) by chapter_index, else by the first number in the name; ties by date, then chapter_id;
 * chapters without a volume come after every volume.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Volume;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Order and lookup of chapters.
 */
final class ChapterOrderTest extends FixtureCase {

	public function test_volumes_follow_volume_index_not_the_order_they_were_created_in(): void {
		$volumes = ChapterRepository::volumes( self::$fixture['manga'] );
		$this->assertSame(
			array( self::$fixture['volumes']['vol-1'], self::$fixture['volumes']['vol-2'], self::$fixture['volumes']['vol-empty'] ),
			array_map( static fn ( Volume $volume ): int => $volume->id, $volumes )
		);
		$this->assertSame( array( 'volume-1', 'volume-2', 'n-a' ), array_map( static fn ( Volume $volume ): string => $volume->slug(), $volumes ) );
		$this->assertSame( array(), ChapterRepository::volumes( self::$fixture['novel'] ) );
	}

	public function test_reading_order_runs_through_the_volumes_then_the_chapters_without_volume(): void {
		$this->assertSame(
			array( 'ch1', 'ch2', 'ch3', 'ch4', 'ch4-5', 'ch5', 'ch5-dup', 'notice', 'ch6' ),
			self::keys( ChapterRepository::reading_order( self::$fixture['manga'] ) )
		);
		$this->assertSame( array( 'n1', 'n2', 'n3' ), self::keys( ChapterRepository::reading_order( self::$fixture['novel'] ) ) );
	}

	public function test_legacy_rows_sort_by_chapter_index_then_by_the_number_in_their_name(): void {
		$this->assertSame( 4.0, ChapterRepository::sort_value( $this->chapter( 'ch4' ) ), 'chapter_sort 0, chapter_index 0: the name' );
		$this->assertSame( 5.0, ChapterRepository::sort_value( $this->chapter( 'ch5' ) ), 'chapter_sort 0: chapter_index' );
		$this->assertSame( 4.5, ChapterRepository::sort_value( $this->chapter( 'ch4-5' ) ), 'chapter_sort as stored' );
		$this->assertSame( 0.0, ChapterRepository::sort_value( $this->chapter( 'notice' ) ), 'no number anywhere' );
	}

	public function test_grouped_lists_newest_first_by_default_and_oldest_first_in_asc(): void {
		$desc = ChapterRepository::grouped( self::$fixture['manga'] );
		$this->assertSame(
			array(
				array( null, array( 'ch6', 'notice' ) ),
				array( self::$fixture['volumes']['vol-empty'], array( 'ch5-dup', 'ch5' ) ),
				array( self::$fixture['volumes']['vol-2'], array( 'ch4-5', 'ch4', 'ch3' ) ),
				array( self::$fixture['volumes']['vol-1'], array( 'ch2', 'ch1' ) ),
			),
			self::readable( $desc )
		);
		$this->assertEquals( $desc, ChapterRepository::grouped( self::$fixture['manga'], 'desc' ) );

		$this->assertSame(
			array(
				array( self::$fixture['volumes']['vol-1'], array( 'ch1', 'ch2' ) ),
				array( self::$fixture['volumes']['vol-2'], array( 'ch3', 'ch4', 'ch4-5' ) ),
				array( self::$fixture['volumes']['vol-empty'], array( 'ch5', 'ch5-dup' ) ),
				array( null, array( 'notice', 'ch6' ) ),
			),
			self::readable( ChapterRepository::grouped( self::$fixture['manga'], 'asc' ) )
		);
	}

	public function test_a_slug_without_volume_finds_the_chapter_and_collided_slugs_stay_apart(): void {
		$manga = self::$fixture['manga'];
		$this->assertSame( self::id( 'ch5' ), ChapterRepository::by_slug( $manga, 'chapter-5' )->id );
		$this->assertSame( self::id( 'ch5-dup' ), ChapterRepository::by_slug( $manga, 'chapter-5_1' )->id );
		$this->assertSame( self::id( 'ch6' ), ChapterRepository::by_slug( $manga, 'chapter-6' )->id );
		$this->assertNull( ChapterRepository::by_slug( $manga, 'chapter-99' ) );
		$this->assertSame( self::id( 'n1' ), ChapterRepository::by_slug( self::$fixture['novel'], 'chapter-1' )->id, 'slugs are per manga' );
	}

	public function test_a_slug_with_volume_needs_the_chapters_own_volume(): void {
		$manga = self::$fixture['manga'];
		$this->assertSame( self::id( 'ch1' ), ChapterRepository::by_slug( $manga, 'chapter-1', 'volume-1' )->id );
		$this->assertSame( self::id( 'ch5' ), ChapterRepository::by_slug( $manga, 'chapter-5', 'n-a' )->id, 'a volume with an empty name is n-a' );
		$this->assertSame( self::id( 'ch5-dup' ), ChapterRepository::by_slug( $manga, 'chapter-5_1', 'n-a' )->id );
		$this->assertNull( ChapterRepository::by_slug( $manga, 'chapter-1', 'volume-2' ) );
		$this->assertNull( ChapterRepository::by_slug( $manga, 'chapter-5', 'volume-1' ) );
		$this->assertNull( ChapterRepository::by_slug( $manga, 'chapter-6', 'volume-1' ), 'a chapter without volume is in no named volume' );
	}

	public function test_neighbours_cross_volume_boundaries_and_stop_at_both_ends(): void {
		$expect = array(
			'ch1'     => array( null, 'ch2' ),
			'ch2'     => array( 'ch1', 'ch3' ),
			'ch4-5'   => array( 'ch4', 'ch5' ),
			'ch5-dup' => array( 'ch5', 'notice' ),
			'ch6'     => array( 'notice', null ),
		);
		foreach ( $expect as $key => list( $prev, $next ) ) {
			$neighbours = ChapterRepository::neighbours( $this->chapter( $key ) );
			$this->assertSame( $prev ? self::id( $prev ) : null, $neighbours['prev']->id ?? null, "before $key" );
			$this->assertSame( $next ? self::id( $next ) : null, $neighbours['next']->id ?? null, "after $key" );
		}
	}

	public function test_chapter_values_carry_madaras_columns(): void {
		$chapter = $this->chapter( 'ch1' );
		$this->assertSame( self::$fixture['manga'], $chapter->manga_id );
		$this->assertSame( self::$fixture['volumes']['vol-1'], $chapter->volume_id );
		$this->assertSame( 'Chapter 1 - The Beginning', $chapter->title() );
		$this->assertSame( self::$fixture['folders']['ch1'], $chapter->folder() );
		$this->assertSame( '1200', $chapter->metas['AMP_Height'] );
		$this->assertSame( '2024-03-01 10:00:00', $chapter->date_gmt );
		$this->assertSame( 10, $chapter->views );

		$legacy = $this->chapter( 'ch4' );
		$this->assertSame( array(), $legacy->metas );
		$this->assertSame( '', $legacy->folder() );
		$this->assertSame( 'Chapter 4', $legacy->title() );
	}

	/**
	 * Groups as [volume ID or null, chapter keys].
	 *
	 * @param array<int, array{0: Volume|null, 1: \Yomu\Core\Content\Chapter[]}> $groups Groups.
	 * @return array<int, array{0: int|null, 1: string[]}>
	 */
	private static function readable( array $groups ): array {
		return array_map( static fn ( array $group ): array => array( $group[0]->id ?? null, self::keys( $group[1] ) ), $groups );
	}
}
