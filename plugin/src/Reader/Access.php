<?php
/**
 * Turns request fields into a readable manga and chapter: ids must be whole numbers, slugs are only compared
 * with stored slugs, and a manga must be published (or readable by the signed-in user) and, with a password,
 * unlocked by the visitor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;


/**
 * Lookups that return null for anything hostile or hidden.
 */
final class Access {

	/**
	 * A positive whole number from a field, else 0.
	 *
	 * @param mixed $raw Field value.
	 */
	public static function id( $raw ): int {
		$raw = is_scalar( $raw ) ? trim( (string) $raw ) : '';
		return '' !== $raw && strlen( $raw ) <= 12 && ctype_digit( $raw ) ? (int) $raw : 0;
	}

	/**
	 * A manga the current visitor may read: published (or readable by the signed-in user), and, when it has a
	 * password, one the visitor has entered (as its chapter pages ask).
	 *
	 * @param mixed $raw Manga id field.
	 */
	public static function manga( $raw ): ?\WP_Post {
		$id    = self::id( $raw );
		$manga = $id > 0 ? get_post( $id ) : null;
		return $manga instanceof \WP_Post && Policy::chapters( $manga )->allowed() ? $manga : null;
	}

	/**
	 * A chapter of the manga by slug (stored spelling, or its percent-encoded form).
	 *
	 * @param \WP_Post $manga Manga.
	 * @param mixed    $raw   Slug field.
	 */
	public static function chapter( \WP_Post $manga, $raw ): ?Chapter {
		$slug = is_string( $raw ) ? trim( $raw ) : '';
		if ( '' === $slug || strlen( $slug ) > 400 ) {
			return null;
		}
		return ChapterRepository::by_slug( $manga->ID, $slug ) ?? ChapterRepository::by_slug( $manga->ID, strtolower( rawurlencode( $slug ) ) );
	}
}
