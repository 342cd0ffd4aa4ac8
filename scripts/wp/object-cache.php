<?php
/**
 * A persistent object cache on Redis (phpredis), for the test sites, the cluster and the bench only: Yomu ships
 * no drop-in (site owners bring their own) and these registries offer no maintained one. scripts/lib/site.mjs
 * copies it to wp-content/object-cache.php when a site is started with Redis; wp-config.php names the server
 * (YOMU_REDIS_SOCKET, or YOMU_REDIS_HOST and YOMU_REDIS_PORT) and WP_CACHE_KEY_SALT, the prefix that keeps two
 * sites on one server apart.
 *
 * Keys are SALT + (blog ID, or "g" for global groups) + group + key. Values are PHP-serialized, except integers,
 * stored as plain decimals so that incr/decr are atomic INCRBY calls shared by every process. Non-persistent
 * groups live only in the request's memory. wp_cache_flush() removes this site's keys only.
 *
 * @package Yomu
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.GlobalVariablesOverride -- a drop-in defines WordPress's own wp_cache_* API and $wp_object_cache.
// phpcs:disable WordPress.Files.FileName -- WordPress loads it by this name.
// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed, Generic.Files.OneObjectStructurePerFile -- a drop-in is one file by definition.
// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- values are this cache's own, as in core's caches.

/**
 * The cache behind the wp_cache_* functions.
 */
final class Yomu_Redis_Object_Cache {

	/**
	 * Hits, for debugging tools that read them.
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Misses, for debugging tools that read them.
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * The request's copy: full key => value.
	 *
	 * @var array<string, mixed>
	 */
	private array $local = array();

	/**
	 * Groups shared by every site of a network.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Groups never sent to Redis.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * The current site's part of a key.
	 *
	 * @var string
	 */
	private string $blog = '1';

	/**
	 * The connection.
	 *
	 * @var Redis
	 */
	private Redis $redis;

	/**
	 * The site's key prefix.
	 *
	 * @var string
	 */
	private string $salt;

	/**
	 * Connects to the server wp-config.php names. A server that cannot be reached is a fatal error: a test must
	 * not pass silently without the cache it meant to run with.
	 */
	public function __construct() {
		$this->redis = new Redis();
		if ( defined( 'YOMU_REDIS_SOCKET' ) && YOMU_REDIS_SOCKET ) {
			$this->redis->connect( YOMU_REDIS_SOCKET );
		} else {
			$this->redis->connect( defined( 'YOMU_REDIS_HOST' ) ? YOMU_REDIS_HOST : '127.0.0.1', defined( 'YOMU_REDIS_PORT' ) ? (int) YOMU_REDIS_PORT : 6379, 2.0 );
		}
		$this->salt = ( defined( 'WP_CACHE_KEY_SALT' ) ? WP_CACHE_KEY_SALT : '' ) . ':';
		if ( is_multisite() ) {
			$this->blog = (string) get_current_blog_id();
		}
	}

	/**
	 * Adds a value unless the key holds one.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 */
	public function add( $key, $data, string $group, int $expire ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		$id = $this->id( $key, $group );
		if ( array_key_exists( $id, $this->local ) ) {
			return false;
		}
		if ( ! $this->persistent( $group ) ) {
			$this->local[ $id ] = self::copy( $data );
			return true;
		}
		return $this->store_if( 'nx', $id, $data, $expire );
	}

