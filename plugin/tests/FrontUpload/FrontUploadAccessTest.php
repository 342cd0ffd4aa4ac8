<?php
/**
 * The front-end chapter rule: signed in, edit_post on THAT manga and upload_files. A text chapter made
 * through the handler needs the nonce of its manga, and a chapter of another manga is refused.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\FrontUpload;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\FrontUpload\Access;
use Yomu\Core\FrontUpload\Handlers;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class FrontUploadAccessTest extends ChapterTestCase {

	public function test_only_users_who_may_edit_that_manga_may_manage_its_chapters(): void {
		$author     = $this->create_user( array( 'role' => 'author' ) );
		$subscriber = $this->create_user();
		$editor     = $this->create_user( array( 'role' => 'editor' ) );
		$own        = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		$foreign    = self::factory()->manga->create();

		$this->assertFalse( Access::can_manage( $own ), 'guest' );
		wp_set_current_user( $author->ID );
		$this->assertTrue( Access::can_manage( $own ) );
		$this->assertFalse( Access::can_manage( $foreign ) );
		$this->assertFalse( Access::can_manage( 0 ) );
		wp_set_current_user( $subscriber->ID );
		$this->assertFalse( Access::can_manage( $own ) );
		wp_set_current_user( $editor->ID );
		$this->assertTrue( Access::can_manage( $foreign ) );
	}

	public function test_a_text_chapter_needs_the_nonce_of_its_manga(): void {
		$author = $this->create_user( array( 'role' => 'author' ) );
		$manga  = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		$other  = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		wp_set_current_user( $author->ID );
		$fields = array(
			'manga_id'     => (string) $manga,
			'chapter_name' => 'Chapter 1',
			'chapter_kind' => 'text',
			'yomu_text'    => '<p>Hello</p><script>alert(1)</script>',
		);

		$wrong = Handlers::create( $fields + array( Access::NONCE_FIELD => wp_create_nonce( Access::nonce_action( 'create', $other ) ) ), array() );
		$this->assertWpError( 'yomu_bad_nonce', $wrong );
		$this->assertSame( array(), ChapterRepository::reading_order( $manga ) );

		$made = Handlers::create( $fields + array( Access::NONCE_FIELD => wp_create_nonce( Access::nonce_action( 'create', $manga ) ) ), array() );
		$this->assertIsArray( $made );
		$chapters = ChapterRepository::reading_order( $manga );
		$this->assertCount( 1, $chapters );
		$this->assertSame( '<p>Hello</p>alert(1)', ChapterRepository::text( $chapters[0] ) );
	}
}
