<?php
/**
 * A named lock around read-modify-write updates of one serialized meta value (a reader's bookmarks or
 * history, a manga's list of bookmarking readers), so two requests at the same moment cannot lose each
 * other's change. MySQL/MariaDB: GET_LOCK (works across web servers); SQLite: an exclusive file lock.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Runs work under a lock.
 */
final class Lock {

	/** Seconds to wait for the lock before going on without it (a stuck lock must not stop the site). */
	public const WAIT = 5;

	/**
	 * Runs $work while holding the lock called $name and returns its result.
	 *
	 * @template T
	 * @param string        $name A name for what is updated, e.g. "bookmarks-12".
	 * @param callable(): T $work The update; it must read the current value itself.
	 * @return T
	 */
	public static function with( string $name, callable $work ) {
		$release = self::acquire( self::key( $name ) );
		try {
			return $work();
		} finally {
			$release();
		}
	}

	/**
	 * Runs $work only while holding the lock: where going on without it is not acceptable (money), a lock that
	 * cannot be had within WAIT seconds throws instead.
	 *
	 * @template T
	 * @param string        $name A name for what is updated, e.g. "points-12".
	 * @param callable(): T $work The update; it must read the current values itself.
	 * @return T
	 * @throws \RuntimeException When the lock stayed busy.
	 */
	public static function strictly( string $name, callable $work ) {
		$release = self::acquire( self::key( $name ), true );
		if ( ! $release ) {
			throw new \RuntimeException( 'busy' );
		}
		try {
			return $work();
		} finally {
			$release();
		}
	}

	/**
	 * The lock key: the name, scoped to this site's database and table prefix.
	 *
	 * @param string $name Lock name.
	 */
	private static function key( string $name ): string {
		global $wpdb;
		return 'yomu_' . substr( md5( (string) $wpdb->dbname . '|' . $wpdb->prefix . '|' . $name ), 0, 24 );
	}

	/**
	 * Takes the lock; returns the function that releases it (null when $strict and the lock stayed busy).
	 *
	 * @param string $key    Lock key.
	 * @param bool   $strict Whether to give up instead of going on without the lock.
	 * @return (callable(): void)|null
	 */
	private static function acquire( string $key, bool $strict = false ): ?callable {
		global $wpdb;
		if ( ! Schema::sqlite() ) {
			// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lock, nothing to cache.
			$got = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $key, self::WAIT ) );
			if ( $strict && 1 !== $got ) {
				return null;
			}
			return static function () use ( $wpdb, $key, $got ): void {
				if ( 1 === $got ) {
					$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $key ) );
				}
			};
			// phpcs:enable
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a lock file, not content.
		$handle = fopen( get_temp_dir() . $key . '.lock', 'c' );
		if ( ! $handle ) {
			return $strict ? null : static function (): void {};
		}
		$deadline = microtime( true ) + self::WAIT;
		$got      = flock( $handle, LOCK_EX | LOCK_NB );
		while ( ! $got && microtime( true ) < $deadline ) {
			usleep( 10000 );
			$got = flock( $handle, LOCK_EX | LOCK_NB );
		}
		if ( $strict && ! $got ) {
			fclose( $handle );
			return null;
		}
		return static function () use ( $handle ): void {
			flock( $handle, LOCK_UN );
			fclose( $handle );
		};
		// phpcs:enable
	}
}
