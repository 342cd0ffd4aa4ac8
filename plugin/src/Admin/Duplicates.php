<?php
/**
 * Names an editor used twice in one manga: a volume name (refused) or a chapter name inside one volume (created,
 * with a warning: a chapter's files would be lost by a refusal, and "Extra" or "Bonus" twice can be on purpose).
 * Names compare without case and surrounding spaces.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;

/**
 * Lookups by name.
 */
final class Duplicates {

	/**
	 * Whether another volume of the manga has this name.
	 *
	 * @param int    $manga_id  Manga.
	 * @param string $name      The name.
	 * @param int    $except_id The volume being renamed (0 for a new one).
	 */
	public static function volume( int $manga_id, string $name, int $except_id = 0 ): bool {
		foreach ( ChapterRepository::volumes( $manga_id ) as $volume ) {
			if ( $volume->id !== $except_id && self::same( $volume->name, $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether another chapter in the same volume of the manga has this name.
	 *
	 * @param int    $manga_id  Manga.
	 * @param int    $volume_id Volume (0: no volume).
	 * @param string $name      The name.
	 * @param int    $except_id The chapter itself.
	 */
	public static function chapter( int $manga_id, int $volume_id, string $name, int $except_id ): bool {
		foreach ( ChapterRepository::with_scheduled( $manga_id ) as $chapter ) {
			if ( $chapter->id !== $except_id && $chapter->volume_id === $volume_id && self::same( $chapter->name, $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether two names are the same to a reader.
	 *
	 * @param string $a One name.
	 * @param string $b The other.
	 */
	private static function same( string $a, string $b ): bool {
		return mb_strtolower( trim( $a ) ) === mb_strtolower( trim( $b ) );
	}
}
