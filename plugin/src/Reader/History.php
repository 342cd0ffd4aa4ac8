<?php
/**
 * A signed-in reader's history in Madara's shape: user meta _wp_manga_history = list of {id, c, p, i, t},
 * newest first, one entry per manga, cut to the history length (MADARA §1.6).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\FreshMeta;
use Yomu\Core\Content\Lock;

/**
 * Writes the history user meta.
 */
final class History {

	public const META = '_wp_manga_history';

	/**
	 * Puts a reading position first in a user's history.
	 *
	 * @param int $user_id    User.
	 * @param int $manga_id   Manga.
	 * @param int $chapter_id Chapter.
	 * @param int $page       Reading page.
	 * @param int $image      Image index.
	 * @param int $now        Unix time.
	 */
	public static function record( int $user_id, int $manga_id, int $chapter_id, int $page, int $image, int $now ): void {
		// Page turns of two tabs can arrive together: the read-modify-write runs under the reader's lock.
		Lock::with(
			'history-' . $user_id,
			static function () use ( $user_id, $manga_id, $chapter_id, $page, $image, $now ): void {
				$stored  = FreshMeta::get( 'user', $user_id, self::META );
				$entries = array_values(
					array_filter(
						is_array( $stored ) ? $stored : array(),
						static fn ( $entry ): bool => is_array( $entry ) && isset( $entry['id'] ) && (int) $entry['id'] !== $manga_id
					)
				);
				array_unshift(
					$entries,
					array(
						'id' => $manga_id,
						'c'  => $chapter_id,
						'p'  => $page,
						'i'  => $image,
						't'  => $now,
					)
				);
				FreshMeta::set( 'user', $user_id, self::META, array_slice( $entries, 0, Options::history_items() ) );
			}
		);
		/**
		 * After a reading position is recorded: the chapter counts as read (Alerts\Display clears its alert).
		 *
		 * @param int $user_id    User.
		 * @param int $manga_id   Manga.
		 * @param int $chapter_id Chapter.
		 */
		do_action( 'yomu_history_recorded', $user_id, $manga_id, $chapter_id );
	}
}
