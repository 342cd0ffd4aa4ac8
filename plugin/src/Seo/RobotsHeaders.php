<?php
/**
 * Reader app endpoints stay out of search results with `X-Robots-Tag: noindex` (they have no <head>): the OPDS
 * catalog, whoever owns the head. The yomu/v1 REST answers get the same header from WordPress's REST server for
 * every route; the chapter list endpoint sends its own.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

use Yomu\Core\Opds\Opds;

/**
 * The header.
 */
final class RobotsHeaders {

	/**
	 * Hooks before the catalog answers (Opds answers on parse_request at priority 0 and ends the request).
	 */
	public static function register(): void {
		add_action( 'parse_request', array( self::class, 'opds' ), -1 );
	}

	/**
	 * Sends the header for a catalog request.
	 *
	 * @param \WP $wp The request.
	 */
	public static function opds( \WP $wp ): void {
		if ( null !== Opds::requested_path( $wp ) && ! headers_sent() ) {
			header( 'X-Robots-Tag: noindex' );
		}
	}
}
