<?php
/**
 * The new-chapter e-mails of readers who asked for them (Preference): the alert runs collect each such reader's
 * new chapter ids in user meta _yomu_alerts_pending, and a cron event sends them, BATCH readers per run: the
 * readers who chose "at once" whenever some are waiting, the ones who chose "a day" once a day. Each e-mail is
 * written in the reader's own language and carries a one-click unsubscribe link (Unsubscribe).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts\Mail;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

/**
 * Collecting and sending.
 */
final class Digest {

	public const PENDING    = '_yomu_alerts_pending';
	public const HOOK       = 'yomu_alerts_mail';
	public const DAILY_HOOK = 'yomu_alerts_daily';

	/**
	 * Set by the daily event until every "a day" reader got the e-mail.
	 */
	public const DAILY_DUE = 'yomu_alerts_daily_due';

	private const BATCH = 50;

	/**
	 * An e-mail lists at most this many chapters.
	 */
	private const MAX = 50;

	/**
	 * Hooks the events.
	 */
	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( self::DAILY_HOOK, array( self::class, 'daily' ) );
		add_action( 'init', array( self::class, 'schedule_daily' ), 20 );
	}

	/**
	 * The daily event, once.
	 */
	public static function schedule_daily(): void {
		if ( ! wp_next_scheduled( self::DAILY_HOOK ) ) {
			wp_schedule_event( time() + 86400, 'daily', self::DAILY_HOOK ); // First run a day from now.
		}
	}

	/**
	 * Keeps the new chapters of the readers who want e-mails.
	 *
	 * @param array<int, int[]> $added Reader id => chapter ids just added to their bookmarks.
	 */
	public static function collect( array $added ): void {
		if ( ! $added ) {
			return;
		}
		global $wpdb;
		$ids   = array_keys( $added );
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$modes = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s AND user_id IN ($in)", array_merge( array( Preference::META ), $ids ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$now   = false;
		foreach ( (array) $modes as $row ) {
			$user    = (int) $row->user_id;
			$pending = get_user_meta( $user, self::PENDING, true );
			$pending = is_array( $pending ) ? array_map( 'intval', $pending ) : array();
			update_user_meta( $user, self::PENDING, array_slice( array_values( array_unique( array_merge( $pending, $added[ $user ] ) ) ), -self::MAX ) );
			$now = $now || Preference::INSTANT === $row->meta_value;
		}
		if ( $now ) {
			self::schedule();
		}
	}

	/**
	 * The daily event: the "a day" readers are due.
	 */
	public static function daily(): void {
		update_option( self::DAILY_DUE, 1, false );
		self::schedule();
	}

	/**
	 * One run: sends up to BATCH e-mails, and schedules the next run while readers are waiting.
	 */
	public static function run(): void {
		if ( self::send_batch() ) {
			self::schedule();
		}
	}

	/**
	 * Sends the next e-mails; whether more are waiting.
	 */
	public static function send_batch(): bool {
		$modes = array( Preference::INSTANT );
		if ( get_option( self::DAILY_DUE ) ) {
			$modes[] = Preference::DAILY;
		}
		global $wpdb;
		$users = $wpdb->get_col( $wpdb->prepare( "SELECT p.user_id FROM {$wpdb->usermeta} p INNER JOIN {$wpdb->usermeta} m ON m.user_id = p.user_id AND m.meta_key = %s WHERE p.meta_key = %s AND m.meta_value IN (%s, %s) ORDER BY p.user_id ASC LIMIT %d", Preference::META, self::PENDING, $modes[0], $modes[1] ?? $modes[0], self::BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $users as $user_id ) {
			self::send( (int) $user_id );
		}
		$more = count( $users ) === self::BATCH;
		if ( ! $more ) {
			delete_option( self::DAILY_DUE );
		}
		return $more;
	}

	/**
	 * Sends one reader's e-mail (in the reader's language) and forgets the chapters it listed.
	 *
	 * @param int $user_id The reader.
	 */
	public static function send( int $user_id ): bool {
		$user    = get_userdata( $user_id );
		$pending = get_user_meta( $user_id, self::PENDING, true );
		delete_user_meta( $user_id, self::PENDING );
		if ( ! $user instanceof \WP_User || ! is_email( $user->user_email ) || ! is_array( $pending ) ) {
			return false;
		}
		$switched = function_exists( 'switch_to_user_locale' ) ? switch_to_user_locale( $user_id ) : switch_to_locale( get_user_locale( $user ) );
		try {
			$lines = self::lines( array_map( 'intval', $pending ) );
			if ( ! $lines ) {
				return false;
			}
			$link = Unsubscribe::url( $user_id );
			/* translators: %s: site name. */
			$subject = sprintf( __( 'New chapters on %s', 'yomu-core' ), self::plain( get_bloginfo( 'name' ) ) );
			$body    = __( 'New chapters of the manga you bookmarked:', 'yomu-core' ) . "\n\n" . implode( "\n", $lines ) . "\n\n"
				/* translators: %s: unsubscribe link. */
				. sprintf( __( 'To get no more of these e-mails, open this link: %s', 'yomu-core' ), $link ) . "\n";
			return wp_mail(
				$user->user_email,
				$subject,
				$body,
				array(
					'List-Unsubscribe: <' . $link . '>',
					'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
				)
			);
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * "Manga – Chapter: link" for each chapter still there, in a manga still public.
	 *
	 * @param int[] $chapter_ids Chapter ids.
	 * @return string[]
	 */
	private static function lines( array $chapter_ids ): array {
		$lines = array();
		foreach ( $chapter_ids as $chapter_id ) {
			$chapter = ChapterRepository::find( $chapter_id );
			$manga   = $chapter ? get_post( $chapter->manga_id ) : null;
			if ( ! $chapter || ! $manga instanceof \WP_Post || 'publish' !== $manga->post_status || '' !== $manga->post_password ) {
				continue;
			}
			$name    = trim( $chapter->name . ' ' . $chapter->name_extend );
			$lines[] = self::plain( get_the_title( $manga ) ) . ' – ' . $name . ': ' . Urls::chapter( $manga, $chapter );
		}
		return $lines;
	}

	/**
	 * Text for a plain-text e-mail: tags dropped, entities (titles come texturized) turned back into characters.
	 *
	 * @param string $html Title or name as WordPress prints it.
	 */
	private static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * A run now, unless one is due.
	 */
	private static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}
}
