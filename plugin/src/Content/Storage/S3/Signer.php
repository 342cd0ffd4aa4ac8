<?php
/**
 * AWS Signature Version 4 for S3 requests, as every S3-compatible service accepts it: the Authorization header
 * form (every header given is signed, plus host, x-amz-date and x-amz-content-sha256), and the query-string form
 * of presigned URLs (only host is signed, the payload is UNSIGNED-PAYLOAD).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * The signer.
 */
final class Signer {

	/**
	 * Signer for one key pair and region.
	 *
	 * @param string $access_key_id     Access key ID.
	 * @param string $secret_access_key Secret access key.
	 * @param string $region            Region.
	 */
	public function __construct( private string $access_key_id, private string $secret_access_key, private string $region ) {}

	/**
	 * The request headers with x-amz-date, x-amz-content-sha256 and Authorization added.
	 *
	 * @param string                $method       HTTP method.
	 * @param string                $url          Request URL, the path already percent-encoded.
	 * @param array<string, string> $headers      Headers to sign (not host: it comes from the URL).
	 * @param string                $payload_hash Hex SHA-256 of the body.
	 * @param int                   $time         Unix time of the request.
	 * @return array<string, string>
	 */
	public function sign( string $method, string $url, array $headers, string $payload_hash, int $time ): array {
		$parts                           = (array) wp_parse_url( $url );
		$amz_date                        = gmdate( 'Ymd\THis\Z', $time );
		$day                             = substr( $amz_date, 0, 8 );
		$headers['x-amz-date']           = $amz_date;
		$headers['x-amz-content-sha256'] = $payload_hash;

		$canonical = array( 'host' => $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
		foreach ( $headers as $name => $value ) {
			$canonical[ strtolower( $name ) ] = trim( (string) preg_replace( '/\s+/', ' ', $value ) );
		}
		ksort( $canonical, SORT_STRING );
		$signed_headers = implode( ';', array_keys( $canonical ) );
		$header_lines   = '';
		foreach ( $canonical as $name => $value ) {
			$header_lines .= $name . ':' . $value . "\n";
		}

		$request = implode(
			"\n",
			array(
				strtoupper( $method ),
				'' === ( $parts['path'] ?? '' ) ? '/' : $parts['path'],
				self::canonical_query( $parts['query'] ?? '' ),
				$header_lines,
				$signed_headers,
				$payload_hash,
			)
		);
		$scope   = $day . '/' . $this->region . '/s3/aws4_request';

		$headers['Authorization'] = 'AWS4-HMAC-SHA256 Credential=' . $this->access_key_id . '/' . $scope
			. ',SignedHeaders=' . $signed_headers . ',Signature=' . $this->signature( $amz_date, $request );
		return $headers;
	}

	/**
	 * A presigned URL: $url with the X-Amz-* query parameters that let anyone holding it send this one request
	 * until $time + $expires (S3 allows up to seven days).
	 *
	 * @param string $method  HTTP method.
	 * @param string $url     URL, the path already percent-encoded; its own query (response-*) is signed too.
	 * @param int    $time    Unix time the signature is dated.
	 * @param int    $expires Seconds it is valid from $time.
	 */
	public function presign( string $method, string $url, int $time, int $expires ): string {
		$parts    = (array) wp_parse_url( $url );
		$amz_date = gmdate( 'Ymd\THis\Z', $time );
		$params   = array(
			'X-Amz-Algorithm'     => 'AWS4-HMAC-SHA256',
			'X-Amz-Credential'    => $this->access_key_id . '/' . substr( $amz_date, 0, 8 ) . '/' . $this->region . '/s3/aws4_request',
			'X-Amz-Date'          => $amz_date,
			'X-Amz-Expires'       => (string) $expires,
			'X-Amz-SignedHeaders' => 'host',
		);
		$query    = ( isset( $parts['query'] ) && '' !== $parts['query'] ? $parts['query'] . '&' : '' ) . self::encode_pairs( $params );
		$host     = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$request  = implode(
			"\n",
			array(
				strtoupper( $method ),
				'' === ( $parts['path'] ?? '' ) ? '/' : $parts['path'],
				self::canonical_query( $query ),
				'host:' . $host . "\n",
				'host',
				'UNSIGNED-PAYLOAD',
			)
		);
		$base     = $parts['scheme'] . '://' . $host . ( $parts['path'] ?? '/' );
		return $base . '?' . $query . '&X-Amz-Signature=' . $this->signature( $amz_date, $request );
	}

	/**
	 * The hex signature of a canonical request dated $amz_date.
	 *
	 * @param string $amz_date ISO 8601 basic date-time (YYYYMMDDTHHMMSSZ).
	 * @param string $request  Canonical request.
	 */
	private function signature( string $amz_date, string $request ): string {
		$day     = substr( $amz_date, 0, 8 );
		$to_sign = "AWS4-HMAC-SHA256\n" . $amz_date . "\n" . $day . '/' . $this->region . '/s3/aws4_request' . "\n" . hash( 'sha256', $request );
		$key     = hash_hmac( 'sha256', $day, 'AWS4' . $this->secret_access_key, true );
		$key     = hash_hmac( 'sha256', $this->region, $key, true );
		$key     = hash_hmac( 'sha256', 's3', $key, true );
		$key     = hash_hmac( 'sha256', 'aws4_request', $key, true );
		return hash_hmac( 'sha256', $to_sign, $key );
	}

	/**
	 * Query parameters encoded per RFC 3986, in the given order.
	 *
	 * @param array<string, string> $params Parameters.
	 */
	private static function encode_pairs( array $params ): string {
		$pairs = array();
		foreach ( $params as $name => $value ) {
			$pairs[] = rawurlencode( $name ) . '=' . rawurlencode( $value );
		}
		return implode( '&', $pairs );
	}

	/**
	 * The query string with its parameters sorted and each name and value encoded per RFC 3986.
	 *
	 * @param string $query Raw query string.
	 */
	private static function canonical_query( string $query ): string {
		if ( '' === $query ) {
			return '';
		}
		$pairs = array();
		foreach ( explode( '&', $query ) as $pair ) {
			$bits    = explode( '=', $pair, 2 );
			$pairs[] = rawurlencode( rawurldecode( $bits[0] ) ) . '=' . rawurlencode( rawurldecode( $bits[1] ?? '' ) );
		}
		sort( $pairs, SORT_STRING );
		return implode( '&', $pairs );
	}
}
