<?php
/**
 * Action manga-remove-history and the account page's history list.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\HistoryList;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Nonce, own list only, the empty message.
 */
final class HistoryListTest extends AccountTestCase {

	/**
	 * A user with two history entries, signed in.
	 */
	private function reader(): int {
		$user = $this->create_user();
		update_user_meta(
			$user->ID,
			HistoryList::META,
			array(
				array(
					'id' => 11,
					'c'  => 3,
					'p'  => 2,
					'i'  => 0,
					't'  => 100,
				),
				array(
					'id' => 12,
					'c'  => 4,
					'p'  => 1,
					'i'  => 0,
					't'  => 200,
				),
			)
		);
		wp_set_current_user( $user->ID );
		return $user->ID;
	}

	public function test_removes_from_the_own_list_and_reports_empty_with_the_message(): void {
		$other = $this->reader();
		$user  = $this->reader();
		$nonce = wp_create_nonce( HistoryList::NONCE );

		$answer = Registrar::call(
			HistoryList::ACTION,
			array(
				'postID' => '11',
				'nonce'  => $nonce,
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertNull( $answer->data );
		$answer = Registrar::call(
			HistoryList::ACTION,
			array(
				'postID' => '12',
				'nonce'  => $nonce,
			)
		);
		$this->assertTrue( $answer->success );
		$this->assertSame(
			array(
				'is_empty' => true,
				'msg'      => "<span>You haven't read any manga yet</span>",
			),
			$answer->data
		);
		$this->assertCount( 2, HistoryList::all( $other ), "another user's history stays" );
	}

	public function test_madara_calls_without_a_nonce_pass_only_from_the_site(): void {
		$user    = $this->reader();
		$refused = Answer::error( array( 'message' => __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ) ), 403 );
		$this->assertEquals( $refused, Registrar::call( HistoryList::ACTION, array( 'postID' => '11' ) ), 'cross-site, no nonce' );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$this->assertEquals(
			$refused,
			Registrar::call(
				HistoryList::ACTION,
				array(
					'postID' => '11',
					'nonce'  => 'bad',
				)
			),
			'a nonce sent is checked even from the site'
		);
		$this->assertCount( 2, HistoryList::all( $user ) );
		$this->assertEquals( Answer::success(), Registrar::call( HistoryList::ACTION, array( 'postID' => '11' ) ) );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$this->assertSame( array( 12 ), array_column( HistoryList::all( $user ), 'id' ) );
	}

	public function test_bad_nonce_bad_ids_and_guests_change_nothing(): void {
		$user  = $this->reader();
		$nonce = wp_create_nonce( HistoryList::NONCE );
		$tries = array(
			array( 'postID' => '11' ),
			array(
				'postID' => '11',
				'nonce'  => 'bad',
			),
			array(
				'postID' => array( '11' ),
				'nonce'  => $nonce,
			),
			array(
				'postID' => "11' OR 1=1",
				'nonce'  => $nonce,
			),
			array(
				'postID' => '999',
				'nonce'  => $nonce,
			),
		);
		foreach ( $tries as $fields ) {
			$answer = Registrar::call( HistoryList::ACTION, $fields );
			$this->assertFalse( $answer->success );
		}
		wp_set_current_user( 0 );
		$answer = Registrar::call(
			HistoryList::ACTION,
			array(
				'postID' => '11',
				'nonce'  => wp_create_nonce( HistoryList::NONCE ),
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( array( 12, 11 ), array_column( HistoryList::all( $user ), 'id' ), 'newest first, nothing removed' );
	}
}
