<?php
/**
 * The advanced search filters of Madara (MADARA.md §2): genre[] (with op=1: every genre, else any), author,
 * artist, release (year), status[], adult (''|0|1). Values are whitelisted here and become tax/meta clauses;
 * the order (m_orderby) stays with Listing\ArchiveQuery.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\ArchiveQuery;

/**
 * Parses filter values and applies them to manga searches.
 */
final class Filters {

	public const KEYS = array( 'genre', 'op', 'author', 'artist', 'release', 'status', 'adult' );

	private const MAX_TERMS = 20;

	/**
	 * The load-more vars key the filters travel under, apart from WP_Query's own keys (`author` there is a
	 * user id, which the listing whitelist ignores; here it is an author's name).
	 */
	public const VARS_KEY = 'yomu_search';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		// After ArchiveQuery (10), whose order and family-safe clauses are kept.
		add_action( 'pre_get_posts', array( self::class, 'apply_to_main_search' ), 20 );
		add_filter( 'redirect_canonical', array( self::class, 'keep_search_url' ) );
		// Carried through the listing's load more (filters the Listing side offers; see the report).
		add_filter( 'yomu_listing_load_more_vars', array( self::class, 'load_more_vars' ), 10, 2 );
		add_filter( 'yomu_listing_query_args', array( self::class, 'query_args' ), 10, 2 );
	}

	/**
	 * The checked filter values of a request.
	 *
	 * @param array<mixed> $raw Unslashed request values.
	 * @return array{genre: string[], op: bool, author: string, artist: string, release: string, status: string[], adult: string}
	 */
	public static function parse( array $raw ): array {
		$status = array_values( array_intersect( self::strings( $raw['status'] ?? array() ), PostTypes::STATUSES ) );
		$adult  = isset( $raw['adult'] ) && is_scalar( $raw['adult'] ) ? (string) $raw['adult'] : '';
		return array(
			'genre'   => array_values( array_unique( array_filter( array_map( 'sanitize_title', self::strings( $raw['genre'] ?? array() ) ) ) ) ),
			'op'      => isset( $raw['op'] ) && is_scalar( $raw['op'] ) && '1' === (string) $raw['op'],
			'author'  => self::text( $raw['author'] ?? '' ),
			'artist'  => self::text( $raw['artist'] ?? '' ),
			'release' => self::text( $raw['release'] ?? '' ),
			'status'  => $status,
			'adult'   => in_array( $adult, array( '0', '1' ), true ) ? $adult : '',
		);
	}

	/**
	 * Whether any filter is set.
	 *
	 * @param array<string, mixed> $filters Parsed filters.
	 */
	public static function any( array $filters ): bool {
		return (bool) ( $filters['genre'] || '' !== $filters['author'] || '' !== $filters['artist'] || '' !== $filters['release'] || $filters['status'] || '' !== $filters['adult'] );
	}

	/**
	 * Query clauses for parsed filters: tax_query, meta_query (lists of clauses) and post__in [0] when a named
	 * author, artist or year does not exist (nothing can match).
	 *
	 * @param array<string, mixed> $filters Parsed filters.
	 * @return array{tax_query: array<int, array<string, mixed>>, meta_query: array<int, array<int|string, mixed>>, nothing: bool}
	 */
	public static function clauses( array $filters ): array {
		$tax     = array();
		$nothing = false;
		if ( $filters['genre'] ) {
			$tax[] = array(
				'taxonomy' => 'wp-manga-genre',
				'field'    => 'slug',
				'terms'    => array_slice( $filters['genre'], 0, self::MAX_TERMS ),
				'operator' => $filters['op'] ? 'AND' : 'IN',
			);
		}
		foreach ( array(
			'author'  => 'wp-manga-author',
			'artist'  => 'wp-manga-artist',
			'release' => 'wp-manga-release',
		) as $key => $taxonomy ) {
			if ( '' === $filters[ $key ] ) {
				continue;
			}
			$ids = self::term_ids( $taxonomy, $filters[ $key ], 'release' !== $key );
			if ( ! $ids ) {
				$nothing = true;
				continue;
			}
			$tax[] = array(
				'taxonomy' => $taxonomy,
				'field'    => 'term_id',
				'terms'    => $ids,
				'operator' => 'IN',
			);
		}
		$meta = array();
		if ( $filters['status'] ) {
			$meta[] = array(
				'key'     => MetaKeys::STATUS,
				'value'   => $filters['status'],
				'compare' => 'IN',
			);
		}
		if ( '1' === $filters['adult'] ) {
			$meta[] = array(
				'key'     => MetaKeys::ADULT,
				'value'   => 'yes',
				'compare' => 'LIKE',
			);
		} elseif ( '0' === $filters['adult'] ) {
			$meta[] = array(
				'relation' => 'OR',
				array(
					'key'     => MetaKeys::ADULT,
					'value'   => 'yes',
					'compare' => 'NOT LIKE',
				),
				array(
					'key'     => MetaKeys::ADULT,
					'compare' => 'NOT EXISTS',
				),
			);
		}
		return array(
			'tax_query'  => $tax, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a filter the visitor chose.
			'meta_query' => $meta, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a filter the visitor chose.
			'nothing'    => $nothing,
		);
	}

	/**
	 * Adds the filter clauses to query arguments, keeping the clauses already there.
	 *
	 * @param array<string, mixed> $args    Query arguments.
	 * @param array<string, mixed> $filters Parsed filters.
	 * @return array<string, mixed>
	 */
	public static function merge( array $args, array $filters ): array {
		$clauses = self::clauses( $filters );
		if ( $clauses['tax_query'] ) {
			$existing          = isset( $args['tax_query'] ) && is_array( $args['tax_query'] ) && $args['tax_query'] ? array( $args['tax_query'] ) : array();
			$args['tax_query'] = array_merge( array( 'relation' => 'AND' ), $existing, $clauses['tax_query'] ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		}
		if ( $clauses['meta_query'] ) {
			$existing           = isset( $args['meta_query'] ) && is_array( $args['meta_query'] ) && $args['meta_query'] ? array( $args['meta_query'] ) : array();
			$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $existing, $clauses['meta_query'] ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		if ( $clauses['nothing'] ) {
			$args['post__in'] = array( 0 );
		}
		return $args;
	}

	/**
	 * The filters of the current page request.
	 *
	 * @return array{genre: string[], op: bool, author: string, artist: string, release: string, status: string[], adult: string}
	 */
	public static function current(): array {
		return self::parse( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public search form.
	}

	/**
	 * Applies the request's filters to the main manga search.
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function apply_to_main_search( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() || ! ArchiveQuery::is_listing( $query ) ) {
			return;
		}
		// `author` is WordPress's post-author ID var; here it is Madara's author-name filter.
		$query->set( 'author', '' );
		$filters = self::current();
		// Replaces the theme's own genre clause (same genres) so the clauses are built in one place.
		$query->set( 'tax_query', array() );
		$args = self::merge(
			array(
				'meta_query' => $query->get( 'meta_query' ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
			),
			$filters
		);
		foreach ( $args as $key => $value ) {
			$query->set( $key, $value );
		}
	}

	/**
	 * No canonical redirect of a manga search (WordPress would send ?author=5 to a user's archive).
	 *
	 * @param mixed $redirect URL WordPress would redirect to.
	 * @return mixed
	 */
	public static function keep_search_url( $redirect ) {
		return is_search() && PostTypes::MANGA === get_query_var( 'post_type' ) ? false : $redirect;
	}

	/**
	 * Adds the page's filters to the vars its load-more control sends back.
	 *
	 * @param mixed $vars  Vars.
	 * @param mixed $query The listing query.
	 * @return array<string, mixed>
	 */
	public static function load_more_vars( $vars, $query = null ): array {
		$vars = is_array( $vars ) ? $vars : array();
		if ( ! $query instanceof \WP_Query || ! $query->is_main_query() || ! $query->is_search() ) {
			return $vars;
		}
		$sent = array();
		foreach ( self::current() as $key => $value ) {
			if ( array() !== $value && '' !== $value && false !== $value ) {
				$sent[ $key ] = true === $value ? '1' : $value;
			}
		}
		if ( $sent ) {
			$vars[ self::VARS_KEY ] = $sent;
		}
		return $vars;
	}

	/**
	 * Applies filters sent in load-more vars to the listing query arguments.
	 *
	 * @param mixed $args Query arguments.
	 * @param mixed $raw  Client vars.
	 * @return array<string, mixed>
	 */
	public static function query_args( $args, $raw = array() ): array {
		$args    = is_array( $args ) ? $args : array();
		$filters = is_array( $raw ) && isset( $raw[ self::VARS_KEY ] ) && is_array( $raw[ self::VARS_KEY ] ) ? $raw[ self::VARS_KEY ] : array();
		return self::merge( $args, self::parse( $filters ) );
	}

	/**
	 * Term IDs of a taxonomy by name (partly, for people's names) or exact name/slug (years).
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $name     Typed name.
	 * @param bool   $partial  Match part of the name.
	 * @return int[]
	 */
	private static function term_ids( string $taxonomy, string $name, bool $partial ): array {
		$args = array(
			'taxonomy'   => $taxonomy,
			'hide_empty' => false,
			'fields'     => 'ids',
			'number'     => 50,
		);
		if ( $partial ) {
			$args['name__like'] = $name;
		} else {
			$args['name'] = $name;
		}
		$ids = get_terms( $args );
		if ( ! $partial && is_array( $ids ) && ! $ids ) {
			$ids = get_terms( array_merge( array_diff_key( $args, array( 'name' => 1 ) ), array( 'slug' => sanitize_title( $name ) ) ) );
		}
		return is_array( $ids ) ? array_map( 'intval', $ids ) : array();
	}

	/**
	 * One short clean text value.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? mb_substr( trim( sanitize_text_field( (string) $value ) ), 0, 100 ) : '';
	}

	/**
	 * Short clean strings from a scalar or an array of scalars (at most 20).
	 *
	 * @param mixed $value Raw value.
	 * @return string[]
	 */
	private static function strings( $value ): array {
		$out = array();
		foreach ( is_array( $value ) ? $value : array( $value ) as $item ) {
			$clean = self::text( $item );
			if ( '' !== $clean ) {
				$out[] = $clean;
			}
		}
		return array_slice( $out, 0, self::MAX_TERMS );
	}
}
