<?php
/**
 * Madara's chapter feed, kept at its URLs: /feed/manga-chapters/ and ?feed=manga-chapters for the site, and
 * {manga URL}feed/manga-chapters/ for one manga (rule in Routing\Rules). It is answered on parse_request, before
 * WordPress's main query and before WordPress's own feed headers (whose Last-Modified and 304 follow the blog's
 * posts, not chapters), with the guest pages' Cache-Control, an ETag and a Last-Modified of its own.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Feeds;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Http\CacheHeaders;

/**
 * Hooks and the answer.
 */
final class Feeds {

	/**
	 * Registers the feed, its answer, its head links and purge URLs.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add_feed' ) );
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 0 );
		Links::register();
	}

	/**
	 * Adds the feed name to WordPress's feeds (its /feed/{name}/ rewrite rules, is_feed()).
	 */
	public static function add_feed(): void {
		add_feed( ChapterFeed::NAME, array( self::class, 'serve_main_query' ) );
	}

	/**
	 * Answers a chapter feed request and ends it.
	 *
	 * @param \WP $wp The request.
	 */
	public static function maybe_serve( \WP $wp ): void {
		if ( ChapterFeed::NAME !== ( $wp->query_vars['feed'] ?? '' ) ) {
			return;
		}
		$slug = $wp->query_vars[ PostTypes::QUERY_VAR ] ?? '';
		self::serve( is_string( $slug ) ? $slug : '' );
		exit;
	}

	/**
	 * The callback WordPress's do_feed() would run: not reached through a URL (maybe_serve answers first), kept
	 * for code that calls do_feed() itself.
	 */
	public static function serve_main_query(): void {
		$manga = is_singular( PostTypes::MANGA ) ? get_queried_object() : null;
		self::serve( $manga instanceof \WP_Post ? $manga->post_name : '' );
	}

	/**
	 * Sends the feed of the site ('' slug) or of the manga with this slug, or a 404 when that manga is not
	 * readable by everyone (a draft, private, password-protected or missing manga has no feed).
	 *
	 * @param string $slug Manga slug.
	 */
	private static function serve( string $slug ): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		if ( ! in_array( $method, array( 'get', 'head' ), true ) ) {
			status_header( 405 );
			header( 'Allow: GET, HEAD' );
			return;
		}
		$manga = null;
		if ( '' !== $slug ) {
			$manga = get_page_by_path( $slug, 'OBJECT', PostTypes::MANGA );
			if ( ! $manga instanceof \WP_Post || ! Policy::listed( $manga ) ) {
				self::headers( $method, 404 );
				header( 'Content-Type: text/plain; charset=utf-8' );
				if ( 'head' !== $method ) {
					esc_html_e( 'This feed does not exist.', 'yomu-core' );
				}
				return;
			}
		}
		list( $body, $modified ) = ChapterFeed::document( $manga );
		$etag                    = Conditional::etag( $body );
		$current                 = Conditional::not_modified(
			isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) : '',
			isset( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) ) : '',
			$etag,
			$modified
		);
		self::headers( $method, $current ? 304 : 200 );
		header( 'ETag: ' . $etag );
		header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT' );
		if ( $current ) {
			return;
		}
		header( 'Content-Type: ' . feed_content_type( 'rss-http' ) . '; charset=UTF-8' );
		if ( 'head' !== $method ) {
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- XML written by XMLWriter, which escapes every value.
		}
	}

	/**
	 * The status and the guest pages' cache headers.
	 *
	 * @param string $method get or head.
	 * @param int    $status HTTP status.
	 */
	private static function headers( string $method, int $status ): void {
		status_header( $status );
		$cache = CacheHeaders::value(
			array(
				'method'      => $method,
				'signed_in'   => is_user_logged_in(),
				'personal'    => CacheHeaders::has_personal_cookie( $_COOKIE ),
				'sets_cookie' => false,
				'not_found'   => 404 === $status,
				'seconds'     => (int) apply_filters( 'yomu_guest_page_cache_seconds', CacheHeaders::SHARED_SECONDS ),
			)
		);
		if ( '' !== $cache ) {
			header( 'Cache-Control: ' . $cache );
		}
		header( 'X-Content-Type-Options: nosniff' );
	}
}
