<?php
/**
 * Turns client-sent query vars (load-more `vars[...]`, `manga_args[...]`) into safe WP_Query arguments.
 * Only known keys pass, with checked values; post type and status are always forced (MADARA.md §5 item 8).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * The whitelist mapping. Anything not listed here is dropped silently.
 */
final class QueryVars {

	public const PER_PAGE     = 24;
	public const MAX_PER_PAGE = 48;
	public const MAX_PAGE     = 10000;

	/** Most characters of search words (a long manga title with its alternative name fits); Search\Bounds checks it. */
	public const SEARCH_MAX = 200;

	/**
	 * Meta keys a client may order by.
	 */
	public const ORDER_META_KEYS = array(
		MetaKeys::LATEST_UPDATE,
		MetaKeys::VIEWS,
		MetaKeys::AVERAGE_REVIEW,
		MetaKeys::TOTAL_VOTES,
		'_wp_manga_day_views_value',
		'_wp_manga_week_views_value',
		'_wp_manga_month_views_value',
		'_wp_manga_year_views_value',
	);

	/**
	 * Meta keys a client may filter on, with the values allowed ([] = any short text).
	 */
	public const FILTER_META_KEYS = array(
		MetaKeys::CHAPTER_TYPE => PostTypes::CHAPTER_TYPES,
		MetaKeys::STATUS       => PostTypes::STATUSES,
		MetaKeys::ADULT        => array(),
	);

	public const META_COMPARES = array( '=', '!=', 'IN', 'NOT IN', 'EXISTS', 'NOT EXISTS' );
	public const TAX_OPERATORS = array( 'IN', 'NOT IN', 'AND' );
	public const TAX_FIELDS    = array( 'slug', 'name', 'term_id' );
	public const POST_ORDERS   = array( 'date', 'title', 'post_title', 'modified', 'ID' );

	/**
	 * Safe query arguments for the given raw vars.
	 *
	 * @param mixed $raw   Client vars (unslashed).
	 * @param int   $paged Page to fetch (1-based); overrides vars[paged] when > 0.
	 * @return array<string, mixed>
	 */
	public static function map( $raw, int $paged = 0 ): array {
		$raw  = is_array( $raw ) ? $raw : array();
		$args = array(
			'posts_per_page' => self::per_page( $raw['posts_per_page'] ?? null ), // phpcs:ignore WordPress.WP.PostsPerPage -- capped at 48.
			'paged'          => $paged > 0 ? min( $paged, self::MAX_PAGE ) : self::page( $raw['paged'] ?? null ),
		);

		if ( isset( $raw['s'] ) && is_scalar( $raw['s'] ) ) {
			$search = mb_substr( sanitize_text_field( (string) $raw['s'] ), 0, self::SEARCH_MAX );
			if ( '' !== $search ) {
				$args['s'] = $search;
			}
		}

		$args = array_merge( $args, self::ordering( $raw ) );

		$tax = self::tax_query( $raw );
		if ( $tax ) {
			$args['tax_query'] = $tax; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		}

		$meta = self::meta_filters( $raw['meta_query'] ?? null );
		if ( $meta ) {
			$existing           = isset( $args['meta_query'] ) ? array( $args['meta_query'] ) : array();
			$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $existing, $meta ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}

		/**
		 * Lets other parts (the advanced search filters) add their own whitelisted arguments; the forced ones
		 * (published manga only) are applied after.
		 *
		 * @param array<string, mixed> $args The mapped arguments.
		 * @param mixed                $raw  The vars as the client sent them.
		 */
		$args = (array) apply_filters( 'yomu_listing_query_args', $args, $raw );
		return self::force( $args );
	}

	/**
	 * The arguments nobody chooses: published manga only.
	 *
	 * @param array<string, mixed> $args Query arguments.
	 * @return array<string, mixed>
	 */
	public static function force( array $args ): array {
		$args['post_type']           = PostTypes::MANGA;
		$args['post_status']         = 'publish';
		$args['has_password']        = false;
		$args['ignore_sticky_posts'] = true;
		return FamilySafe::apply( $args );
	}

	/**
	 * Page size: 1 to 48, 24 by default.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function per_page( $value ): int {
		$number = is_numeric( $value ) ? (int) $value : 0;
		return $number > 0 ? min( $number, self::MAX_PER_PAGE ) : self::PER_PAGE;
	}

	/**
	 * A 1-based page number.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function page( $value ): int {
		$number = is_numeric( $value ) ? (int) $value : 1;
		return max( 1, min( $number, self::MAX_PAGE ) );
	}

	/**
	 * Order arguments: m_orderby, or orderby (+ meta_key) from the known lists.
	 *
	 * @param array<mixed> $raw Client vars.
	 * @return array<string, mixed>
	 */
	private static function ordering( array $raw ): array {
		$order = isset( $raw['order'] ) && is_string( $raw['order'] ) && 'ASC' === strtoupper( $raw['order'] ) ? 'ASC' : 'DESC';
		if ( isset( $raw['m_orderby'] ) ) {
			return Orderby::args( Orderby::normalize( $raw['m_orderby'] ) );
		}
		$orderby = $raw['orderby'] ?? null;
		if ( is_array( $orderby ) && ( isset( $orderby['query_average_reviews'] ) || isset( $orderby['query_total_reviews'] ) ) ) {
			return Orderby::args( 'rating' );
		}
		if ( ! is_string( $orderby ) ) {
			return array();
		}
		if ( 'meta_value_num' === $orderby || 'meta_value' === $orderby ) {
			$key = isset( $raw['meta_key'] ) && is_string( $raw['meta_key'] ) ? $raw['meta_key'] : '';
			return in_array( $key, self::ORDER_META_KEYS, true ) ? Orderby::by_meta( $key, $order ) : array();
		}
		if ( in_array( $orderby, self::POST_ORDERS, true ) ) {
			return array(
				'orderby' => 'post_title' === $orderby ? 'title' : $orderby,
				'order'   => $order,
			);
		}
		return array();
	}

