<?php
/**
 * Page variants built in the background: chapters are queued when their pages are stored (unless the
 * `yomu_variants_queue` filter says no, as the demo seeder does), and built after the answer (see Trigger).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Images\ChapterVariants;

/**
 * Hooks.
 */
final class Background {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( QueueTable::class, 'maybe_install' ), 1 );
		add_action( 'yomu_chapter_pages_stored', array( self::class, 'pages_stored' ) );
		Registrar::declare( array( Trigger::class, 'action' ) );
		add_action( Trigger::CRON_HOOK, array( Trigger::class, 'cron' ) );
		CoverQueue::register();
	}

	/**
	 * Queues a chapter whose pages were added or replaced, when some page has no variants yet.
	 *
	 * @param mixed $chapter_id Chapter ID.
	 */
	public static function pages_stored( $chapter_id ): void {
		$chapter_id = (int) $chapter_id;
		/**
		 * Whether a chapter whose pages were stored goes to the background variants queue.
		 *
		 * @param bool $queue      Default true.
		 * @param int  $chapter_id Chapter ID.
		 */
		if ( $chapter_id <= 0 || ! apply_filters( 'yomu_variants_queue', true, $chapter_id ) || 0 === ChapterVariants::missing( $chapter_id ) ) {
			return;
		}
		Queue::add( $chapter_id );
		self::schedule();
		Trigger::after_answer();
	}

	/**
	 * Keeps the hourly safety-net event scheduled (it does nothing when the queue is empty).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( Trigger::CRON_HOOK ) ) {
			wp_schedule_event( time() + 3600, 'hourly', Trigger::CRON_HOOK );
		}
	}
}
