<?php
/**
 * WP Manga: Manga Posts (`manga-recent`): a few manga by Madara's order, filters and style, with an optional
 * read-more button (MADARA-SITE.md §8.3).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Listing\AttributeQuery;

/**
 * The widget.
 */
final class RecentManga extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-recent';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Posts', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'A few manga by order, genre, author, artist or release year.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'c-popular manga-widget widget-manga-recent';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array_merge(
			array(
				'title'          => Field::text( __( 'Title', 'yomu-core' ) ),
				'number_of_post' => Field::number( __( 'Number of manga', 'yomu-core' ), 3 ),
			),
			Choices::term_fields(),
			array(
				'order_by'    => Field::choice( __( 'Order by', 'yomu-core' ), Choices::orders(), 'latest' ),
				'time_range'  => Field::choice( __( 'Trending period', 'yomu-core' ), Choices::ranges(), 'all' ),
				'order'       => Field::choice( __( 'Order', 'yomu-core' ), Choices::directions(), 'desc' ),
				'style'       => Field::choice( __( 'Style', 'yomu-core' ), Choices::styles(), 'style-1' ),
				'show_volume' => Field::choice(
					__( 'Show volume', 'yomu-core' ),
					array(
						'yes' => __( 'Yes', 'yomu-core' ),
						'no'  => __( 'No', 'yomu-core' ),
					),
					'yes'
				),
				'button'      => Field::text( __( 'Button text (empty: no button)', 'yomu-core' ) ),
				'url'         => new Field( Field::URL, __( 'Button link', 'yomu-core' ) ),
			)
		);
	}

	/**
	 * The list and its button.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$posts = AttributeQuery::posts( ShelfSettings::from( $settings, (int) $settings['number_of_post'], $settings['time_range'] ) );
		// A button without a link points nowhere, as Madara's does.
		$button  = '' === $settings['button'] ? '' : sprintf(
			'<span class="c-wg-button-wrap"><a class="widget-view-more" href="%1$s">%2$s</a></span>',
			'' === $settings['url'] ? '#' : esc_url( $settings['url'] ),
			esc_html( $settings['button'] )
		);
		$classes = $settings['style'] . ( '' !== $button ? ' with-button' : '' );
		return Items::html( $posts, $classes, $button );
	}
}
