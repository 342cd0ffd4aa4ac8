<?php
/**
 * A reader's bookmarks in Madara's shape: user meta _wp_manga_bookmark = list of {id, c, p, unread_c}, plus the
 * manga's _wp_user_bookmarked list of user ids.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Bookmarks;

use Yomu\Core\Content\FreshMeta;
use Yomu\Core\Content\Lock;
use Yomu\Core\Content\Settings;

/**
 * Reads and writes bookmarks; the newest user_bookmark_max (default 30) are kept, newest last.
 */
final class Store {

	public const USER_META  = '_wp_manga_bookmark';
	public const MANGA_META = '_wp_user_bookmarked';

	/**
	 * The user's bookmarks, malformed entries dropped.
	 *
	 * @param int $user_id The user.
	 * @return array<int, array{id: int, c: int, p: int, unread_c: array<int, int>}>
	 */
	public static function all( int $user_id ): array {
		$list = array();
		foreach ( self::stored( $user_id ) as $entry ) {
			$list[] = array(
				'id'       => (int) $entry['id'],
				'c'        => isset( $entry['c'] ) && is_numeric( $entry['c'] ) ? (int) $entry['c'] : 0,
				'p'        => isset( $entry['p'] ) && is_numeric( $entry['p'] ) ? max( 1, (int) $entry['p'] ) : 1,
				'unread_c' => isset( $entry['unread_c'] ) && is_array( $entry['unread_c'] ) ? array_map( 'intval', $entry['unread_c'] ) : array(),
			);
		}
		return $list;
	}

	/**
	 * The well-formed entries exactly as saved (Madara's `p` may be `''`), so a rewrite of the list keeps the
	 * entries it does not change in Madara's shapes.
	 *
	 * @param int  $user_id The user.
	 * @param bool $fresh   Read past the object cache (under the reader's lock, before a rewrite).
	 * @return array<int, array<string, mixed>>
	 */
	private static function stored( int $user_id, bool $fresh = false ): array {
		$saved = $fresh ? FreshMeta::get( 'user', $user_id, self::USER_META ) : get_user_meta( $user_id, self::USER_META, true );
		$list  = array();
		foreach ( is_array( $saved ) ? $saved : array() as $entry ) {
			if ( is_array( $entry ) && ! empty( $entry['id'] ) && is_numeric( $entry['id'] ) ) {
				$list[] = $entry;
			}
		}
		return $list;
	}

	/**
	 * Whether the user bookmarked the manga.
	 *
	 * @param int $user_id  The user.
	 * @param int $manga_id The manga.
	 */
	public static function has( int $user_id, int $manga_id ): bool {
		return in_array( $manga_id, array_column( self::all( $user_id ), 'id' ), true );
	}

	/**
	 * Adds or moves the manga to the newest place, at a chapter and page.
	 *
	 * @param int $user_id    The user.
	 * @param int $manga_id   The manga.
	 * @param int $chapter_id Chapter id, or 0 for the manga itself.
	 * @param int $page       Page number.
	 */
	public static function add( int $user_id, int $manga_id, int $chapter_id = 0, int $page = 1 ): void {
		$dropped = Lock::with(
			'bookmarks-' . $user_id,
			static function () use ( $user_id, $manga_id, $chapter_id, $page ): array {
				$stored = self::stored( $user_id, true );
				$before = array_values( array_filter( $stored, static fn( $entry ) => (int) $entry['id'] === $manga_id ) );
				$list   = array_values( array_filter( $stored, static fn( $entry ) => (int) $entry['id'] !== $manga_id ) );
				$list[] = array(
					'id'       => $manga_id,
					'c'        => $chapter_id,
					'p'        => max( 1, $page ),
					// Moving the bookmark to another chapter keeps the new-chapter alerts not read yet (Alerts\Unread).
					'unread_c' => isset( $before[0]['unread_c'] ) && is_array( $before[0]['unread_c'] ) ? array_values( $before[0]['unread_c'] ) : array(),
				);
				$max    = max( 1, (int) Settings::get( 'user_bookmark_max' ) );
				FreshMeta::set( 'user', $user_id, self::USER_META, array_slice( $list, -$max ) );
				return array_map( 'intval', array_column( array_slice( $list, 0, max( 0, count( $list ) - $max ) ), 'id' ) );
			}
		);
		self::mark( $manga_id, $user_id, true );
		foreach ( $dropped as $dropped_id ) {
			self::mark( $dropped_id, $user_id, false );
		}
	}

	/**
	 * Removes mangas from the user's bookmarks.
	 *
	 * @param int        $user_id   The user.
	 * @param array<int> $manga_ids The mangas.
	 */
	public static function remove( int $user_id, array $manga_ids ): void {
		Lock::with(
			'bookmarks-' . $user_id,
			static function () use ( $user_id, $manga_ids ): void {
				$list = array_values( array_filter( self::stored( $user_id, true ), static fn( $entry ) => ! in_array( (int) $entry['id'], $manga_ids, true ) ) );
				FreshMeta::set( 'user', $user_id, self::USER_META, $list );
			}
		);
		foreach ( $manga_ids as $manga_id ) {
			self::mark( $manga_id, $user_id, false );
		}
	}

	/**
	 * Adds or removes the user in the manga's list of bookmarkers.
	 *
	 * @param int  $manga_id The manga.
	 * @param int  $user_id  The user.
	 * @param bool $on       Add (true) or remove.
	 */
	private static function mark( int $manga_id, int $user_id, bool $on ): void {
		if ( 'wp-manga' !== get_post_type( $manga_id ) ) {
			return;
		}
		Lock::with(
			'bookmarkers-' . $manga_id,
			static function () use ( $manga_id, $user_id, $on ): void {
				$users = FreshMeta::get( 'post', $manga_id, self::MANGA_META );
				$users = is_array( $users ) ? array_map( 'intval', $users ) : array();
				$users = array_values( array_diff( $users, array( $user_id ) ) );
				if ( $on ) {
					$users[] = $user_id;
				}
				FreshMeta::set( 'post', $manga_id, self::MANGA_META, $users );
			}
		);
	}
}
