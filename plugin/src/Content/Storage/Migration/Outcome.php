<?php
/**
 * What happened to one chapter in a storage migration.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

/**
 * Immutable result of one chapter.
 */
final class Outcome {

	/** The chapter now reads from the target storage. */
	public const MOVED = 'moved';

	/** The chapter was already on the target; its old copy was removed as asked (--delete-local/--delete-remote). */
	public const CLEANED = 'cleaned';

	/** Dry run: the chapter would move. */
	public const WOULD_MOVE = 'would-move';

	/** Nothing to do for this chapter (already there, another storage, text or video). */
	public const SKIPPED = 'skipped';

	/** The chapter was left as it was because a step failed. */
	public const FAILED = 'failed';

	/**
	 * Builds an outcome.
	 *
	 * @param string $kind   One of the constants.
	 * @param string $reason Why it was skipped or failed (translated), '' otherwise.
	 * @param int    $pages  Pages moved (or that would move).
	 * @param int    $bytes  Bytes copied (or that would be copied).
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $reason = '',
		public readonly int $pages = 0,
		public readonly int $bytes = 0
	) {}

	/**
	 * A skip.
	 *
	 * @param string $reason Why (translated).
	 */
	public static function skipped( string $reason ): self {
		return new self( self::SKIPPED, $reason );
	}

	/**
	 * A failure.
	 *
	 * @param string|\WP_Error $reason Why (translated), or the error that stopped the chapter.
	 */
	public static function failed( $reason ): self {
		return new self( self::FAILED, is_wp_error( $reason ) ? $reason->get_error_message() : $reason );
	}
}
