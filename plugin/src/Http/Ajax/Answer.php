<?php
/**
 * What an admin-ajax handler answers: a {success, data} JSON answer, an HTML body, or an exact bare body such as
 * Madara's `0` (MADARA.md §3). Built by the handler, sent by the Registrar, so handlers are tested without sending.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http\Ajax;

/**
 * An answer object.
 */
final class Answer {

	public const JSON = 'json';
	public const HTML = 'html';
	public const BARE = 'bare';

	/**
	 * Builds an answer; use the named constructors.
	 *
	 * @param string                $kind    JSON, HTML or BARE.
	 * @param bool                  $success Whether the call succeeded (a JSON answer's `success`).
	 * @param mixed                 $data    A JSON answer's `data` (left out when null), else the body.
	 * @param int                   $status  HTTP status.
	 * @param array<string, string> $headers Extra headers of an HTML answer.
	 */
	private function __construct(
		public readonly string $kind,
		public readonly bool $success,
		public readonly mixed $data,
		public readonly int $status,
		public readonly array $headers = array()
	) {}

	/**
	 * {success:true, data} (no data key when $data is null).
	 *
	 * @param mixed $data   Payload.
	 * @param int   $status HTTP status.
	 */
	public static function success( mixed $data = null, int $status = 200 ): self {
		return new self( self::JSON, true, $data, $status );
	}

	/**
	 * {success:false, data} (no data key when $data is null).
	 *
	 * @param mixed $data   Payload: a message, or an object with message (and code).
	 * @param int   $status HTTP status.
	 */
	public static function error( mixed $data = null, int $status = 400 ): self {
		return new self( self::JSON, false, $data, $status );
	}

	/**
	 * The error for a postID that names no manga the caller may use (bookmarks, ratings).
	 */
	public static function unknown_manga(): self {
		return self::error(
			array(
				'code'    => 'invalid_manga',
				'message' => __( 'This manga could not be found.', 'yomu-core' ),
			),
			400
		);
	}

	/**
	 * An HTML body (already escaped by whoever built it).
	 *
	 * @param string                $html    Body.
	 * @param int                   $status  HTTP status; 4xx and 5xx count as failures.
	 * @param array<string, string> $headers Extra headers.
	 */
	public static function html( string $html, int $status = 200, array $headers = array() ): self {
		return new self( self::HTML, $status < 400, $html, $status, $headers );
	}

	/**
	 * An exact short body sent the way WordPress sends its own (`0` with 400 for an unknown action).
	 *
	 * @param string $body   Body.
	 * @param int    $status HTTP status.
	 */
	public static function bare( string $body, int $status ): self {
		return new self( self::BARE, $status < 400, $body, $status );
	}

	/**
	 * {success:false, data:{code, message}} with the error's `status` (400 without one).
	 *
	 * @param \WP_Error $error The error.
	 */
	public static function from_error( \WP_Error $error ): self {
		$data = $error->get_error_data();
		return self::error(
			array(
				'code'    => (string) $error->get_error_code(),
				'message' => $error->get_error_message(),
			),
			is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400
		);
	}
}