	/**
	 * Replaces a value only when the key holds one.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 */
	public function replace( $key, $data, string $group, int $expire ): bool {
		$id = $this->id( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $id, $this->local ) ) {
				return false;
			}
			$this->local[ $id ] = self::copy( $data );
			return true;
		}
		return $this->store_if( 'xx', $id, $data, $expire );
	}

	/**
	 * Stores a persistent value only when Redis's condition holds: 'nx' (no value yet) or 'xx' (a value there).
	 *
	 * @param string $condition 'nx' or 'xx'.
	 * @param string $id        Full key.
	 * @param mixed  $data      Value.
	 * @param int    $expire    Seconds, 0 for no expiry.
	 */
	private function store_if( string $condition, string $id, $data, int $expire ): bool {
		$options = array( $condition );
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		if ( true !== $this->redis->set( $id, self::encode( $data ), $options ) ) {
			return false;
		}
		$this->local[ $id ] = self::copy( $data );
		return true;
	}

	/**
	 * Stores a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 */
	public function set( $key, $data, string $group, int $expire ): bool {
		$id = $this->id( $key, $group );
		if ( $this->persistent( $group ) ) {
			$stored = $expire > 0 ? $this->redis->setex( $id, $expire, self::encode( $data ) ) : $this->redis->set( $id, self::encode( $data ) );
			if ( true !== $stored ) {
				return false;
			}
		}
		$this->local[ $id ] = self::copy( $data );
		return true;
	}

	/**
	 * Stores several values in one round trip.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds, 0 for no expiry.
	 * @return array<int|string, bool>
	 */
	public function set_multiple( array $data, string $group, int $expire ): array {
		if ( ! $this->persistent( $group ) || ! $data ) {
			$stored = array();
			foreach ( $data as $key => $value ) {
				$stored[ $key ] = $this->set( $key, $value, $group, $expire );
			}
			return $stored;
		}
		$pipe = $this->redis->multi( Redis::PIPELINE );
		foreach ( $data as $key => $value ) {
			$id = $this->id( $key, $group );
			if ( $expire > 0 ) {
				$pipe->setex( $id, $expire, self::encode( $value ) );
			} else {
				$pipe->set( $id, self::encode( $value ) );
			}
			$this->local[ $id ] = self::copy( $value );
		}
		$results = $pipe->exec();
		return array_combine( array_keys( $data ), array_map( static fn ( $ok ): bool => true === $ok, (array) $results ) );
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Read Redis even when this request has a copy.
	 * @param bool|null  $found Whether the key was found.
	 * @return mixed The value, or false.
	 */
	public function get( $key, string $group, bool $force, &$found = null ) {
		$id = $this->id( $key, $group );
		if ( array_key_exists( $id, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $id ] );
		}
		if ( ! $this->persistent( $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$raw = $this->redis->get( $id );
		if ( ! is_string( $raw ) ) {
			unset( $this->local[ $id ] );
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$value              = self::decode( $raw );
		$this->local[ $id ] = $value;
		return self::copy( $value );
	}

	/**
	 * Reads several values in one round trip.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Read Redis even when this request has a copy.
	 * @return array<int|string, mixed> Key => value, false for a miss.
	 */
	public function get_multiple( array $keys, string $group, bool $force ): array {
		$values = array();
		$remote = array();
		foreach ( $keys as $key ) {
			$id = $this->id( $key, $group );
			if ( array_key_exists( $id, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
				$values[ $key ] = self::copy( $this->local[ $id ] );
				++$this->cache_hits;
			} elseif ( $this->persistent( $group ) ) {
				$values[ $key ] = false;
				$remote[ $id ]  = $key;
			} else {
				$values[ $key ] = false;
				++$this->cache_misses;
			}
		}
		if ( $remote ) {
			$raws = (array) $this->redis->mget( array_keys( $remote ) );
			foreach ( array_values( $remote ) as $i => $key ) {
				$id = array_keys( $remote )[ $i ];
				if ( isset( $raws[ $i ] ) && is_string( $raws[ $i ] ) ) {
					$this->local[ $id ] = self::decode( $raws[ $i ] );
					$values[ $key ]     = self::copy( $this->local[ $id ] );
					++$this->cache_hits;
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Removes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, string $group ): bool {
		$id     = $this->id( $key, $group );
		$there  = array_key_exists( $id, $this->local );
		$remote = $this->persistent( $group ) ? (int) $this->redis->del( $id ) : 0;
		unset( $this->local[ $id ] );
		return $there || $remote > 0;
	}

	/**
	 * Adds to a number (a value that is not one counts as 0; the result never goes below 0, as in core).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount, negative to subtract.
	 * @param string     $group  Group.
	 * @return int|false The new value, or false when the key holds nothing.
	 */
	public function incr( $key, int $offset, string $group ) {
		$id = $this->id( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $id, $this->local ) ) {
				return false;
			}
			$this->local[ $id ] = max( 0, ( is_numeric( $this->local[ $id ] ) ? (int) $this->local[ $id ] : 0 ) + $offset );
			return $this->local[ $id ];
		}
		$raw = $this->redis->get( $id );
		if ( ! is_string( $raw ) ) {
			unset( $this->local[ $id ] );
			return false;
		}
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			$value = (int) $this->redis->incrBy( $id, $offset );
		} else {
			$value = $offset; // Not a number: core's cache starts it from 0.
			$this->redis->set( $id, (string) $value, array( 'keepttl' ) );
		}
		if ( $value < 0 ) {
			$value = 0;
			$this->redis->set( $id, '0', array( 'keepttl' ) );
		}
		$this->local[ $id ] = $value;
		return $value;
	}

	/**
	 * Removes this site's keys (every site's on a network, as core's cache does) and the request's copies.
	 */
	public function flush(): bool {
		$this->local = array();
		$this->unlink_matching( self::glob_escape( $this->salt ) . '*' );
		return true;
	}

	/**
	 * Removes one group's keys, of every site.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( string $group ): bool {
		foreach ( array_keys( $this->local ) as $id ) {
			$site_and_rest = substr( (string) $id, strlen( $this->salt ) );
			if ( str_starts_with( substr( $site_and_rest, (int) strpos( $site_and_rest, ':' ) + 1 ), self::group_part( $group ) ) ) {
				unset( $this->local[ $id ] );
			}
		}
		$this->unlink_matching( self::glob_escape( $this->salt ) . '*:' . self::glob_escape( self::group_part( $group ) ) . '*' );
		return true;
	}

	/**
	 * Forgets the request's copies only.
	 */
	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	/**
	 * Names groups shared by every site of a network.
	 *
	 * @param string[] $groups Groups.
	 */
	public function add_global_groups( array $groups ): void {
		$this->global_groups += array_fill_keys( $groups, true );
	}

	/**
	 * Names groups kept out of Redis.
	 *
	 * @param string[] $groups Groups.
	 */
	public function add_non_persistent_groups( array $groups ): void {
		$this->non_persistent_groups += array_fill_keys( $groups, true );
	}

	/**
	 * Keys of other groups now belong to another site of the network.
	 *
	 * @param int $blog_id Site ID.
	 */
	public function switch_to_blog( int $blog_id ): void {
		$this->blog = is_multisite() ? (string) $blog_id : '1';
	}

	/**
	 * Forgets the request's copies of the current site's non-global groups (deprecated in core since 3.5).
	 */
	public function reset(): void {
		$this->local = array();
	}

	/**
	 * Core calls this from its shutdown hook, before other shutdown callbacks that may still read the cache; the
	 * connection closes with the request anyway, so it stays open, as core's own cache does nothing here.
	 */
	public function close(): bool {
		return true;
	}

	/**
	 * The full Redis key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function id( $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$site  = isset( $this->global_groups[ $group ] ) ? 'g' : $this->blog;
		return $this->salt . $site . ':' . self::group_part( $group ) . $key;
	}

	/**
	 * A group as it appears in keys.
	 *
	 * @param string $group Group.
	 */
	private static function group_part( string $group ): string {
		return ( '' === $group ? 'default' : $group ) . ':';
	}

	/**
	 * Whether a group goes to Redis.
	 *
	 * @param string $group Group.
	 */
	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent_groups[ '' === $group ? 'default' : $group ] );
	}

	/**
	 * Deletes the keys a glob pattern matches.
	 *
	 * @param string $pattern Redis glob pattern.
	 */
	private function unlink_matching( string $pattern ): void {
		$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			if ( is_array( $keys ) && $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $cursor );
	}

	/**
	 * Escapes glob specials.
	 *
	 * @param string $text Literal text.
	 */
	private static function glob_escape( string $text ): string {
		return (string) preg_replace( '/([*?\[\]\\\\])/', '\\\\$1', $text );
	}

	/**
	 * A value as stored.
	 *
	 * @param mixed $data Value.
	 */
	private static function encode( $data ): string {
		return is_int( $data ) ? (string) $data : serialize( $data );
	}

	/**
	 * A stored value.
	 *
	 * @param string $raw As stored.
	 * @return mixed
	 */
	private static function decode( string $raw ) {
		return preg_match( '/^-?\d+$/', $raw ) ? (int) $raw : unserialize( $raw );
	}

	/**
	 * Objects are handed out as copies, as core's cache does, so a caller changing one changes no cached value.
	 *
	 * @param mixed $data Value.
	 * @return mixed
	 */
	private static function copy( $data ) {
		return is_object( $data ) ? clone $data : $data;
	}
}

/**
 * Sets up the cache (core calls it once per request).
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new Yomu_Redis_Object_Cache();
}

/**
 * The cache object.
 */
function yomu_object_cache(): Yomu_Redis_Object_Cache {
	return $GLOBALS['wp_object_cache'];
}

/**
 * Adds a value unless the key holds one.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return yomu_object_cache()->add( $key, $data, (string) $group, (int) $expire );
}

/**
 * Adds several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds.
 * @return array<int|string, bool>
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$added = array();
	foreach ( $data as $key => $value ) {
		$added[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $added;
}

/**
 * Replaces a value only when the key holds one.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return yomu_object_cache()->replace( $key, $data, (string) $group, (int) $expire );
}

/**
 * Stores a value.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return yomu_object_cache()->set( $key, $data, (string) $group, (int) $expire );
}

/**
 * Stores several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds.
 * @return array<int|string, bool>
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return yomu_object_cache()->set_multiple( $data, (string) $group, (int) $expire );
}

/**
 * Reads a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @param bool       $force Skip the request's copy.
 * @param bool|null  $found Whether the key was found.
 * @return mixed
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return yomu_object_cache()->get( $key, (string) $group, (bool) $force, $found );
}

/**
 * Reads several values.
 *
 * @param array<int|string> $keys  Keys.
 * @param string            $group Group.
 * @param bool              $force Skip the request's copies.
 * @return array<int|string, mixed>
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return yomu_object_cache()->get_multiple( (array) $keys, (string) $group, (bool) $force );
}

/**
 * Removes a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 */
function wp_cache_delete( $key, $group = '' ) {
	return yomu_object_cache()->delete( $key, (string) $group );
}

/**
 * Removes several values.
 *
 * @param array<int|string> $keys  Keys.
 * @param string            $group Group.
 * @return array<int|string, bool>
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$deleted = array();
	foreach ( $keys as $key ) {
		$deleted[ $key ] = wp_cache_delete( $key, $group );
	}
	return $deleted;
}

/**
 * Adds to a number.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return yomu_object_cache()->incr( $key, (int) $offset, (string) $group );
}

/**
 * Subtracts from a number.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return yomu_object_cache()->incr( $key, - (int) $offset, (string) $group );
}

/**
 * Removes every key of this site.
 */
function wp_cache_flush() {
	return yomu_object_cache()->flush();
}

/**
 * Forgets the request's copies.
 */
function wp_cache_flush_runtime() {
	return yomu_object_cache()->flush_runtime();
}

/**
 * Removes one group's keys.
 *
 * @param string $group Group.
 */
function wp_cache_flush_group( $group ) {
	return yomu_object_cache()->flush_group( (string) $group );
}

/**
 * What this cache can do beyond the basics.
 *
 * @param string $feature Feature name.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Ends the request's use of the cache.
 */
function wp_cache_close() {
	return yomu_object_cache()->close();
}

/**
 * Names groups shared by every site of a network.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	yomu_object_cache()->add_global_groups( (array) $groups );
}

/**
 * Names groups kept out of Redis.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	yomu_object_cache()->add_non_persistent_groups( (array) $groups );
}

/**
 * Switches the cache to another site of the network.
 *
 * @param int $blog_id Site ID.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	yomu_object_cache()->switch_to_blog( (int) $blog_id );
}

/**
 * Forgets the request's copies (deprecated in core).
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	yomu_object_cache()->reset();
}
