<?php
/**
 * Cache headers of `yomu/v1` answers, decided like the pages' (Http\CacheHeaders): a guest's read may be kept
 * by a shared cache for a while, a signed-in reader's answer, or one that depends on a personal cookie (the 18+
 * confirmation, a post password), never. For a signed-in request WordPress's REST server sends its own, stricter
 * no-cache headers after these.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Http\CacheHeaders;

/**
 * Filter of rest_post_dispatch.
 */
final class CachePolicy {

	/**
	 * Adds Cache-Control to an answer of this namespace.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $server   The server.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function apply( $response, $server = null, $request = null ) {
		if ( ! $response instanceof \WP_REST_Response || ! $request instanceof \WP_REST_Request || ! str_starts_with( $request->get_route(), '/' . Rest::NAMESPACE . '/' ) ) {
			return $response;
		}
		$value = self::value( $request->get_method(), $response->get_status(), str_starts_with( $request->get_route(), '/' . Rest::NAMESPACE . '/me/' ) );
		if ( '' !== $value ) {
			$response->header( 'Cache-Control', $value );
		}
		return $response;
	}

	/**
	 * The Cache-Control value ('' for writes: WordPress's own headers stay).
	 *
	 * @param string $method   HTTP method.
	 * @param int    $status   HTTP status of the answer.
	 * @param bool   $personal Whether the route answers about the signed-in reader.
	 */
	public static function value( string $method, int $status, bool $personal ): string {
		return CacheHeaders::value(
			array(
				'method'      => strtolower( $method ),
				'signed_in'   => is_user_logged_in() || $personal,
				'personal'    => CacheHeaders::has_personal_cookie( $_COOKIE ),
				'sets_cookie' => false,
				'not_found'   => 404 === $status,
				'seconds'     => (int) apply_filters( 'yomu_guest_page_cache_seconds', CacheHeaders::SHARED_SECONDS ),
			)
		);
	}
}
