<?php
/**
 * New-chapter alerts, in the background: a published chapter only joins a queue (one option write in the
 * request that publishes it), and a cron event works through each manga's readers from the bookmarkers index, a
 * few hundred at a time, for up to BUDGET seconds per run, then schedules the next run while work is left. Madara
 * does the same from a cron every minute (10 manga × 100 readers per run, MADARA-SITE §8.7); here the run starts
 * at once and goes on for longer, so 100,000 readers are done in minutes.
 *
 * Unlike Madara, Yomu fills unread_c whatever `new_chap_notify` says (see README "New-chapter alerts").
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts;

use Yomu\Core\Alerts\Mail\Digest;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\Lock;

/**
 * The queue and its runs.
 */
final class Queue {

	public const HOOK = 'yomu_alerts_batch';

	/**
	 * List of {manga, chapters: int[], after: last reader id done}.
	 */
	public const OPTION = 'yomu_alerts_queue';

	private const BATCH = 500;

	/**
	 * Seconds of work per cron run.
	 */
	private const BUDGET = 20;

	/**
	 * Hooks the queue.
	 */
	public static function register(): void {
		add_action( 'yomu_chapter_released', array( self::class, 'chapter_released' ) );
		add_action( self::HOOK, array( self::class, 'run' ) );
	}

	/**
	 * A chapter was published (wp-admin, the front-end form, `wp yomu import`, or its scheduled minute came): its
	 * manga's readers get it, when the manga itself is public (nobody but its editors could bookmark it otherwise).
	 *
	 * @param mixed $chapter The new chapter.
	 */
	public static function chapter_released( $chapter ): void {
		if ( ! $chapter instanceof Chapter || 'publish' !== get_post_status( $chapter->manga_id ) ) {
			return;
		}
		/**
		 * Whether a new chapter alerts its manga's readers (false: the demo seeder and the tests' fixtures, whose
		 * chapters are not news and come before the bookmarks they write).
		 *
		 * @param bool    $alert   True.
		 * @param Chapter $chapter The chapter.
		 */
		if ( ! apply_filters( 'yomu_alerts_queue', true, $chapter ) ) {
			return;
		}
		self::add( $chapter->manga_id, array( $chapter->id ) );
	}

	/**
	 * Queues chapters of a manga and makes sure a run is coming.
	 *
	 * @param int   $manga_id    The manga.
	 * @param int[] $chapter_ids Its new chapters.
	 */
	public static function add( int $manga_id, array $chapter_ids ): void {
		Lock::with(
			'alerts-queue',
			static function () use ( $manga_id, $chapter_ids ): void {
				$queue = self::entries();
				foreach ( $queue as $i => $entry ) {
					// Chapters join a manga's entry only before its first reader was done, so no reader misses one.
					if ( $entry['manga'] === $manga_id && 0 === $entry['after'] ) {
						$queue[ $i ]['chapters'] = array_values( array_unique( array_merge( $entry['chapters'], $chapter_ids ) ) );
						self::save( $queue );
						return;
					}
				}
				$queue[] = array(
					'manga'    => $manga_id,
					'chapters' => array_values( array_map( 'intval', $chapter_ids ) ),
					'after'    => 0,
				);
				self::save( $queue );
			}
		);
		self::schedule();
	}

	/**
	 * One cron run: works for up to BUDGET seconds, then schedules the next run if work is left.
	 */
	public static function run(): void {
		$until = microtime( true ) + (float) apply_filters( 'yomu_alerts_run_seconds', self::BUDGET );
		do {
			$more = microtime( true ) < $until && self::step();
		} while ( $more );
		if ( self::entries() || ! Bookmarkers::ready() ) {
			self::schedule();
		}
	}

	/**
	 * Works until the queue is empty (WP-CLI, tests, the bench).
	 */
	public static function run_all(): void {
		do {
			$more = self::step();
		} while ( $more );
	}

	/**
	 * One batch: the index backfill first, then the next readers of the first queued manga. False when nothing is
	 * left.
	 */
	private static function step(): bool {
		Bookmarkers::maybe_install();
		if ( ! Bookmarkers::ready() ) {
			Bookmarkers::backfill();
			return true;
		}
		$entry = self::entries()[0] ?? null;
		if ( null === $entry ) {
			return false;
		}
		$readers = Bookmarkers::of_manga( $entry['manga'], $entry['after'], self::BATCH );
		$added   = array();
		foreach ( $readers as $user_id ) {
			$new = Unread::add( $user_id, $entry['manga'], $entry['chapters'] );
			if ( $new ) {
				$added[ $user_id ] = $new;
			}
		}
		Digest::collect( $added );
		$last = $readers ? (int) end( $readers ) : $entry['after'];
		$done = count( $readers ) < self::BATCH;
		Lock::with(
			'alerts-queue',
			static function () use ( $entry, $last, $done ): void {
				$queue = self::entries();
				foreach ( $queue as $i => $current ) {
					if ( $current['manga'] === $entry['manga'] && $current['after'] === $entry['after'] && $current['chapters'] === $entry['chapters'] ) {
						if ( $done ) {
							unset( $queue[ $i ] );
						} else {
							$queue[ $i ]['after'] = $last;
						}
						break;
					}
				}
				self::save( array_values( $queue ) );
			}
		);
		return true;
	}

	/**
	 * The queue as stored, malformed entries dropped.
	 *
	 * @return array<int, array{manga: int, chapters: int[], after: int}>
	 */
	public static function entries(): array {
		wp_cache_delete( self::OPTION, 'options' );
		$stored = get_option( self::OPTION, array() );
		$queue  = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['manga'], $entry['chapters'], $entry['after'] ) && is_array( $entry['chapters'] ) ) {
				$queue[] = array(
					'manga'    => (int) $entry['manga'],
					'chapters' => array_map( 'intval', $entry['chapters'] ),
					'after'    => (int) $entry['after'],
				);
			}
		}
		return $queue;
	}

	/**
	 * Saves the queue (not autoloaded: only the runs read it).
	 *
	 * @param array<int, array{manga: int, chapters: int[], after: int}> $queue The queue.
	 */
	private static function save( array $queue ): void {
		update_option( self::OPTION, $queue, false );
	}

	/**
	 * A run now, unless one is already due.
	 */
	private static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}
}
