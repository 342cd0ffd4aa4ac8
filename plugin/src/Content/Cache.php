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
			$version = self::bump( $manga_id );
		}
		return $version;
	}

	/**
	 * Invalidates everything cached for a manga.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function bump( int $manga_id ): string {
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
