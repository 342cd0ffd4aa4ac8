<?php
/**
 * One meta value read from and written to the database itself, for read-modify-write updates under a Content\Lock.
 *
 * Inside the lock the object cache cannot be trusted: a request that read the row before the last writer (a view
 * counted at the same moment re-reads the whole manga's meta) can put its older copy back into a shared cache after
 * that writer cleared it, and update_metadata() compares with the cached copy and skips a write it thinks changes
 * nothing. Either way one reader's bookmark was lost on two nodes sharing Redis (ci-70).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Reads and writes one single-valued meta key past the object cache.
 */
final class FreshMeta {

	/**
	 * The value as the database holds it now ('' when there is none, as get_metadata() says for a single value).
	 *
	 * @param string $type 'post' or 'user'.
	 * @param int    $id   The post or user.
	 * @param string $key  Meta key.
	 * @return mixed
	 */
	public static function get( string $type, int $id, string $key ) {
		global $wpdb;
		list( $table, $column, $id_column ) = self::columns( $type );
		$raw                                = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$table} WHERE {$column} = %d AND meta_key = %s ORDER BY {$id_column} LIMIT 1", $id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and columns are WordPress's own names.
		return null === $raw ? '' : maybe_unserialize( $raw );
	}

	/**
	 * Writes the value to the row the database holds (or adds it), with WordPress's meta hooks and cache clearing.
	 *
	 * @param string $type  'post' or 'user'.
	 * @param int    $id    The post or user.
	 * @param string $key   Meta key.
	 * @param mixed  $value The new value.
	 */
	public static function set( string $type, int $id, string $key, $value ): void {
		global $wpdb;
		list( $table, $column, $id_column ) = self::columns( $type );
		$meta_id                            = $wpdb->get_var( $wpdb->prepare( "SELECT {$id_column} FROM {$table} WHERE {$column} = %d AND meta_key = %s ORDER BY {$id_column} LIMIT 1", $id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and columns are WordPress's own names.
		if ( null === $meta_id ) {
			add_metadata( $type, $id, $key, wp_slash( $value ), true );
			return;
		}
		// By its row id: no comparison with a cached copy that may be older than the row.
		update_metadata_by_mid( $type, (int) $meta_id, $value );
	}

	/**
	 * The meta table, its object column and its row id column.
	 *
	 * @param string $type 'post' or 'user'.
	 * @return array{0: string, 1: string, 2: string}
	 */
	private static function columns( string $type ): array {
		global $wpdb;
		return 'user' === $type
			? array( $wpdb->usermeta, 'user_id', 'umeta_id' )
			: array( $wpdb->postmeta, 'post_id', 'meta_id' );
	}
}
