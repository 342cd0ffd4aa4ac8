<?php
/**
 * Where a sold chapter's objects wait while it is sealed: `{prefix}yomu-sealed/{key without the prefix}`, in the
 * same bucket (a server-side copy, no download) and inside the prefix the site's keys may be limited to. The
 * bucket's anonymous read must not reach this folder (README "Chapter pages on S3"); readers get presigned URLs.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * Sealed object keys.
 */
final class SealedKeys {

	public const FOLDER = 'yomu-sealed/';

	/**
	 * The sealed key of a public object key (one under the prefix).
	 *
	 * @param Config $config The bucket.
	 * @param string $key    Public object key.
	 */
	public static function of( Config $config, string $key ): string {
		return $config->prefix() . self::FOLDER . substr( $key, strlen( $config->prefix() ) );
	}
}
