<?php
/**
 * Queues every image chapter still missing variants, and every manga cover still without its crops (a site coming
 * from Madara). Only ever started by an
 * administrator (the status screen's button or `wp yomu images queue`), never on activation: a site that was
 * just migrated must not be flooded with work it did not ask for.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

/**
 * Backfill.
 */
final class Backfill {

	/**
	 * Queues the chapters and the covers and starts the worker; returns how many chapters were queued.
	 */
	public static function run(): int {
		$covers = CoverQueue::backfill();
		$queued = 0;
		foreach ( ( new ChapterWalk() )->chapters() as $state ) {
			if ( $state['missing'] > 0 ) {
				Queue::add( $state['chapter']->id );
				++$queued;
			}
		}
		if ( $queued > 0 || $covers > 0 ) {
			Background::schedule();
			Trigger::after_answer();
		}
		return $queued;
	}
}
