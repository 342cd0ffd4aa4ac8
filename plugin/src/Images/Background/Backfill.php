<?php
/**
 * Queues every image chapter still missing variants (a site coming from Madara). Only ever started by an
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
	 * Queues the chapters and starts the worker; returns how many were queued.
	 */
	public static function run(): int {
		$queued = 0;
		foreach ( ( new ChapterWalk() )->chapters() as $state ) {
			if ( $state['missing'] > 0 ) {
				Queue::add( $state['chapter']->id );
				++$queued;
			}
		}
		if ( $queued > 0 ) {
			Background::schedule();
			Trigger::after_answer();
		}
		return $queued;
	}
}
