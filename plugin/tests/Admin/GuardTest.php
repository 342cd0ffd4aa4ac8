<?php
/**
 * The permission layer of every chapter and volume action (MADARA.md §3.3 and §5.2 items 3–4: Madara's
 * nonce-only and unchecked handlers must have no Yomu equivalent).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Actions;
use Yomu\Core\Admin\Guard;

require_once __DIR__ . '/AdminTestCase.php';

final class GuardTest extends AdminTestCase {

	/**
	 * The request fields that name an action's target.
	 *
	 * @param string $action  Action name.
	 * @param int    $manga   Manga ID.
	 * @param int    $volume  Volume ID.
	 * @param int    $chapter Chapter ID.
	 * @return array<string, mixed>
	 */
	private function target( string $action, int $manga, int $volume, int $chapter ): array {
		switch ( Actions::get( $action )[0] ) {
			case Actions::TARGET_MANGA:
				return array( 'manga_id' => (string) $manga );
			case Actions::TARGET_VOLUME:
				return array( 'volume_id' => (string) $volume );
			case Actions::TARGET_CHAPTER:
				return array( 'chapter_id' => (string) $chapter );
		}
		return array( 'chapter_ids' => array( (string) $chapter ) );
	}

	/**
	 * A manga owned by an editor, with one volume and one chapter.
	 *
	 * @return array{0: int, 1: int, 2: int}
	 */
	private function editors_manga(): array {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		$manga  = self::factory()->manga->create( array( 'post_author' => $editor->ID ) );
		$volume = $this->volume( $manga, 'Cilt 1' );
		return array( $manga, $volume, $this->chapter( $manga, 'Bölüm 1', $volume ) );
	}

	public function test_every_action_refuses_a_guest_with_403(): void {
		list( $manga, $volume, $chapter ) = $this->editors_manga();
		wp_set_current_user( 0 );
		foreach ( array_keys( Actions::all() ) as $action ) {
			$result = Guard::authorize( $action, $this->target( $action, $manga, $volume, $chapter ) + array( '_yomu_nonce' => 'abcdef1234' ) );
			$this->assertSame( 'yomu_signed_out', $this->refusal( $result ), $action );
			$this->assertSame( 403, $this->status( $result ), $action );
		}
	}

	public function test_every_action_refuses_a_subscriber_even_with_a_nonce_made_for_them(): void {
		list( $manga, $volume, $chapter ) = $this->editors_manga();
		wp_set_current_user( $this->create_user()->ID );
		foreach ( array_keys( Actions::all() ) as $action ) {
			$request = $this->target( $action, $manga, $volume, $chapter ) + array( '_yomu_nonce' => $this->nonce( $action, $manga ) );
			$result  = Guard::authorize( $action, $request );
			$this->assertSame( 'yomu_forbidden', $this->refusal( $result ), $action );
			$this->assertSame( 403, $this->status( $result ), $action );
		}
	}

	public function test_every_action_refuses_an_author_on_another_authors_manga(): void {
		list( $manga, $volume, $chapter ) = $this->editors_manga();
		$author                           = $this->create_user( array( 'role' => 'author' ) );
		wp_set_current_user( $author->ID );
		$this->assertFalse( current_user_can( 'edit_others_posts' ) );
		foreach ( array_keys( Actions::all() ) as $action ) {
			$request = $this->target( $action, $manga, $volume, $chapter ) + array( '_yomu_nonce' => $this->nonce( $action, $manga ) );
			$result  = Guard::authorize( $action, $request );
			$this->assertSame( 'yomu_forbidden', $this->refusal( $result ), $action );
			$this->assertSame( 403, $this->status( $result ), $action );
		}
	}

	public function test_an_author_may_act_on_their_own_manga(): void {
		$author  = $this->create_user( array( 'role' => 'author' ) );
		$manga   = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		$volume  = $this->volume( $manga, 'Cilt 1' );
		$chapter = $this->chapter( $manga, 'Bölüm 1', $volume );
		wp_set_current_user( $author->ID );
		foreach ( array_keys( Actions::all() ) as $action ) {
			$request = $this->target( $action, $manga, $volume, $chapter ) + array( '_yomu_nonce' => $this->nonce( $action, $manga ) );
			$this->assertSame( $manga, Guard::authorize( $action, $request ), $action );
		}
	}

	public function test_a_contributor_may_not_send_files_even_for_their_own_draft(): void {
		$contributor = $this->create_user( array( 'role' => 'contributor' ) );
		$manga       = self::factory()->manga->create(
			array(
				'post_author' => $contributor->ID,
				'post_status' => 'draft',
			)
		);
		$chapter     = $this->chapter( $manga, 'Bölüm 1' );
		wp_set_current_user( $contributor->ID );
		$create = Guard::authorize(
			'yomu_chapter_create_images',
			array(
				'manga_id'    => (string) $manga,
				'_yomu_nonce' => $this->nonce( 'yomu_chapter_create_images', $manga ),
			)
		);
		$this->assertSame( 'yomu_forbidden', $this->refusal( $create ) );
		$rename = Guard::authorize(
			'yomu_chapter_update',
			array(
				'chapter_id'  => (string) $chapter,
				'_yomu_nonce' => $this->nonce( 'yomu_chapter_update', $manga ),
			)
		);
		$this->assertSame( $manga, $rename );
	}

	public function test_an_editor_needs_a_nonce_made_for_this_action_on_this_manga(): void {
		list( $manga, $volume ) = $this->editors_manga();
		$other                  = self::factory()->manga->create( array( 'post_author' => 1 ) );
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$request = array( 'volume_id' => (string) $volume );
		$cases   = array(
			'missing'      => null,
			'garbage'      => 'not-a-nonce',
			'array'        => array( 'x' ),
			'other action' => $this->nonce( 'yomu_volume_rename', $manga ),
			'other manga'  => $this->nonce( 'yomu_volume_delete', $other ),
		);
		foreach ( $cases as $label => $nonce ) {
			$result = Guard::authorize( 'yomu_volume_delete', null === $nonce ? $request : $request + array( '_yomu_nonce' => $nonce ) );
			$this->assertSame( 'yomu_bad_nonce', $this->refusal( $result ), $label );
			$this->assertSame( 403, $this->status( $result ), $label );
		}
		$this->assertSame( $manga, Guard::authorize( 'yomu_volume_delete', $request + array( '_yomu_nonce' => $this->nonce( 'yomu_volume_delete', $manga ) ) ) );
	}

	public function test_the_manga_comes_from_the_chapter_row_never_from_the_request(): void {
		list( $manga_a )               = $this->editors_manga();
		list( $manga_b, , $chapter_b ) = $this->editors_manga();
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		// A nonce and a manga_id for manga A do not open a chapter of manga B.
		$result = Guard::authorize(
			'yomu_chapter_delete',
			array(
				'chapter_id'  => (string) $chapter_b,
				'manga_id'    => (string) $manga_a,
				'_yomu_nonce' => $this->nonce( 'yomu_chapter_delete', $manga_a ),
			)
		);
		$this->assertSame( 'yomu_bad_nonce', $this->refusal( $result ) );
		$allowed = Guard::authorize(
			'yomu_chapter_delete',
			array(
				'chapter_id'  => (string) $chapter_b,
				'manga_id'    => (string) $manga_a,
				'_yomu_nonce' => $this->nonce( 'yomu_chapter_delete', $manga_b ),
			)
		);
		$this->assertSame( $manga_b, $allowed );
	}

	public function test_moving_chapters_of_two_manga_at_once_is_refused(): void {
		list( $manga_a, , $chapter_a ) = $this->editors_manga();
		list( , , $chapter_b )         = $this->editors_manga();
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$result = Guard::authorize(
			'yomu_chapters_move',
			array(
				'chapter_ids' => array( (string) $chapter_a, (string) $chapter_b ),
				'_yomu_nonce' => $this->nonce( 'yomu_chapters_move', $manga_a ),
			)
		);
		$this->assertSame( 'yomu_mixed_manga', $this->refusal( $result ) );
	}

	public function test_missing_or_malformed_targets_are_refused(): void {
		list( $manga ) = $this->editors_manga();
		$post          = wp_insert_post( array( 'post_title' => 'Not a manga', 'post_status' => 'publish' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$cases = array(
			array( 'yomu_volume_create', array( 'manga_id' => (string) $post ), 404 ),
			array( 'yomu_volume_create', array( 'manga_id' => $manga . ' OR 1=1' ), 404 ),
			array( 'yomu_volume_create', array( 'manga_id' => array( $manga ) ), 404 ),
			array( 'yomu_volume_rename', array( 'volume_id' => '999999999' ), 404 ),
			array( 'yomu_chapter_update', array( 'chapter_id' => "1' UNION SELECT 1 -- " ), 404 ),
			array( 'yomu_chapters_move', array( 'chapter_ids' => 'not-a-list' ), 400 ),
			array( 'yomu_chapters_move', array( 'chapter_ids' => array( '999999999' ) ), 404 ),
			array( 'yomu_nonexistent', array(), 400 ),
		);
		foreach ( $cases as list( $action, $request, $status ) ) {
			$result = Guard::authorize( $action, $request );
			$this->assertInstanceOf( \WP_Error::class, $result, $action );
			$this->assertSame( $status, $this->status( $result ), $action . ' ' . wp_json_encode( $request ) );
		}
		wp_delete_post( (int) $post, true );
	}

	public function test_an_author_cannot_tell_another_authors_ids_from_missing_ones(): void {
		list( $manga, $volume, $chapter ) = $this->editors_manga();
		wp_set_current_user( $this->create_user( array( 'role' => 'author' ) )->ID );
		foreach ( array_keys( Actions::all() ) as $action ) {
			$existing = Guard::authorize( $action, $this->target( $action, $manga, $volume, $chapter ) );
			$missing  = Guard::authorize( $action, $this->target( $action, $manga + 100000, $volume + 100000, $chapter + 100000 ) );
			$this->assertSame( array( $this->refusal( $existing ), $this->status( $existing ) ), array( $this->refusal( $missing ), $this->status( $missing ) ), $action );
			$this->assertSame( $existing->get_error_message(), $missing->get_error_message(), $action );
		}
	}
}
