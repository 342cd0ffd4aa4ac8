<?php
/**
 * The search results page reflects the words once (the search field of the results form) and refuses words
 * over the limit: such a search runs no query, answers 400 with a readable message (the theme shows it from
 * yomu_search_too_long()), and echoes none of the words. The document title (and so og:title) names the
 * page, not the words.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * Hooks of the search results page.
 */
final class SearchPage {

	/**
	 * Whether the main query's search words were refused.
	 *
	 * @var bool
	 */
	private static bool $refused = false;

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'pre_get_posts', array( self::class, 'bound' ), 1 );
		add_action( 'template_redirect', array( self::class, 'status' ), 1 );
		add_filter( 'document_title_parts', array( self::class, 'title_parts' ), 20 );
		// The search results feed link would repeat the words in the head (issue 19: words show once).
		add_filter( 'feed_links_extra_show_search_feed', '__return_false' );
	}

	/**
	 * Whether this request's search words were over the limit.
	 */
	public static function refused(): bool {
		return self::$refused;
	}

	/**
	 * A main search over the limit searches nothing and keeps no words.
	 *
	 * @param mixed $query The query.
	 */
	public static function bound( $query ): void {
		if ( ! $query instanceof \WP_Query || ! $query->is_main_query() || ! $query->is_search() ) {
			return;
		}
		// The words as asked (WordPress itself empties s over 1600 bytes, which would list every manga).
		$words = is_array( $query->query ) && isset( $query->query['s'] ) ? $query->query['s'] : $query->get( 's' );
		if ( ! is_string( $words ) || ! Bounds::too_long( $words ) ) {
			return;
		}
		self::$refused = true;
		$query->set( 's', '' );
		$query->set( 'post__in', array( 0 ) );
	}

	/**
	 * The refused search answers 400 (the page still shows the message and the form).
	 */
	public static function status(): void {
		if ( self::$refused ) {
			status_header( 400 );
		}
	}

	/**
	 * "Search results – Site" on any search page: the words stay in the form only.
	 *
	 * @param mixed $parts Title parts.
	 * @return mixed
	 */
	public static function title_parts( $parts ) {
		if ( is_array( $parts ) && is_search() ) {
			$parts['title'] = __( 'Search results', 'yomu-core' );
		}
		return $parts;
	}
}
