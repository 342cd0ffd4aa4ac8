<?php
/**
 * [manga_post_slider] (MADARA-SITE.md §8.4): manga (post_type="wp-manga") or blog posts (the default) in Yomu's
 * manga-slider island, the same track the home's slider uses (theme/template-parts/listing/slider.php):
 * `.manga-slider__track` of `.slider__item` slides, styles 1–4, `number` slides per view on wide screens, autoplay.
 * The wrapper keeps Madara's div#c-post-slider-N.manga-slider-shortcode[data-style][data-count][data-autoplay].
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Shortcodes;

use Yomu\Bridge\Island;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\AttributeQuery;
use Yomu\Core\Listing\Card;
use Yomu\Core\Routing\Urls;

/**
 * Renders the slider.
 */
final class PostSlider {

	public const TAG = 'manga_post_slider';

	public const DEFAULTS = array(
		'style'      => '1',
		'post_type'  => 'post',
		'manga_type' => '',
		'cats'       => '',
		'tags'       => '',
		'ids'        => '',
		'orderby'    => 'latest',
		'order'      => 'DESC',
		'count'      => '5',
		'number'     => '2',
		'time'       => 'all',
		'autoplay'   => '',
		'use_banner' => '',
	);

	public const ORDERS = array( 'latest', 'view', 'comment', 'title', 'input', 'random' );

	/**
	 * The shortcode's HTML.
	 *
	 * @param mixed $raw Attributes as parsed.
	 */
	public static function render( $raw ): string {
		$atts   = shortcode_atts( self::DEFAULTS, is_array( $raw ) ? $raw : array(), self::TAG );
		$manga  = PostTypes::MANGA === Atts::text( $atts, 'post_type' );
		$posts  = $manga ? self::manga( $atts ) : self::posts( $atts );
		$banner = Atts::present( $raw, 'use_banner' );
		if ( ! $posts ) {
			return '';
		}
		$slides = '';
		foreach ( $posts as $i => $post ) {
			$eager = $i < 2;
			if ( $manga ) {
				$card = $banner ? self::banner( $post, $eager ) : '';
				$card = '' !== $card ? $card : Card::render( $post, Card::ARCHIVE, $eager );
			} else {
				$card = PostCard::html( $post, false, $eager );
			}
			$slides .= '<div class="manga-slider__slide slider__item" role="listitem">' . $card . '</div>';
		}
		$style    = Atts::int( $atts, 'style', 1, 1, 4 );
		$number   = Atts::int( $atts, 'number', 2, 1, 8 );
		$autoplay = '1' === Atts::text( $atts, 'autoplay' );
		$track    = '<div class="manga-slider__track slider__container" role="list">' . $slides . '</div>';
		$island   = Island::render(
			'manga-slider',
			array(
				'style'    => $style,
				'autoplay' => $autoplay,
				'items'    => $number,
				'rtl'      => is_rtl(),
			),
			$track,
			// The track scrolls by touch on its own: swiper comes when it autoplays, else on a first reach.
			$autoplay ? 'visible' : 'interaction'
		);
		return sprintf(
			'<div id="%1$s" class="manga-shortcode manga-slider-shortcode c-post-slider style-%2$d%3$s" data-style="%2$d" data-count="%4$d" data-autoplay="%5$d"><div class="manga-slider manga-slider--style-%2$d popular-slider" style="--slider-items: %4$d">%6$s</div></div>',
			esc_attr( wp_unique_id( 'c-post-slider-' ) ),
			$style,
			4 === $style ? ' related-post' : '',
			$number,
			$autoplay ? 1 : 0,
			$island
		);
	}

	/**
	 * Madara's order names with the views period and direction.
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 * @return array{orderby: string, order: string, period: string, count: int}
	 */
	private static function order( array $atts ): array {
		$order = strtoupper( Atts::text( $atts, 'order' ) );
		return array(
			'orderby' => Atts::choice( $atts, 'orderby', self::ORDERS, 'latest' ),
			'order'   => 'ASC' === $order ? 'ASC' : 'DESC',
			'period'  => Atts::choice( $atts, 'time', array( 'all', 'day', 'week', 'month', 'year' ), 'all' ),
			'count'   => Atts::int( $atts, 'count', 5, 1, 48 ),
		);
	}

	/**
	 * The manga: cats are genres, tags manga tags, manga_type the chapter type.
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 * @return \WP_Post[]
	 */
	private static function manga( array $atts ): array {
		$order = self::order( $atts );
		$names = array(
			'latest'  => 'new-manga',
			'view'    => 'views',
			'comment' => 'comment',
			'title'   => 'title',
			'input'   => 'input',
			'random'  => 'random',
		);
		return AttributeQuery::posts(
			array(
				'orderby'      => $names[ $order['orderby'] ],
				'order'        => $order['order'],
				'period'       => $order['period'],
				'count'        => $order['count'],
				'genres'       => Atts::slugs( $atts, 'cats' ),
				'tags'         => Atts::slugs( $atts, 'tags' ),
				'ids'          => Atts::ids( $atts, 'ids' ),
				'chapter_type' => Atts::choice( $atts, 'manga_type', array( 'manga', 'text', 'video' ), 'all' ),
			)
		);
	}

	/**
	 * The blog posts.
	 *
	 * @param array<string, mixed> $atts Attributes with defaults.
	 * @return \WP_Post[]
	 */
	private static function posts( array $atts ): array {
		$order = self::order( $atts );
		return BlogQuery::posts(
			array(
				'cats'    => Atts::items( $atts, 'cats' ),
				'tags'    => Atts::items( $atts, 'tags' ),
				'ids'     => Atts::items( $atts, 'ids' ),
				'orderby' => 'latest' === $order['orderby'] ? 'date' : $order['orderby'],
				'order'   => $order['order'],
				'count'   => $order['count'],
				'period'  => $order['period'],
			)
		);
	}

	/**
	 * A banner slide (use_banner): the manga's banner image and title, '' when it has none.
	 *
	 * @param \WP_Post $manga Manga.
	 * @param bool     $eager Eager image.
	 */
	private static function banner( \WP_Post $manga, bool $eager ): string {
		$src = esc_url( (string) get_post_meta( $manga->ID, MetaKeys::BANNER, true ) );
		if ( '' === $src ) {
			return '';
		}
		return sprintf(
			'<div class="slider__thumb manga-banner" data-post-id="%1$d"><a href="%2$s"><img src="%3$s" alt="%4$s" loading="%5$s" decoding="async" width="1200" height="400" class="img-responsive"></a><div class="slider__content"><div class="post-title font-title"><h3 class="h5"><a href="%2$s">%6$s</a></h3></div></div></div>',
			$manga->ID,
			esc_url( Urls::manga( $manga ) ),
			$src,
			esc_attr( get_the_title( $manga ) ),
			$eager ? 'eager' : 'lazy',
			esc_html( get_the_title( $manga ) )
		);
	}
}
