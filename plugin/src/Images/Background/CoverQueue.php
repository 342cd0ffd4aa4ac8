<?php
/**
 * Covers waiting for their crops (Images\CoverSizes): a manga's cover is queued when it is set, and a cover a page
 * shows without crops (a site coming from Madara) is queued by that page, after its answer. The background worker
 * builds them before any chapter (a cover takes milliseconds; it is on every listing). The queue is one option: two
 * nodes queueing at once may drop an id, which the next page showing that cover queues again.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Images\CoverSizes;

/**
 * The covers' queue.
 */
final class CoverQueue {

	public const OPTION = 'yomu_cover_queue';

	/** Covers kept in the queue at most (the rest are queued again by the pages that show them). */
	private const LIMIT = 5000;

	/**
	 * Covers this request asked for.
	 *
	 * @var array<int, true>
	 */
	private static array $wanted = array();

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'added_post_meta', array( self::class, 'thumbnail_set' ), 10, 4 );
		add_action( 'updated_post_meta', array( self::class, 'thumbnail_set' ), 10, 4 );
	}

	/**
	 * Queues a manga's new cover (added_post_meta, updated_post_meta).
	 *
	 * @param mixed $meta_id    Meta row.
	 * @param mixed $object_id  Post.
	 * @param mixed $meta_key   Key.
	 * @param mixed $meta_value Attachment ID.
	 */
	public static function thumbnail_set( $meta_id, $object_id, $meta_key, $meta_value ): void {
		if ( '_thumbnail_id' === $meta_key && PostTypes::MANGA === get_post_type( (int) $object_id ) ) {
			self::want( (int) $meta_value );
		}
	}

	/**
	 * Asks for a cover's crops if it has none: queued when this request ends, then built in the background.
	 *
	 * @param int $attachment_id Cover attachment.
	 */
	public static function want( int $attachment_id ): void {
		if ( isset( self::$wanted[ $attachment_id ] ) || ! CoverSizes::missing( $attachment_id ) ) {
			return;
		}
		if ( ! self::$wanted ) {
			add_action( 'shutdown', array( self::class, 'flush' ), 999 );
		}
		self::$wanted[ $attachment_id ] = true;
	}

	/**
	 * Adds the covers asked for to the queue and starts the worker (shutdown, before the worker's own hook).
	 */
	public static function flush(): void {
		$ids          = array_keys( self::$wanted );
		self::$wanted = array();
		if ( ! $ids ) {
			return;
		}
		$queued = self::ids();
		$new    = array_diff( $ids, $queued );
		if ( $new ) {
			update_option( self::OPTION, array_slice( array_merge( $queued, $new ), 0, self::LIMIT ), false );
		}
		Trigger::after_answer();
	}

	/**
	 * Queues every manga cover still without crops (the backfill of a site coming from Madara); returns how many.
	 */
	public static function backfill(): int {
		$manga  = get_posts(
			array(
				'post_type'      => PostTypes::MANGA,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'fields'         => 'ids',
				'no_found_rows'  => true,
				'meta_key'       => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- an administrator's one-off backfill.
			)
		);
		$covers = array_filter( array_unique( array_map( static fn ( int $id ): int => (int) get_post_thumbnail_id( $id ), $manga ) ), array( CoverSizes::class, 'missing' ) );
		$queued = self::ids();
		$new    = array_values( array_diff( $covers, $queued ) );
		if ( $new ) {
			update_option( self::OPTION, array_slice( array_merge( $queued, $new ), 0, self::LIMIT ), false );
		}
		return count( $new );
	}

	/**
	 * The queued covers.
	 *
	 * @return int[]
	 */
	public static function ids(): array {
		$ids = get_option( self::OPTION, array() );
		return is_array( $ids ) ? array_values( array_filter( array_map( 'intval', $ids ) ) ) : array();
	}

	/**
	 * Builds queued covers until the deadline; returns how many were built.
	 *
	 * @param float $deadline microtime( true ) to stop at.
	 */
	public static function work( float $deadline ): int {
		$built = 0;
		while ( microtime( true ) < $deadline ) {
			$ids = self::ids();
			if ( ! $ids ) {
				break;
			}
			$id = $ids[0];
			// Taken off first: a cover that fails is noted on itself (CoverSizes::FAILED_META), never retried in a loop.
			update_option( self::OPTION, array_slice( $ids, 1 ), false );
			if ( CoverSizes::missing( $id ) && CoverSizes::build( $id ) ) {
				++$built;
			}
		}
		return $built;
	}
}
