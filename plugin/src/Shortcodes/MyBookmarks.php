<?php
/**
 * [wp-manga-my-bookmarks] (MADARA-SITE.md §8.4): the signed-in reader's bookmarked manga, newest first, as Yomu's
 * cards in Madara's .shortcode.my-bookmarks.style-N .row.row-eq-height .col-md-{12/column} cells. Nothing for
 * guests. Per-user: the page is private (signed-in pages never go to shared caches, Http\CacheHeaders).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\Card;

/**
 * Renders the bookmarks.
 */
final class MyBookmarks {

	public const TAG = 'wp-manga-my-bookmarks';

	public const DEFAULTS = array(
		'style'  => '1',
		'column' => '3',
	);

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$user = get_current_user_id();
		if ( ! $user ) {
			return '';
		}
		$atts   = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$column = Atts::int( $atts, 'column', 3, 1, 12 );
		// Madara: a column count that does not divide 12 becomes 2.
		$column = 0 === 12 % $column ? $column : 2;
		$ids    = array_reverse( array_column( Store::all( $user ), 'id' ) );
		$posts  = array();
		if ( $ids ) {
			$args                   = AttributeQuery::by_ids( $ids );
			$args['posts_per_page'] = count( $ids ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- the reader's bookmarks (user_bookmark_max).
			$args['no_found_rows']  = true;
			$posts                  = ( new \WP_Query( $args ) )->posts;
		}
		$cells = '';
		foreach ( $posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$cells .= sprintf( '<div class="col-md-%1$d">%2$s</div>', (int) ( 12 / $column ), Card::render( $post ) );
			}
		}
		$style = Atts::int( $atts, 'style', 1, 1, 2 );
		if ( '' === $cells ) {
			return sprintf( '<div class="shortcode my-bookmarks manga-shortcode style-%1$d"><p class="no-posts-message">%2$s</p></div>', $style, esc_html__( 'You have no bookmarks yet', 'yomu-core' ) );
		}
		return sprintf( '<div class="shortcode my-bookmarks manga-shortcode style-%1$d"><div class="row row-eq-height manga-grid cols-%2$d">%3$s</div></div>', $style, $column, $cells );
	}
}
