<?php
/**
 * /yomu/v1/me/bookmarks and /yomu/v1/me/history: signed-in readers only, the same stores as the bookmark
 * buttons and the reader (Madara's user meta), hidden manga left out, writes checked.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Rest;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Reader\History;

require_once __DIR__ . '/RestTestCase.php';

/**
 * The reader's routes.
 */
final class ReaderRoutesTest extends RestTestCase {

	public function test_guests_get_401_on_every_reader_route(): void {
		$manga = self::factory()->manga->create();
		foreach ( array( array( 'GET', '/me/bookmarks' ), array( 'GET', '/me/history' ), array( 'POST', '/me/bookmarks' ), array( 'DELETE', '/me/bookmarks/' . $manga ) ) as list( $method, $route ) ) {
			$response = $this->call( $method, $route, 'POST' === $method ? array( 'manga' => $manga ) : array() );
			$this->assertSame( 401, $response->get_status(), "$method $route" );
			$this->assertSame( 'rest_not_logged_in', self::code( $response ) );
		}
	}

	public function test_bookmarks_are_read_added_and_removed_in_the_bookmark_store(): void {
		$reader  = $this->create_user()->ID;
		$older   = self::factory()->manga->create( array( 'post_title' => 'Older bookmark' ) );
		$newer   = self::factory()->manga->create( array( 'post_title' => 'Newer bookmark' ) );
		$other   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->image( $newer, array( 'name' => 'Chapter 1' ), array( array( 10, 10 ) ) );
		$foreign = self::factory()->chapter->image( $other, array( 'name' => 'Chapter 1' ), array( array( 10, 10 ) ) );
		$draft   = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		Store::add( $reader, $older );
		Store::add( $reader, $draft );
		wp_set_current_user( $reader );

		$created = $this->call(
			'POST',
			'/me/bookmarks',
			array(
				'manga'   => $newer,
				'chapter' => $chapter->id,
				'page'    => 3,
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( $chapter->id, $created->get_data()['chapter']['id'] );
		$this->assertSame(
			array(
				'id'       => $newer,
				'c'        => $chapter->id,
				'p'        => 3,
				'unread_c' => array(),
			),
			array_slice( (array) get_user_meta( $reader, Store::USER_META, true ), -1 )[0],
			'stored in Madara\'s shape, where the bookmark buttons keep it'
		);
		$this->assertContains( $reader, get_post_meta( $newer, Store::MANGA_META, true ) );

		$list = (array) $this->call( 'GET', '/me/bookmarks' )->get_data();
		$this->assertSame( array( $newer, $older ), array_map( static fn ( array $entry ): int => $entry['manga']['id'], $list ), 'newest first, the draft left out' );
		$this->assertSame( 'Newer bookmark', $list[0]['manga']['title'] );
		$this->assertSame( 3, $list[0]['page'] );
		$this->assertNull( $list[1]['chapter'] );

		$this->assertSame(
			'yomu_rest_invalid_chapter',
			self::code(
				$this->call(
					'POST',
					'/me/bookmarks',
					array(
						'manga'   => $newer,
						'chapter' => $foreign->id,
					)
				)
			)
		);
		$this->assertSame(
			404,
			$this->call(
				'POST',
				'/me/bookmarks',
				array(
					'manga' => self::factory()->manga->create(
						array(
							'post_status' => 'private',
							'post_author' => 1,
						)
					),
				)
			)->get_status()
		);
		$this->assertSame( 'rest_invalid_param', self::code( $this->call( 'POST', '/me/bookmarks', array( 'manga' => "1' OR 1=1" ) ) ) );
		$this->assertSame( 'rest_missing_callback_param', self::code( $this->call( 'POST', '/me/bookmarks', array() ) ) );

		$deleted = $this->call( 'DELETE', '/me/bookmarks/' . $newer );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertFalse( Store::has( $reader, $newer ) );
		$this->assertNotContains( $reader, (array) get_post_meta( $newer, Store::MANGA_META, true ) );
		$this->assertSame( 'yomu_rest_not_bookmarked', self::code( $this->call( 'DELETE', '/me/bookmarks/' . $newer ) ) );
		$this->assertSame( 'private, no-cache', $this->call( 'GET', '/me/bookmarks' )->get_headers()['Cache-Control'] );
	}

	public function test_history_is_the_readers_own_newest_first(): void {
		$reader  = $this->create_user()->ID;
		$someone = $this->create_user()->ID;
		$first   = self::factory()->manga->create( array( 'post_title' => 'Read first' ) );
		$then    = self::factory()->manga->create( array( 'post_title' => 'Read then' ) );
		$draft   = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		$chapter = self::factory()->chapter->image( $then, array( 'name' => 'Chapter 4' ), array( array( 10, 10 ) ) );
		History::record( $reader, $first, 0, 1, 0, 1_700_000_000 );
		History::record( $reader, $draft, 0, 1, 0, 1_700_000_100 );
		History::record( $reader, $then, $chapter->id, 2, 0, 1_700_000_200 );
		History::record( $someone, $draft, 0, 1, 0, 1_700_000_300 );
		wp_set_current_user( $reader );

		$list = (array) $this->call( 'GET', '/me/history' )->get_data();
		$this->assertSame( array( $then, $first ), array_map( static fn ( array $entry ): int => $entry['manga']['id'], $list ) );
		$this->assertSame( $chapter->id, $list[0]['chapter']['id'] );
		$this->assertSame( 2, $list[0]['page'] );
		$this->assertSame( gmdate( 'c', 1_700_000_200 ), $list[0]['time'] );
	}
}
