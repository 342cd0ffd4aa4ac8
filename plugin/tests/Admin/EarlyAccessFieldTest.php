<?php
/**
 * The chapter panel's "Free from" field: printed next to the chapter, saved through Guard (sign-in, the right to
 * edit that manga, the nonce made for it) in UTC from the site's time zone, cleared when empty.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Dispatcher;
use Yomu\Core\Admin\EarlyAccessField;
use Yomu\Core\Admin\Template;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\EarlyAccessTable;

require_once __DIR__ . '/AdminTestCase.php';

final class EarlyAccessFieldTest extends AdminTestCase {

	/**
	 * Runs the save with a nonce made for the manga.
	 *
	 * @param int                  $manga   Manga the nonce is made for.
	 * @param array<string, mixed> $request Other fields.
	 * @return array{0: int, 1: string|\WP_Error}
	 */
	private function save( int $manga, array $request ): array {
		return Dispatcher::run( EarlyAccessField::ACTION, $request + array( '_yomu_nonce' => $this->nonce( EarlyAccessField::ACTION, $manga ) ), array() );
	}

	public function test_the_panel_prints_the_field_with_its_own_form(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterRepository::find( $this->chapter( $manga, 'One' ) );
		$this->assertNotNull( $chapter );
		EarlyAccessTable::set( $manga, $chapter->id, gmmktime( 9, 0, 0, 1, 31, 2030 ) );
		update_option( 'timezone_string', 'Asia/Tokyo' );
		$html = Template::render(
			'chapter-panel',
			array(
				'chapter'   => $chapter,
				'values'    => array(
					'chapter_name'        => 'One',
					'chapter_name_extend' => '',
					'chapter_index'       => '0',
					'volume_id'           => '0',
					'chapter_status'      => '0',
					'chapter_coin'        => '',
					'chapter_date'        => '2026-01-01T00:00',
				),
				'scheduled' => '',
				'timezone'  => 'Asia/Tokyo',
				'video'     => null,
				'pages'     => array(),
				'volumes'   => array(),
				'download'  => '',
				'storage'   => null,
				'move'      => '',
				'is_text'   => true,
				'update'    => 'yomu-form-update',
				'price'     => array(
					'value' => '',
					'help'  => '',
					'nonce' => '',
				),
				'close'     => '#',
			)
		);
		$this->assertMatchesRegularExpression( '/<input type="datetime-local" id="yomu-free-from" name="free_from" form="yomu-form-yomu-chapter-free-from-' . $chapter->id . '" value="2030-01-31T18:00"/', $html, 'the UTC date shown in the site time' );
	}

	public function test_an_editor_saves_and_clears_the_date_in_utc(): void {
		update_option( 'timezone_string', 'Asia/Tokyo' );
		$manga   = self::factory()->manga->create();
		$chapter = $this->chapter( $manga, 'One' );
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );

		list( $manga_id, $result ) = $this->save( $manga, array( 'chapter_id' => (string) $chapter, 'free_from' => '2030-01-31T18:00' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $manga, $manga_id );
		$this->assertIsString( $result );
		$this->assertSame( array( $chapter => gmmktime( 9, 0, 0, 1, 31, 2030 ) ), EarlyAccessTable::of_manga( $manga ) );

		list( , $bad ) = $this->save( $manga, array( 'chapter_id' => (string) $chapter, 'free_from' => '31/01/2030' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertInstanceOf( \WP_Error::class, $bad );
		$this->assertSame( array( $chapter => gmmktime( 9, 0, 0, 1, 31, 2030 ) ), EarlyAccessTable::of_manga( $manga ), 'a bad date changes nothing' );

		$this->save( $manga, array( 'chapter_id' => (string) $chapter, 'free_from' => '' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array(), EarlyAccessTable::of_manga( $manga ), 'empty: the site rule applies' );
	}

	public function test_someone_who_cannot_edit_the_manga_changes_nothing(): void {
		$owner   = $this->create_user( array( 'role' => 'editor' ) );
		$manga   = self::factory()->manga->create( array( 'post_author' => $owner->ID ) );
		$chapter = $this->chapter( $manga, 'One' );
		foreach ( array( 'author', 'subscriber' ) as $role ) {
			wp_set_current_user( $this->create_user( array( 'role' => $role ) )->ID );
			list( $manga_id, $result ) = $this->save( $manga, array( 'chapter_id' => (string) $chapter, 'free_from' => '2030-01-31T18:00' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			$this->assertSame( 0, $manga_id, $role );
			$this->assertInstanceOf( \WP_Error::class, $result, $role );
		}
		wp_set_current_user( $owner->ID );
		list( $manga_id ) = Dispatcher::run( EarlyAccessField::ACTION, array( 'chapter_id' => (string) $chapter, 'free_from' => '2030-01-31T18:00', '_yomu_nonce' => $this->nonce( EarlyAccessField::ACTION, $manga + 1 ) ), array() ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 0, $manga_id, 'a nonce made for another manga' );
		$this->assertSame( array(), EarlyAccessTable::of_manga( $manga ) );
	}
}
