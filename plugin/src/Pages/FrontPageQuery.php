<?php
/**
 * The query arguments of Madara's Front-Page template (MADARA-SITE.md §8.5) from its page settings: the manga
 * listing (type, genres or tags, status, ignored ids, order, A–Z letter) and the blog listing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Pages;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\Orderby;
use Yomu\Core\Listing\QueryVars;

/**
 * Pure mapping from the settings (FrontPage::settings()) to WP_Query arguments.
 */
final class FrontPageQuery {

	/** Query var carrying the A–Z letter; FrontPage adds its title condition. */
	public const STARTS_WITH_VAR = 'yomu_starts_with';

	/**
	 * Madara's page orders mapped to Yomu's listing orders (Madara's "latest" is the publication date, its
	 * "modified" the latest chapter).
	 */
	private const MANGA_ORDERS = array(
		'latest'   => 'new-manga',
		'modified' => 'latest',
		'name'     => 'alphabet',
		'rating'   => 'rating',
		'views'    => 'views',
	);

	/**
	 * Manga listing arguments.
	 *
	 * @param array<string, mixed> $settings FrontPage::settings().
	 * @param int                  $paged    Page, 1-based.
	 * @param string               $start    A–Z letter ('' for all).
	 * @return array<string, mixed>
	 */
	public static function manga( array $settings, int $paged, string $start ): array {
		$args = array(
			'posts_per_page' => self::per_page( $settings['count'] ), // phpcs:ignore WordPress.WP.PostsPerPage -- capped at 48.
			'paged'          => max( 1, min( $paged, QueryVars::MAX_PAGE ) ),
		);
		$args = array_merge( $args, self::manga_order( (string) $settings['orderby'], (string) $settings['range'] ) );
		$meta = array();
		if ( in_array( $settings['type'], PostTypes::CHAPTER_TYPES, true ) ) {
			$meta[] = array(
				'key'   => MetaKeys::CHAPTER_TYPE,
				'value' => $settings['type'],
			);
		}
		if ( '' !== $settings['status'] ) {
			$meta[] = array(
				'key'   => MetaKeys::STATUS,
				'value' => $settings['status'],
			);
		}
		if ( $meta ) {
			$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $meta ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		$tax = AttributeQuery::any_term(
			array(
				'wp-manga-genre' => $settings['genres'],
				'wp-manga-tag'   => $settings['tags'],
			)
		);
		if ( $tax ) {
			$args['tax_query'] = $tax; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- term_relationships' primary key.
		}
		if ( $settings['ignore'] ) {
			$args['post__not_in'] = $settings['ignore']; // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- a short list the owner chose.
		}
		if ( '' !== $start && 'name' === $settings['orderby'] && $settings['letters'] ) {
			$args[ self::STARTS_WITH_VAR ] = $start;
		}
		return QueryVars::force( $args );
	}

	/**
	 * Blog listing arguments: categories, tags, chosen posts, order.
	 *
	 * @param array<string, mixed> $settings FrontPage::settings().
	 * @param int                  $paged    Page, 1-based.
	 * @return array<string, mixed>
	 */
	public static function blog( array $settings, int $paged ): array {
		$orders = array(
			'modified' => 'modified',
			'name'     => 'title',
			'rand'     => 'rand',
		);
		$args   = array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'has_password'        => false,
			'ignore_sticky_posts' => true,
			'posts_per_page'      => self::per_page( $settings['count'] ), // phpcs:ignore WordPress.WP.PostsPerPage -- capped at 48.
			'paged'               => max( 1, min( $paged, QueryVars::MAX_PAGE ) ),
			'orderby'             => $orders[ $settings['orderby'] ] ?? 'date',
			'order'               => $settings['order'],
		);
		$cats   = self::ids_or_slugs( $settings['cats'] );
		if ( $cats['ids'] ) {
			$args['category__in'] = $cats['ids'];
		} elseif ( $cats['slugs'] ) {
			$args['category_name'] = implode( ',', $cats['slugs'] );
		}
		$tags = self::ids_or_slugs( $settings['post_tags'] );
		if ( $tags['ids'] ) {
			$args['tag__in'] = $tags['ids'];
		} elseif ( $tags['slugs'] ) {
			$args['tag_slug__in'] = $tags['slugs'];
		}
		$ids = self::ids_or_slugs( $settings['ids'] )['ids'];
		if ( $ids ) {
			$args['post__in'] = $ids;
		}
		if ( $settings['ignore'] ) {
			$args['post__not_in'] = $settings['ignore']; // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- a short list the owner chose.
		}
		return $args;
	}

	/**
	 * The order arguments of a manga listing.
	 *
	 * @param string $orderby Madara's page_post_orderby.
	 * @param string $range   Trending period: all, day, week, month or year.
	 * @return array<string, mixed>
	 */
	private static function manga_order( string $orderby, string $range ): array {
		if ( 'rand' === $orderby ) {
			return array( 'orderby' => 'rand' );
		}
		if ( 'trending' === $orderby ) {
			$key = in_array( $range, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$range}_views_value" : MetaKeys::VIEWS;
			return Orderby::by_meta( $key, 'DESC' );
		}
		// Anything else (the template's own default "date") lists the newest manga first.
		return Orderby::args( self::MANGA_ORDERS[ $orderby ] ?? 'new-manga' );
	}

	/**
	 * Page size: the page's count, else the site's "posts per page", at most QueryVars::MAX_PER_PAGE.
	 *
	 * @param int $count Page setting (0: none).
	 */
	private static function per_page( int $count ): int {
		$count = $count > 0 ? $count : (int) get_option( 'posts_per_page', 10 );
		return max( 1, min( $count, QueryVars::MAX_PER_PAGE ) );
	}

	/**
	 * Numeric ids and slugs of a list.
	 *
	 * @param string[] $items Clean items.
	 * @return array{ids: int[], slugs: string[]}
	 */
	private static function ids_or_slugs( array $items ): array {
		$ids   = array_values( array_filter( array_map( 'absint', array_filter( $items, 'is_numeric' ) ) ) );
		$slugs = array_values( array_filter( array_map( 'sanitize_title', array_filter( $items, static fn ( $item ): bool => ! is_numeric( $item ) ) ) ) );
		return array(
			'ids'   => $ids,
			'slugs' => $slugs,
		);
	}
}
