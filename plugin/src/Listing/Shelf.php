<?php
/**
 * A manga shelf: the few manga a widget or a shortcode lists, chosen by Madara's listing settings (count, order
 * with its trending period and direction, genre / tag / author / artist / release slugs OR'ed together, chapter
 * type, status, chosen or excluded ids). Published manga only, adult ones left out for a Family Safe visitor
 * (QueryVars::force), ordered through Yomu's listing orders (Orderby, MetaOrder: the rank table's indexes).
 *
 * Random order is not ORDER BY RAND() over every match: as Related does, the newest POOL matches (an indexed
 * date order) are kept for CACHE_SECONDS in a transient, and each render picks its items from them at random.
 * Every other order is one WP_Query, which WordPress keeps in a persistent object cache when the site has one.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * Shelf settings in, manga posts out.
 */
final class Shelf {

	/** Madara's order_by values a shelf knows. */
	public const ORDERS = array( 'latest', 'alphabet', 'rating', 'trending', 'views', 'new-manga', 'random' );

	/** Trending periods; anything else is all-time views. */
	public const RANGES = array( 'all', 'day', 'week', 'month', 'year' );

	/** The taxonomies a shelf filters on, by the name a spec uses. */
	public const TAXONOMIES = array(
		'genre'   => 'wp-manga-genre',
		'tag'     => 'wp-manga-tag',
		'author'  => 'wp-manga-author',
		'artist'  => 'wp-manga-artist',
		'release' => 'wp-manga-release',
	);

	/** Candidates a random shelf picks from. */
	private const POOL = 48;

	/** How long a random shelf's candidates are kept (Yomu's transients all expire within 15 minutes). */
	private const CACHE_SECONDS = 15 * 60;

	/**
	 * A complete spec from partial settings (unknown keys dropped, values checked):
	 * count (1–48), order_by (ORDERS), range (RANGES), order (ASC|DESC), terms (spec taxonomy name => slugs),
	 * chapter_type (''|manga|text|video), type_missing (a missing chapter type counts as manga), status, ids,
	 * exclude.
	 *
	 * @param array<string, mixed> $given Settings.
	 * @return array{count: int, order_by: string, range: string, order: string, terms: array<string, string[]>, chapter_type: string, type_missing: bool, status: string, ids: int[], exclude: int[]}
	 */
	public static function spec( array $given ): array {
		$terms = array();
		foreach ( (array) ( $given['terms'] ?? array() ) as $name => $slugs ) {
			if ( isset( self::TAXONOMIES[ $name ] ) ) {
				$clean = is_array( $slugs ) ? self::slugs( implode( ',', array_filter( $slugs, 'is_scalar' ) ) ) : self::slugs( (string) ( is_scalar( $slugs ) ? $slugs : '' ) );
				if ( $clean ) {
					$terms[ $name ] = $clean;
				}
			}
		}
		$order_by = strtolower( (string) ( $given['order_by'] ?? 'latest' ) );
		$range    = strtolower( (string) ( $given['range'] ?? 'all' ) );
		$type     = (string) ( $given['chapter_type'] ?? '' );
		$status   = (string) ( $given['status'] ?? '' );
		return array(
			'count'        => max( 1, min( QueryVars::MAX_PER_PAGE, (int) ( $given['count'] ?? 5 ) ) ),
			'order_by'     => in_array( $order_by, self::ORDERS, true ) ? $order_by : 'latest',
			'range'        => in_array( $range, self::RANGES, true ) ? $range : 'all',
			'order'        => 'ASC' === strtoupper( (string) ( $given['order'] ?? 'DESC' ) ) ? 'ASC' : 'DESC',
			'terms'        => $terms,
			'chapter_type' => in_array( $type, PostTypes::CHAPTER_TYPES, true ) ? $type : '',
			'type_missing' => ! empty( $given['type_missing'] ),
			'status'       => in_array( $status, PostTypes::STATUSES, true ) ? $status : '',
			'ids'          => self::ids( $given['ids'] ?? array() ),
			'exclude'      => self::ids( $given['exclude'] ?? array() ),
		);
	}

	/**
	 * The shelf's manga, in order.
	 *
	 * @param array<string, mixed> $given Settings (see spec()).
	 * @return \WP_Post[]
	 */
	public static function posts( array $given ): array {
		$spec = self::spec( $given );
		$args = self::args( $spec );
		if ( 'random' === $spec['order_by'] ) {
			return self::random( $args, $spec['count'] );
		}
		$query = new \WP_Query( $args );
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}

