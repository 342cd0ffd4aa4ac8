<?php
/**
 * Whether an object in the bucket holds exactly a local file: the same size, and the same MD5. A plain
 * single-part upload's ETag is the MD5 of its bytes; a multipart or SSE-KMS ETag is not, and then (or when the
 * ETag does not match) the object is downloaded and the MD5 of its bytes compared.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\S3\Client;

/**
 * Object-to-file verification.
 */
final class ObjectCheck {

	/** Error code: no object under that key. */
	public const MISSING = 'yomu_migrate_object_missing';

	/** Error code: the object differs from the file. */
	public const DIFFERENT = 'yomu_migrate_object_different';

	/**
	 * True when the object under $key has the file's size and MD5; a WP_Error (MISSING, DIFFERENT, or the
	 * client's error on a network or permission failure) otherwise.
	 *
	 * @param Client $client S3 client.
	 * @param string $key    Object key.
	 * @param string $path   Local file.
	 * @return true|\WP_Error
	 */
	public static function matches( Client $client, string $key, string $path ) {
		$head = $client->head( $key );
		if ( is_wp_error( $head ) ) {
			return $head;
		}
		if ( null === $head ) {
			/* translators: %s: object key. */
			return new \WP_Error( self::MISSING, sprintf( __( 'The object %s is not in the bucket.', 'yomu-core' ), $key ) );
		}
		clearstatcache( true, $path ); // A file just downloaded or replaced by this process.
		$size = filesize( $path );
		$md5  = md5_file( $path );
		if ( false === $size || false === $md5 ) {
			/* translators: %s: file name. */
			return new \WP_Error( 'yomu_migrate_unreadable', sprintf( __( 'The file %s could not be read.', 'yomu-core' ), basename( $path ) ) );
		}
		if ( (int) $head['size'] !== $size ) {
			return self::different( $key );
		}
		if ( self::md5_etag( (string) $head['etag'] ) === $md5 ) {
			return true;
		}
		// Not a plain MD5 ETag, or one that does not match: SSE-KMS ETags look like MD5s but are not. The bytes decide.
		$copy = Files::temp();
		$got  = '' === $copy ? new \WP_Error( 'yomu_migrate_temp', __( 'No temporary file could be created.', 'yomu-core' ) ) : $client->get_to_file( $key, $copy );
		$same = ! is_wp_error( $got ) && md5_file( $copy ) === $md5;
		Files::delete( array( $copy ) );
		if ( is_wp_error( $got ) ) {
			return $got;
		}
		return $same ? true : self::different( $key );
	}

	/**
	 * The MD5 an ETag stands for, or null when the ETag is not a plain MD5 (multipart "…-3", SSE-KMS).
	 *
	 * @param string $etag ETag, quoted or not.
	 */
	public static function md5_etag( string $etag ): ?string {
		$etag = strtolower( trim( $etag, "\" \t" ) );
		return preg_match( '/^[0-9a-f]{32}$/', $etag ) ? $etag : null;
	}

	/**
	 * The "object differs" error.
	 *
	 * @param string $key Object key.
	 */
	private static function different( string $key ): \WP_Error {
		/* translators: %s: object key. */
		return new \WP_Error( self::DIFFERENT, sprintf( __( 'The object %s does not match the local file (size or checksum).', 'yomu-core' ), $key ) );
	}
}
