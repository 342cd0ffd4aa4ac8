<?php
/**
 * The chapters waiting for page variants, in the database (see QueueTable). A chapter is taken by one worker at
 * a time (a conditional UPDATE: of two runs reaching for it, one gets it), counted as an attempt before its build
 * starts, and removed when its build succeeds; a chapter that fails MAX_ATTEMPTS times stays in the table as failing, with the last reason,
 * until it is queued again.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

/**
 * Queue rows.
 */
final class Queue {

	/** Builds of one chapter before it is reported as failing instead of retried. */
	public const MAX_ATTEMPTS = 3;

	/**
	 * Queues a chapter (again): a failing one gets fresh attempts, one in a worker's hand is built again after.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function add( int $chapter_id ): void {
		global $wpdb;
		$table = QueueTable::name();
		$now   = time();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a work queue, never cached.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE `$table` SET generation = generation + 1, queued_at = %d, attempts = 0, failed_at = 0, reason = '' WHERE chapter_id = %d", $now, $chapter_id ) );
		if ( 0 === $updated ) {
			$suppress = $wpdb->suppress_errors();
			$inserted = $wpdb->insert(
				$table,
				array(
					'chapter_id' => $chapter_id,
					'queued_at'  => $now,
				),
				array( '%d', '%d' )
			);
			$wpdb->suppress_errors( $suppress );
			if ( ! $inserted ) { // Queued by another request in between.
				$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET generation = generation + 1, queued_at = %d, attempts = 0, failed_at = 0, reason = '' WHERE chapter_id = %d", $now, $chapter_id ) );
			}
		}
		// phpcs:enable
	}

	/**
	 * The next chapter to build, marked as taken and counted as an attempt; null when nothing is waiting.
	 * Chapters with fewer attempts come first, so a chapter that keeps failing never holds up the others. A
	 * chapter marked as taken since $busy_since is in another run's hands and left to it; one marked before was in
	 * the hand of a run that stopped: it is retried, or reported as failing once it has used its attempts.
	 *
	 * @param int[] $tried      Chapters this run already took (a failure is retried by a later run, not at once).
	 * @param int   $busy_since Time from which a taken chapter is another live run's (PHP_INT_MAX: none is).
	 * @return array{chapter_id: int, generation: int, attempts: int}|null
	 */
	public static function take( array $tried = array(), int $busy_since = PHP_INT_MAX ): ?array {
		global $wpdb;
		$table = QueueTable::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a work queue, never cached; waiting_rows() holds integers only.
		while ( true ) {
			$row = $wpdb->get_row( "SELECT chapter_id, generation, attempts, started_at FROM `$table` WHERE " . self::waiting_rows( $tried, $busy_since ) . ' ORDER BY attempts ASC, queued_at ASC, chapter_id ASC LIMIT 1' );
			if ( ! $row ) {
				return null;
			}
			$chapter_id = (int) $row->chapter_id;
			$attempts   = (int) $row->attempts;
			$tried[]    = $chapter_id;
			if ( (int) $row->started_at > 0 && $attempts >= self::MAX_ATTEMPTS ) {
				self::give_up( $chapter_id, (int) $row->generation, __( 'The worker stopped while building this chapter.', 'yomu-core' ) );
				continue;
			}
			$claimed = $wpdb->query( $wpdb->prepare( "UPDATE `$table` SET attempts = attempts + 1, started_at = %d WHERE chapter_id = %d AND attempts = %d AND started_at = %d", time(), $chapter_id, $attempts, (int) $row->started_at ) );
			if ( 1 !== $claimed ) {
				continue; // Another run took it between the two queries.
			}
			return array(
				'chapter_id' => $chapter_id,
				'generation' => (int) $row->generation,
				'attempts'   => $attempts + 1,
			);
		}
		// phpcs:enable
	}

	/**
	 * The WHERE clause of chapters a run may take: not failing, not tried by it, not in another run's hands.
	 *
	 * @param int[] $tried      Chapters to leave out.
	 * @param int   $busy_since See take().
	 */
	private static function waiting_rows( array $tried, int $busy_since ): string {
		$where = 'failed_at = 0';
		if ( $tried ) {
			$where .= ' AND chapter_id NOT IN (' . implode( ',', array_map( 'intval', $tried ) ) . ')';
		}
		if ( PHP_INT_MAX !== $busy_since ) {
			$where .= ' AND (started_at = 0 OR started_at < ' . $busy_since . ')';
		}
		return $where;
	}

