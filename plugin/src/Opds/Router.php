<?php
/**
 * Maps a catalog path (the part after /opds/) and its query to an answer.
 *
 * Paths: '' (root), latest/, popular/, genres/, genre/{slug}/, manga/{id}/, search/?q=, opensearch.xml,
 * chapter/{id}/page/{n}; listing feeds take ?page=n.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Opds;

/**
 * The dispatcher.
 */
final class Router {

	/**
	 * The answer for a path.
	 *
	 * @param string               $path  Catalog path, with or without slashes around it.
	 * @param array<string, mixed> $query Query arguments (unslashed).
	 */
	public static function answer( string $path, array $query ): Response {
		$path = trim( $path, '/' );
		$page = self::number( $query['page'] ?? '1' );
		if ( null === $page || $page < 1 ) {
			return Response::not_found();
		}
		if ( '' === $path ) {
			return Response::document( Navigation::root(), Links::NAVIGATION );
		}
		if ( 'genres' === $path ) {
			return Response::document( Navigation::genres(), Links::NAVIGATION );
		}
		if ( 'latest' === $path || 'popular' === $path ) {
			return Response::document( Listing::sorted( $path, $page ), Links::ACQUISITION );
		}
		if ( 'search' === $path ) {
			$terms = isset( $query['q'] ) && is_string( $query['q'] ) ? sanitize_text_field( $query['q'] ) : '';
			return Response::document( Listing::search( mb_substr( $terms, 0, 200 ), $page ), Links::ACQUISITION );
		}
		if ( 'opensearch.xml' === $path ) {
			return Response::document( OpenSearch::description(), Links::OPENSEARCH );
		}
		if ( preg_match( '#^genre/([^/]{1,200})$#', $path, $m ) ) {
			return Response::document( Listing::genre( rawurldecode( $m[1] ), $page ), Links::ACQUISITION );
		}
		if ( preg_match( '#^manga/([0-9]{1,12})$#', $path, $m ) ) {
			return Response::document( MangaFeed::build( (int) $m[1], $page ), Links::ACQUISITION );
		}
		if ( preg_match( '#^chapter/([0-9]{1,12})/page/([0-9]{1,6})$#', $path, $m ) ) {
			$url = PageRedirect::image_url( (int) $m[1], (int) $m[2] );
			return '' === $url ? Response::not_found() : new Response( 302, '', '', $url );
		}
		return Response::not_found();
	}

	/**
	 * A whole number from a query argument, else null.
	 *
	 * @param mixed $raw Argument.
	 */
	private static function number( $raw ): ?int {
		$raw = is_scalar( $raw ) ? trim( (string) $raw ) : '';
		return '' !== $raw && strlen( $raw ) <= 6 && ctype_digit( $raw ) ? (int) $raw : null;
	}
}
