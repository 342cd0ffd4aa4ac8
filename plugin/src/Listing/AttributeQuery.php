<?php
/**
 * A manga listing chosen by filters (the attributes of Madara's shortcodes and the settings of its widgets,
 * MADARA-SITE.md §8.3–8.4): order, count, genre / tag / author / artist / release slugs (OR'ed), chosen or excluded
 * ids, chapter type, status, type, author. It maps
 * them onto Yomu's listing orders (Orderby, MetaOrder and its rank table) and forced arguments (QueryVars::force:
 * published manga, Family Safe), and returns the posts for Card::render.
 *
 * Random order is not ORDER BY RAND() (a scan of every match per page view): as in Related, the newest POOL matches
 * are kept for CACHE_SECONDS and each render shuffles them and reads its items by ID.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * Filters → WP_Query arguments → posts.
 */
final class AttributeQuery {

	/** The orders a filter may name: Yomu's listing orders, the view periods, plus random. */
	public const ORDERS = array( 'latest', 'alphabet', 'rating', 'trending', 'views', 'new-manga', 'random', 'comment', 'title', 'input' );

	/** Candidates kept for a random order. */
	private const POOL = 48;

	/** How long they are kept (Yomu's transients all expire within 15 minutes: README). */
	private const CACHE_SECONDS = 15 * 60;

	/** The taxonomy of each slug filter. */
	private const TAXONOMIES = array(
		'genres'   => 'wp-manga-genre',
		'tags'     => 'wp-manga-tag',
		'authors'  => 'wp-manga-author',
		'artists'  => 'wp-manga-artist',
		'releases' => 'wp-manga-release',
	);

	/** The default filters. */
	public const DEFAULTS = array(
		'orderby'      => 'latest',
		'order'        => '',
		'period'       => 'all',
		'count'        => 10,
		'genres'       => array(),
		'tags'         => array(),
		'authors'      => array(),
		'artists'      => array(),
		'releases'     => array(),
		'ids'          => array(),
		'exclude'      => array(),
		'chapter_type' => 'all',
		'type_missing' => true,
		'status'       => '',
		'type'         => '',
		'author'       => 0,
	);

	/**
	 * The posts of a listing, in order.
	 *
	 * Filters (DEFAULTS): orderby (ORDERS), order ('' = the order's own direction, ASC or DESC), period (views of
	 * all, day, week, month or year for the `views` order), count, genres, tags, authors, artists and releases
	 * (slugs), ids (post__in: then only `author` still applies, as in Madara), exclude (post__not_in),
	 * chapter_type (all, manga, text, video), type_missing (a manga without the meta counts as an image manga, as
	 * Madara's shortcodes count it; its widgets do not), status, type, author (user ID, 0 = any).
	 *
	 * @param array<string, mixed> $filters Filters (missing keys take DEFAULTS).
	 * @return \WP_Post[]
	 */
	public static function posts( array $filters ): array {
		$filters = array_merge( self::DEFAULTS, $filters );
		$count   = max( 1, min( (int) $filters['count'], QueryVars::MAX_PER_PAGE ) );
		$args    = self::args( $filters );
		if ( 'random' === $filters['orderby'] ) {
			$args = self::by_ids( self::random_ids( $args, $count ) );
		}
		$args['posts_per_page']         = $count; // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- capped at 48.
		$args['no_found_rows']          = true;
		$args['update_post_term_cache'] = false;
		if ( isset( $args['post__in'] ) && array() === $args['post__in'] ) {
			return array();
		}
		$query = new \WP_Query( $args );
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}

