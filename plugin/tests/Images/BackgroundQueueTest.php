<?php
/**
 * The background variants queue: storing pages queues the chapter (unless the filter says no), a worker run
 * builds it and empties the queue, a chapter left in the hand of a killed worker is built by the next run, a
 * chapter that keeps failing stops being retried and is reported with its reason, no more runs than
 * Worker::workers() build at a time and never on the same chapter, and a chapter queued again while it was built
 * stays queued.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Images\Background\Queue;
use Yomu\Core\Images\Background\QueueTable;
use Yomu\Core\Images\Background\Worker;
use Yomu\Core\Images\ChapterVariants;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

/**
 * Queue, worker and lease.
 */
final class BackgroundQueueTest extends ChapterTestCase {

	/**
	 * The test site's switch (local-site.php), put back after each test: without it every later test's upload
	 * would queue chapters that no worker builds in a command-line run.
	 *
	 * @var \WP_Hook|null
	 */
	private $site_switch = null;

	protected function setUp(): void {
		global $wp_filter;
		parent::setUp();
		$this->site_switch = isset( $wp_filter['yomu_variants_queue'] ) ? clone $wp_filter['yomu_variants_queue'] : null; // remove_all_filters() empties the hook object itself.
		remove_all_filters( 'yomu_variants_queue' ); // The plugin's own queueing, without the test site's switch.
		$this->empty_queue();
	}

	protected function tearDown(): void {
		global $wp_filter;
		remove_all_filters( 'yomu_variants_queue' );
		if ( $this->site_switch ) {
			$wp_filter['yomu_variants_queue'] = $this->site_switch; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores what setUp() took.
		}
		parent::tearDown();
	}

