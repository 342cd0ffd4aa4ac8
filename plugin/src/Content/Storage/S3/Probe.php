<?php
/**
 * The connection test: a real PUT, HEAD and DELETE of a small probe object under the path prefix.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\S3;

use Yomu\Core\Content\Storage\Files;

/**
 * Connection test.
 */
final class Probe {

	/**
	 * Runs the test against a bucket.
	 *
	 * @param Config $config The bucket.
	 * @return true|\WP_Error
	 */
	public static function run( Config $config ) {
		$client = new Client( $config );
		$key    = $config->object_key( '.yomu-probe-' . wp_generate_password( 12, false ) . '.txt' );
		$file   = Files::temp();
		Files::write( $file, 'Yomu storage test' );
		$put = $client->put_file( $key, $file, 'text/plain' );
		Files::delete( array( $file ) );
		if ( is_wp_error( $put ) ) {
			return $put;
		}
		$head = $client->head( $key );
		if ( ! is_array( $head ) ) {
			$client->delete( $key );
			return is_wp_error( $head ) ? $head : new \WP_Error( 'yomu_s3_read_back', __( 'The test object was written but could not be found again.', 'yomu-core' ) );
		}
		return $client->delete( $key );
	}
}
