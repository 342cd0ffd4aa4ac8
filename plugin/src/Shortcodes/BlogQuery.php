<?php
/**
 * Blog posts chosen by Madara's attributes (cats, tags, ids as ids or slugs, order, count), for [manga_blog] and
 * [manga_post_slider post_type="post"]. The filters are the Front-Page template's blog listing
 * (Pages\FrontPageQuery::blog); random order reads a kept pool (Listing\AttributeQuery::random_ids).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Pages\FrontPageQuery;

/**
 * Filters → posts.
 */
final class BlogQuery {

	/**
	 * The posts.
	 *
	 * @param array{cats: string[], tags: string[], ids: string[], orderby: string, order: string, count: int, period?: string} $filters Filters; orderby: date, modified, title, comment, input, view, random.
	 * @return \WP_Post[]
	 */
	public static function posts( array $filters ): array {
		$count = max( 1, min( $filters['count'], 48 ) );
		$args  = FrontPageQuery::blog(
			array(
				'count'     => $count,
				'orderby'   => 'date',
				'order'     => $filters['order'],
				'cats'      => $filters['cats'],
				'post_tags' => $filters['tags'],
				'ids'       => $filters['ids'],
				'ignore'    => array(),
			),
			1
		);
		unset( $args['paged'] );
		$args['no_found_rows'] = true;
		switch ( $filters['orderby'] ) {
			case 'random':
				$args = array_merge(
					$args,
					array(
						'post__in' => AttributeQuery::random_ids( $args, $count ),
						'orderby'  => 'post__in',
					)
				);
				if ( ! $args['post__in'] ) {
					return array();
				}
				break;
			case 'input':
				$args['orderby'] = isset( $args['post__in'] ) ? 'post__in' : 'date';
				break;
			case 'comment':
				$args['orderby'] = array(
					'comment_count' => $filters['order'],
					'date'          => 'DESC',
				);
				break;
			case 'title':
			case 'modified':
				$args['orderby'] = $filters['orderby'];
				break;
			case 'view':
				$period           = (string) ( $filters['period'] ?? 'all' );
				$args['meta_key'] = in_array( $period, MetaKeys::VIEW_PERIODS, true ) ? "_wp_manga_{$period}_views_value" : MetaKeys::VIEWS; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- blog posts, few.
				$args['orderby']  = 'meta_value_num';
				break;
		}
		$query = new \WP_Query( $args );
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}
}