	/**
	 * Taxonomy filters: tax_query items and plain `{taxonomy}=slug` vars, known taxonomies only.
	 *
	 * @param array<mixed> $raw Client vars.
	 * @return array<int|string, mixed>
	 */
	private static function tax_query( array $raw ): array {
		$clauses = array();
		foreach ( array_keys( PostTypes::TAXONOMIES ) as $taxonomy ) {
			if ( isset( $raw[ $taxonomy ] ) && is_string( $raw[ $taxonomy ] ) && '' !== $raw[ $taxonomy ] ) {
				$clauses[] = array(
					'taxonomy' => $taxonomy,
					'field'    => 'slug',
					'terms'    => array( sanitize_title( $raw[ $taxonomy ] ) ),
				);
			}
		}
		$items = isset( $raw['tax_query'] ) && is_array( $raw['tax_query'] ) ? $raw['tax_query'] : array();
		foreach ( $items as $key => $item ) {
			if ( 'relation' === $key || ! is_array( $item ) ) {
				continue;
			}
			$clause = self::tax_clause( $item );
			if ( $clause ) {
				$clauses[] = $clause;
			}
		}
		if ( ! $clauses ) {
			return array();
		}
		$relation = isset( $items['relation'] ) && is_string( $items['relation'] ) && 'OR' === strtoupper( $items['relation'] ) ? 'OR' : 'AND';
		return array_merge( array( 'relation' => $relation ), $clauses );
	}

	/**
	 * One checked tax_query clause, or [] when it names an unknown taxonomy or has no terms.
	 *
	 * @param array<mixed> $item Raw clause.
	 * @return array<string, mixed>
	 */
	private static function tax_clause( array $item ): array {
		$taxonomy = isset( $item['taxonomy'] ) && is_string( $item['taxonomy'] ) ? $item['taxonomy'] : '';
		if ( ! array_key_exists( $taxonomy, PostTypes::TAXONOMIES ) ) {
			return array();
		}
		$field = isset( $item['field'] ) && in_array( $item['field'], self::TAX_FIELDS, true ) ? $item['field'] : 'slug';
		$terms = self::strings( $item['terms'] ?? null );
		if ( 'term_id' === $field ) {
			$terms = array_values( array_filter( array_map( 'absint', $terms ) ) );
		}
		if ( ! $terms ) {
			return array();
		}
		$raw_operator = $item['operator'] ?? ( $item['operation'] ?? 'IN' );
		$operator     = is_string( $raw_operator ) && in_array( strtoupper( $raw_operator ), self::TAX_OPERATORS, true ) ? strtoupper( $raw_operator ) : 'IN';
		return array(
			'taxonomy' => $taxonomy,
			'field'    => $field,
			'terms'    => $terms,
			'operator' => $operator,
		);
	}

	/**
	 * Checked meta filter clauses on the known keys.
	 *
	 * @param mixed $items Raw meta_query.
	 * @return array<int, array<string, mixed>>
	 */
	private static function meta_filters( $items ): array {
		$clauses = array();
		foreach ( is_array( $items ) ? $items : array() as $key => $item ) {
			if ( 'relation' === $key || ! is_array( $item ) ) {
				continue;
			}
			$meta_key = isset( $item['key'] ) && is_string( $item['key'] ) ? $item['key'] : '';
			if ( ! array_key_exists( $meta_key, self::FILTER_META_KEYS ) ) {
				continue;
			}
			$compare = isset( $item['compare'] ) && is_string( $item['compare'] ) ? strtoupper( $item['compare'] ) : '=';
			if ( ! in_array( $compare, self::META_COMPARES, true ) ) {
				continue;
			}
			$clause = array(
				'key'     => $meta_key,
				'compare' => $compare,
			);
			if ( 'EXISTS' !== $compare && 'NOT EXISTS' !== $compare ) {
				$values  = self::strings( $item['value'] ?? '' );
				$allowed = self::FILTER_META_KEYS[ $meta_key ];
				if ( $allowed ) {
					$values = array_values( array_intersect( $values, $allowed ) );
				}
				if ( ! $values && $allowed ) {
					continue;
				}
				$clause['value'] = in_array( $compare, array( 'IN', 'NOT IN' ), true ) ? $values : ( $values[0] ?? '' );
			}
			$clauses[] = $clause;
		}
		return $clauses;
	}

	/**
	 * A list of short clean strings from a scalar or an array of scalars (at most 20).
	 *
	 * @param mixed $value Raw value.
	 * @return string[]
	 */
	private static function strings( $value ): array {
		$list = is_array( $value ) ? $value : array( $value );
		$out  = array();
		foreach ( $list as $item ) {
			if ( is_scalar( $item ) ) {
				$clean = mb_substr( sanitize_text_field( (string) $item ), 0, 100 );
				if ( '' !== $clean ) {
					$out[] = $clean;
				}
			}
		}
		return array_slice( array_values( array_unique( $out ) ), 0, 20 );
	}
}
