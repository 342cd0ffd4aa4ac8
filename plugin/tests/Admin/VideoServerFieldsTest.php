<?php
/**
 * Editing video servers in wp-admin: the create form and the chapter panel show one row per server (name and
 * embed) plus an empty row, the handlers save the rows in Madara's `name :: <iframe> || …` format, and an
 * invalid server is refused with a message naming it, changing nothing.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\ChapterHandlers;
use Yomu\Core\Admin\ChaptersBox;
use Yomu\Core\Admin\Forms;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\VideoServers;

require_once __DIR__ . '/AdminTestCase.php';

final class VideoServerFieldsTest extends AdminTestCase {

	private const YT = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';

	private const VIMEO = '<iframe src="https://player.vimeo.com/video/9"></iframe>';

	protected function tearDown(): void {
		unset( $_GET['yomu_chapter'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test clean-up.
		ob_start();
		Forms::print_all();
		ob_end_clean();
		parent::tearDown();
	}

	private function video_manga(): int {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga = self::factory()->manga->create( array( 'post_author' => get_current_user_id() ) );
		update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, 'video' );
		return $manga;
	}

	public function test_rows_are_saved_in_madaras_format_and_edited_in_the_panel(): void {
		$manga  = $this->video_manga();
		$result = ChapterHandlers::create_video(
			$manga,
			array(
				'chapter_name'      => 'Episode 1',
				'yomu_server_name'  => array( 'Fast', '', '' ),
				'yomu_server_embed' => array( self::YT, self::VIMEO, '' ),
			)
		);
		$this->assertIsString( $result );
		$chapter = ChapterRepository::reading_order( $manga )[0];
		$body    = ChapterRepository::text( $chapter );
		$this->assertSame( array( 'Fast', 'Server 2' ), array_column( VideoServers::parse( $body ), 'name' ) );
		$this->assertStringContainsString( ' || Server 2 :: <iframe src="https://player.vimeo.com/video/9"', $body );

		// The panel lists the stored servers, in order, plus an empty row, all joined to the update form.
		$_GET['yomu_chapter'] = (string) $chapter->id; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test input.
		ob_start();
		ChaptersBox::render( get_post( $manga ) );
		$box  = (string) ob_get_clean();
		$form = 'yomu-form-yomu-chapter-video-update-' . $chapter->id;
		$this->assertSame( 3, preg_match_all( '/<input type="text" id="yomu-edit-chapter-server-\d-name" name="yomu_server_name\[\]" value="([^"]*)" form="' . $form . '"/', $box, $names ) );
		$this->assertSame( array( 'Fast', 'Server 2', '' ), $names[1] );
		$this->assertStringContainsString( 'name="yomu_server_embed[]" form="' . $form . '" rows="3" class="widefat code" aria-describedby="yomu-edit-chapter-servers-help">' . esc_textarea( '<iframe src="https://www.youtube.com/embed/abc"' ), $box );
		$this->assertStringContainsString( 'data-yomu-action="yomu_chapter_video_update"', Forms::html() );
		// In wp-admin those rows are the fallback of the server-rows island, which gets the saved servers alone.
		$this->assertSame( 1, preg_match( '/<div data-island="server-rows" data-load="eager" data-props="([^"]*)"><ol class="yomu-video-servers__list">/', $box, $island ) );
		$props = json_decode( html_entity_decode( $island[1], ENT_QUOTES ), true );
		$this->assertSame( array( 'Fast', 'Server 2' ), array_column( $props['rows'], 'name' ) );
		$this->assertSame( array( $form, 'yomu-edit-chapter', 'yomu_server_name' ), array( $props['form'], $props['prefix'], $props['fields']['name'] ) );

		// Renamed, reordered and one removed (its row left empty).
		$saved = ChapterHandlers::update_video(
			$manga,
			array(
				'chapter_id'        => (string) $chapter->id,
				'yomu_server_name'  => array( 'Mirror', '', 'Main' ),
				'yomu_server_embed' => array( self::VIMEO, '', self::YT ),
			)
		);
		$this->assertSame( 'Video servers saved.', $saved );
		$this->assertSame( array( 'Mirror', 'Main' ), array_column( VideoServers::parse( ChapterRepository::text( $chapter ) ), 'name' ) );
		$this->assertStringStartsWith( 'Mirror :: <iframe src="https://player.vimeo.com/video/9"', ChapterRepository::text( $chapter ) );

		// Without JavaScript the positions order the rows (a row without a valid position goes last).
		ChapterHandlers::update_video(
			$manga,
			array(
				'chapter_id'           => (string) $chapter->id,
				'yomu_server_name'     => array( 'Mirror', 'Main', 'Third' ),
				'yomu_server_embed'    => array( self::VIMEO, self::YT, self::YT ),
				'yomu_server_position' => array( '2', '1', 'x' ),
			)
		);
		$this->assertSame( array( 'Main', 'Mirror', 'Third' ), array_column( VideoServers::parse( ChapterRepository::text( $chapter ) ), 'name' ) );
	}

	public function test_an_invalid_server_is_refused_by_name_and_changes_nothing(): void {
		$manga = $this->video_manga();
		ChapterHandlers::create_video(
			$manga,
			array(
				'chapter_name' => 'Episode 1',
				'yomu_embed'   => 'A :: ' . self::YT . ' || B :: ' . self::VIMEO,
			)
		);
		$chapter = ChapterRepository::reading_order( $manga )[0];
		$before  = ChapterRepository::text( $chapter );
		$this->assertSame( array( 'A', 'B' ), array_column( VideoServers::parse( $before ), 'name' ), 'one field in Madara format works too' );

		$error = ChapterHandlers::update_video(
			$manga,
			array(
				'chapter_id'        => (string) $chapter->id,
				'yomu_server_name'  => array( 'A', 'Evil' ),
				'yomu_server_embed' => array( self::YT, '<iframe src="https://evil.example/x" onload="alert(1)"></iframe>' ),
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertStringStartsWith( 'Server "Evil": The video must be an https embed', $error->get_error_message() );
		$this->assertSame( $before, ChapterRepository::text( $chapter ) );

		$empty = ChapterHandlers::update_video(
			$manga,
			array(
				'chapter_id'        => (string) $chapter->id,
				'yomu_server_name'  => array( '' ),
				'yomu_server_embed' => array( '' ),
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $empty );
		$this->assertSame( $before, ChapterRepository::text( $chapter ) );
		$this->assertCount( 1, ChapterRepository::reading_order( $manga ) );
		$this->assertInstanceOf(
			\WP_Error::class,
			ChapterHandlers::create_video(
				$manga,
				array(
					'chapter_name'      => 'Episode 2',
					'yomu_server_name'  => array( 'X' ),
					'yomu_server_embed' => array( '<p>no</p>' ),
				)
			)
		);
		$this->assertCount( 1, ChapterRepository::reading_order( $manga ), 'a refused chapter is not created' );
	}
}
