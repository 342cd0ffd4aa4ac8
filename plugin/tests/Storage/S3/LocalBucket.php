<?php
/**
 * The test S3 server (scripts/lib/s3.mjs) as tests reach it: its address comes from YOMU_S3_ENDPOINT and
 * YOMU_S3_BUCKET (npm test and try.mjs set them), the keys from wp-config.php (scripts/lib/wp-config.mjs).
 * Switching S3 storage on saves the storage option; off() puts back what was there.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\S3;

use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\S3\Settings;

/**
 * Test bucket helpers.
 */
final class LocalBucket {

	/**
	 * The storage option before on().
	 *
	 * @var mixed
	 */
	private static $saved = null;

	/**
	 * Whether on() changed the option since the last off().
	 *
	 * @var bool
	 */
	private static bool $switched = false;

	/**
	 * The test server's settings (path-style, as MinIO, Ceph and s3rver want).
	 *
	 * @param array<string, mixed> $overrides Fields to change.
	 * @throws \RuntimeException When the test S3 server is not set up.
	 * @return array{target: string, endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool}
	 */
	public static function settings( array $overrides = array() ): array {
		$endpoint = (string) getenv( 'YOMU_S3_ENDPOINT' );
		$bucket   = (string) getenv( 'YOMU_S3_BUCKET' );
		if ( '' === $endpoint || '' === $bucket || null === Config::keys() ) {
			throw new \RuntimeException( 'These tests need the test S3 server: run them through npm test, scripts/try.mjs or serve.mjs --s3 (YOMU_S3_ENDPOINT, YOMU_S3_BUCKET and the key constants).' );
		}
		return Settings::normalize(
			array_merge(
				array(
					'target'     => 's3',
					'endpoint'   => $endpoint,
					'region'     => (string) getenv( 'YOMU_S3_REGION' ),
					'bucket'     => $bucket,
					'prefix'     => 'phpunit-' . wp_generate_password( 6, false, false ) . '/',
					'path_style' => true,
				),
				$overrides
			)
		);
	}

	/**
	 * A Config for the test server with other values.
	 *
	 * @param array<string, mixed> $overrides Fields to change.
	 * @param string|null          $secret    Another secret key.
	 * @param string|null          $key_id    Another access key ID.
	 */
	public static function config( array $overrides = array(), ?string $secret = null, ?string $key_id = null ): Config {
		$keys = (array) Config::keys();
		return new Config( self::settings( $overrides ), $key_id ?? (string) $keys['id'], $secret ?? (string) $keys['secret'] );
	}

	/**
	 * Sends new chapter pages to the test bucket.
	 *
	 * @param array<string, mixed> $overrides Fields to change.
	 * @return Config|null What Config::configured() then gives.
	 */
	public static function on( array $overrides = array() ): ?Config {
		if ( ! self::$switched ) {
			self::$saved    = get_option( Settings::OPTION, null );
			self::$switched = true;
		}
		update_option( Settings::OPTION, self::settings( $overrides ) );
		return Config::configured();
	}

	/**
	 * Puts back the storage option as it was before on().
	 */
	public static function off(): void {
		if ( ! self::$switched ) {
			return;
		}
		self::$switched = false;
		if ( null === self::$saved ) {
			delete_option( Settings::OPTION );
		} else {
			update_option( Settings::OPTION, self::$saved );
		}
		self::$saved = null;
	}

	/**
	 * The object's bytes through an unsigned GET of its public URL, as a reader's browser gets it (null when
	 * the bucket does not answer 200).
	 *
	 * @param string $url Public URL.
	 */
	public static function fetch( string $url ): ?string {
		$answer = wp_remote_get( $url, array( 'timeout' => 10 ) );
		return ! is_wp_error( $answer ) && 200 === wp_remote_retrieve_response_code( $answer ) ? wp_remote_retrieve_body( $answer ) : null;
	}
}
