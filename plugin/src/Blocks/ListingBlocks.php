<?php
/**
 * Server render of the listing blocks (yomu/manga-listing, yomu/manga-grid, yomu/manga-slider): the same renderers
 * as Madara's shortcodes [manga_listing], [manga_grid] and [manga_post_slider], with the block's attributes as the
 * shortcode's.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

use Yomu\Core\Shortcodes\MangaGrid;
use Yomu\Core\Shortcodes\MangaListing;
use Yomu\Core\Shortcodes\PostSlider;

/**
 * Block attributes → shortcode attributes → HTML.
 */
final class ListingBlocks {

	/**
	 * Renders yomu/manga-listing.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function listing( array $attributes ): string {
		return self::wrap(
			'yomu-manga-listing',
			MangaListing::render(
				array(
					'heading'       => Attributes::text( $attributes, 'heading' ),
					'orderby'       => Attributes::text( $attributes, 'orderby', 'latest' ),
					'count'         => (string) (int) Attributes::number( $attributes, 'count', 12 ),
					'genres'        => Attributes::text( $attributes, 'genres' ),
					'tags'          => Attributes::text( $attributes, 'tags' ),
					'chapter_type'  => Attributes::text( $attributes, 'chapterType', 'all' ),
					'status'        => Attributes::text( $attributes, 'status' ),
					'item_layout'   => Attributes::text( $attributes, 'itemLayout', 'default' ),
					'items_per_row' => (string) (int) Attributes::number( $attributes, 'itemsPerRow', 3 ),
				)
			)
		);
	}

	/**
	 * Renders yomu/manga-grid.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function grid( array $attributes ): string {
		return self::wrap(
			'yomu-manga-grid',
			MangaGrid::render(
				array(
					'orderby'      => Attributes::text( $attributes, 'orderby', 'latest' ),
					'genres'       => Attributes::text( $attributes, 'genres' ),
					'tags'         => Attributes::text( $attributes, 'tags' ),
					'chapter_type' => Attributes::text( $attributes, 'chapterType', 'all' ),
				)
			)
		);
	}

	/**
	 * Renders yomu/manga-slider.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function slider( array $attributes ): string {
		return self::wrap(
			'yomu-manga-slider',
			PostSlider::render(
				array(
					'post_type' => 'post' === Attributes::text( $attributes, 'postType' ) ? 'post' : 'wp-manga',
					'style'     => (string) (int) Attributes::number( $attributes, 'style', 1 ),
					'orderby'   => Attributes::text( $attributes, 'orderby', 'latest' ),
					'time'      => Attributes::text( $attributes, 'time', 'all' ),
					'count'     => (string) (int) Attributes::number( $attributes, 'count', 8 ),
					'number'    => (string) (int) Attributes::number( $attributes, 'number', 4 ),
					'cats'      => Attributes::text( $attributes, 'genres' ),
					'autoplay'  => 'on' === Attributes::text( $attributes, 'autoplay' ) ? '1' : '',
				)
			)
		);
	}

	/**
	 * The block wrapper around a render ('' stays '': the editor then asks for settings).
	 *
	 * @param string $class_name Block class.
	 * @param string $html       Escaped HTML.
	 */
	private static function wrap( string $class_name, string $html ): string {
		return '' === $html ? '' : sprintf( '<div %s>%s</div>', Mount::wrapper( $class_name ), $html );
	}
}
