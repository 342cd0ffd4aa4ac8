<?php
/**
 * The OPDS 1.2 catalog with page streaming (OPDS-PSE) for comic reader apps, served by the front end at /opds/
 * (or /?yomu_opds=/ with plain permalinks) as GET documents with the guest pages' cache headers, so proxies and
 * CDNs cache it like any page. The request is answered on parse_request, before WordPress runs its main query;
 * a WordPress page with the slug "opds" is shadowed by it. The site's <head> links the catalog and its search.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

use Yomu\Core\Http\CacheHeaders;

/**
 * Hooks of the catalog.
 */
final class Opds {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 0 );
		add_action( 'wp_head', array( self::class, 'head_links' ), 3 );
		Reader::register();
		PurgeUrls::register();
	}

	/**
	 * Adds the catalog's query var (plain permalinks).
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ): array {
		$vars   = (array) $vars;
		$vars[] = Links::QUERY_VAR;
		return $vars;
	}

	/**
	 * The catalog path a request asks for, or null when it is not a catalog request.
	 *
	 * @param \WP $wp The request.
	 */
	public static function requested_path( \WP $wp ): ?string {
		$var = $wp->query_vars[ Links::QUERY_VAR ] ?? null;
		if ( is_string( $var ) ) {
			return $var;
		}
		$request = trim( (string) $wp->request, '/' );
		if ( 'opds' === $request || str_starts_with( $request, 'opds/' ) ) {
			return (string) substr( $request, 4 );
		}
		return null;
	}

	/**
	 * Answers a catalog request and ends it.
	 *
	 * @param \WP $wp The request.
	 */
	public static function maybe_serve( \WP $wp ): void {
		$path = self::requested_path( $wp );
		if ( null === $path ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		if ( ! in_array( $method, array( 'get', 'head' ), true ) ) {
			status_header( 405 );
			header( 'Allow: GET, HEAD' );
			exit;
		}
		$response = Router::answer( $path, wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only documents.
		self::send( $response, $method );
		exit;
	}

	/**
	 * Sends an answer.
	 *
	 * @param Response $response Answer.
	 * @param string   $method   Request method (get or head).
	 */
	private static function send( Response $response, string $method ): void {
		status_header( $response->status );
		$cache = CacheHeaders::value(
			array(
				'method'      => $method,
				'signed_in'   => is_user_logged_in(), // A signed-in reader's chapter feeds carry their last read page.
				'personal'    => CacheHeaders::has_personal_cookie( $_COOKIE ),
				'sets_cookie' => false,
				'not_found'   => 404 === $response->status,
				'seconds'     => (int) apply_filters( 'yomu_guest_page_cache_seconds', CacheHeaders::SHARED_SECONDS ),
			)
		);
		if ( '' !== $cache ) {
			header( 'Cache-Control: ' . $cache );
		}
		header( 'X-Content-Type-Options: nosniff' );
		if ( '' !== $response->location ) {
			header( 'Location: ' . esc_url_raw( $response->location ), true, $response->status );
			return;
		}
		header( 'Content-Type: ' . $response->type );
		if ( 'head' !== $method ) {
			echo $response->body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- XML written by XMLWriter, which escapes every value.
		}
	}

	/**
	 * The <head> links to the catalog and its OpenSearch description.
	 */
	public static function head_links(): void {
		printf(
			'<link rel="alternate" type="%1$s" title="%2$s" href="%3$s">' . "\n",
			esc_attr( Links::NAVIGATION ),
			esc_attr__( 'OPDS catalog', 'yomu-core' ),
			esc_url( Links::url() )
		);
		printf(
			'<link rel="search" type="%1$s" title="%2$s" href="%3$s">' . "\n",
			esc_attr( Links::OPENSEARCH ),
			esc_attr( (string) get_bloginfo( 'name' ) ),
			esc_url( Links::url( 'opensearch.xml' ) )
		);
	}
}