	/**
	 * WP_Query arguments of the filters (without the count).
	 *
	 * @param array<string, mixed> $filters Filters (see posts()).
	 * @return array<string, mixed>
	 */
	public static function args( array $filters ): array {
		$filters = array_merge( self::DEFAULTS, $filters );
		$args    = self::order( (string) $filters['orderby'], (string) $filters['order'], (string) $filters['period'] );
		$ids     = self::ids( $filters['ids'] );
		if ( (int) $filters['author'] > 0 ) {
			$args['author'] = (int) $filters['author'];
		}
		if ( $ids ) {
			$args['post__in'] = $ids;
			return QueryVars::force( $args );
		}
		$exclude = self::ids( $filters['exclude'] );
		if ( $exclude ) {
			$args['post__not_in'] = $exclude; // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- a short list the owner chose.
		}
		$meta = self::meta( (string) $filters['chapter_type'], (bool) $filters['type_missing'], (string) $filters['status'], (string) $filters['type'] );
		if ( $meta ) {
			$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $meta ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		$lists = array();
		foreach ( self::TAXONOMIES as $filter => $taxonomy ) {
			$lists[ $taxonomy ] = self::slugs( $filters[ $filter ] );
		}
		$tax = self::any_term( $lists );
		if ( $tax ) {
			$args['tax_query'] = $tax; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- term_relationships' primary key.
		}
		return QueryVars::force( $args );
	}

	/**
	 * A tax_query matching a manga of any listed term: Madara ORs every term list together (genres, tags, authors,
	 * artists, years). Empty when no list has a slug.
	 *
	 * @param array<string, string[]> $lists Taxonomy => slugs.
	 * @return array<int|string, mixed>
	 */
	public static function any_term( array $lists ): array {
		$tax = array();
		foreach ( $lists as $taxonomy => $slugs ) {
			if ( $slugs ) {
				$tax[] = array(
					'taxonomy' => $taxonomy,
					'field'    => 'slug',
					'terms'    => $slugs,
				);
			}
		}
		return $tax ? array_merge( array( 'relation' => 'OR' ), $tax ) : array();
	}

	/**
	 * Arguments reading the given manga in that order (published ones only).
	 *
	 * @param int[] $ids Manga IDs.
	 * @return array<string, mixed>
	 */
	public static function by_ids( array $ids ): array {
		return QueryVars::force(
			array(
				'post__in' => array_values( array_map( 'intval', $ids ) ),
				'orderby'  => 'post__in',
			)
		);
	}

	/**
	 * The order arguments.
	 *
	 * @param string $orderby One of ORDERS.
	 * @param string $order   '', ASC or DESC.
	 * @param string $period  all, day, week, month or year (the `views` order).
	 * @return array<string, mixed>
	 */
	private static function order( string $orderby, string $order, string $period ): array {
		$order = in_array( $order, array( 'ASC', 'DESC' ), true ) ? $order : '';
		switch ( $orderby ) {
			case 'random':
				return Orderby::args( 'new-manga' );
			case 'input':
				return array( 'orderby' => 'post__in' );
			case 'comment':
				return array(
					'orderby' => array(
						'comment_count' => '' === $order ? 'DESC' : $order,
						'ID'            => 'DESC',
					),
				);
			case 'alphabet':
			case 'title':
				return array(
					'orderby' => array( 'title' => '' === $order ? 'ASC' : $order ),
				);
			case 'new-manga':
				return array(
					'orderby' => array(
						'date' => '' === $order ? 'DESC' : $order,
						'ID'   => '' === $order ? 'DESC' : $order,
					),
				);
			case 'views':
				$key = in_array( $period, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$period}_views_value" : MetaKeys::VIEWS;
				return Orderby::by_meta( $key, '' === $order ? 'DESC' : $order );
		}
		$name = Orderby::normalize( $orderby );
		return Orderby::by_meta( Orderby::ORDERS[ $name ], '' === $order ? 'DESC' : $order );
	}

	/**
	 * The meta filters.
	 *
	 * @param string $chapter_type all, manga, text or video.
	 * @param bool   $type_missing Whether a manga without the meta counts as an image manga.
	 * @param string $status       A status value, '' for any.
	 * @param string $type         A type value (Manga, Manhwa…), '' for any.
	 * @return array<int, array<string, mixed>>
	 */
	private static function meta( string $chapter_type, bool $type_missing, string $status, string $type ): array {
		$meta = array();
		if ( 'manga' === $chapter_type && $type_missing ) {
			$meta[] = array(
				'relation' => 'OR',
				array(
					'key'   => MetaKeys::CHAPTER_TYPE,
					'value' => 'manga',
				),
				array(
					'key'     => MetaKeys::CHAPTER_TYPE,
					'compare' => 'NOT EXISTS',
				),
			);
		} elseif ( in_array( $chapter_type, PostTypes::CHAPTER_TYPES, true ) ) {
			$meta[] = array(
				'key'   => MetaKeys::CHAPTER_TYPE,
				'value' => $chapter_type,
			);
		}
		if ( '' !== $status ) {
			$meta[] = array(
				'key'   => MetaKeys::STATUS,
				'value' => $status,
			);
		}
		if ( '' !== $type ) {
			$meta[] = array(
				'key'   => MetaKeys::TYPE,
				'value' => $type,
			);
		}
		return $meta;
	}

	/**
	 * Slugs of a comma list or an array (Madara stores genre, author… filters as "slug-a, slug-b").
	 *
	 * @param mixed $list Comma list or array.
	 * @return string[]
	 */
	public static function slugs( $list ): array {
		$items = is_array( $list ) ? array_filter( $list, 'is_scalar' ) : explode( ',', is_scalar( $list ) ? (string) $list : '' );
		$slugs = array_filter( array_map( static fn ( $item ): string => sanitize_title( (string) $item ), $items ) );
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
		$ids   = array_map( static fn ( $item ): int => is_numeric( is_string( $item ) ? trim( $item ) : $item ) ? (int) $item : 0, $items );
		return array_values( array_unique( array_filter( $ids, static fn ( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * Up to $count IDs in random order among the newest POOL matches of any query (manga or posts).
	 *
	 * @param array<string, mixed> $args  Query arguments (their own order picks the pool).
	 * @param int                  $count How many.
	 * @return int[]
	 */
	public static function random_ids( array $args, int $count ): array {
		$ids = self::pool( $args );
		shuffle( $ids );
		return array_slice( $ids, 0, $count );
	}

	/**
	 * The newest matches of a random listing (IDs, at most POOL), kept for a while per set of filters.
	 *
	 * @param array<string, mixed> $args Query arguments (the newest-first order).
	 * @return int[]
	 */
	private static function pool( array $args ): array {
		$args['fields']                 = 'ids';
		$args['posts_per_page']         = self::POOL; // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 48 IDs.
		$args['no_found_rows']          = true;
		$args['update_post_meta_cache'] = false;
		$args['update_post_term_cache'] = false;
		$key                            = 'yomu_attr_pool_' . md5( (string) wp_json_encode( $args ) );
		$cached                         = get_transient( $key );
		if ( is_array( $cached ) ) {
			return array_map( 'intval', $cached );
		}
		$query = new \WP_Query( $args );
		$ids   = array_map( 'intval', $query->posts );
		set_transient( $key, $ids, self::CACHE_SECONDS );
		return $ids;
	}
}
