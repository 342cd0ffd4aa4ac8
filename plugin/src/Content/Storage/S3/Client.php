<?php
/**
 * A minimal S3 client over the WordPress HTTP API: PUT, HEAD, GET, server-side copy and DELETE of single objects,
 * signed with SigV4, and presigned GET URLs. wp_remote_request() (not the wp_safe_ variant) because the endpoint is the site owner's own choice and
 * may be a local MinIO or Ceph.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * Object requests.
 */
final class Client {

	/** Pages are never rewritten under the same key (new numbers for new content), so they may be cached forever. */
	public const CACHE_CONTROL = 'public, max-age=31536000, immutable';

	private const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

	/**
	 * The signer.
	 *
	 * @var Signer
	 */
	private Signer $signer;

	/**
	 * Client for one bucket.
	 *
	 * @param Config $config The bucket.
	 */
	public function __construct( private Config $config ) {
		$this->signer = new Signer( $config->access_key_id(), $config->secret_access_key(), $config->region() );
	}

	/**
	 * PUT with Content-MD5 and Content-Type; the answer's ETag is checked against the MD5.
	 *
	 * @param string $key  Object key.
	 * @param string $path Local file.
	 * @param string $mime Content type.
	 * @return true|\WP_Error
	 */
	public function put_file( string $key, string $path, string $mime ) {
		$body = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( false === $body ) {
			return new \WP_Error( 'yomu_s3_read', __( 'The image to upload could not be read.', 'yomu-core' ) );
		}
		$md5    = md5( $body );
		$answer = $this->request(
			'PUT',
			$key,
			array(
				'Content-Type'  => $mime,
				'Content-MD5'   => base64_encode( (string) hex2bin( $md5 ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
				'Cache-Control' => self::CACHE_CONTROL,
			),
			$body
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$etag = strtolower( trim( (string) wp_remote_retrieve_header( $answer, 'etag' ), '"' ) );
		// With SSE-KMS, AWS's ETag is not the MD5; the Content-MD5 header was still checked on arrival.
		$kms = str_starts_with( (string) wp_remote_retrieve_header( $answer, 'x-amz-server-side-encryption' ), 'aws:kms' );
		if ( '' !== $etag && ! $kms && $etag !== $md5 ) {
			return new \WP_Error( 'yomu_s3_checksum', __( 'The storage stored something other than the image sent (checksum mismatch).', 'yomu-core' ) );
		}
		return true;
	}

	/**
	 * An object's size and ETag; null when the object does not exist.
	 *
	 * @param string $key Object key.
	 * @return array{size: int, etag: string}|null|\WP_Error
	 */
	public function head( string $key ) {
		$answer = $this->request( 'HEAD', $key, array(), '', array( 404 ) );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 404 === wp_remote_retrieve_response_code( $answer ) ) {
			return null;
		}
		return array(
			'size' => (int) wp_remote_retrieve_header( $answer, 'content-length' ),
			'etag' => trim( (string) wp_remote_retrieve_header( $answer, 'etag' ), '"' ),
		);
	}

	/**
	 * Downloads an object into a local file (removed again on failure).
	 *
	 * @param string $key  Object key.
	 * @param string $path Local file to write.
	 * @return true|\WP_Error
	 */
	public function get_to_file( string $key, string $path ) {
		$answer = $this->send(
			'GET',
			$key,
			array(),
			'',
			array(
				'stream'   => true,
				'filename' => $path,
			)
		);
		if ( is_wp_error( $answer ) ) {
			wp_delete_file( $path );
			return Failure::unreachable( $this->config, $answer );
		}
		$status = (int) wp_remote_retrieve_response_code( $answer );
		if ( 200 !== $status ) {
			$body = is_readable( $path ) ? (string) file_get_contents( $path, false, null, 0, 4096 ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			wp_delete_file( $path );
			return Failure::from_answer( $this->config, $status, $body );
		}
		return true;
	}

	/**
	 * Deletes an object; an object already gone counts as deleted.
	 *
	 * @param string $key Object key.
	 * @return true|\WP_Error
	 */
	public function delete( string $key ) {
		$answer = $this->request( 'DELETE', $key, array(), '', array( 404 ) );
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * Moves an object to another key of the bucket (server-side copy, then delete). A source already gone counts
	 * as moved (an earlier, interrupted move, or a page deleted meanwhile).
	 *
	 * @param string $from Source key.
	 * @param string $to   Destination key.
	 * @return true|\WP_Error
	 */
	public function move( string $from, string $to ) {
		$answer = $this->request( 'PUT', $to, array( 'x-amz-copy-source' => '/' . rawurlencode( $this->config->bucket() ) . '/' . Config::encode_key( $from ) ), '', array( 404 ) );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 404 === wp_remote_retrieve_response_code( $answer ) ) {
			return true;
		}
		// CopyObject may fail after its 200 has been sent: the body then holds an Error.
		if ( str_contains( (string) wp_remote_retrieve_body( $answer ), '<Error>' ) ) {
			return Failure::from_answer( $this->config, 500, (string) wp_remote_retrieve_body( $answer ) );
		}
		return $this->delete( $from );
	}

	/**
	 * A presigned GET URL of an object (on the bucket's own address, not the public base URL).
	 *
	 * @param string                $key      Object key.
	 * @param int                   $time     Unix time it is dated.
	 * @param int                   $expires  Seconds it is valid from $time.
	 * @param array<string, string> $response S3's response-* overrides (cache-control…), signed with it.
	 */
	public function presigned_url( string $key, int $time, int $expires, array $response = array() ): string {
		$url = $this->config->request_url( $key );
		if ( $response ) {
			$pairs = array();
			foreach ( $response as $name => $value ) {
				$pairs[] = 'response-' . rawurlencode( $name ) . '=' . rawurlencode( $value );
			}
			$url .= '?' . implode( '&', $pairs );
		}
		return $this->signer->presign( 'GET', $url, $time, $expires );
	}

	/**
	 * A signed request whose non-2xx answers (other than those allowed) become errors.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $key     Object key.
	 * @param array<string, string> $headers Headers.
	 * @param string                $body    Body.
	 * @param int[]                 $allowed Statuses that are answers, not failures.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function request( string $method, string $key, array $headers, string $body, array $allowed = array() ) {
		$answer = $this->send( $method, $key, $headers, $body );
		if ( is_wp_error( $answer ) ) {
			return Failure::unreachable( $this->config, $answer );
		}
		$status = (int) wp_remote_retrieve_response_code( $answer );
		if ( ( $status < 200 || $status > 299 ) && ! in_array( $status, $allowed, true ) ) {
			return Failure::from_answer( $this->config, $status, (string) wp_remote_retrieve_body( $answer ) );
		}
		return $answer;
	}

	/**
	 * Signs and sends one request.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $key     Object key.
	 * @param array<string, string> $headers Headers.
	 * @param string                $body    Body.
	 * @param array<string, mixed>  $extra   More wp_remote_request() arguments.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function send( string $method, string $key, array $headers, string $body, array $extra = array() ) {
		$url     = $this->config->request_url( $key );
		$headers = $this->signer->sign( $method, $url, $headers, '' === $body ? self::EMPTY_HASH : hash( 'sha256', $body ), time() );
		return wp_remote_request(
			$url,
			array_merge(
				array(
					'method'      => $method,
					'headers'     => $headers,
					'body'        => '' === $body ? null : $body,
					'timeout'     => 30,
					'redirection' => 0,
				),
				$extra
			)
		);
	}
}
