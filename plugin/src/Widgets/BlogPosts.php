<?php
/**
 * Madara - Posts (`c-w-posts`): a few blog posts by date, comment count or at random, from chosen categories,
 * tags or ids, as Madara's `.popular-item-wrap` items (thumbnail, title, date). Random is drawn from the newest
 * matches, kept for a while (Listing\AttributeQuery::random_ids: no ORDER BY RAND() over every post).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Listing\AttributeQuery;

/**
 * The widget.
 */
final class BlogPosts extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'c-w-posts';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'Madara - Posts', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'A few blog posts.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'c-w-posts c-popular manga-widget widget-manga-recent';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array(
			'title'           => Field::text( __( 'Title', 'yomu-core' ) ),
			'number_of_posts' => Field::number( __( 'Number of posts', 'yomu-core' ), 3 ),
			'order_by'        => Field::choice(
				__( 'Order by', 'yomu-core' ),
				array(
					'date'          => __( 'Date', 'yomu-core' ),
					'rand'          => __( 'Random', 'yomu-core' ),
					'comment_count' => __( 'Comment count', 'yomu-core' ),
				),
				'date'
			),
			'order'           => Field::choice(
				__( 'Order', 'yomu-core' ),
				array(
					'ASC'  => __( 'Ascending', 'yomu-core' ),
					'DESC' => __( 'Descending', 'yomu-core' ),
				),
				'ASC'
			),
			'category'        => Field::text( __( 'Categories (comma-separated ids or slugs)', 'yomu-core' ) ),
			'tags'            => Field::text( __( 'Tags (comma-separated ids or slugs)', 'yomu-core' ) ),
			'post_ids'        => Field::text( __( 'Post ids (comma-separated; the categories and tags are then ignored)', 'yomu-core' ) ),
		);
	}

	/**
	 * The posts.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$count = (int) $settings['number_of_posts'];
		$args  = self::args( $settings );
		if ( 'rand' === $settings['order_by'] ) {
			$ids  = AttributeQuery::random_ids( array_merge( $args, array( 'orderby' => array( 'date' => 'DESC' ) ) ), $count );
			$args = array_merge(
				$args,
				array(
					'post__in' => $ids ? $ids : array( 0 ),
					'orderby'  => 'post__in',
				)
			);
		}
		$args['posts_per_page'] = $count;
		$query                  = new \WP_Query( $args );
		$items                  = '';
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$items .= self::item( $post );
			}
		}
		return '' === $items ? '' : '<div class="c-widget-content style-2 blog-posts">' . $items . '</div>';
	}

	/**
	 * The query arguments of the settings.
	 *
	 * @param array<string, string> $settings Settings.
	 * @return array<string, mixed>
	 */
	public static function args( array $settings ): array {
		$args = array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'has_password'        => false,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'orderby'             => array( 'date' => $settings['order'] ),
		);
		if ( 'comment_count' === $settings['order_by'] ) {
			$args['orderby'] = array(
				'comment_count' => $settings['order'],
				'date'          => 'DESC',
			);
		}
		// Chosen posts: Madara ignores the categories and tags then.
		$ids = AttributeQuery::ids( $settings['post_ids'] );
		if ( $ids ) {
			$args['post__in'] = $ids;
			return $args;
		}
		$cats = self::split( $settings['category'] );
		if ( $cats['ids'] ) {
			$args['category__in'] = $cats['ids'];
		} elseif ( $cats['slugs'] ) {
			$args['category_name'] = implode( ',', $cats['slugs'] );
		}
		$tags = self::split( $settings['tags'] );
		if ( $tags['ids'] ) {
			$args['tag__in'] = $tags['ids'];
		} elseif ( $tags['slugs'] ) {
			$args['tag_slug__in'] = $tags['slugs'];
		}
		return $args;
	}

	/**
	 * Ids and slugs of a comma list.
	 *
	 * @param string $list Comma list.
	 * @return array{ids: int[], slugs: string[]}
	 */
	private static function split( string $list ): array {
		return array(
			'ids'   => AttributeQuery::ids( implode( ',', array_filter( explode( ',', $list ), static fn ( string $item ): bool => is_numeric( trim( $item ) ) ) ) ),
			'slugs' => AttributeQuery::slugs( implode( ',', array_filter( explode( ',', $list ), static fn ( string $item ): bool => ! is_numeric( trim( $item ) ) ) ) ),
		);
	}


	/**
	 * One post.
	 *
	 * @param \WP_Post $post The post.
	 */
	private static function item( \WP_Post $post ): string {
		$title     = get_the_title( $post );
		$thumbnail = get_the_post_thumbnail(
			$post,
			'thumbnail',
			array(
				'class'    => 'img-responsive',
				'alt'      => $title,
				'loading'  => 'lazy',
				'decoding' => 'async',
			)
		);
		return sprintf(
			'<div class="popular-item-wrap"><div class="popular-img widget-thumbnail c-image-hover">%1$s</div><div class="popular-content"><h5 class="widget-title"><a href="%2$s">%3$s</a></h5>'
			. '<div class="posts-date"><time datetime="%4$s">%5$s</time></div></div></div>',
			'' !== $thumbnail ? sprintf( '<a href="%1$s" tabindex="-1" aria-hidden="true">%2$s</a>', esc_url( (string) get_permalink( $post ) ), $thumbnail ) : '',
			esc_url( (string) get_permalink( $post ) ),
			esc_html( $title ),
			esc_attr( (string) get_post_time( 'c', true, $post ) ),
			esc_html( (string) get_the_date( '', $post ) )
		);
	}
}
