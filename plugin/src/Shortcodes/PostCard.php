<?php
/**
 * A blog post's card in Madara's shape (.c-blog__item: thumbnail, title, date, excerpt), for [manga_blog] and the
 * post slides of [manga_post_slider].
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Locale\Dates;

/**
 * Renders escaped card HTML.
 */
final class PostCard {

	/**
	 * The card.
	 *
	 * @param \WP_Post $post    Post.
	 * @param bool     $excerpt Whether to show the excerpt.
	 * @param bool     $eager   Load the image eagerly.
	 */
	public static function html( \WP_Post $post, bool $excerpt = true, bool $eager = false ): string {
		$url   = (string) get_permalink( $post );
		$title = get_the_title( $post );
		$image = get_the_post_thumbnail(
			$post,
			'medium',
			array(
				'class'    => 'img-responsive',
				'alt'      => $title,
				'loading'  => $eager ? 'eager' : 'lazy',
				'decoding' => 'async',
			)
		);
		$text  = $excerpt ? self::excerpt( $post, 25 ) : '';
		return sprintf(
			'<article class="c-blog__item post-card popular-item-wrap" data-post-id="%1$d">%2$s<div class="c-blog__content"><h3 class="post-card__title c-blog__title h5"><a href="%3$s">%4$s</a></h3><div class="post-on font-meta"><time datetime="%5$s">%6$s</time></div>%7$s</div></article>',
			$post->ID,
			'' === $image ? '' : '<div class="c-blog__thumbnail c-image-hover"><a href="' . esc_url( $url ) . '" tabindex="-1" aria-hidden="true">' . $image . '</a></div>',
			esc_url( $url ),
			esc_html( $title ),
			esc_attr( (string) get_the_date( 'c', $post ) ),
			esc_html( Dates::date( (int) get_post_time( 'U', true, $post ) ) ),
			'' === $text ? '' : '<div class="post-card__excerpt excerpt">' . esc_html( $text ) . '</div>'
		);
	}

	/**
	 * A post's excerpt as plain words: its own excerpt, else the start of its text. Not get_the_excerpt(): for a
	 * post without an excerpt it runs the_content's filters again, inside the page's own the_content.
	 *
	 * @param \WP_Post $post  Post.
	 * @param int      $words Most words.
	 */
	public static function excerpt( \WP_Post $post, int $words ): string {
		$text = '' !== trim( $post->post_excerpt ) ? $post->post_excerpt : excerpt_remove_blocks( strip_shortcodes( $post->post_content ) );
		return wp_trim_words( $text, $words );
	}
}
