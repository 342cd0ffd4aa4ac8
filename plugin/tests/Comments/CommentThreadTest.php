<?php
/**
 * Comment threads: chapterId becomes the chapter_id meta only for a chapter of the commented manga, a reply
 * joins its parent's thread, and each thread lists only its own comments.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Comments;

use Yomu\Core\Comments\ChapterLink;
use Yomu\Core\Comments\Form;
use Yomu\Core\Comments\Thread;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.Security.NonceVerification.Missing -- tests set $_POST as wp-comments-post.php would.

final class CommentThreadTest extends ChapterTestCase {

	protected function tearDown(): void {
		unset( $_POST['chapterId'] );
		parent::tearDown();
	}

	/**
	 * A text chapter on a manga.
	 *
	 * @param int    $manga Manga ID.
	 * @param string $name  Chapter name.
	 */
	private function chapter( int $manga, string $name ): int {
		return ChapterWriter::create_text_chapter( $manga, array( 'name' => $name ), '<p>x</p>' )->id;
	}

	public function test_posted_chapter_must_belong_to_the_manga(): void {
		$manga   = self::factory()->manga->create();
		$other   = self::factory()->manga->create();
		$chapter = $this->chapter( $manga, 'Chapter 1' );
		$foreign = $this->chapter( $other, 'Chapter 1' );

		$_POST['chapterId'] = (string) $chapter;
		$data               = ChapterLink::attach( array( 'comment_post_ID' => $manga ) );
		$this->assertSame( array( 'chapter_id' => $chapter ), $data['comment_meta'] );
		$this->assertSame( 1, ChapterLink::refuse_invalid( 1, $data ) );

		foreach ( array( (string) $foreign, '99999999', "1' OR 1=1", '-3' ) as $hostile ) {
			$_POST['chapterId'] = $hostile;
			$data               = ChapterLink::attach( array( 'comment_post_ID' => $manga ) );
			$this->assertArrayNotHasKey( 'comment_meta', $data, $hostile );
			$refused = ChapterLink::refuse_invalid( 1, $data );
			$this->assertInstanceOf( \WP_Error::class, $refused, $hostile );
			$this->assertSame( 400, $refused->get_error_data() );
		}

		unset( $_POST['chapterId'] );
		$this->assertArrayNotHasKey( 'comment_meta', ChapterLink::attach( array( 'comment_post_ID' => $manga ) ) );
	}

	public function test_a_reply_joins_its_parents_thread(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->chapter( $manga, 'Chapter 1' );
		$other   = $this->chapter( $manga, 'Chapter 2' );
		$parent  = wp_insert_comment( array( 'comment_post_ID' => $manga, 'comment_content' => 'Parent', 'comment_approved' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		add_comment_meta( $parent, Thread::META_KEY, $chapter );

		$_POST['chapterId'] = (string) $other;
		$data               = ChapterLink::attach( array( 'comment_post_ID' => $manga, 'comment_parent' => $parent ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $chapter, $data['comment_meta'][ Thread::META_KEY ] );
	}

	public function test_each_thread_lists_only_its_comments_newest_first(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->chapter( $manga, 'Chapter 1' );
		$make    = static function ( string $text, int $time, int $chapter_id = 0 ) use ( $manga ): int {
			$id = wp_insert_comment(
				array(
					'comment_post_ID'  => $manga,
					'comment_content'  => $text,
					'comment_approved' => 1,
					'comment_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
					'comment_date'     => gmdate( 'Y-m-d H:i:s', $time ),
				)
			);
			if ( $chapter_id ) {
				add_comment_meta( $id, Thread::META_KEY, $chapter_id );
			}
			return $id;
		};
		$make( 'Manga old', 1700000000 );
		$make( 'Manga new', 1700000100 );
		$make( 'Chapter only', 1700000200, $chapter );

		$texts = static fn ( Thread $t ): array => array_map( static fn ( \WP_Comment $c ) => $c->comment_content, $t->page( 1 )['comments'] );
		$this->assertSame( array( 'Manga new', 'Manga old' ), $texts( new Thread( $manga ) ) );
		$this->assertSame( array( 'Chapter only' ), $texts( new Thread( $manga, $chapter ) ) );
		$this->assertSame( 2, ( new Thread( $manga ) )->count() );
		$this->assertSame( 1, ( new Thread( $manga, $chapter ) )->count() );
	}

	public function test_the_form_carries_the_chapter_and_lets_the_browser_require_the_text(): void {
		$manga   = self::factory()->manga->create( array( 'comment_status' => 'open' ) );
		$chapter = $this->chapter( $manga, 'Chapter 1' );
		$html    = Form::html( new Thread( $manga, $chapter ) );
		$this->assertStringContainsString( '<input type="hidden" name="chapterId" id="chapter_id" value="' . $chapter . '">', $html );
		$this->assertMatchesRegularExpression( '/<textarea id="comment" name="comment"[^>]* required>/', $html );
		$this->assertDoesNotMatchRegularExpression( '/<form[^>]*novalidate/', $html );
		$this->assertStringContainsString( 'action="' . site_url( '/wp-comments-post.php' ) . '"', $html );
		$this->assertStringNotContainsString( 'chapterId', Form::html( new Thread( $manga ) ) );
	}
}
