<?php
/**
 * Finds which manga a volume or chapter belongs to, from the database: the client's word is never taken.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\VolumeWriter;

/**
 * Server-side ownership lookups.
 */
final class Targets {

	/**
	 * Whether a post ID is a manga (any status but trash).
	 *
	 * @param int $manga_id Post ID.
	 */
	public static function is_manga( int $manga_id ): bool {
		$post = $manga_id > 0 ? get_post( $manga_id ) : null;
		return $post instanceof \WP_Post && PostTypes::MANGA === $post->post_type && 'trash' !== $post->post_status;
	}

	/**
	 * The manga a volume belongs to, or 0 when the volume does not exist.
	 *
	 * @param int $volume_id Volume ID.
	 */
	public static function manga_of_volume( int $volume_id ): int {
		$volume = VolumeWriter::find( $volume_id );
		return $volume ? $volume->manga_id : 0;
	}

	/**
	 * The manga a chapter belongs to, or 0 when the chapter does not exist.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function manga_of_chapter( int $chapter_id ): int {
		$chapter = $chapter_id > 0 ? ChapterRepository::find( $chapter_id ) : null;
		return $chapter ? $chapter->manga_id : 0;
	}

	/**
	 * Whether a volume ID is a valid target inside a manga: 0 ("no volume") or one of its volumes.
	 *
	 * @param int $volume_id Volume ID.
	 * @param int $manga_id  Manga post ID.
	 */
	public static function volume_fits( int $volume_id, int $manga_id ): bool {
		return 0 === $volume_id || self::manga_of_volume( $volume_id ) === $manga_id;
	}

	/**
	 * A list of positive integer IDs from a request value; anything else is dropped.
	 *
	 * @param mixed $value Request value (array expected).
	 * @return int[]
	 */
	public static function ids( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$ids = array();
		foreach ( $value as $item ) {
			if ( is_scalar( $item ) && preg_match( '/^\d+$/', (string) $item ) && (int) $item > 0 ) {
				$ids[] = (int) $item;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A positive integer from a request value, 0 when it is not one.
	 *
	 * @param mixed $value Request value.
	 */
	public static function id( $value ): int {
		return is_scalar( $value ) && preg_match( '/^\d+$/', (string) $value ) ? (int) $value : 0;
	}
}