	/**
	 * Starts every test with no queued chapter and no worker.
	 */
	private function empty_queue(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM `' . QueueTable::name() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- our table's name.
		for ( $slot = 0; $slot < 4; $slot++ ) {
			Worker::lease( $slot )->acquire(); // Whether free or left by an earlier test, then given back.
			delete_option( 0 === $slot ? Worker::LEASE : Worker::LEASE . '_' . ( $slot + 1 ) );
		}
	}

	/**
	 * An image chapter of two small pages.
	 */
	private function chapter(): Chapter {
		$chapter = ChapterWriter::create_image_chapter(
			self::factory()->manga->create(),
			array( 'name' => 'Chapter ' . wp_rand( 1, 999 ) ),
			array(
				array(
					'path' => $this->temp_file( $this->image_bytes( 240, 320 ) ),
					'name' => '1.jpg',
				),
				array(
					'path' => $this->temp_file( $this->image_bytes( 240, 320, 'png' ) ),
					'name' => '2.png',
				),
			)
		);
		$this->assertInstanceOf( Chapter::class, $chapter );
		return $chapter;
	}

	/**
	 * Queued chapter IDs (failing ones included).
	 *
	 * @return int[]
	 */
	private function queued(): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( 'SELECT chapter_id FROM `' . QueueTable::name() . '` ORDER BY chapter_id' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- our table's name.
	}

	public function test_storing_pages_queues_the_chapter_and_a_run_builds_it(): void {
		$chapter = $this->chapter();
		$this->assertSame( array( $chapter->id ), $this->queued(), 'the upload queued the chapter' );
		$this->assertSame( 2, ChapterVariants::missing( $chapter->id ), 'nothing was built during the upload' );

		$room = null;

		$run = Worker::run(
			Worker::BUDGET,
			static function ( bool $free ) use ( &$room ): void {
				$room = $free;
			}
		);

		$this->assertTrue( $room, 'a run alone has a lease free beside it for a helper' );
		$this->assertIsArray( $run );
		$this->assertSame( 1, $run['chapters'] );
		$this->assertFalse( $run['more'] );
		$this->assertSame( 0, ChapterVariants::missing( $chapter->id ), 'the run built every page' );
		$this->assertSame( array(), $this->queued() );
	}

	public function test_the_filter_keeps_a_chapter_out_of_the_queue(): void {
		add_filter( 'yomu_variants_queue', '__return_false' );
		$chapter = $this->chapter();
		$this->assertSame( array(), $this->queued() );
		$this->assertSame( 2, ChapterVariants::missing( $chapter->id ) );
	}

	public function test_a_chapter_left_by_a_killed_worker_is_built_by_the_next_run(): void {
		$chapter = $this->chapter();
		$taken   = Queue::take();
		$this->assertSame( $chapter->id, $taken['chapter_id'] ?? null );
		// The worker that took it dies here: no done(), no failed(), and its lease runs out.

		$run = Worker::run();

		$this->assertSame( 1, is_array( $run ) ? $run['chapters'] : 0 );
		$this->assertSame( 0, ChapterVariants::missing( $chapter->id ) );
		$this->assertSame( array(), $this->queued() );
	}

	public function test_a_chapter_that_keeps_failing_is_reported_and_no_longer_retried(): void {
		$chapter = $this->chapter();
		$entry   = PageRows::get( $chapter->id )[0] ?? array();
		$this->assertTrue( unlink( Paths::local_file( (string) ( $entry['src'] ?? '' ) ) ), 'the first original is gone' );

		for ( $run = 1; $run <= Queue::MAX_ATTEMPTS; $run++ ) {
			$this->assertSame( array(), Queue::failing(), "not reported before attempt $run" );
			Worker::run();
		}

		$failing = Queue::failing();
		$this->assertCount( 1, $failing );
		$this->assertSame( $chapter->id, $failing[0]['chapter_id'] );
		/* translators: %d: number of pages (the test compares with the site's own translation). */
		$this->assertSame( sprintf( _n( '%d page could not be read or encoded.', '%d pages could not be read or encoded.', 1, 'yomu-core' ), 1 ), $failing[0]['reason'] );
		$this->assertSame( 0, Queue::waiting() );
		$again = Worker::run();
		$this->assertSame( 0, is_array( $again ) ? $again['chapters'] : -1, 'a failing chapter is not taken again' );
		$this->assertSame( 1, ChapterVariants::missing( $chapter->id ), 'the readable page got its variants on the way' );

		ChapterWriter::replace_pages(
			$chapter->id,
			array(
				array(
					'path' => $this->temp_file( $this->image_bytes( 240, 320 ) ),
					'name' => '1.jpg',
				),
			)
		);
		$this->assertSame( array(), Queue::failing(), 'new pages give the chapter fresh attempts' );
		$this->assertSame( 1, Queue::waiting() );
	}

	public function test_a_chapter_cut_short_by_the_time_budget_goes_on_without_losing_an_attempt(): void {
		$chapter = $this->chapter();
		$taken   = Queue::take();
		$this->assertIsArray( $taken );

		$result = Worker::build( $taken, 0.000001 );

		$this->assertTrue( $result['unfinished'] );
		$this->assertSame( 1, Queue::waiting(), 'still queued for the next run' );
		$again = Queue::take();
		$this->assertSame( 1, $again['attempts'] ?? null, 'the cut-short run did not use an attempt' );
	}

	public function test_no_more_runs_than_workers_build_at_a_time(): void {
		$this->assertSame( 2, Worker::workers(), 'two by default' );
		$chapter = $this->chapter();
		$first   = Worker::lease( 0 );
		$second  = Worker::lease( 1 );
		$this->assertTrue( $first->acquire() );
		$this->assertTrue( $second->acquire() );

		$this->assertFalse( Worker::run(), 'a third run does not start' );
		$this->assertSame( array( $chapter->id ), $this->queued() );

		$first->release();
		$this->assertIsArray( Worker::run() );
		$this->assertSame( array(), $this->queued() );
		$second->release();
	}

	public function test_a_run_beside_another_builds_other_chapters_and_leaves_the_other_runs_to_it(): void {
		$busy  = $this->chapter();
		$other = $this->chapter();
		$this->assertSame( $busy->id, Queue::take()['chapter_id'] ?? null, 'the other run took the first chapter' );
		$beside = Worker::lease( 0 );
		$this->assertTrue( $beside->acquire(), 'and holds the first lease' );
		$room = null;

		$run = Worker::run(
			Worker::BUDGET,
			static function ( bool $free ) use ( &$room ): void {
				$room = $free;
			}
		);

		$this->assertIsArray( $run );
		$this->assertFalse( $room, 'both leases are held: no helper is asked for' );
		$this->assertSame( 1, $run['chapters'], 'only the chapter no one had' );
		$this->assertFalse( $run['more'], 'the other run\'s chapter is not work for another run' );
		$this->assertSame( 0, ChapterVariants::missing( $other->id ) );
		$this->assertSame( 2, ChapterVariants::missing( $busy->id ), 'the other run\'s chapter was left to it' );
		$this->assertSame( array( $busy->id ), $this->queued() );
		$beside->release();
	}

	public function test_a_chapter_left_more_than_a_lease_ago_is_retried_beside_a_live_run(): void {
		global $wpdb;
		$chapter = $this->chapter();
		$this->assertIsArray( Queue::take() );
		// The run that took it stopped more than a lease ago; another run lives now.
		$wpdb->update( QueueTable::name(), array( 'started_at' => time() - Worker::LEASE_SECONDS - 1 ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$beside = Worker::lease( 1 );
		$this->assertTrue( $beside->acquire() );

		$run = Worker::run();

		$this->assertSame( 1, is_array( $run ) ? $run['chapters'] : 0 );
		$this->assertSame( array(), $this->queued() );
		$beside->release();
	}

	public function test_a_lease_that_ran_out_is_taken_over(): void {
		update_option( Worker::LEASE, sprintf( '%010d', time() - 1 ), false );
		$this->assertTrue( Worker::lease()->acquire(), 'a killed worker does not block the queue for ever' );
		$this->assertFalse( Worker::lease()->acquire() );
	}

	public function test_a_chapter_queued_again_while_it_was_built_stays_queued(): void {
		$chapter = $this->chapter();
		$taken   = Queue::take();
		$this->assertIsArray( $taken );
		Queue::add( $chapter->id );
		Queue::done( $chapter->id, $taken['generation'] );
		$this->assertSame( 1, Queue::waiting() );
	}
}
