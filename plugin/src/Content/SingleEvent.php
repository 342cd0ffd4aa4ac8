<?php
/**
 * A WP-Cron hook that runs at one moment: the next early-access unlock, the next scheduled chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Keeps one event of a hook, at the time wanted.
 */
final class SingleEvent {

	/**
	 * Makes the hook's only event run at a time, or removes it (0); nothing is written when it already is so.
	 *
	 * @param string $hook The hook.
	 * @param int    $time Unix time, 0 for none.
	 */
	public static function at( string $hook, int $time ): void {
		$scheduled = wp_next_scheduled( $hook );
		if ( $scheduled === $time || ( false === $scheduled && 0 === $time ) ) {
			return;
		}
		wp_clear_scheduled_hook( $hook );
		if ( $time > 0 ) {
			wp_schedule_single_event( $time, $hook );
		}
	}
}
