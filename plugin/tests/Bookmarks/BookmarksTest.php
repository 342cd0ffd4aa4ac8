<?php
/**
 * Bookmark calls: wp-manga-user-bookmark, wp-manga-delete-bookmark, wp-manga-delete-multi-bookmark.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bookmarks;

use Yomu\Core\Bookmarks\Actions;
use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Nonce and login on every call, Madara's data shape, only the user's own list changes.
 */
final class BookmarksTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		switch_to_locale( 'en_US' );
	}

	protected function tearDown(): void {
		restore_previous_locale();
		parent::tearDown();
	}

	/**
	 * Signs a new user in and returns its id.
	 */
	private function reader(): int {
		$user = $this->create_user();
		wp_set_current_user( $user->ID );
		return $user->ID;
	}

	/**
	 * Fields with a valid nonce for the current user.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private function with_nonce( array $fields ): array {
		return $fields + array( 'nonce' => wp_create_nonce( Actions::NONCE ) );
	}

	/**
	 * Runs an action as a request from the site's own pages or from another site.
	 *
	 * @param string               $action      Action.
	 * @param array<string, mixed> $fields      Fields.
	 * @param bool                 $same_origin Whether the request comes from the site's pages.
	 */
	private function call( string $action, array $fields, bool $same_origin = false ): Answer {
		$_SERVER['HTTP_ORIGIN'] = $same_origin ? untrailingslashit( home_url() ) : 'https://elsewhere.example';
		try {
			return Registrar::call( $action, $fields );
		} finally {
			unset( $_SERVER['HTTP_ORIGIN'] );
		}
	}

	public function test_bookmark_is_stored_in_madaras_shape_and_answers_the_delete_control(): void {
		$user    = $this->reader();
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_text_chapter( $manga, array( 'name' => 'Chapter 1' ), '<p>One</p>' );
		$this->assertNotInstanceOf( \WP_Error::class, $chapter );
		$answer = $this->call(
			Actions::ADD,
			$this->with_nonce(
				array(
					'postID'  => (string) $manga,
					'chapter' => $chapter->slug,
					'page'    => '3',
				)
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertStringContainsString( 'wp-manga-delete-bookmark', $answer->data );
		$this->assertStringContainsString( 'data-post-id="' . $manga . '"', $answer->data );
		$this->assertSame(
			array(
				array(
					'id'       => $manga,
					'c'        => $chapter->id,
					'p'        => 3,
					'unread_c' => array(),
				),
			),
			get_user_meta( $user, '_wp_manga_bookmark', true )
		);
		$this->assertSame( array( $user ), get_post_meta( $manga, '_wp_user_bookmarked', true ) );
	}

	public function test_missing_or_wrong_nonce_and_guests_change_nothing(): void {
		$user  = $this->reader();
		$manga = self::factory()->manga->create();
		foreach ( array( array(), array( 'nonce' => 'bad' ), array( 'nonce' => array( 'x' ) ) ) as $nonce ) {
			$answer = $this->call( Actions::ADD, array( 'postID' => (string) $manga ) + $nonce );
			$this->assertFalse( $answer->success );
			$this->assertSame( 403, $answer->status );
			$this->assertSame( 'invalid_nonce', $answer->data['code'] );
		}
		wp_set_current_user( 0 );
		$answer = $this->call( Actions::ADD, $this->with_nonce( array( 'postID' => (string) $manga ) ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( array( 'code' => 'login_error' ), $answer->data );
		$this->assertSame( array(), Store::all( $user ) );
		$this->assertSame( '', get_post_meta( $manga, '_wp_user_bookmarked', true ) );
	}

	public function test_madara_calls_without_a_nonce_pass_only_from_the_site(): void {
		$user    = $this->reader();
		$manga   = self::factory()->manga->create();
		$refused = static fn ( Answer $answer ): bool => false === $answer->success && 403 === $answer->status && 'invalid_nonce' === $answer->data['code'];
		$this->assertTrue( $refused( $this->call( Actions::ADD, array( 'postID' => (string) $manga ) ) ), 'no nonce, not same-origin' );
		$this->assertTrue( $refused( $this->call( Actions::ADD, array( 'postID' => (string) $manga ), false ) ) );
		$this->assertTrue(
			$refused(
				$this->call(
					Actions::ADD,
					array(
						'postID' => (string) $manga,
						'nonce'  => 'bad',
					),
					true
				)
			),
			'a nonce sent is checked even from the site'
		);
		$this->assertSame( array(), Store::all( $user ) );

		$answer = $this->call(
			Actions::ADD,
			array(
				'postID'  => (string) $manga,
				'chapter' => '',
				'page'    => '',
			),
			true
		);
		$this->assertTrue( $answer->success );
		$this->assertSame( array( $manga ), array_column( Store::all( $user ), 'id' ) );
		$this->assertTrue( $refused( $this->call( Actions::DELETE, array( 'postID' => (string) $manga ) ) ) );
		$this->assertTrue( $refused( $this->call( Actions::DELETE_ALL, array( 'bookmark' => array( (string) $manga ) ) ) ) );
		$this->assertSame( array( $manga ), array_column( Store::all( $user ), 'id' ) );
		$answer = $this->call( Actions::DELETE, array( 'postID' => (string) $manga ), true );
		$this->assertTrue( $answer->success );
		$this->assertSame( array(), Store::all( $user ) );
		$this->call( Actions::ADD, array( 'postID' => (string) $manga ), true );
		$answer = $this->call( Actions::DELETE_ALL, array( 'bookmark' => array( (string) $manga ) ), true );
		$this->assertTrue( $answer->success );
		$this->assertSame( array(), Store::all( $user ) );
	}

	/**
	 * Post ids that cannot be bookmarked.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function bad_ids(): array {
		return array(
			'sql'      => array( "1' OR '1'='1" ),
			'array'    => array( array( '1' ) ),
			'negative' => array( '-5' ),
			'page'     => array( 'page' ),
			'missing'  => array( null ),
		);
	}

	/**
	 * Hostile or wrong ids are refused.
	 *
	 * @dataProvider bad_ids
	 * @param mixed $id The postID field.
	 */
	public function test_hostile_ids_are_refused( $id ): void {
		$user   = $this->reader();
		$answer = $this->call( Actions::ADD, $this->with_nonce( array( 'postID' => $id ) ) );
		$this->assertFalse( $answer->success );
		$this->assertSame( array(), Store::all( $user ) );
	}

	public function test_drafts_other_post_types_and_unknown_chapters_are_refused(): void {
		$user  = $this->reader();
		$draft = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		$page  = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'x',
			)
		);
		$manga = self::factory()->manga->create();
		foreach ( array( array( 'postID' => (string) $draft ), array( 'postID' => (string) $page ), array( 'postID' => (string) $manga, 'chapter' => "nope' UNION SELECT 1 --" ) ) as $fields ) { // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			$answer = $this->call( Actions::ADD, $this->with_nonce( $fields ) );
			$this->assertFalse( $answer->success );
		}
		wp_delete_post( $page, true );
		$this->assertSame( array(), Store::all( $user ) );
	}

	public function test_only_the_newest_thirty_are_kept(): void {
		$user = $this->reader();
		$ids  = array();
		for ( $i = 0; $i < 31; $i++ ) {
			$ids[] = self::factory()->manga->create();
			$this->call( Actions::ADD, $this->with_nonce( array( 'postID' => (string) end( $ids ) ) ) );
		}
		$kept = array_column( Store::all( $user ), 'id' );
		$this->assertCount( 30, $kept );
		$this->assertNotContains( $ids[0], $kept );
		$this->assertSame( end( $ids ), end( $kept ) );
		$this->assertSame( array(), get_post_meta( $ids[0], '_wp_user_bookmarked', true ) );
	}

	public function test_deleting_touches_only_the_current_users_list(): void {
		$other = $this->reader();
		$manga = self::factory()->manga->create();
		$keep  = self::factory()->manga->create();
		Store::add( $other, $manga );
		$user = $this->reader();
		Store::add( $user, $manga );
		Store::add( $user, $keep );

		$answer = $this->call(
			Actions::DELETE,
			$this->with_nonce(
				array(
					'postID'        => (string) $manga,
					'isMangaSingle' => '0',
				)
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertNull( $answer->data );
		$this->assertTrue( Store::has( $other, $manga ), "another user's bookmark stays" );
		$this->assertSame( array( $other ), get_post_meta( $manga, '_wp_user_bookmarked', true ) );

		$answer = $this->call(
			Actions::DELETE,
			$this->with_nonce(
				array(
					'postID'        => (string) $keep,
					'isMangaSingle' => '0',
				)
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertTrue( $answer->data['is_empty'] );
		$this->assertSame( '<span>You have no bookmarks yet</span>', $answer->data['msg'] );

		$answer = $this->call( Actions::DELETE, $this->with_nonce( array( 'postID' => (string) $manga ) ) );
		$this->assertFalse( $answer->success, 'not bookmarked any more' );
	}

	public function test_delete_on_the_manga_page_answers_the_bookmark_control(): void {
		$user  = $this->reader();
		$manga = self::factory()->manga->create();
		Store::add( $user, $manga );
		$answer = $this->call(
			Actions::DELETE,
			$this->with_nonce(
				array(
					'postID'        => (string) $manga,
					'isMangaSingle' => '1',
				)
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertStringContainsString( 'data-action="bookmark"', $answer->data );
	}

	public function test_delete_many_needs_ids_and_a_nonce(): void {
		$user = $this->reader();
		$a    = self::factory()->manga->create();
		$b    = self::factory()->manga->create();
		$c    = self::factory()->manga->create();
		foreach ( array( $a, $b, $c ) as $id ) {
			Store::add( $user, $id );
		}
		$answer = $this->call( Actions::DELETE_ALL, array( 'bookmark' => array( (string) $a ) ) );
		$this->assertFalse( $answer->success );
		$answer = $this->call( Actions::DELETE_ALL, $this->with_nonce( array( 'bookmark' => 'not-an-array' ) ) );
		$this->assertFalse( $answer->success );
		$answer = $this->call( Actions::DELETE_ALL, $this->with_nonce( array( 'bookmark' => array( (string) $a, (string) $b, array( 'x' ), '1 OR 1' ) ) ) );
		$this->assertTrue( $answer->success );
		$this->assertNull( $answer->data );
		$this->assertSame( array( $c ), array_column( Store::all( $user ), 'id' ) );
	}

	public function test_malformed_legacy_meta_is_read_safely(): void {
		$user = $this->reader();
		update_user_meta(
			$user,
			'_wp_manga_bookmark',
			array(
				'junk',
				array( 'c' => 2 ),
				array(
					'id' => '7',
					'c'  => '2',
					'p'  => '0',
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'id'       => 7,
					'c'        => 2,
					'p'        => 1,
					'unread_c' => array(),
				),
			),
			Store::all( $user )
		);
	}
}
