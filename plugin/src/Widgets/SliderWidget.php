<?php
/**
 * What Madara's two manga sliders share: their fields (count, slides shown, type, filters, order, period,
 * direction, style, autoplay) and Yomu's slider: the cards server-rendered as a horizontally scrollable track
 * (the page reads without JavaScript), which the manga-slider island turns into a carousel once it is visible
 * (loaded after the first image, DESIGN.md §4). Madara's classes and data attributes stay on the wrapper.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Bridge\Island;
use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\AttributeQuery;

/**
 * A slider widget.
 */
abstract class SliderWidget extends MangaWidget {

	/**
	 * The styles: Madara's value => [its wrapper classes, Yomu's slider style, label].
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	abstract protected static function styles(): array;

	/**
	 * Whether the first slides load eagerly (a hero slider usually opens the page).
	 */
	abstract protected static function eager(): bool;

	/**
	 * The most slides shown at once that the widget's form offers.
	 */
	abstract protected static function most_shown(): int;

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		$styles = array();
		foreach ( static::styles() as $value => $style ) {
			$styles[ (string) $value ] = $style[2];
		}
		return array(
			'title'          => Field::text( __( 'Title', 'yomu-core' ) ),
			'number_of_post' => Field::number( __( 'Number of manga', 'yomu-core' ), 5 ),
			'number_to_show' => Field::number( __( 'Slides shown at once', 'yomu-core' ), 2, 1, static::most_shown() ),
			'manga_type'     => Field::choice(
				__( 'Chapter type', 'yomu-core' ),
				array(
					''      => __( 'All', 'yomu-core' ),
					'manga' => __( 'Manga (images)', 'yomu-core' ),
					'text'  => __( 'Text', 'yomu-core' ),
					'video' => __( 'Video', 'yomu-core' ),
				),
				''
			),
			'genre'          => Field::text( __( 'Genres (comma-separated slugs)', 'yomu-core' ) ),
			'manga_tags'     => Field::text( __( 'Tags (comma-separated slugs)', 'yomu-core' ) ),
			'author'         => Field::text( __( 'Authors (comma-separated slugs)', 'yomu-core' ) ),
			'artist'         => Field::text( __( 'Artists (comma-separated slugs)', 'yomu-core' ) ),
			'release'        => Field::text( __( 'Release years (comma-separated)', 'yomu-core' ) ),
			'order_by'       => Field::choice( __( 'Order by', 'yomu-core' ), Choices::orders(), 'latest' ),
			'timerange'      => Field::choice( __( 'Trending period', 'yomu-core' ), Choices::ranges(), 'all' ),
			'order'          => Field::choice( __( 'Order', 'yomu-core' ), Choices::directions(), 'desc' ),
			'style'          => Field::choice( __( 'Style', 'yomu-core' ), $styles, (string) array_key_first( $styles ) ),
			'autoplay'       => Field::choice(
				__( 'Autoplay', 'yomu-core' ),
				array(
					'0' => __( 'No', 'yomu-core' ),
					'1' => __( 'Yes', 'yomu-core' ),
				),
				'0'
			),
		);
	}

	/**
	 * The slider.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$posts = AttributeQuery::posts( ShelfSettings::from( $settings, (int) $settings['number_of_post'], $settings['timerange'] ) );
		if ( ! $posts ) {
			return '';
		}
		$style  = static::styles()[ $settings['style'] ];
		$shown  = (int) $settings['number_to_show'];
		$slides = '';
		foreach ( $posts as $i => $post ) {
			$slides .= '<div class="manga-slider__slide slider__item" role="listitem">' . Card::render( $post, Card::ARCHIVE, static::eager() && $i < $shown ) . '</div>';
		}
		$track = '<div class="manga-slider__track" role="list">' . $slides . '</div>';
		$props = array(
			'style'    => $style[1],
			'autoplay' => '1' === $settings['autoplay'],
			'items'    => $shown,
			'rtl'      => is_rtl(),
		);
		// The track scrolls by touch on its own: swiper comes when it autoplays, else on a first reach.
		$slider = class_exists( Island::class ) ? Island::render( 'manga-slider', $props, $track, $props['autoplay'] ? 'visible' : 'interaction' ) : $track;
		return sprintf(
			'<div class="%1$s manga-slider--style-%2$d" data-autoplay="%3$s" data-style="%4$s" data-count="%5$d" style="--slider-items: %5$d"><div class="slider__container">%6$s</div></div>',
			esc_attr( $style[0] ),
			$style[1],
			esc_attr( $settings['autoplay'] ),
			esc_attr( $settings['style'] ),
			$shown,
			$slider
		);
	}
}
