<?php
/**
 * The manga list's filters and orders as WP_Query arguments, built by the listings' own whitelist
 * (Listing\QueryVars, Listing\Orderby, Search\Filters): published manga without a password only, adult ones
 * left out for a visitor who chose family-safe browsing, search on the search index. Reusable by other feeds.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Search\Filters;

/**
 * Maps checked list parameters to query arguments.
 */
final class MangaQuery {

	/** Taxonomies filtered by one slug each: parameter => taxonomy. */
	public const SLUG_FILTERS = array(
		'tag'     => 'wp-manga-tag',
		'author'  => 'wp-manga-author',
		'artist'  => 'wp-manga-artist',
		'release' => 'wp-manga-release',
	);

	/** The orders a client may ask for ('relevance' only means something with a search). */
	public const ORDERS = array( 'latest', 'alphabet', 'rating', 'trending', 'views', 'new-manga', 'relevance' );

	/**
	 * Query arguments for checked parameters.
	 *
	 * @param array<string, mixed> $params page, per_page, search, orderby, genre, genre_op, status, type and the
	 *                                     SLUG_FILTERS keys (as the route's schema left them).
	 * @return array<string, mixed>
	 */
	public static function args( array $params ): array {
		$search = isset( $params['search'] ) && is_string( $params['search'] ) ? $params['search'] : '';
		$raw    = array(
			'posts_per_page' => (int) ( $params['per_page'] ?? QueryVars::PER_PAGE ),
			'paged'          => (int) ( $params['page'] ?? 1 ),
		);
		if ( '' !== trim( $search ) ) {
			$raw['s'] = $search;
		}
		$order = isset( $params['orderby'] ) && is_string( $params['orderby'] ) ? $params['orderby'] : '';
		if ( '' === $order ) {
			$order = isset( $raw['s'] ) ? 'relevance' : Orderby::DEFAULT;
		}
		if ( 'relevance' !== $order || ! isset( $raw['s'] ) ) {
			$raw['m_orderby'] = 'relevance' === $order ? Orderby::DEFAULT : $order;
		}
		foreach ( self::SLUG_FILTERS as $param => $taxonomy ) {
			if ( isset( $params[ $param ] ) && is_string( $params[ $param ] ) && '' !== $params[ $param ] ) {
				$raw[ $taxonomy ] = $params[ $param ];
			}
		}
		$filters = array();
		if ( ! empty( $params['genre'] ) && is_array( $params['genre'] ) ) {
			$filters['genre'] = array_values( $params['genre'] );
			$filters['op']    = isset( $params['genre_op'] ) && 'all' === $params['genre_op'] ? '1' : '';
		}
		if ( ! empty( $params['status'] ) && is_array( $params['status'] ) ) {
			$filters['status'] = array_values( $params['status'] );
		}
		if ( $filters ) {
			$raw[ Filters::VARS_KEY ] = $filters;
		}
		$args = QueryVars::map( $raw, (int) $raw['paged'] );
		$type = isset( $params['type'] ) && is_string( $params['type'] ) ? $params['type'] : '';
		return in_array( $type, PostTypes::CHAPTER_TYPES, true ) ? self::with_chapter_type( $args, $type ) : $args;
	}

	/**
	 * Adds the chapter-type clause: image manga also match when the key is missing or empty (the default type).
	 *
	 * @param array<string, mixed> $args Query arguments.
	 * @param string               $type manga, text or video.
	 * @return array<string, mixed>
	 */
	private static function with_chapter_type( array $args, string $type ): array {
		$clause = array(
			'key'     => MetaKeys::CHAPTER_TYPE,
			'value'   => $type,
			'compare' => '=',
		);
		if ( 'manga' === $type ) {
			$clause = array(
				'relation' => 'OR',
				$clause,
				array(
					'key'     => MetaKeys::CHAPTER_TYPE,
					'value'   => '',
					'compare' => '=',
				),
				array(
					'key'     => MetaKeys::CHAPTER_TYPE,
					'compare' => 'NOT EXISTS',
				),
			);
		}
		$existing           = isset( $args['meta_query'] ) && is_array( $args['meta_query'] ) && $args['meta_query'] ? array( $args['meta_query'] ) : array();
		$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $existing, array( $clause ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a filter the client chose, on an indexed key.
		return $args;
	}
}
