<?php
/**
 * AWS Signature Version 4 for S3 requests (the Authorization header form), as every S3-compatible service
 * accepts it. Every header given is signed, plus host, x-amz-date and x-amz-content-sha256.
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
		$to_sign = "AWS4-HMAC-SHA256\n" . $amz_date . "\n" . $scope . "\n" . hash( 'sha256', $request );

		$key = hash_hmac( 'sha256', $day, 'AWS4' . $this->secret_access_key, true );
		$key = hash_hmac( 'sha256', $this->region, $key, true );
		$key = hash_hmac( 'sha256', 's3', $key, true );
		$key = hash_hmac( 'sha256', 'aws4_request', $key, true );

		$headers['Authorization'] = 'AWS4-HMAC-SHA256 Credential=' . $this->access_key_id . '/' . $scope
			. ',SignedHeaders=' . $signed_headers . ',Signature=' . hash_hmac( 'sha256', $to_sign, $key );
		return $headers;
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
