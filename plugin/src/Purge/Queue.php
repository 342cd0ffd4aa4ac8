<?php
/**
 * The request's purge list: URLs gathered from each change (deduplicated), and manga and chapters whose current
 * URLs are worked out once, at shutdown, when all writes are done. Fires `yomu_purge_urls` once per request.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Purge;

use Yomu\Core\Content\ChapterRepository;

/**
 * Collects and hands over the URLs to purge.
 */
final class Queue {

	/**
	 * URLs known now (as keys, for deduplication).
	 *
	 * @var array<string, true>
	 */
	private static array $urls = array();

	/**
	 * Manga whose whole set is due at shutdown.
	 *
	 * @var array<int, true>
	 */
	private static array $manga = array();

	/**
	 * Chapters whose current URLs are due at shutdown.
	 *
	 * @var array<int, true>
	 */
	private static array $chapters = array();

	/**
	 * Adds URLs.
	 *
	 * @param string[] $urls Absolute URLs.
	 */
	public static function add( array $urls ): void {
		foreach ( $urls as $url ) {
			self::$urls[ $url ] = true;
		}
		self::hook();
	}

	/**
	 * Marks a manga changed as a whole (its set is built at shutdown, if it is public then).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function manga( int $manga_id ): void {
		self::$manga[ $manga_id ] = true;
		self::hook();
	}

	/**
	 * Marks a chapter changed (its current URLs are built at shutdown, if it still exists).
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function chapter( int $chapter_id ): void {
		self::$chapters[ $chapter_id ] = true;
		self::hook();
	}

	/**
	 * Fires `yomu_purge_urls` with everything gathered (nothing when the list is empty) and starts a new list.
	 */
	public static function flush(): void {
		foreach ( array_keys( self::$manga ) as $manga_id ) {
			$manga = get_post( $manga_id );
			if ( AffectedUrls::is_public( $manga ) ) {
				self::add( AffectedUrls::manga_change( $manga ) );
			}
		}
		foreach ( array_keys( self::$chapters ) as $chapter_id ) {
			$chapter = ChapterRepository::find( $chapter_id );
			$manga   = $chapter ? get_post( $chapter->manga_id ) : null;
			if ( $chapter && AffectedUrls::is_public( $manga ) ) {
				self::add( AffectedUrls::chapter_change( $manga, $chapter ) );
			}
		}
		$urls           = array_keys( self::$urls );
		self::$urls     = array();
		self::$manga    = array();
		self::$chapters = array();
		if ( ! $urls ) {
			return;
		}
		/**
		 * The public URLs this request's changes made stale, once per request at shutdown, without duplicates:
		 * a page cache or CDN integration purges them. Fired after a manga is published, changed, scheduled,
		 * trashed or deleted (and when a scheduled one goes live), and after a chapter is added, edited, moved or
		 * deleted or its pages change, whichever way the change came (wp-admin, admin-ajax, front-end upload,
		 * REST, WP-CLI). Add URLs with the `yomu_purge_affected_urls` filter.
		 *
		 * @param string[] $urls Absolute URLs, as guests request them.
		 */
		do_action( 'yomu_purge_urls', $urls );
	}

	/**
	 * Hooks the flush once.
	 */
	private static function hook(): void {
		if ( ! has_action( 'shutdown', array( self::class, 'flush' ) ) ) {
			add_action( 'shutdown', array( self::class, 'flush' ), 5 );
		}
	}
}
