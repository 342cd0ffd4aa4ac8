<?php
/**
 * Rewrites period view counts on request (`wp yomu views recount|reset`), always in Madara's formats:
 *
 * - recount: Yomu's table yomu_manga_views is the authoritative count of each period. Recount restarts the
 *   periods that ended with no view since (as the hourly Maintenance does), then copies the table to Madara's
 *   _wp_manga_{period}_views_value ints and _wp_manga_{period}_views arrays, labelled as Madara labels a view
 *   now (Periods::labels), so trending, the rank table and a switch back to Madara all read the same numbers.
 *   Manga that Yomu never counted (no row) keep their meta as it is: there is nothing authoritative to copy.
 * - reset: sets the chosen periods to 0 in the table and in Madara's meta. A manga without a row first adopts
 *   its meta (Counter::adopt), so the periods not reset keep their counts.
 *
 * The total (_wp_manga_views) and the chapters' views column are never changed. A dry run computes the same
 * changes and writes nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

use Yomu\Core\Content\PostTypes;

/**
 * Recount and reset of period counts.
 */
final class Repair {

	/**
	 * Copies the authoritative counts to Madara's meta.
	 *
	 * @param int[]|null    $manga_ids Manga to do, or null for every manga with counts.
	 * @param string[]      $periods   Periods (see Periods::NAMES).
	 * @param int           $now       Unix time.
	 * @param bool          $dry_run   Whether to only report.
	 * @param callable|null $tick      Called once per manga done (progress).
	 * @return array{manga: int, changes: array<int, array{manga: int, key: string, from: string, to: string}>, skipped: int[]}
	 */
	public static function recount( ?array $manga_ids, array $periods, int $now, bool $dry_run, ?callable $tick = null ): array {
		$ids    = $manga_ids ?? self::counted_manga();
		$result = array(
			'manga'   => 0,
			'changes' => array(),
			'skipped' => array(),
		);
		foreach ( $ids as $id ) {
			$row = PostTypes::MANGA === get_post_type( $id ) ? Counter::row( $id ) : null;
			if ( null === $row ) {
				$result['skipped'][] = $id;
			} else {
				$row = self::restarted( $row, $periods, $now );
				self::collect( $result, $id, $row, $periods, $now );
				if ( ! $dry_run ) {
					self::restart_stale( $id, $periods, $now );
					self::write( $id, $periods, $now );
				}
				++$result['manga'];
			}
			if ( $tick ) {
				$tick();
			}
		}
		return $result;
	}

	/**
	 * Sets the chosen periods to 0.
	 *
	 * @param int[]|null    $manga_ids Manga to do, or null for every manga.
	 * @param string[]      $periods   Periods (see Periods::NAMES).
	 * @param int           $now       Unix time.
	 * @param bool          $dry_run   Whether to only report.
	 * @param callable|null $tick      Called once per manga done (progress).
	 * @return array{manga: int, changes: array<int, array{manga: int, key: string, from: string, to: string}>, skipped: int[]}
	 */
	public static function reset( ?array $manga_ids, array $periods, int $now, bool $dry_run, ?callable $tick = null ): array {
		global $wpdb;
		$ids    = $manga_ids ?? self::all_manga();
		$table  = Tables::names()['counts'];
		$starts = Periods::starts( $now );
		$result = array(
			'manga'   => 0,
			'changes' => array(),
			'skipped' => array(),
		);
		foreach ( $ids as $id ) {
			if ( PostTypes::MANGA !== get_post_type( $id ) ) {
				$result['skipped'][] = $id;
			} else {
				$zero = array();
				foreach ( Periods::NAMES as $period ) {
					$zero[ "{$period}_views" ] = '0';
				}
				self::collect( $result, $id, $zero, $periods, $now );
				if ( ! $dry_run ) {
					Counter::adopt( $id, $now );
					$sets = array( 'hits = hits + 1' ); // A copy still in flight loses its guard (see Counter).
					$args = array();
					foreach ( $periods as $period ) {
						$sets[] = "{$period}_views = 0, {$period}_start = %s";
						$args[] = $starts[ $period ];
					}
					$args[] = $id;
					$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET " . implode( ', ', $sets ) . ' WHERE manga_id = %d', $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- columns are ours, values are placeholders.
					self::write( $id, $periods, $now );
				}
				++$result['manga'];
			}
			if ( $tick ) {
				$tick();
			}
		}
		return $result;
	}