	/**
	 * WP_Query arguments of a spec (a random one comes back newest first: random() draws from it).
	 *
	 * @param array{count: int, order_by: string, range: string, order: string, terms: array<string, string[]>, chapter_type: string, type_missing: bool, status: string, ids: int[], exclude: int[]} $spec spec() output.
	 * @return array<string, mixed>
	 */
	public static function args( array $spec ): array {
		$args = array(
			'posts_per_page'         => $spec['count'], // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most 48.
			'no_found_rows'          => true,
			'update_post_term_cache' => false,
		);
		$args = array_merge( $args, self::order( $spec['order_by'], $spec['range'], $spec['order'] ) );
		$tax  = array();
		foreach ( $spec['terms'] as $name => $slugs ) {
			$tax[] = array(
				'taxonomy' => self::TAXONOMIES[ $name ],
				'field'    => 'slug',
				'terms'    => $slugs,
			);
		}
		if ( $tax ) {
			// Madara ORs every term list together: a manga of any listed genre, tag, author, artist or year.
			$args['tax_query'] = array_merge( array( 'relation' => 'OR' ), $tax ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- term_relationships' primary key.
		}
		$meta = array();
		if ( '' !== $spec['chapter_type'] ) {
			$type   = array(
				'key'   => MetaKeys::CHAPTER_TYPE,
				'value' => $spec['chapter_type'],
			);
			$meta[] = 'manga' === $spec['chapter_type'] && $spec['type_missing']
				? array(
					'relation' => 'OR',
					$type,
					array(
						'key'     => MetaKeys::CHAPTER_TYPE,
						'compare' => 'NOT EXISTS',
					),
				)
				: $type;
		}
		if ( '' !== $spec['status'] ) {
			$meta[] = array(
				'key'   => MetaKeys::STATUS,
				'value' => $spec['status'],
			);
		}
		if ( $meta ) {
			$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $meta ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- postmeta's (post_id, meta_key) index.
		}
		if ( $spec['ids'] ) {
			$args['post__in'] = $spec['ids'];
		}
		if ( $spec['exclude'] ) {
			$args['post__not_in'] = $spec['exclude']; // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- a short list the owner chose.
		}
		return QueryVars::force( $args );
	}

	/**
	 * The order arguments of Madara's order_by, its trending period and direction.
	 *
	 * @param string $order_by  One of ORDERS.
	 * @param string $range     One of RANGES (trending only).
	 * @param string $direction ASC or DESC.
	 * @return array<string, mixed>
	 */
	public static function order( string $order_by, string $range, string $direction ): array {
		switch ( $order_by ) {
			case 'alphabet':
				return array(
					'orderby' => array( 'title' => $direction ),
					'order'   => $direction,
				);
			case 'new-manga':
			case 'random':
				return array(
					'orderby' => array(
						'date' => 'random' === $order_by ? 'DESC' : $direction,
						'ID'   => 'random' === $order_by ? 'DESC' : $direction,
					),
				);
			case 'trending':
				return Orderby::by_meta( in_array( $range, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$range}_views_value" : MetaKeys::VIEWS, $direction );
			case 'rating':
			case 'views':
				return Orderby::by_meta( Orderby::ORDERS[ $order_by ], $direction );
			default:
				return Orderby::by_meta( MetaKeys::LATEST_UPDATE, $direction );
		}
	}

	/**
	 * Slugs of a comma list (Madara stores genre, author… filters as "slug-a, slug-b").
	 *
	 * @param string $list Comma list.
	 * @return string[]
	 */
	public static function slugs( string $list ): array {
		$slugs = array_filter( array_map( 'sanitize_title', explode( ',', $list ) ) );
		return array_slice( array_values( array_unique( $slugs ) ), 0, 50 );
	}

	/**
	 * Positive ids of a comma list or an array.
	 *
	 * @param mixed $list Comma list or array.
	 * @return int[]
	 */
	public static function ids( $list ): array {
		$items = is_array( $list ) ? $list : explode( ',', is_scalar( $list ) ? (string) $list : '' );
		$ids   = array_filter( array_map( static fn ( $item ): int => is_numeric( is_string( $item ) ? trim( $item ) : $item ) ? (int) $item : 0, $items ) );
		return array_slice( array_values( array_unique( array_filter( $ids, static fn ( int $id ): bool => $id > 0 ) ) ), 0, 200 );
	}

	/**
	 * $count manga at random among the newest POOL matches of the arguments.
	 *
	 * @param array<string, mixed> $args  args() output (newest first).
	 * @param int                  $count How many.
	 * @return \WP_Post[]
	 */
	private static function random( array $args, int $count ): array {
		$pool_args = array_merge(
			$args,
			array(
				'fields'                 => 'ids',
				'posts_per_page'         => self::POOL, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 48 ids.
				'update_post_meta_cache' => false,
			)
		);
		$key       = 'yomu_shelf_' . md5( (string) wp_json_encode( $pool_args ) );
		$ids       = get_transient( $key );
		if ( ! is_array( $ids ) ) {
			$ids = array_map( 'intval', ( new \WP_Query( $pool_args ) )->posts );
			set_transient( $key, $ids, self::CACHE_SECONDS );
		}
		$ids = array_map( 'intval', $ids );
		if ( ! $ids ) {
			return array();
		}
		shuffle( $ids );
		// By primary key: the status is read again, so a manga unpublished since the pool was kept is left out.
		$query = new \WP_Query(
			QueryVars::force(
				array(
					'post__in'               => array_slice( $ids, 0, $count ),
					'orderby'                => 'post__in',
					'posts_per_page'         => $count,
					'no_found_rows'          => true,
					'update_post_term_cache' => false,
				)
			)
		);
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}
}
