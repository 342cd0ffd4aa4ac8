<?php
/**
 * Publishes scheduled chapters at their minute. Three ways reach it, whichever comes first:
 * - the WP-Cron event set for the next chapter's minute (WP-Cron runs on page loads; a site with DISABLE_WP_CRON runs
 *   `wp cron event run --due-now` from a real cron every minute);
 * - the first request after that minute, which checks one autoloaded option on init, so a visitor never sees the
 *   site without a chapter that is due;
 * - guest pages cached by the page cache are fresh only until the next minute on the schedule
 *   (yomu_guest_page_fresh_until), and the release purges the manga's pages.
 * Each release takes the chapter's row off the schedule first; only the request whose delete removed the row goes
 * on, so several nodes publishing at once release a chapter (and send its alerts) exactly once.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Schedule;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\SingleEvent;

/**
 * The schedule's clock.
 */
final class Publisher {

	public const HOOK = 'yomu_publish_scheduled_chapters';
	public const NEXT = 'yomu_chapter_schedule_next';

	/**
	 * Hooks the publisher.
	 */
	public static function register(): void {
		add_action( 'init', array( Table::class, 'maybe_install' ), 1 );
		add_action( 'init', array( self::class, 'maybe_run' ), 5 );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_filter( 'yomu_guest_page_fresh_until', array( self::class, 'fresh_until' ) );
		add_action( 'yomu_chapter_deleted', array( self::class, 'forget' ) );
	}

	/**
	 * A deleted chapter leaves the schedule.
	 *
	 * @param mixed $chapter The deleted chapter.
	 */
	public static function forget( $chapter ): void {
		if ( $chapter instanceof Chapter && isset( Table::of_manga( $chapter->manga_id )[ $chapter->id ] ) ) {
			Table::set( $chapter->manga_id, $chapter->id, null );
		}
	}

	/**
	 * Publishes what is due, when something is (one option read per request otherwise).
	 */
	public static function maybe_run(): void {
		$next = (int) get_option( self::NEXT, 0 );
		if ( $next > 0 && $next <= time() ) {
			self::run();
		} elseif ( $next > 0 && false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( $next, self::HOOK ); // Deactivation cleared it.
		}
	}

	/**
	 * Publishes every chapter whose minute has come, then sets the clock for the next.
	 */
	public static function run(): void {
		foreach ( Table::due( time() ) as $chapter_id => $manga_id ) {
			self::release( $chapter_id, $manga_id );
		}
		self::refresh();
	}

	/**
	 * Publishes one scheduled chapter now: takes it off the schedule, bumps (and so purges) its manga and sends the
	 * release on (alerts). False when another request took it first.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @param int $manga_id   Its manga.
	 */
	public static function release( int $chapter_id, int $manga_id ): bool {
		if ( ! Table::take( $chapter_id ) ) {
			return false;
		}
		Cache::bump( $manga_id, $chapter_id );
		$chapter = ChapterRepository::find( $chapter_id );
		if ( null !== $chapter ) {
			ChapterWriter::released( $chapter );
		}
		return true;
	}

	/**
	 * Sets the clock (the option and the WP-Cron event) for the first chapter on the schedule, or clears it.
	 */
	public static function refresh(): void {
		$next = Table::next();
		if ( (int) get_option( self::NEXT, 0 ) !== $next ) {
			update_option( self::NEXT, $next, true );
		}
		SingleEvent::at( self::HOOK, $next );
	}

	/**
	 * A cached guest page stays fresh no longer than the next publication.
	 *
	 * @param mixed $until Unix time until which the page is fresh (0: no limit from others).
	 */
	public static function fresh_until( $until ): int {
		$until = is_numeric( $until ) ? (int) $until : 0;
		$next  = (int) get_option( self::NEXT, 0 );
		if ( $next <= time() ) {
			return $until;
		}
		return $until > 0 ? min( $until, $next ) : $next;
	}
}
