<?php
/**
 * The chapters a migration walks: every chapter of the site (or of some manga), in chapter ID order, read in
 * batches so that a large site never sits in memory at once.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\Schema;

/**
 * Chapter walk.
 */
final class Candidates {

	private const BATCH = 200;

	/**
	 * Starts a walk.
	 *
	 * @param int[]|null $manga_ids Only the chapters of these manga, or null for all.
	 */
	public function __construct( private readonly ?array $manga_ids ) {}

	/**
	 * How many chapters the walk visits.
	 */
	public function count(): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table` WHERE " . $this->where() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- where() is prepared.
	}

	/**
	 * The chapters, each read fresh from the database when its batch is reached.
	 *
	 * @return \Generator<int, Chapter>
	 */
	public function chapters(): \Generator {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		$after = 0;
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `$table` WHERE chapter_id > %d AND " . $this->where() . ' ORDER BY chapter_id ASC LIMIT %d', $after, self::BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- where() is prepared.
			$full = count( $rows ) === self::BATCH;
			foreach ( $rows as $row ) {
				$after = (int) $row->chapter_id;
				yield Chapter::from_row( $row );
			}
		} while ( $full );
	}

	/**
	 * The prepared manga condition.
	 */
	private function where(): string {
		global $wpdb;
		if ( null === $this->manga_ids ) {
			return '1 = 1';
		}
		if ( ! $this->manga_ids ) {
			return '1 = 0';
		}
		return $wpdb->prepare( 'post_id IN (' . implode( ',', array_fill( 0, count( $this->manga_ids ), '%d' ) ) . ')', $this->manga_ids ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}
}
