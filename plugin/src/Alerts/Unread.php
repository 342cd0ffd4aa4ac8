<?php
/**
 * The unread chapters of a reader's bookmarks, in Madara's place for them: the `unread_c` list of chapter ids in
 * each _wp_manga_bookmark entry, oldest first, at most the 20 newest (MADARA-SITE §8.7). Written under the same
 * lock as Bookmarks\Store, so a bookmark added at the same moment is not lost; entries are rewritten only in their
 * unread_c, every other key kept as saved.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Alerts;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\FreshMeta;
use Yomu\Core\Content\Lock;
use Yomu\Core\Content\Schema;

/**
 * Reads, adds and clears unread chapters.
 */
final class Unread {

	/**
	 * Madara keeps the 20 newest.
	 */
	public const MAX = 20;

	/**
	 * Adds chapters to the reader's bookmark of a manga; the ids that were new there (none when the reader no
	 * longer bookmarks it).
	 *
	 * @param int   $user_id     The reader.
	 * @param int   $manga_id    The manga.
	 * @param int[] $chapter_ids New chapters, oldest first.
	 * @return int[]
	 */
	public static function add( int $user_id, int $manga_id, array $chapter_ids ): array {
		return self::change(
			$user_id,
			$manga_id,
			static function ( array $unread ) use ( $chapter_ids ): array {
				$known = array_map( 'intval', $unread );
				$added = array_values( array_diff( array_map( 'intval', $chapter_ids ), $known ) );
				return array( array_slice( array_merge( $unread, $added ), -self::MAX ), $added );
			}
		);
	}

	/**
	 * Removes a chapter read from the reader's bookmark of its manga.
	 *
	 * @param int $user_id    The reader.
	 * @param int $manga_id   The manga.
	 * @param int $chapter_id The chapter read.
	 */
	public static function clear( int $user_id, int $manga_id, int $chapter_id ): void {
		if ( $user_id < 1 || ! in_array( $chapter_id, self::of( $user_id )[ $manga_id ] ?? array(), true ) ) {
			return; // Most reads change nothing: no lock, no write.
		}
		self::change(
			$user_id,
			$manga_id,
			static function ( array $unread ) use ( $chapter_id ): array {
				$left = array_values( array_filter( $unread, static fn( $id ): bool => (int) $id !== $chapter_id ) );
				return array( $left, count( $left ) === count( $unread ) ? array() : array( $chapter_id ) );
			}
		);
	}

	/**
	 * The reader's unread chapter ids by manga (mangas without any left out).
	 *
	 * @param int $user_id The reader.
	 * @return array<int, int[]>
	 */
	public static function of( int $user_id ): array {
		$unread = array();
		foreach ( Store::all( $user_id ) as $entry ) {
			if ( $entry['unread_c'] ) {
				$unread[ $entry['id'] ] = $entry['unread_c'];
			}
		}
		return $unread;
	}

	/**
	 * How many unread chapters the reader has across the bookmarks: only chapters that still exist in that manga
	 * (Madara leaves deleted ones in the list), found with one query, and none when the list is empty.
	 *
	 * @param int $user_id The reader.
	 */
	public static function count( int $user_id ): int {
		$unread = self::of( $user_id );
		if ( ! $unread ) {
			return 0;
		}
		$ids = array_values( array_unique( array_merge( ...array_values( $unread ) ) ) );
		global $wpdb;
		$table = Schema::tables()['chapters'];
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, post_id FROM `$table` WHERE chapter_id IN ($in)", $ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$count = 0;
		foreach ( (array) $rows as $row ) {
			$count += in_array( (int) $row->chapter_id, $unread[ (int) $row->post_id ] ?? array(), true ) ? 1 : 0;
		}
		return $count;
	}

	/**
	 * Rewrites the unread_c of one bookmark under the reader's lock.
	 *
	 * @param int      $user_id  The reader.
	 * @param int      $manga_id The manga.
	 * @param callable $edit     From the unread list: the new list and the ids changed.
	 * @phpstan-param callable(array<int, mixed>): array{0: array<int, mixed>, 1: int[]} $edit
	 * @return int[] The ids changed.
	 */
	private static function change( int $user_id, int $manga_id, callable $edit ): array {
		return Lock::with(
			'bookmarks-' . $user_id,
			static function () use ( $user_id, $manga_id, $edit ): array {
				$list = FreshMeta::get( 'user', $user_id, Store::USER_META );
				if ( ! is_array( $list ) ) {
					return array();
				}
				foreach ( $list as $key => $entry ) {
					if ( is_array( $entry ) && isset( $entry['id'] ) && is_numeric( $entry['id'] ) && (int) $entry['id'] === $manga_id ) {
						$unread                 = isset( $entry['unread_c'] ) && is_array( $entry['unread_c'] ) ? array_values( $entry['unread_c'] ) : array();
						list( $next, $changed ) = $edit( $unread );
						if ( ! $changed ) {
							return array();
						}
						$list[ $key ]['unread_c'] = $next;
						Bookmarkers::quietly( static fn() => FreshMeta::set( 'user', $user_id, Store::USER_META, $list ) );
						return $changed;
					}
				}
				return array();
			}
		);
	}
}
