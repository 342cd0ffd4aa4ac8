<?php
/**
 * Sends admin-ajax answers in WordPress's {success, data} shape.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ajax;

/**
 * Thin wrapper so handlers can be tested: answers are built first, then sent.
 */
final class Response {

	/**
	 * Sends a {success, data} answer and ends the request.
	 *
	 * @param bool  $success Whether the call succeeded.
	 * @param mixed $data    The payload.
	 * @param int   $status  HTTP status.
	 */
	public static function send( bool $success, $data, int $status = 200 ): void {
		if ( $success ) {
			wp_send_json_success( $data, $status );
		}
		wp_send_json_error( $data, $status );
	}
}
