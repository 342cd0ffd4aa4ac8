<?php
/**
 * Early-access chapters unlock at their moment everywhere, without anyone visiting wp-admin:
 * - until then, every guest page, REST and OPDS answer is kept by shared caches no longer than the next unlock
 *   moment of the site (filter `yomu_guest_page_fresh_until`, Http\CacheHeaders), so no cached copy outlives it;
 * - at the moment, the manga's cache version is bumped (Content\Cache::bump), which also queues the purge of its
 *   URLs (Purge\ContentEvents, the one `yomu_purge_urls` action at shutdown). This runs in the first request after
 *   the moment, whatever it is (a guest's page, admin-ajax, REST, wp-cron.php), on `init` before anything is
 *   rendered, and in the WP-Cron event scheduled for the moment, which `wp cron event run --due-now` from a system
 *   cron also runs when the site has no visits at all.
 * The state (option yomu_early_access_state: `done`, the time up to which moments were handled, and `next`, the
 * first moment after it) is autoloaded, so the check costs nothing on ordinary requests.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Lock;
use Yomu\Core\Content\SingleEvent;

/**
 * The unlock schedule and its runs.
 */
final class Unlocks {

	public const HOOK  = 'yomu_early_access_unlock';
	public const STATE = 'yomu_early_access_state';

	/**
	 * Whether this request is running the unlocks (its own bumps must not schedule again).
	 *
	 * @var bool
	 */
	private static bool $running = false;

	/**
	 * Hooks the schedule.
	 */
	public static function register(): void {
		add_action( 'init', array( EarlyAccessTable::class, 'maybe_install' ), 1 );
		add_action( 'init', array( self::class, 'maybe_run' ), 5 );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'yomu_manga_content_changed', array( self::class, 'content_changed' ), 20 );
		add_action( 'update_option_' . EarlyAccess::OPTION, array( self::class, 'rule_changed' ), 10, 2 );
		add_action( 'add_option_' . EarlyAccess::OPTION, array( self::class, 'rule_added' ), 10, 2 );
		add_filter( 'yomu_guest_page_fresh_until', array( self::class, 'fresh_until' ) );
	}

	/**
	 * The state as this request knows it.
	 *
	 * @return array{done: int, next: int}
	 */
	public static function state(): array {
		return self::clean( get_option( self::STATE, array() ) );
	}

	/**
	 * Caps how long shared caches keep a guest answer: not past the next unlock moment.
	 *
	 * @param mixed $until Unix time set by others (0 = no limit).
	 */
	public static function fresh_until( $until ): int {
		$until = is_numeric( $until ) ? (int) $until : 0;
		$next  = self::state()['next'];
		if ( $next <= time() ) {
			return $until;
		}
		return $until > 0 ? min( $until, $next ) : $next;
	}

	/**
	 * Runs the unlocks when a moment has come (every request, on init).
	 */
	public static function maybe_run(): void {
		$next = self::state()['next'];
		if ( $next > 0 && $next <= time() ) {
			self::run();
		}
	}

	/**
	 * Bumps (and so purges) every manga whose chapters' moments came since the last run, then schedules the next.
	 */
	public static function run(): void {
		self::exclusively(
			static function (): void {
				$state = self::stored();
				$now   = time();
				if ( $state['next'] > $now ) {
					return; // Another request ran them since this one read the state.
				}
				foreach ( UnlockSchedule::due( $state['done'], $now ) as $manga_id => $chapter_ids ) {
					Cache::bump( $manga_id, ...$chapter_ids );
				}
				self::save( $now, UnlockSchedule::next_after( $now ) );
			}
		);
	}

	/**
	 * Works out the next moment again (after a date was set or a chapter written), once per request.
	 */
	public static function refresh(): void {
		self::exclusively(
			static function (): void {
				$done = self::stored()['done'];
				self::save( $done, UnlockSchedule::next_after( $done ) );
			}
		);
	}

	/**
	 * A manga's chapters changed (a new chapter starts its early access under the site rule): the next moment is
	 * worked out at shutdown, once however many chapters the request wrote.
	 */
	public static function content_changed(): void {
		if ( ! self::$running && ! has_action( 'shutdown', array( self::class, 'refresh' ) ) ) {
			add_action( 'shutdown', array( self::class, 'refresh' ), 1 );
		}
	}

	/**
	 * The site rule saved for the first time.
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  New value.
	 */
	public static function rule_added( $option, $value ): void {
		unset( $option );
		self::rule_changed( array(), $value );
	}

	/**
	 * The site rule changed: chapters it frees or locks now, or whose early-access price changes, are bumped and
	 * purged at once, and the schedule starts from now.
	 *
	 * @param mixed $old Old value.
	 * @param mixed $new New value.
	 */
	public static function rule_changed( $old, $new ): void {
		$old = EarlyAccess::sanitize( $old );
		$new = EarlyAccess::sanitize( $new );
		if ( $old === $new ) {
			return;
		}
		self::exclusively(
			static function () use ( $old, $new ): void {
				$now = time();
				foreach ( UnlockSchedule::touched_by_rule( max( $old['days'], $new['days'] ), $now ) as $manga_id => $chapter_ids ) {
					Cache::bump( $manga_id, ...$chapter_ids );
				}
				self::save( $now, UnlockSchedule::next_after( $now ) );
			}
		);
	}

	/**
	 * Runs work under the site-wide unlock lock, without rescheduling from its own bumps.
	 *
	 * @param callable(): void $work The work.
	 */
	private static function exclusively( callable $work ): void {
		if ( self::$running ) {
			return;
		}
		self::$running = true;
		try {
			Lock::with( 'early-access-unlocks', $work );
		} finally {
			self::$running = false;
		}
	}

	/**
	 * The state as the database holds it now (another request may have run the unlocks since this one began).
	 *
	 * @return array{done: int, next: int}
	 */
	private static function stored(): array {
		global $wpdb;
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::STATE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return self::clean( is_string( $raw ) ? maybe_unserialize( $raw ) : array() );
	}

	/**
	 * Saves the state and schedules the WP-Cron event for the next moment (none when nothing is coming).
	 *
	 * @param int $done Moments up to this time were handled.
	 * @param int $next The next moment, 0 for none.
	 */
	private static function save( int $done, int $next ): void {
		// A site that never had an early-access chapter keeps no state (a chapter write changes no option then).
		if ( 0 !== $next || false !== get_option( self::STATE ) ) {
			update_option(
				self::STATE,
				array(
					'done' => $done,
					'next' => $next,
				),
				true
			);
		}
		SingleEvent::at( self::HOOK, $next );
	}

	/**
	 * A clean state; a site that never had one has handled everything up to now.
	 *
	 * @param mixed $value Stored value.
	 * @return array{done: int, next: int}
	 */
	private static function clean( $value ): array {
		$value = is_array( $value ) ? $value : array();
		return array(
			'done' => isset( $value['done'] ) && is_numeric( $value['done'] ) ? (int) $value['done'] : time(),
			'next' => isset( $value['next'] ) && is_numeric( $value['next'] ) ? (int) $value['next'] : 0,
		);
	}
}
