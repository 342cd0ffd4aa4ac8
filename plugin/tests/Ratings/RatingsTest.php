<?php
/**
 * Ratings: the star and voter rules, Madara's average, and wp-manga-save-rating's checks and meta formats.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Ratings;

use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Ratings\Control;
use Yomu\Core\Ratings\Rules;
use Yomu\Core\Ratings\SaveAction;
use Yomu\Core\Ratings\Store;
use Yomu\Core\Tests\TestCase;

/**
 * Rules, Store, SaveAction and Control.
 */
final class RatingsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		switch_to_locale( 'en_US' );
		delete_option( 'wp_manga_settings' );
	}

	protected function tearDown(): void {
		restore_previous_locale();
		delete_option( 'wp_manga_settings' );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_CLIENT_IP'] );
		parent::tearDown();
	}

	/**
	 * Runs the call with a valid nonce for the current visitor.
	 *
	 * @param int    $manga  Manga.
	 * @param string $star   Star as sent.
	 * @param string $client REMOTE_ADDR.
	 */
	private function vote( int $manga, string $star, string $client = '192.0.2.1' ): Answer {
		return Registrar::call(
			SaveAction::ACTION,
			array(
				'postID' => (string) $manga,
				'star'   => $star,
				'nonce'  => wp_create_nonce( SaveAction::NONCE ),
			),
			array(),
			'POST',
			$client
		);
	}

	public function test_stars_from_above_0_to_5_only(): void {
		$this->assertSame( 4.0, Rules::star( '4' ) );
		$this->assertSame( 3.5, Rules::star( '3.5' ) );
		$this->assertSame( 5.0, Rules::star( '5.0' ) );
		foreach ( array( '', '0', '0.01', '5.01', '6', '-1', '1e0', ' 3', 'abc', '3,5' ) as $bad ) {
			$this->assertNull( Rules::star( $bad ), $bad );
		}
	}

	public function test_average_is_madaras_rounded_half_up_to_one_decimal(): void {
		$this->assertSame( 0.0, Store::average( array() ) );
		$this->assertSame( 4.7, Store::average( array( 4.0, 5.0, 5.0 ) ) );
		$this->assertSame( 1.5, Store::average( array( 1, '2' ) ) );
		$this->assertSame( 2.5, Store::average( array( 5, 'junk' ) ) );
	}

	public function test_members_votes_are_stored_in_madaras_formats_and_replaced(): void {
		$manga = self::factory()->manga->create();
		$one   = $this->create_user()->ID;
		$two   = $this->create_user()->ID;
		wp_set_current_user( $one );
		$this->assertTrue( $this->vote( $manga, '4' )->success );
		wp_set_current_user( $two );
		$answer = $this->vote( $manga, '5' );
		$this->assertTrue( $answer->success );
		$this->assertSame( 'Average 4.5 / 5 out of 2 total votes.', $answer->data['text'] );
		$this->assertStringContainsString( 'data-average="4.5" data-votes="2"', $answer->data['rating_html'] );
		wp_set_current_user( $one );
		$this->assertSame( 'Average 3.5 / 5 out of 2 total votes.', $this->vote( $manga, '2' )->data['text'] );
		$this->assertSame(
			array(
				$one => 2.0,
				$two => 5.0,
			),
			get_post_meta( $manga, '_manga_reviews', true )
		);
		$this->assertSame( '3.5', get_post_meta( $manga, '_manga_avarage_reviews', true ) );
		$this->assertSame( '2', get_post_meta( $manga, '_manga_total_votes', true ) );
	}

	public function test_guests_vote_only_when_allowed_keyed_by_remote_addr(): void {
		$manga = self::factory()->manga->create();
		wp_set_current_user( 0 );
		$refused = $this->vote( $manga, '3', '203.0.113.7' );
		$this->assertSame( array( Answer::BARE, '0', 400 ), array( $refused->kind, $refused->data, $refused->status ) );
		$this->assertSame( '', get_post_meta( $manga, '_manga_reviews', true ) );

		update_option( 'wp_manga_settings', array( 'guest_rating' => '1' ) );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$_SERVER['HTTP_CLIENT_IP']       = '198.51.100.2';
		$this->assertTrue( $this->vote( $manga, '3', '203.0.113.7' )->success );
		$this->assertSame( array( '203.0.113.7' => 3.0 ), get_post_meta( $manga, '_manga_reviews', true ) );
		$this->assertFalse( $this->vote( $manga, '3', 'not-an-address' )->success );
	}

	public function test_only_published_manga_without_password(): void {
		wp_set_current_user( $this->create_user()->ID );
		$draft  = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		$locked = self::factory()->manga->create( array( 'post_password' => 'x' ) );
		$post   = (int) wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'A blog post',
			)
		);
		foreach ( array( $draft, $locked, $post, 0 ) as $id ) {
			$answer = $this->vote( $id, '5' );
			$this->assertSame( 400, $answer->status );
			$this->assertSame( 'invalid_manga', $answer->data['code'] );
			if ( $id ) {
				$this->assertSame( '', get_post_meta( $id, '_manga_reviews', true ) );
			}
		}
	}

	public function test_user_rating_off_hides_the_block_and_refuses_votes(): void {
		$manga = self::factory()->manga->create_and_get();
		wp_set_current_user( $this->create_user()->ID );
		$this->assertStringContainsString( 'class="rating-stars"', Control::html( $manga ) );
		update_option( 'wp_manga_settings', array( 'user_rating' => '0' ) );
		$this->assertSame( '', Control::html( $manga ) );
		$this->assertSame( 400, $this->vote( $manga->ID, '5' )->status );
		$this->assertSame( '', get_post_meta( $manga->ID, '_manga_reviews', true ) );
	}
}
