<?php
/**
 * Action manga_views: what is counted, what is refused, and the per-client limit.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\HitLimiter;
use Yomu\Core\Views\ViewsAction;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

require_once __DIR__ . '/ViewsTestCase.php';

final class ViewsActionTest extends ViewsTestCase {

	private const IP = '203.0.113.7';

	/**
	 * Calls the action.
	 *
	 * @param int|string|array<mixed> $manga   The manga field.
	 * @param mixed                   $chapter The chapter field.
	 * @param string                  $ip      REMOTE_ADDR.
	 * @param int                     $now     Time.
	 */
	private function view( $manga, $chapter = 'undefined', string $ip = self::IP, int $now = self::NOON ): Answer {
		$fields = array(
			'manga'   => $manga,
			'chapter' => $chapter,
		);
		return ViewsAction::answer( new Input( ViewsAction::action()->fields, $fields, array(), 'POST', $ip ), $now );
	}

	private function total( int $manga_id ): int {
		return (int) ( $this->fresh_meta( $manga_id )['_wp_manga_views'][0] ?? 0 );
	}

	public function test_a_view_adds_one_to_the_total_and_to_every_period_in_madaras_shapes(): void {
		$manga = self::factory()->manga->create();
		$this->assertEquals( Answer::success( 'ok' ), $this->view( (string) $manga ) );

		$this->assertSame( 1, $this->total( $manga ) );
		foreach ( array( 'day', 'week', 'month', 'year' ) as $period ) {
			$this->assertSame( '1', get_post_meta( $manga, "_wp_manga_{$period}_views_value", true ), $period );
		}
		$this->assertSame(
			array(
				'views' => 1,
				'date'  => '11',
			),
			get_post_meta( $manga, '_wp_manga_day_views', true )
		);
		$this->assertSame(
			array(
				'views' => 1,
				'date'  => 'Wed-11',
			),
			get_post_meta( $manga, '_wp_manga_week_views', true )
		);
		$this->assertSame(
			array(
				'views' => 1,
				'month' => '06',
			),
			get_post_meta( $manga, '_wp_manga_month_views', true )
		);
		$this->assertSame(
			array(
				'views' => 1,
				'date'  => '25',
			),
			get_post_meta( $manga, '_wp_manga_year_views', true )
		);
	}

	public function test_a_chapter_view_counts_the_manga_and_that_chapter(): void {
		$manga = self::factory()->manga->create();
		$one   = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-1' ) );
		$two   = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-2' ) );

		$this->view( $manga, 'chapter-2' );

		$this->assertSame( 1, $this->total( $manga ) );
		$this->assertSame( 0, $this->chapter_views( $one ) );
		$this->assertSame( 1, $this->chapter_views( $two ) );
	}

	public function test_a_chapter_of_another_manga_is_not_counted(): void {
		$manga  = self::factory()->manga->create();
		$other  = self::factory()->manga->create();
		$theirs = self::factory()->chapter->row( $other, array( 'chapter_slug' => 'their-chapter' ) );

		$this->assertTrue( $this->view( $manga, 'their-chapter' )->success );

		$this->assertSame( 1, $this->total( $manga ) );
		$this->assertSame( 0, $this->chapter_views( $theirs ) );
		$this->assertSame( 0, $this->total( $other ) );
	}

	public function test_chapter_views_are_not_counted_when_chapter_view_is_off(): void {
		$this->set_setting( 'chapter_view', '0' );
		$manga   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-1' ) );

		$this->view( $manga, 'chapter-1' );

		$this->assertSame( 1, $this->total( $manga ) );
		$this->assertSame( 0, $this->chapter_views( $chapter ) );
	}

	public function test_nothing_is_counted_when_manga_view_is_off(): void {
		$this->set_setting( 'manga_view', '0' );
		$manga   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-1' ) );

		$this->assertEquals( Answer::error( null, 200 ), $this->view( $manga, 'chapter-1' ) );

		$this->assertArrayNotHasKey( '_wp_manga_views', $this->fresh_meta( $manga ) );
		$this->assertSame( 0, $this->chapter_views( $chapter ) );
	}

	public function test_anything_but_a_published_manga_is_refused_and_nothing_changes(): void {
		$targets = array(
			self::factory()->manga->create( array( 'post_status' => 'draft' ) ),
			self::factory()->manga->create( array( 'post_status' => 'private' ) ),
			self::factory()->manga->create( array( 'post_status' => 'future' ) ),
			self::factory()->manga->create( array( 'post_type' => 'post' ) ),
			self::factory()->manga->create( array( 'post_type' => 'page' ) ),
		);
		$chapter = self::factory()->chapter->row( $targets[0], array( 'chapter_slug' => 'chapter-1' ) );
		$this->assertSame( array( 'draft', 'private', 'future' ), array_map( 'get_post_status', array_slice( $targets, 0, 3 ) ) );
		foreach ( $targets as $id ) {
			$answer = $this->view( $id, 'chapter-1' );
			$this->assertFalse( $answer->success );
			$this->assertSame( 404, $answer->status );
			$this->assertSame( __( 'This manga does not exist.', 'yomu-core' ), $answer->data['message'] );
			$this->assertSame( array(), array_filter( array_keys( $this->fresh_meta( $id ) ), static fn ( $key ) => str_contains( $key, 'views' ) ) );
		}
		$this->assertSame( 0, $this->chapter_views( $chapter ) );
		$published = self::factory()->manga->create();
		foreach ( array( '', '0', '-' . $published, 'abc', array( $published ), 999999999 ) as $bad ) {
			$this->assertFalse( $this->view( $bad )->success );
		}
		$this->assertSame( '', get_post_meta( $published, '_wp_manga_views', true ) );
		$this->assertFalse( Registrar::call( ViewsAction::ACTION, array(), array(), 'POST', self::IP )->success );
	}

	public function test_odd_chapter_values_count_as_a_manga_page_view(): void {
		$manga = self::factory()->manga->create();
		$this->assertEquals( Answer::success( 'ok' ), $this->view( $manga, array( 'x' ) ) );
		$this->assertSame( 1, $this->total( $manga ) );
	}

	public function test_one_client_counts_once_per_manga_and_chapter_within_the_window(): void {
		$manga = self::factory()->manga->create();
		$one   = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-1' ) );
		$two   = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-2' ) );

		$this->view( $manga );
		$this->view( $manga );
		$this->view( $manga, 'chapter-1' );
		$this->assertEquals( Answer::success( 'ok' ), $this->view( $manga, 'chapter-1', self::IP, self::NOON + 60 ), 'a skipped count still answers ok' );
		$this->view( $manga, 'chapter-2' );

		$this->assertSame( 3, $this->total( $manga ), 'manga page, chapter 1 and chapter 2 once each' );
		$this->assertSame( 1, $this->chapter_views( $one ) );
		$this->assertSame( 1, $this->chapter_views( $two ) );
		$this->assertSame( '3', get_post_meta( $manga, '_wp_manga_week_views_value', true ) );
	}

	public function test_made_up_chapter_slugs_share_the_manga_page_limit(): void {
		$manga = self::factory()->manga->create();
		$this->view( $manga );
		$this->view( $manga, 'no-such-chapter' );
		$this->view( $manga, 'another-made-up-one' );
		$this->assertSame( 1, $this->total( $manga ) );
	}

	public function test_the_same_client_counts_again_after_the_window(): void {
		$manga = self::factory()->manga->create();
		$this->view( $manga, 'undefined', self::IP, self::NOON );
		$this->view( $manga, 'undefined', self::IP, self::NOON + HitLimiter::WINDOW - 1 );
		$this->view( $manga, 'undefined', self::IP, self::NOON + HitLimiter::WINDOW );
		$this->view( $manga, 'undefined', self::IP, self::NOON + HitLimiter::WINDOW + 1 );
		$this->assertSame( 2, $this->total( $manga ) );
	}

	public function test_different_clients_count_separately_but_one_ipv6_64_is_one_client(): void {
		$manga = self::factory()->manga->create();
		$this->view( $manga, 'undefined', '203.0.113.7' );
		$this->view( $manga, 'undefined', '203.0.113.8' );
		$this->view( $manga, 'undefined', '2001:db8:1:2::1' );
		$this->view( $manga, 'undefined', '2001:db8:1:2:ffff::9' );
		$this->view( $manga, 'undefined', '2001:db8:1:3::1' );
		$this->assertSame( 4, $this->total( $manga ) );
	}

	public function test_a_view_changes_only_the_counters(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, '_wp_manga_status', 'on-going' );
		$post_before = get_post( $manga );
		$meta_before = $this->fresh_meta( $manga );

		$this->view( $manga );

		clean_post_cache( $manga );
		$this->assertEquals( $post_before, get_post( $manga ) );
		$counters = array( '_wp_manga_views' );
		foreach ( array( 'day', 'week', 'month', 'year' ) as $period ) {
			array_push( $counters, "_wp_manga_{$period}_views", "_wp_manga_{$period}_views_value" );
		}
		$meta_after = $this->fresh_meta( $manga );
		$this->assertEqualsCanonicalizing( $counters, array_values( array_diff( array_keys( $meta_after ), array_keys( $meta_before ) ) ) );
		$this->assertSame( $meta_before, array_diff_key( $meta_after, array_flip( $counters ) ) );
	}

	public function test_action_is_registered_for_guests_and_users(): void {
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_manga_views' ) );
		$this->assertNotFalse( has_action( 'wp_ajax_manga_views' ) );
	}
}