	/**
	 * The periods a command option names: one of Periods::NAMES, or 'all' for the four; null when unknown.
	 *
	 * @param string $option The --period value.
	 * @return string[]|null
	 */
	public static function periods( string $option ): ?array {
		if ( 'all' === $option ) {
			return Periods::NAMES;
		}
		return in_array( $option, Periods::NAMES, true ) ? array( $option ) : null;
	}

	/**
	 * A counter row with the chosen periods that ended restarted at 0 (what restart_stale() writes).
	 *
	 * @param array<string, string> $row     Counter row.
	 * @param string[]              $periods Periods.
	 * @param int                   $now     Unix time.
	 * @return array<string, string>
	 */
	private static function restarted( array $row, array $periods, int $now ): array {
		foreach ( Periods::starts( $now ) as $period => $start ) {
			if ( in_array( $period, $periods, true ) && $row[ "{$period}_start" ] !== $start ) {
				$row[ "{$period}_views" ] = '0';
				$row[ "{$period}_start" ] = $start;
			}
		}
		return $row;
	}

	/**
	 * Restarts a manga's chosen periods that ended with no view since.
	 *
	 * @param int      $manga_id Manga post ID.
	 * @param string[] $periods  Periods.
	 * @param int      $now      Unix time.
	 */
	private static function restart_stale( int $manga_id, array $periods, int $now ): void {
		global $wpdb;
		$table = Tables::names()['counts'];
		foreach ( Periods::starts( $now ) as $period => $start ) {
			if ( in_array( $period, $periods, true ) ) {
				$wpdb->query( $wpdb->prepare( "UPDATE `$table` SET {$period}_views = 0, {$period}_start = %s, hits = hits + 1 WHERE manga_id = %d AND {$period}_start <> %s", $start, $manga_id, $start ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			}
		}
	}

	/**
	 * Copies a manga's counter row to Madara's meta and tells the rank table.
	 *
	 * @param int      $manga_id Manga post ID.
	 * @param string[] $periods  Periods.
	 * @param int      $now      Unix time.
	 */
	private static function write( int $manga_id, array $periods, int $now ): void {
		$row = Counter::row( $manga_id );
		if ( null !== $row ) {
			Counter::mirror( $manga_id, $row, $now, $periods );
		}
		wp_cache_delete( $manga_id, 'post_meta' );
		/** This action is documented in plugin/src/Views/Counter.php */
		do_action( 'yomu_manga_counts_changed', $manga_id );
	}

	/**
	 * Adds the meta values that would change to a result.
	 *
	 * @param array{manga: int, changes: array<int, array{manga: int, key: string, from: string, to: string}>, skipped: int[]} $result Result.
	 * @param int                                                                                                              $manga_id Manga post ID.
	 * @param array<string, string>                                                                                            $row      Counts to write ({period}_views).
	 * @param string[]                                                                                                         $periods  Periods.
	 * @param int                                                                                                              $now      Unix time.
	 */
	private static function collect( array &$result, int $manga_id, array $row, array $periods, int $now ): void {
		wp_cache_delete( $manga_id, 'post_meta' );
		$labels = Periods::labels( $now );
		foreach ( array_intersect( Periods::NAMES, $periods ) as $period ) {
			$views  = (int) $row[ "{$period}_views" ];
			$target = array(
				Periods::value_key( $period ) => (string) $views,
				Periods::array_key( $period ) => (string) maybe_serialize( Periods::madara_value( $period, $views, $labels[ $period ] ) ),
			);
			foreach ( $target as $key => $value ) {
				$raw     = get_post_meta( $manga_id, $key, false );
				$current = $raw ? (string) maybe_serialize( $raw[0] ) : '';
				if ( $current !== $value ) {
					$result['changes'][] = array(
						'manga' => $manga_id,
						'key'   => $key,
						'from'  => $current,
						'to'    => $value,
					);
				}
			}
		}
	}

	/**
	 * The manga a command does when none are named: those with counts for recount, every manga for reset.
	 *
	 * @param string $mode recount or reset.
	 * @return int[]
	 */
	public static function manga_ids( string $mode ): array {
		return 'reset' === $mode ? self::all_manga() : self::counted_manga();
	}

	/**
	 * Manga with a counter row, by ID.
	 *
	 * @return int[]
	 */
	private static function counted_manga(): array {
		global $wpdb;
		$table = Tables::names()['counts'];
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT c.manga_id FROM `$table` c INNER JOIN {$wpdb->posts} p ON p.ID = c.manga_id AND p.post_type = %s ORDER BY c.manga_id", PostTypes::MANGA ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Every manga, by ID.
	 *
	 * @return int[]
	 */
	private static function all_manga(): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status <> 'auto-draft' ORDER BY ID", PostTypes::MANGA ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
