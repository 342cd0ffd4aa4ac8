<?php
/**
 * POST {manga permalink}ajax/chapters/ (with or without the trailing slash, optional ?t=): the chapter list
 * HTML, as Madara 2.x answers it and the Tachiyomi-family "Madara" source requests it (MADARA.md §3.2, §6).
 * A GET of the same URL renders the normal manga page. An unknown or unreadable manga gets an empty 200 body.
 * Madara's ?t={page} pagination of the list is accepted and ignored: the whole list is sent.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

/**
 * The chapter list endpoint.
 */
final class ChapterListEndpoint {

	/**
	 * Hooks the endpoint before any redirect or template runs.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'handle' ), 0 );
	}

	/**
	 * Whether the main query came from the chapter list route.
	 */
	public static function is_endpoint(): bool {
		return '1' === (string) get_query_var( 'manga_ajax' ) && 'get_chapters' === get_query_var( 'maction' );
	}

	/**
	 * The body to send for a POST to the endpoint ('' when the manga is unknown or unreadable).
	 */
	public static function answer(): string {
		$request = Request::current();
		return $request ? ChapterList::render( $request->manga ) : '';
	}

	/**
	 * Sends the list for POSTs to the endpoint.
	 */
	public static function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		if ( 'post' !== $method || ! self::is_endpoint() ) {
			return;
		}
		status_header( 200 );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		echo self::answer(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes every value.
		exit;
	}
}
