<?php
/**
 * Video chapters through the front-end forms: the upload form of a video manga offers server rows, the edit
 * form lists the stored servers, and both save Madara's `name :: <iframe> || …` format; an invalid server is
 * refused by name and changes nothing.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\FrontUpload;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\VideoServers;
use Yomu\Core\FrontUpload\Access;
use Yomu\Core\FrontUpload\Handlers;
use Yomu\Core\FrontUpload\Panel;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class FrontUploadVideoTest extends ChapterTestCase {

	private const YT = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';

	private const VIMEO = '<iframe src="https://player.vimeo.com/video/9"></iframe>';

	public function test_video_chapters_are_created_and_edited_with_server_rows(): void {
		$author = $this->create_user( array( 'role' => 'author' ) );
		$manga  = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, 'video' );
		wp_set_current_user( $author->ID );

		ob_start();
		Panel::print_for_manga( $manga );
		$form = (string) ob_get_clean();
		$this->assertStringContainsString( '<input type="hidden" name="chapter_kind" value="video">', $form );
		$this->assertSame( 2, substr_count( $form, 'name="yomu_server_embed[]"' ), 'two empty server rows for a new chapter' );
		$this->assertStringContainsString( '<label for="yomu-new-server-0-name">' . esc_html__( 'Server name', 'yomu-core' ) . '</label>', $form );

		$made = Handlers::create(
			array(
				'manga_id'             => (string) $manga,
				'chapter_name'         => 'Episode 1',
				'chapter_kind'         => 'video',
				'yomu_server_name'     => array( 'Backup', 'Main' ),
				'yomu_server_embed'    => array( self::VIMEO, self::YT ),
				'yomu_server_position' => array( '2', '1' ),
				Access::NONCE_FIELD    => wp_create_nonce( Access::nonce_action( 'create', $manga ) ),
			),
			array()
		);
		$this->assertIsArray( $made );
		$chapter = ChapterRepository::reading_order( $manga )[0];
		$this->assertSame( array( 'Main', 'Backup' ), array_column( VideoServers::parse( ChapterRepository::text( $chapter ) ), 'name' ) );

		ob_start();
		Panel::print_for_chapter( new Request( get_post( $manga ), $chapter ) );
		$edit = (string) ob_get_clean();
		$this->assertSame( 3, preg_match_all( '/name="yomu_server_name\[\]" value="([^"]*)"/', $edit, $names ) );
		$this->assertSame( array( 'Main', 'Backup', '' ), $names[1] );

		$nonce  = wp_create_nonce( Access::nonce_action( 'update', $manga ) );
		$before = ChapterRepository::text( $chapter );
		$bad    = Handlers::update(
			array(
				'chapter_id'        => (string) $chapter->id,
				'chapter_name'      => 'Renamed',
				'yomu_server_name'  => array( 'Main', 'Evil' ),
				'yomu_server_embed' => array( self::YT, '<iframe src="https://evil.example/x"></iframe>' ),
				Access::NONCE_FIELD => $nonce,
			),
			array()
		);
		$this->assertWpError( 'yomu_video_host', $bad );
		/* translators: 1: video server name or number, 2: the error. */
		$this->assertStringStartsWith( sprintf( __( 'Server "%1$s": %2$s', 'yomu-core' ), 'Evil', '' ), $bad->get_error_message() );
		$this->assertSame( $before, ChapterRepository::text( $chapter ) );
		$this->assertSame( 'Episode 1', ChapterRepository::find( $chapter->id )->name, 'the refused save renames nothing' );

		$saved = Handlers::update(
			array(
				'chapter_id'        => (string) $chapter->id,
				'yomu_server_name'  => array( 'Only', '' ),
				'yomu_server_embed' => array( self::VIMEO, '' ),
				Access::NONCE_FIELD => $nonce,
			),
			array()
		);
		$this->assertIsArray( $saved );
		$this->assertStringStartsWith( 'Only :: <iframe src="https://player.vimeo.com/video/9"', ChapterRepository::text( $chapter ) );
	}
}
