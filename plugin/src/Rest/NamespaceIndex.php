<?php
/**
 * The namespace's index route (`/wp-json/yomu/v1`, registered by WordPress itself) answers a readable 400 when its
 * `namespace` argument is not a string: core uses the value as an array key and dies on `?namespace[]=` (found by
 * the REST fuzz layer).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

/**
 * The guard.
 */
final class NamespaceIndex {

	/**
	 * Hooks the guard.
	 */
	public static function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'guard' ), 10, 3 );
	}

	/**
	 * Refuses a non-string namespace on the index route; anything else passes unchanged.
	 *
	 * @param mixed $response The response so far (null, or an error).
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request (a \WP_REST_Request).
	 * @return mixed
	 */
	public static function guard( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof \WP_REST_Request || '/' . Rest::NAMESPACE !== $request->get_route() || is_string( $request['namespace'] ) ) {
			return $response;
		}
		return new \WP_Error( 'rest_invalid_param', __( 'The namespace must be a text.', 'yomu-core' ), array( 'status' => 400 ) );
	}
}
