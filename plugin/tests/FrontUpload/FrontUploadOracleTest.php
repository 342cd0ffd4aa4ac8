<?php
/**
 * No existence oracle in the front-end chapter actions: a guest, a subscriber and an author who does not
 * own the manga get the same answer for an existing (even unpublished) chapter or manga and a missing one,
 * because authorization runs before the lookup. Only users who edit every manga learn that an ID is missing.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\FrontUpload;

use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\FrontUpload\Handlers;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class FrontUploadOracleTest extends ChapterTestCase {

	/**
	 * The code and status of a handler answer.
	 *
	 * @param mixed $result Handler result.
	 * @return array{0: string, 1: int, 2: string}
	 */
	private function answer( $result ): array {
		$this->assertInstanceOf( \WP_Error::class, $result );
		return array( (string) $result->get_error_code(), (int) ( $result->get_error_data()['status'] ?? 0 ), $result->get_error_message() );
	}

	public function test_the_same_answer_for_existing_and_missing_ids_to_anyone_who_may_not_edit(): void {
		$owner   = $this->create_user( array( 'role' => 'author' ) );
		$manga   = self::factory()->manga->create(
			array(
				'post_author' => $owner->ID,
				'post_status' => 'draft',
			)
		);
		$chapter = ChapterWriter::create_text_chapter( $manga, array( 'name' => 'Hidden' ), '<p>x</p>' );
		$this->assertNotInstanceOf( \WP_Error::class, $chapter, is_wp_error( $chapter ) ? $chapter->get_error_message() : '' );
		$missing = $chapter->id + 1000;

		$who = array(
			'guest'      => 0,
			'subscriber' => $this->create_user()->ID,
			'author'     => $this->create_user( array( 'role' => 'author' ) )->ID,
		);
		foreach ( $who as $label => $user_id ) {
			wp_set_current_user( $user_id );
			$this->assertSame(
				$this->answer( Handlers::update( array( 'chapter_id' => (string) $chapter->id ), array() ) ),
				$this->answer( Handlers::update( array( 'chapter_id' => (string) $missing ), array() ) ),
				"update, $label"
			);
			$this->assertSame(
				$this->answer( Handlers::create( array( 'manga_id' => (string) $manga ), array() ) ),
				$this->answer( Handlers::create( array( 'manga_id' => (string) ( $manga + 1000 ) ), array() ) ),
				"create, $label"
			);
		}
		wp_set_current_user( 0 );
		$this->assertSame( 'yomu_signed_out', $this->answer( Handlers::update( array( 'chapter_id' => (string) $chapter->id ), array() ) )[0] );

		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertSame( 'yomu_not_found', $this->answer( Handlers::update( array( 'chapter_id' => (string) $missing ), array() ) )[0] );
	}
}
