<?php
/**
 * The chapter panel's save: the volume and Madara's chapter_status go with the name fields; a volume of another
 * manga or an unknown status is refused and changes nothing; a form without them leaves them alone.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Dispatcher;
use Yomu\Core\Content\ChapterRepository;

require_once __DIR__ . '/AdminTestCase.php';

final class ChapterPanelSaveTest extends AdminTestCase {

	/**
	 * Saves the panel of a chapter with a valid nonce.
	 *
	 * @param int                  $manga   Manga.
	 * @param int                  $chapter Chapter.
	 * @param array<string, mixed> $request Other fields.
	 * @return mixed
	 */
	private function save( int $manga, int $chapter, array $request ) {
		$request += array(
			'chapter_id'   => (string) $chapter,
			'chapter_name' => 'Bölüm 1',
			'_yomu_nonce'  => $this->nonce( 'yomu_chapter_update', $manga ),
		);
		return Dispatcher::run( 'yomu_chapter_update', $request, array() )[1];
	}

	public function test_the_panel_saves_the_volume_and_the_status(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga   = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$volume  = $this->volume( $manga, 'Cilt 1' );
		$chapter = $this->chapter( $manga, 'Bölüm 1' );
		$foreign = $this->volume( self::factory()->manga->create(), 'Başka' );

		$saved = $this->save(
			$manga,
			$chapter,
			array(
				'volume_id'      => (string) $volume,
				'chapter_status' => '2',
			)
		);
		$this->assertSame( 'Chapter saved.', $saved );
		$found = ChapterRepository::find( $chapter );
		$this->assertSame( array( $volume, 2 ), array( $found->volume_id, $found->status ) );

		$before = $this->snapshot();
		$this->assertSame( 'yomu_bad_status', $this->refusal( $this->save( $manga, $chapter, array( 'chapter_status' => '7' ) ) ) );
		$this->assertSame( 'yomu_foreign_volume', $this->refusal( $this->save( $manga, $chapter, array( 'volume_id' => (string) $foreign ) ) ) );
		$this->assertSame( $before, $this->snapshot() );

		$this->assertSame( 'Chapter saved.', $this->save( $manga, $chapter, array( 'chapter_name_extend' => 'Uyanış' ) ) );
		$found = ChapterRepository::find( $chapter );
		$this->assertSame( array( $volume, 2, 'Uyanış' ), array( $found->volume_id, $found->status, $found->name_extend ) );
	}

	public function test_the_date_changes_only_when_the_editor_changes_it(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		// Madara's rows: seconds in the date, and crawlers leave date_gmt empty.
		$dated = self::factory()->chapter->row( $manga, array( 'chapter_name' => 'Bölüm 1', 'date' => '2024-03-05 10:20:33', 'date_gmt' => '0000-00-00 00:00:00' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$empty = self::factory()->chapter->row( $manga, array( 'chapter_name' => 'Bölüm 2', 'date' => '0000-00-00 00:00:00', 'date_gmt' => '0000-00-00 00:00:00' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$dates = static fn ( int $id ): array => array( ChapterRepository::find( $id )->date, ChapterRepository::find( $id )->date_gmt );

		// The panel shows 2024-03-05T10:20 and sends it back untouched: the row keeps its date to the second.
		$this->assertSame( 'Chapter saved.', $this->save( $manga, $dated, array( 'chapter_date' => '2024-03-05T10:20' ) ) );
		$this->assertSame( array( '2024-03-05 10:20:33', '0000-00-00 00:00:00' ), $dates( $dated ) );
		$this->assertSame(
			'Chapter saved.',
			$this->save(
				$manga,
				$empty,
				array(
					'chapter_name' => 'Bölüm 2',
					'chapter_date' => '',
				)
			)
		);
		$this->assertSame( array( '0000-00-00 00:00:00', '0000-00-00 00:00:00' ), $dates( $empty ) );

		// A changed date is written, in the site's time zone and in UTC.
		$this->assertSame( 'Chapter saved.', $this->save( $manga, $dated, array( 'chapter_date' => '2024-03-06T08:00' ) ) );
		$this->assertSame( array( '2024-03-06 08:00:00', get_gmt_from_date( '2024-03-06 08:00:00' ) ), $dates( $dated ) );
		$this->assertSame( 'yomu_bad_date', $this->refusal( $this->save( $manga, $dated, array( 'chapter_date' => '2024-02-31T08:00' ) ) ) );
	}
}
