<?php
/**
 * [manga_grid] (MADARA-SITE.md §8.4): nine manga, the first one large with its excerpt, as Yomu's cards inside
 * Madara's .grid9 .item.grid_col_4 / .grid_col_2 cells.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\Card;

/**
 * Renders the grid.
 */
final class MangaGrid {

	public const TAG = 'manga_grid';

	/** Madara's grid always shows nine. */
	public const COUNT = 9;

	public const DEFAULTS = array(
		'orderby'      => 'latest',
		'order'        => 'DESC',
		'genres'       => '',
		'tags'         => '',
		'ids'          => '',
		'chapter_type' => 'all',
		'author'       => '',
	);

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts   = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$author = Atts::author( $atts, 'author' );
		if ( 0 === $author ) {
			return '';
		}
		$order = strtoupper( Atts::text( $atts, 'order' ) );
		$posts = AttributeQuery::posts(
			array(
				'orderby'      => Atts::choice( $atts, 'orderby', MangaListing::ORDERS, 'latest' ),
				'order'        => Atts::present( $raw, 'order' ) && in_array( $order, array( 'ASC', 'DESC' ), true ) ? $order : '',
				'count'        => self::COUNT,
				'genres'       => Atts::slugs( $atts, 'genres' ),
				'tags'         => Atts::slugs( $atts, 'tags' ),
				'ids'          => Atts::ids( $atts, 'ids' ),
				'chapter_type' => Atts::choice( $atts, 'chapter_type', array( 'all', 'manga', 'text', 'video' ), 'all' ),
				'author'       => (int) $author,
			)
		);
		if ( ! $posts ) {
			return '';
		}
		$cells = '';
		foreach ( $posts as $i => $post ) {
			$excerpt = 0 === $i ? PostCard::excerpt( $post, 30 ) : '';
			$cells  .= sprintf(
				'<div class="item %1$s">%2$s%3$s</div>',
				0 === $i ? 'grid_col_4' : 'grid_col_2',
				Card::render( $post, Card::ARCHIVE, $i < 3 ),
				'' === $excerpt ? '' : '<div class="grid9__excerpt excerpt">' . esc_html( $excerpt ) . '</div>'
			);
		}
		return '<div class="manga-shortcode grid9">' . $cells . '</div>';
	}
}
