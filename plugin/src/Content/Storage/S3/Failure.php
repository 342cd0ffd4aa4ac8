<?php
/**
 * Turns what an S3-compatible service answered into a message an editor can act on. Messages name the endpoint
 * and bucket, never a key.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

/**
 * Error messages.
 */
final class Failure {

	/**
	 * The error for a request that got no answer (DNS, refused connection, TLS, timeout).
	 *
	 * @param Config    $config The bucket.
	 * @param \WP_Error $error  The HTTP API's error.
	 */
	public static function unreachable( Config $config, \WP_Error $error ): \WP_Error {
		$host = (string) wp_parse_url( $config->endpoint(), PHP_URL_HOST );
		/* translators: 1: host name, 2: the network error. */
		return new \WP_Error( 'yomu_s3_unreachable', sprintf( __( 'The storage endpoint %1$s could not be reached: %2$s', 'yomu-core' ), $host, $error->get_error_message() ) );
	}

	/**
	 * The error for an answer other than success.
	 *
	 * @param Config $config The bucket.
	 * @param int    $status HTTP status.
	 * @param string $body   Response body (S3's XML error, or empty for HEAD).
	 */
	public static function from_answer( Config $config, int $status, string $body ): \WP_Error {
		$code = preg_match( '#<Code>([^<]+)</Code>#', $body, $match ) ? $match[1] : '';
		switch ( $code ) {
			case 'InvalidAccessKeyId':
				return new \WP_Error( 'yomu_s3_bad_key', __( 'The storage does not know this access key ID. Check YOMU_S3_ACCESS_KEY_ID (or AWS_ACCESS_KEY_ID).', 'yomu-core' ) );
			case 'SignatureDoesNotMatch':
				return new \WP_Error( 'yomu_s3_signature', __( 'The storage refused the request signature: the secret access key is wrong (check YOMU_S3_SECRET_ACCESS_KEY or AWS_SECRET_ACCESS_KEY), or the region is not the bucket\'s.', 'yomu-core' ) );
			case 'NoSuchBucket':
				/* translators: %s: bucket name. */
				return new \WP_Error( 'yomu_s3_no_bucket', sprintf( __( 'The bucket "%s" does not exist at this endpoint. Create it or correct the bucket name.', 'yomu-core' ), $config->bucket() ) );
			case 'AccessDenied':
				/* translators: %s: bucket name. */
				return new \WP_Error( 'yomu_s3_denied', sprintf( __( 'The keys were accepted but are not allowed to write to the bucket "%s".', 'yomu-core' ), $config->bucket() ) );
			case 'PermanentRedirect':
			case 'AuthorizationHeaderMalformed':
			case 'IllegalLocationConstraintException':
				/* translators: %s: region. */
				return new \WP_Error( 'yomu_s3_region', sprintf( __( 'The bucket is not in the region "%s". Set the bucket\'s region.', 'yomu-core' ), $config->region() ) );
			case 'RequestTimeTooSkewed':
				return new \WP_Error( 'yomu_s3_clock', __( 'The storage refused the request because this server\'s clock is wrong.', 'yomu-core' ) );
		}
		if ( 403 === $status ) {
			return new \WP_Error( 'yomu_s3_denied', __( 'The storage refused the keys (HTTP 403). Check the access key ID and secret access key.', 'yomu-core' ) );
		}
		/* translators: 1: HTTP status, 2: S3 error code. */
		return new \WP_Error( 'yomu_s3_error', trim( sprintf( __( 'The storage answered HTTP %1$d %2$s.', 'yomu-core' ), $status, sanitize_text_field( $code ) ) ) );
	}
}
