<?php
/**
 * One run of the background worker: under one of the worker leases, builds queued chapters one by one until the
 * queue is empty or the run's time budget is spent (a long chapter is cut between pages and goes on in the next
 * run), and says whether other work remains: a chapter that failed waits for a later trigger instead of being
 * retried at once. Up to workers() runs build side by side, each under its own lease and on its own chapters
 * (encoding takes one CPU core each; the default of two leaves the others to visitors).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Content\Lease;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Images\ChapterVariants;

/**
 * Background worker run.
 */
final class Worker {

	/** Seconds a run may start new chapters for (a web worker must not be held for long). */
	public const BUDGET = 20;

	/** The option of the first worker's lease; the others add their number (yomu_variant_worker_lease_2, …). */
	public const LEASE = 'yomu_variant_worker_lease';

	/** Most runs that may build side by side, whatever the filter says. */
	private const MAX_WORKERS = 4;

	/** Seconds a lease lasts without renewal: longer than any one chapter's build. */
	public const LEASE_SECONDS = 300;

	/**
	 * How many runs may build side by side.
	 */
	public static function workers(): int {
		/**
		 * How many background runs may build page variants at the same time (1–4), each in its own PHP process.
		 *
		 * @param int $workers Default 2.
		 */
		return max( 1, min( self::MAX_WORKERS, (int) apply_filters( 'yomu_variant_workers', 2 ) ) );
	}

	/**
	 * The option of a worker's lease.
	 *
	 * @param int $slot 0 to workers() - 1.
	 */
	private static function lease_option( int $slot ): string {
		return 0 === $slot ? self::LEASE : self::LEASE . '_' . ( $slot + 1 );
	}

	/**
	 * A worker's lease.
	 *
	 * @param int $slot 0 to workers() - 1.
	 */
	public static function lease( int $slot = 0 ): Lease {
		return new Lease( self::lease_option( $slot ), self::LEASE_SECONDS );
	}

	/**
	 * How many runs hold a live lease now, of all slots but one.
	 *
	 * @param int $except The caller's own slot, or -1.
	 */
	public static function running( int $except = -1 ): int {
		$running = 0;
		for ( $slot = 0; $slot < self::MAX_WORKERS; $slot++ ) {
			$running += $slot !== $except && Lease::held( self::lease_option( $slot ) ) ? 1 : 0;
		}
		return $running;
	}

	/**
	 * Runs once; false when every worker lease is held (those runs will see the queue themselves).
	 *
	 * @param int           $budget   Seconds.
	 * @param callable|null $on_lease Called once the lease is held, with whether another run could start beside.
	 * @return array{covers: int, chapters: int, pages: int, failed: int, more: bool}|false
	 */
	public static function run( int $budget = self::BUDGET, ?callable $on_lease = null ) {
		$held = self::free_lease();
		if ( null === $held ) {
			return false;
		}
		list( $slot, $lease ) = $held;
		if ( null !== $on_lease ) {
			$on_lease( self::running() < self::workers() );
		}
		$totals   = array(
			'covers'   => 0,
			'chapters' => 0,
			'pages'    => 0,
			'failed'   => 0,
		);
		$deadline = microtime( true ) + $budget;
		$started  = microtime( true );
		$tried    = array();
		$more     = false;
		try {
			$totals['covers'] = 0 === $slot ? CoverQueue::work( $deadline ) : 0; // One run keeps the covers' option.
			while ( microtime( true ) < $deadline ) {
				$job = Queue::take( $tried, self::busy_since( $slot ) );
				if ( null === $job ) {
					break;
				}
				$tried[] = $job['chapter_id'];
				$counts  = self::build( $job, max( 1.0, $deadline - microtime( true ) ) );
				++$totals['chapters'];
				$totals['pages']  += $counts['built'];
				$totals['failed'] += $counts['failed'];
				if ( $counts['unfinished'] ) {
					$more = true;
					break;
				}
				if ( ! $lease->renew() ) {
					break;
				}
			}
		} finally {
			$lease->release();
		}
		RunLog::record( $totals['chapters'], $totals['pages'], microtime( true ) - $started );
		$covers_left = 0 === $slot && array() !== CoverQueue::ids();
		return $totals + array( 'more' => $more || $covers_left || Queue::has_work( $tried, self::busy_since( $slot ) ) );
	}

	/**
	 * The first worker lease free now, taken.
	 *
	 * @return array{0: int, 1: Lease}|null Its slot and the lease.
	 */
	private static function free_lease(): ?array {
		$workers = self::workers();
		for ( $slot = 0; $slot < $workers; $slot++ ) {
			$lease = self::lease( $slot );
			if ( $lease->acquire() ) {
				return array( $slot, $lease );
			}
		}
		return null;
	}

	/**
	 * From when a chapter marked as taken may still be in another run's hands (Queue::take skips those). With no
	 * other run alive, none is: a chapter still marked was left by a run that stopped, and is taken at once.
	 *
	 * @param int $slot This run's slot.
	 */
	private static function busy_since( int $slot ): int {
		return self::running( $slot ) > 0 ? time() - self::LEASE_SECONDS : PHP_INT_MAX;
	}

	/**
	 * Builds one taken chapter and settles its queue row.
	 *
	 * @param array{chapter_id: int, generation: int, attempts: int} $job     Taken chapter.
	 * @param float                                                  $seconds Time left: no page is started after it.
	 * @return array{built: int, failed: int, unfinished: bool} Unfinished: the time ran out (the next run goes on).
	 */
	public static function build( array $job, float $seconds ): array {
		$counts = ChapterVariants::build( $job['chapter_id'], $seconds );
		if ( is_wp_error( $counts ) ) {
			if ( null === ChapterRepository::find( $job['chapter_id'] ) ) {
				Queue::remove( $job['chapter_id'] );
			} else {
				Queue::failed( $job['chapter_id'], $job['generation'], $job['attempts'], $counts->get_error_message() );
			}
			return array(
				'built'      => 0,
				'failed'     => 1,
				'unfinished' => false,
			);
		}
		$unfinished = 0 === $counts['failed'] && ChapterVariants::missing( $job['chapter_id'] ) > 0;
		if ( $unfinished ) {
			Queue::unfinished( $job['chapter_id'] );
		} elseif ( $counts['failed'] > 0 ) {
			/* translators: %d: pages. */
			Queue::failed( $job['chapter_id'], $job['generation'], $job['attempts'], sprintf( _n( '%d page could not be read or encoded.', '%d pages could not be read or encoded.', $counts['failed'], 'yomu-core' ), $counts['failed'] ) );
		} else {
			Queue::done( $job['chapter_id'], $job['generation'] );
		}
		return array(
			'built'      => $counts['built'],
			'failed'     => $counts['failed'],
			'unfinished' => $unfinished,
		);
	}
}
