<?php
/**
 * The front-end upload's default "Sıra" (chapter index): one past the highest place in the reading order, so a new
 * chapter heads the list on Yomu's own data and on Madara's, where every chapter_index is 0 and chapters sort by
 * the number in their names (a default of 1 put the new chapter between "Bölüm 2" and "Bölüm 1").
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\FrontUpload;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\FrontUpload\Panel;
use Yomu\Core\Tests\TestCase;

final class NextIndexTest extends TestCase {

	public function test_a_manga_without_chapters_starts_at_one(): void {
		$this->assertSame( 1, Panel::next_index( self::factory()->manga->create() ) );
	}

	public function test_madara_chapters_with_index_zero_count_by_the_number_in_their_names(): void {
		$manga = self::factory()->manga->create();
		foreach ( array( 'Bölüm 1', 'Bölüm 2', 'Bölüm 12.5' ) as $name ) {
			self::factory()->chapter->row(
				$manga,
				array(
					'chapter_name'  => $name,
					'chapter_index' => 0,
				)
			);
		}
		$next = Panel::next_index( $manga );
		$this->assertSame( 13, $next );

		// A chapter saved with that index heads the reading order.
		self::factory()->chapter->row(
			$manga,
			array(
				'chapter_name'  => 'Yeni bölüm',
				'chapter_index' => $next,
			)
		);
		$order = ChapterRepository::reading_order( $manga );
		$this->assertSame( 'Yeni bölüm', end( $order )->name );
	}

	public function test_indexes_win_over_names(): void {
		$manga = self::factory()->manga->create();
		self::factory()->chapter->row(
			$manga,
			array(
				'chapter_name'  => 'Bölüm 90',
				'chapter_index' => 3,
			)
		);
		self::factory()->chapter->row(
			$manga,
			array(
				'chapter_name'  => 'Bölüm 91',
				'chapter_index' => 4,
			)
		);
		$this->assertSame( 5, Panel::next_index( $manga ) );
	}
}
