<?php
/**
 * Seals a chapter's pages in the S3-compatible bucket. Not built yet: bucket pages of locked chapters keep their
 * public URLs (the doctor says so).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Chapter;

/**
 * Bucket seals.
 */
final class BucketSeal {

	/**
	 * Seals or unseals a chapter's bucket objects.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param bool    $sealed  Whether they should be sealed.
	 */
	public static function apply( Chapter $chapter, bool $sealed ): void {
		unset( $chapter, $sealed );
	}

	/**
	 * Whether the chapter's bucket objects are sealed.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function sealed( Chapter $chapter ): bool {
		unset( $chapter );
		return false;
	}

	/**
	 * A signed URL of a sealed bucket object for the current reader, or null when the src is not one.
	 *
	 * @param string  $src     Absolute URL.
	 * @param Chapter $chapter Chapter.
	 */
	public static function url( string $src, Chapter $chapter ): ?string {
		unset( $chapter );
		return '' === $src ? '' : null;
	}

	/**
	 * Unseals every sealed bucket object (on deactivation).
	 */
	public static function unseal_all(): void {
	}
}
