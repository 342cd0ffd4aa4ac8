<?php
/**
 * One run of the background worker: under the lease, builds queued chapters one by one until the queue is empty
 * or the run's time budget is spent (a long chapter is cut between pages and goes on in the next run), and says whether other work remains: a chapter
 * that failed waits for a later trigger instead of being retried at once.
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

	/** The option of the one-worker lease. */
	public const LEASE = 'yomu_variant_worker_lease';

	/** Seconds a lease lasts without renewal: longer than any one chapter's build. */
	public const LEASE_SECONDS = 300;

	/**
	 * The worker's lease.
	 */
	public static function lease(): Lease {
		return new Lease( self::LEASE, self::LEASE_SECONDS );
	}

	/**
	 * Runs once; false when another worker holds the lease (it will see the queue itself).
	 *
	 * @param int $budget Seconds.
	 * @return array{covers: int, chapters: int, pages: int, failed: int, more: bool}|false
	 */
	public static function run( int $budget = self::BUDGET ) {
		$lease = self::lease();
		if ( ! $lease->acquire() ) {
			return false;
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
			$totals['covers'] = CoverQueue::work( $deadline );
			while ( microtime( true ) < $deadline ) {
				$job = Queue::take( $tried );
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
		return $totals + array( 'more' => $more || array() !== CoverQueue::ids() || Queue::has_work( $tried ) );
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
