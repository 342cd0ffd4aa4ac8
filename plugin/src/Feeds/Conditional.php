<?php
/**
 * Conditional GET for the chapter feeds: an ETag of the document's bytes and a Last-Modified of its newest change.
 * If-None-Match decides when the reader sent it (RFC 9110 §13.1.3); If-Modified-Since only without it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Feeds;

/**
 * The 304 decision.
 */
final class Conditional {

	/**
	 * The ETag of a document.
	 *
	 * @param string $body The document.
	 */
	public static function etag( string $body ): string {
		return '"' . md5( $body ) . '"';
	}

	/**
	 * Whether the reader's copy is current.
	 *
	 * @param string $if_none_match     The If-None-Match header ('' when absent).
	 * @param string $if_modified_since The If-Modified-Since header ('' when absent).
	 * @param string $etag              The document's ETag.
	 * @param int    $modified          Its last change (Unix time).
	 */
	public static function not_modified( string $if_none_match, string $if_modified_since, string $etag, int $modified ): bool {
		if ( '' !== trim( $if_none_match ) ) {
			foreach ( explode( ',', $if_none_match ) as $tag ) {
				$tag = trim( $tag );
				// A weak comparison, as for GET: W/"x" matches "x".
				if ( '*' === $tag || ( str_starts_with( $tag, 'W/' ) ? substr( $tag, 2 ) : $tag ) === $etag ) {
					return true;
				}
			}
			return false;
		}
		$since = '' !== trim( $if_modified_since ) ? strtotime( $if_modified_since ) : false;
		return false !== $since && $modified > 0 && $since >= $modified;
	}
}
