<?php
/**
 * Base of the `yomu/v1` tests: requests dispatched by WordPress's own REST server.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Rest;

use Yomu\Core\Tests\TestCase;

/**
 * Fixtures and a request helper.
 */
abstract class RestTestCase extends TestCase {

	/**
	 * Cookies as before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $cookies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cookies = $_COOKIE;
		switch_to_locale( 'en_US' );
		rest_get_server();
	}

	protected function tearDown(): void {
		$_COOKIE = $this->cookies;
		restore_previous_locale();
		parent::tearDown();
	}

	/**
	 * Dispatches a request through the REST server, as a request over HTTP would be.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route below /yomu/v1.
	 * @param array<string, mixed> $params Query (GET) or body parameters.
	 */
	protected function call( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/yomu/v1' . $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		$response = rest_get_server()->dispatch( $request );
		return apply_filters( 'rest_post_dispatch', rest_ensure_response( $response ), rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, run as its server runs it.
	}

	/**
	 * The error code of an answer ('' when it is no error).
	 *
	 * @param \WP_REST_Response $response Answer.
	 */
	protected static function code( \WP_REST_Response $response ): string {
		$data = $response->get_data();
		return is_array( $data ) && isset( $data['code'] ) && is_string( $data['code'] ) ? $data['code'] : '';
	}
}
