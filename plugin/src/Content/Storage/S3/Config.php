<?php
/**
 * One S3-compatible bucket as this site uses it: the request address (AWS, R2, B2, MinIO, Ceph: path-style or
 * virtual-hosted), the object keys under the path prefix, the public URLs of the pages, and the keys.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * An immutable bucket configuration.
 */
final class Config {

	/** The storage name in manga_chapters_data.storage and storage_in_use, as Madara names it. */
	public const STORAGE = 'amazon';

	/**
	 * Builds a configuration from normalised settings (see Settings::normalize()) and the keys.
	 *
	 * @param array{endpoint: string, region: string, bucket: string, prefix: string, public_url: string, path_style: bool} $settings Settings.
	 * @param string                                                                                                        $access_key_id     Access key ID.
	 * @param string                                                                                                        $secret_access_key Secret access key.
	 */
	public function __construct( private array $settings, private string $access_key_id, private string $secret_access_key ) {
		$this->settings['region'] = '' === $settings['region'] ? 'us-east-1' : $settings['region'];
	}

	/**
	 * The configured bucket, or null when S3 storage is off or incomplete (no keys, no bucket…).
	 */
	public static function current(): ?Config {
		return 's3' === Settings::get()['target'] ? self::configured() : null;
	}

	/**
	 * The bucket as configured whether or not new pages go to it (for the connection test and migrations),
	 * or null when incomplete.
	 */
	public static function configured(): ?Config {
		$settings = Settings::get();
		$keys     = self::keys();
		if ( null === $keys || '' === $settings['bucket'] ) {
			return null;
		}
		return new self( $settings, $keys['id'], $keys['secret'] );
	}

	/**
	 * The keys and where they come from: the wp-config.php constants YOMU_S3_ACCESS_KEY_ID and
	 * YOMU_S3_SECRET_ACCESS_KEY, else the environment's AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
	 *
	 * @return array{id: string, secret: string, source: string}|null
	 */
	public static function keys(): ?array {
		if ( defined( 'YOMU_S3_ACCESS_KEY_ID' ) && defined( 'YOMU_S3_SECRET_ACCESS_KEY' ) ) {
			$id     = (string) constant( 'YOMU_S3_ACCESS_KEY_ID' );
			$secret = (string) constant( 'YOMU_S3_SECRET_ACCESS_KEY' );
			$source = 'constants';
		} else {
			$id     = (string) getenv( 'AWS_ACCESS_KEY_ID' );
			$secret = (string) getenv( 'AWS_SECRET_ACCESS_KEY' );
			$source = 'environment';
		}
		return '' === $id || '' === $secret ? null : array(
			'id'     => $id,
			'secret' => $secret,
			'source' => $source,
		);
	}

	/**
	 * The object key of a path relative to the storage root: path prefix + "{manga_folder}/{chapter_dir}/{file}".
	 *
	 * @param string $relative Relative path.
	 */
	public function object_key( string $relative ): string {
		return $this->settings['prefix'] . ltrim( $relative, '/' );
	}

	/**
	 * The public URL of an object: the public base URL (CDN or bucket domain), else the bucket's own URL.
	 *
	 * @param string $key Object key.
	 */
	public function public_url( string $key ): string {
		return $this->public_base() . '/' . self::encode_key( $key );
	}

	/**
	 * The object key when $url is the public or request URL of an object under our prefix, else null.
	 *
	 * @param string $url Absolute URL.
	 */
	public function owns_url( string $url ): ?string {
		foreach ( array_unique( array( $this->public_base(), $this->bucket_url() ) ) as $base ) {
			if ( ! str_starts_with( $url, $base . '/' ) ) {
				continue;
			}
			$rest = substr( $url, strlen( $base ) + 1 );
			if ( '' === $rest || strpbrk( $rest, '?#' ) !== false ) {
				return null;
			}
			$segments = array_map( 'rawurldecode', explode( '/', $rest ) );
			foreach ( $segments as $segment ) {
				if ( in_array( $segment, array( '', '.', '..' ), true ) || str_contains( $segment, '/' ) ) {
					return null;
				}
			}
			$key = implode( '/', $segments );
			return str_starts_with( $key, $this->settings['prefix'] ) ? $key : null;
		}
		return null;
	}

	/**
	 * The URL requests for an object go to.
	 *
	 * @param string $key Object key.
	 */
	public function request_url( string $key ): string {
		return $this->bucket_url() . '/' . self::encode_key( $key );
	}

	/**
	 * The bucket's own URL without a trailing slash: endpoint/bucket (path-style) or bucket.endpoint.
	 */
	public function bucket_url(): string {
		$endpoint = $this->endpoint();
		if ( $this->settings['path_style'] ) {
			return $endpoint . '/' . rawurlencode( $this->settings['bucket'] );
		}
		$parts = (array) wp_parse_url( $endpoint );
		$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		return $parts['scheme'] . '://' . $this->settings['bucket'] . '.' . $parts['host'] . $port . ( $parts['path'] ?? '' );
	}

	/**
	 * The endpoint: the configured one, else AWS's for the region.
	 */
	public function endpoint(): string {
		return '' !== $this->settings['endpoint'] ? $this->settings['endpoint'] : 'https://s3.' . $this->settings['region'] . '.amazonaws.com';
	}

	/**
	 * The region requests are signed for.
	 */
	public function region(): string {
		return $this->settings['region'];
	}

	/**
	 * The bucket name.
	 */
	public function bucket(): string {
		return $this->settings['bucket'];
	}

	/**
	 * The path prefix ('' or ending with "/").
	 */
	public function prefix(): string {
		return $this->settings['prefix'];
	}

	/**
	 * The access key ID (not secret, but not printed either).
	 */
	public function access_key_id(): string {
		return $this->access_key_id;
	}

	/**
	 * The secret access key: only the signer reads it.
	 */
	public function secret_access_key(): string {
		return $this->secret_access_key;
	}

	/**
	 * The base of public URLs without a trailing slash (for preconnect hints: its origin serves the pages).
	 */
	public function public_base(): string {
		return '' !== $this->settings['public_url'] ? $this->settings['public_url'] : $this->bucket_url();
	}

	/**
	 * A key with each segment percent-encoded (RFC 3986, as S3's canonical URI wants it).
	 *
	 * @param string $key Object key.
	 */
	public static function encode_key( string $key ): string {
		return implode( '/', array_map( 'rawurlencode', explode( '/', $key ) ) );
	}

	/**
	 * Keeps the secret out of var_dump(), print_r() and debug logs.
	 *
	 * @return array<string, mixed>
	 */
	public function __debugInfo(): array {
		return array(
			'bucket'   => $this->settings['bucket'],
			'endpoint' => $this->endpoint(),
		);
	}
}
