<?php
/**
 * [manga_listing] (MADARA-SITE.md §8.4): a listing of Yomu's cards chosen by Madara's attributes, in Madara's
 * wrapper classes (.c-page .c-page__content … .page-content-listing.item-{layout}), or, with item_layout=chapters,
 * Madara's table of the latest chapters.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\Card;

/**
 * Renders the listing.
 */
final class MangaListing {

	public const TAG = 'manga_listing';

	public const DEFAULTS = array(
		'heading'       => '',
		'heading_icon'  => 'static_icon',
		'orderby'       => 'latest',
		'order'         => 'DESC',
		'count'         => '',
		'genres'        => '',
		'tags'          => '',
		'ids'           => '',
		'items_per_row' => '3',
		'chapter_type'  => 'all',
		'status'        => '',
		'type'          => '',
		'author'        => '',
		'sidebar'       => '',
		'item_layout'   => 'default',
	);

	public const ORDERS = array( 'latest', 'alphabet', 'rating', 'trending', 'views', 'new-manga', 'random' );

	public const LAYOUTS = array( 'default', 'big_thumbnail', 'simple', 'chapters' );

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts  = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$posts = self::posts( $atts, $raw );
		if ( null === $posts ) {
			return '';
		}
		$layout  = Atts::choice( $atts, 'item_layout', self::LAYOUTS, 'default' );
		$per_row = 2 === Atts::int( $atts, 'items_per_row', 3, 1, 6 ) ? 2 : 3;
		if ( 'chapters' === $layout ) {
			$body = ChaptersTable::html( $posts );
		} else {
			$cards = '';
			foreach ( $posts as $i => $post ) {
				$cards .= Card::render( $post, Card::ARCHIVE, $i < 2 );
			}
			$body = sprintf(
				'<div class="page-content-listing item-%1$s manga-grid shortcode-grid per-row-%2$d">%3$s</div>',
				esc_attr( $layout ),
				$per_row,
				'' === $cards ? '<p class="no-posts-message">' . esc_html__( 'No manga found.', 'yomu-core' ) . '</p>' : $cards
			);
		}
		$full = '0' === Atts::text( $atts, 'sidebar' ) ? ' full-width' : '';
		return sprintf(
			'<div class="c-page manga-shortcode manga-listing-shortcode%1$s"><div class="c-page__content">%2$s<div class="tab-content-wrap"><div class="c-tabs-item">%3$s</div></div></div></div>',
			esc_attr( $full ),
			self::heading( $atts ),
			$body
		);
	}

	/**
	 * The posts, or null when nothing is printed at all (a per-user listing for a guest or without bookmarks).
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 * @param mixed                $raw  Attributes as parsed.
	 * @return \WP_Post[]|null
	 */
	private static function posts( array $atts, $raw ): ?array {
		$ids    = Atts::ids( $atts, 'ids' );
		$author = Atts::author( $atts, 'author' );
		if ( 0 === $author ) {
			return null;
		}
		if ( Atts::present( $raw, 'following' ) ) {
			$user = get_current_user_id();
			$ids  = $user ? array_reverse( array_column( Store::all( $user ), 'id' ) ) : array();
			if ( ! $ids ) {
				return null;
			}
		}
		$order = strtoupper( Atts::text( $atts, 'order' ) );
		$count = Atts::int( $atts, 'count', 0, 0, 48 );
		return AttributeQuery::posts(
			array(
				'orderby'      => Atts::choice( $atts, 'orderby', self::ORDERS, 'latest' ),
				'order'        => Atts::present( $raw, 'order' ) && in_array( $order, array( 'ASC', 'DESC' ), true ) ? $order : '',
				'count'        => $count > 0 ? $count : (int) get_option( 'posts_per_page', 10 ),
				'genres'       => Atts::slugs( $atts, 'genres' ),
				'tags'         => Atts::slugs( $atts, 'tags' ),
				'ids'          => $ids,
				'chapter_type' => Atts::choice( $atts, 'chapter_type', array( 'all', 'manga', 'text', 'video' ), 'all' ),
				'status'       => sanitize_key( Atts::text( $atts, 'status' ) ),
				'type'         => Atts::text( $atts, 'type' ),
				'author'       => (int) $author,
			)
		);
	}

	/**
	 * Madara's heading above the list ('' without one).
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 */
	private static function heading( array $atts ): string {
		$text = Atts::text( $atts, 'heading' );
		if ( '' === $text ) {
			return '';
		}
		$icon = Atts::text( $atts, 'heading_icon' );
		return sprintf(
			'<div class="tab-wrap"><div class="c-blog__heading style-2 font-heading"><h4>%1$s%2$s</h4></div></div>',
			'' === $icon || 'static_icon' === $icon ? '' : '<i class="' . esc_attr( $icon ) . '" aria-hidden="true"></i> ',
			esc_html( $text )
		);
	}
}
