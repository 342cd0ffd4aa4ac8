<?php
/**
 * [manga_blog] (MADARA-SITE.md §8.4): blog posts chosen by categories, tags or ids, in Madara's
 * .c-blog-listing.shortcode-blog, two or three per row.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

/**
 * Renders the posts.
 */
final class Blog {

	public const TAG = 'manga_blog';

	public const DEFAULTS = array(
		'id'            => '',
		'count'         => '6',
		'cats'          => '',
		'tags'          => '',
		'ids'           => '',
		'order'         => 'DESC',
		'orderby'       => 'date',
		'items_per_row' => '3',
	);

	/** Madara passes orderby to WP_Query; these are the ones kept (rand reads a pool, comment_count by comments). */
	public const ORDERS = array(
		'date'          => 'date',
		'modified'      => 'modified',
		'title'         => 'title',
		'comment_count' => 'comment',
		'rand'          => 'random',
		'post__in'      => 'input',
	);

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts    = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$orderby = self::ORDERS[ Atts::text( $atts, 'orderby' ) ] ?? 'date';
		$posts   = BlogQuery::posts(
			array(
				'cats'    => Atts::items( $atts, 'cats' ),
				'tags'    => Atts::items( $atts, 'tags' ),
				'ids'     => Atts::items( $atts, 'ids' ),
				'orderby' => $orderby,
				'order'   => 'ASC' === strtoupper( Atts::text( $atts, 'order' ) ) ? 'ASC' : 'DESC',
				'count'   => Atts::int( $atts, 'count', 6, 1, 48 ),
			)
		);
		if ( ! $posts ) {
			return '';
		}
		$cards = '';
		foreach ( $posts as $post ) {
			$cards .= PostCard::html( $post );
		}
		$id = sanitize_html_class( Atts::text( $atts, 'id' ) );
		return sprintf(
			'<div%1$s class="c-blog-listing shortcode-blog manga-shortcode per-row-%2$d">%3$s</div>',
			'' === $id ? '' : ' id="' . esc_attr( $id ) . '"',
			2 === Atts::int( $atts, 'items_per_row', 3, 1, 6 ) ? 2 : 3,
			$cards
		);
	}
}
