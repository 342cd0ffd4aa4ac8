<?php
/**
 * Per-manga cache versioning: every write bumps the manga's version, so all cached reads of that manga
 * (chapter lists, pages, neighbours) go stale at once. Works with any persistent object cache.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Object-cache helpers for chapter data.
 */
final class Cache {

	public const GROUP = 'yomu_manga';

	/**
	 * The current version token of a manga's chapter data.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function version( int $manga_id ): string {
		$version = wp_cache_get( "v:$manga_id", self::GROUP );
		if ( ! is_string( $version ) ) {
			$version = self::renew( $manga_id );
		}
		return $version;
	}

	/**
	 * Invalidates everything cached for a manga after a write, and says so: every write to a manga's chapters,
	 * volumes or pages (wp-admin, admin-ajax, front-end upload, REST, WP-CLI) passes here.
	 *
	 * @param int         $manga_id Manga post ID.
	 * @param Chapter|int ...$chapters The chapters the write touched (as they were before it, or their IDs when
	 *                                 new); none when it concerns the whole manga (volumes, deletion).
	 */
	public static function bump( int $manga_id, Chapter|int ...$chapters ): string {
		$version = self::renew( $manga_id );
		/**
		 * After a write to a manga's chapter data (the page cache purge listens).
		 *
		 * @param int           $manga_id Manga post ID.
		 * @param array<Chapter|int> $chapters Touched chapters (objects as they were, or IDs); empty for the whole manga.
		 */
		do_action( 'yomu_manga_content_changed', $manga_id, $chapters );
		return $version;
	}

	/**
	 * Starts a new version of a manga's cached data.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private static function renew( int $manga_id ): string {
		$version = str_replace( '.', '', (string) microtime( true ) ) . wp_rand( 100, 999 );
		wp_cache_set( "v:$manga_id", $version, self::GROUP );
		return $version;
	}

	/**
	 * Reads through the cache.
	 *
	 * @param int      $manga_id Manga post ID.
	 * @param string   $key      Key within that manga.
	 * @param callable $compute  Produces the value on a miss.
	 * @return mixed
	 */
	public static function remember( int $manga_id, string $key, callable $compute ) {
		$found = false;
		$value = wp_cache_get( self::key( $manga_id, $key ), self::GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$value = $compute();
		self::store( $manga_id, $key, $value );
		return $value;
	}

	/**
	 * Whether a value is cached (a batch read skips those).
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $key      Key within that manga.
	 */
	public static function has( int $manga_id, string $key ): bool {
		$found = false;
		wp_cache_get( self::key( $manga_id, $key ), self::GROUP, false, $found );
		return $found;
	}

	/**
	 * Caches a value read in a batch, as remember() would have.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $key      Key within that manga.
	 * @param mixed  $value    Value.
	 */
	public static function store( int $manga_id, string $key, $value ): void {
		wp_cache_set( self::key( $manga_id, $key ), $value, self::GROUP, 3600 );
	}

	/**
	 * The cache key of a manga's value at its current version.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $key      Key within that manga.
	 */
	private static function key( int $manga_id, string $key ): string {
		return $manga_id . ':' . self::version( $manga_id ) . ':' . $key;
	}
}
