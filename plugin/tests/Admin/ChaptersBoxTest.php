<?php
/**
 * The "Volumes and chapters" box: names are escaped (MADARA.md §5.2 item 12), every control belongs to a
 * form with its own nonce, and the chapter panel opens only for a chapter of the manga on screen.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\ChapterSearch;
use Yomu\Core\Admin\ChaptersBox;
use Yomu\Core\Admin\Forms;
use Yomu\Core\Content\MetaKeys;

require_once __DIR__ . '/AdminTestCase.php';

final class ChaptersBoxTest extends AdminTestCase {

	/**
	 * The box HTML plus the forms printed after the post form.
	 *
	 * @param int $manga Manga.
	 * @return array{0: string, 1: string}
	 */
	private function render( int $manga ): array {
		ob_start();
		ChaptersBox::render( get_post( $manga ) );
		$box = (string) ob_get_clean();
		return array( $box, Forms::html() );
	}

	protected function tearDown(): void {
		unset( $_GET['yomu_chapter'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test clean-up.
		ob_start();
		Forms::print_all();
		ob_end_clean();
		parent::tearDown();
	}

	public function test_legacy_names_with_markup_are_printed_as_text(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga  = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$volume = $this->volume( $manga, '<img src=x onerror=alert(1)>Cilt' );
		$this->chapter( $manga, '<script>alert(2)</script>Bölüm', $volume );
		list( $box ) = $this->render( $manga );
		$this->assertStringNotContainsString( '<img src=x', $box );
		$this->assertStringNotContainsString( '<script>alert(2)', $box );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;Cilt', $box );
		$this->assertStringContainsString( '&lt;script&gt;alert(2)&lt;/script&gt;Bölüm', $box );
	}

	public function test_every_control_joins_a_printed_form_that_carries_a_valid_nonce(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga                = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$volume               = $this->volume( $manga, 'Cilt 1' );
		$chapter              = $this->chapter( $manga, 'Bölüm 1', $volume );
		$_GET['yomu_chapter'] = (string) $chapter;
		list( $box, $forms )  = $this->render( $manga );

		preg_match_all( '/\bform="([^"]+)"/', $box, $used );
		preg_match_all( '/<form id="([^"]+)"[^>]*data-yomu-action="([^"]+)">(.*?)<\/form>/', $forms, $printed, PREG_SET_ORDER );
		$this->assertNotEmpty( $used[1] );
		$by_id = array();
		foreach ( $printed as list( , $id, $action, $inner ) ) {
			$this->assertMatchesRegularExpression( '/name="_yomu_nonce" value="([^"]+)"/', $inner );
			preg_match( '/name="_yomu_nonce" value="([^"]+)"/', $inner, $nonce );
			$this->assertSame( 1, wp_verify_nonce( $nonce[1], Forms::nonce_action( $action, $manga ) ), $action );
			$by_id[ $id ] = $action;
		}
		// The chapter search changes nothing: its GET form (printed on admin_footer) carries no nonce.
		$this->assertContains( ChapterSearch::FORM, $used[1] );
		$this->assertMatchesRegularExpression( '/^<form id="' . ChapterSearch::FORM . '" method="get"/', ChapterSearch::form( $manga ) );
		foreach ( array_diff( array_unique( $used[1] ), array( ChapterSearch::FORM ) ) as $id ) {
			$this->assertArrayHasKey( $id, $by_id, "control without a form: $id" );
		}
		foreach ( array( 'yomu_volume_create', 'yomu_volume_rename', 'yomu_volume_move', 'yomu_volume_delete', 'yomu_chapter_create_images', 'yomu_chapters_move', 'yomu_chapter_delete', 'yomu_chapter_update', 'yomu_chapter_pages_add', 'yomu_chapter_pages_replace', 'yomu_chapter_pages_remove', 'yomu_chapter_pages_reorder' ) as $action ) {
			$this->assertContains( $action, $by_id, $action );
		}
		// Chapter delete buttons share one form and send their own chapter_id.
		$delete_form = array_search( 'yomu_chapter_delete', $by_id, true );
		$this->assertMatchesRegularExpression( '/<button\b(?=[^>]*name="chapter_id")(?=[^>]*value="' . $chapter . '")(?=[^>]*form="' . $delete_form . '")/', $box );
		$this->assertStringContainsString( 'id="yomu-chapter-panel"', $box );
		$this->assertStringNotContainsString( '<form', $box, 'forms inside the post form would nest' );
	}

	public function test_the_panel_does_not_open_for_a_chapter_of_another_manga(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga                = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$other                = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$foreign              = $this->chapter( $other, 'Yabancı Bölüm' );
		$_GET['yomu_chapter'] = (string) $foreign;
		list( $box )          = $this->render( $manga );
		$this->assertStringNotContainsString( 'yomu-chapter-panel', $box );
		$this->assertStringNotContainsString( 'Yabancı Bölüm', $box );
	}

	public function test_the_create_form_follows_the_manga_chapter_type(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$expected = array(
			'manga' => array( 'yomu_chapter_create_images', 'name="yomu_images[]"' ),
			'text'  => array( 'yomu_chapter_create_text', 'name="yomu_text"' ),
			'video' => array( 'yomu_chapter_create_video', 'name="yomu_server_embed[]"' ),
		);
		foreach ( $expected as $type => list( $action, $field ) ) {
			$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
			update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, $type );
			list( $box, $forms ) = $this->render( $manga );
			$this->assertStringContainsString( 'data-yomu-action="' . $action . '"', $forms, $type );
			// The field joins the create form (it sits inside the post form, which must not send it).
			$this->assertMatchesRegularExpression( '/<(input|textarea)\b(?=[^>]*form="yomu-form-' . str_replace( '_', '-', $action ) . '-' . $manga . '")(?=[^>]*' . preg_quote( $field, '/' ) . ')/', $box, $type );
			ob_start();
			Forms::print_all();
			ob_end_clean();
		}
	}
}
