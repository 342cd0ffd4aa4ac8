<?php
/**
 * What the catalog answers to one request.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * Immutable answer: a document, a redirect, or not found.
 */
final class Response {

	/**
	 * Builds an answer.
	 *
	 * @param int    $status   HTTP status.
	 * @param string $type     Content-Type ('' for a redirect).
	 * @param string $body     Body.
	 * @param string $location Redirect target ('' for none).
	 */
	public function __construct(
		public readonly int $status,
		public readonly string $type,
		public readonly string $body,
		public readonly string $location = ''
	) {}

	/**
	 * A document, or not found when it is null.
	 *
	 * @param string|null $body Document.
	 * @param string      $type Its media type.
	 */
	public static function document( ?string $body, string $type ): self {
		return null === $body ? self::not_found() : new self( 200, $type, $body );
	}

	/**
	 * The not-found answer.
	 */
	public static function not_found(): self {
		return new self( 404, 'text/plain; charset=utf-8', __( 'Not found in the catalog.', 'yomu-core' ) );
	}
}