	/**
	 * A chapter built: removed, unless it was queued again while it was built.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @param int $generation Generation taken.
	 */
	public static function done( int $chapter_id, int $generation ): void {
		global $wpdb;
		$table = QueueTable::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a work queue, never cached.
		$wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE chapter_id = %d AND generation = %d", $chapter_id, $generation ) );
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET started_at = 0 WHERE chapter_id = %d", $chapter_id ) );
		// phpcs:enable
	}

	/**
	 * A build failed: the chapter waits for another attempt, or is reported as failing when it has none left.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param int    $generation Generation taken.
	 * @param int    $attempts   Attempts used, this one included.
	 * @param string $reason     Why, for the status screen.
	 */
	public static function failed( int $chapter_id, int $generation, int $attempts, string $reason ): void {
		global $wpdb;
		if ( $attempts >= self::MAX_ATTEMPTS ) {
			self::give_up( $chapter_id, $generation, $reason );
			return;
		}
		$table = QueueTable::name();
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET started_at = 0, reason = %s WHERE chapter_id = %d", self::clip( $reason ), $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * A build cut short by the run's time budget: the chapter waits for the next run, and this does not count as
	 * an attempt (a long strip may need several runs).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function unfinished( int $chapter_id ): void {
		global $wpdb;
		$table = QueueTable::name();
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET started_at = 0, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Stops retrying a chapter (unless it was queued again meanwhile, which gave it fresh attempts).
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param int    $generation Generation taken.
	 * @param string $reason     Why.
	 */
	private static function give_up( int $chapter_id, int $generation, string $reason ): void {
		global $wpdb;
		$table = QueueTable::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a work queue, never cached.
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET started_at = 0, failed_at = %d, reason = %s WHERE chapter_id = %d AND generation = %d", time(), self::clip( $reason ), $chapter_id, $generation ) );
		$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET started_at = 0 WHERE chapter_id = %d", $chapter_id ) );
		// phpcs:enable
	}

	/**
	 * Forgets a chapter (deleted meanwhile).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function remove( int $chapter_id ): void {
		global $wpdb;
		$wpdb->delete( QueueTable::name(), array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Whether chapters are waiting for a run (failing ones do not count).
	 *
	 * @param int[] $tried      Chapters not to count (a run's failures wait for a later trigger).
	 * @param int   $busy_since Time from which a taken chapter is another live run's and not counted (see take()).
	 */
	public static function has_work( array $tried = array(), int $busy_since = PHP_INT_MAX ): bool {
		global $wpdb;
		$table = QueueTable::name();
		return null !== $wpdb->get_var( "SELECT chapter_id FROM `$table` WHERE " . self::waiting_rows( $tried, $busy_since ) . ' LIMIT 1' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- waiting_rows() holds integers only.
	}

	/**
	 * Chapters waiting to be built.
	 */
	public static function waiting(): int {
		global $wpdb;
		$table = QueueTable::name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table` WHERE failed_at = 0" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Chapters that failed every attempt, newest first, with their reason.
	 *
	 * @param int $limit Rows.
	 * @return array<int, array{chapter_id: int, failed_at: int, reason: string}>
	 */
	public static function failing( int $limit = 50 ): array {
		global $wpdb;
		$table = QueueTable::name();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, failed_at, reason FROM `$table` WHERE failed_at > 0 ORDER BY failed_at DESC, chapter_id ASC LIMIT %d", $limit ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return array_map(
			static fn ( $row ): array => array(
				'chapter_id' => (int) $row->chapter_id,
				'failed_at'  => (int) $row->failed_at,
				'reason'     => (string) $row->reason,
			),
			$rows
		);
	}

	/**
	 * Chapters that failed every attempt.
	 */
	public static function failing_count(): int {
		global $wpdb;
		$table = QueueTable::name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table` WHERE failed_at > 0" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * A reason short enough for its column.
	 *
	 * @param string $reason Reason.
	 */
	private static function clip( string $reason ): string {
		return mb_substr( $reason, 0, 255 );
	}
}
