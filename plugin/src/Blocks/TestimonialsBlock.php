<?php
/**
 * Testimonials: a list of quotes; the testimonials island turns it into an autoplaying carousel.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/testimonials.
 */
final class TestimonialsBlock {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$slides = '';
		foreach ( Attributes::records( $attributes, 'items', array( 'quote', 'name', 'role', 'imageUrl' ) ) as $item ) {
			if ( '' === $item['quote'] ) {
				continue;
			}
			$photo   = '' !== $item['imageUrl']
				? sprintf( '<img class="yomu-testimonials__photo" src="%s" alt="" width="56" height="56" loading="lazy">', esc_url( $item['imageUrl'] ) )
				: '';
			$role    = '' !== $item['role'] ? '<span class="yomu-testimonials__role">' . esc_html( $item['role'] ) . '</span>' : '';
			$slides .= sprintf(
				'<li class="yomu-testimonials__slide"><figure><blockquote class="yomu-testimonials__quote">%s</blockquote><figcaption class="yomu-testimonials__author">%s<span class="yomu-testimonials__name">%s</span>%s</figcaption></figure></li>',
				Attributes::rich( $item['quote'] ),
				$photo,
				esc_html( $item['name'] ),
				$role
			);
		}
		if ( '' === $slides ) {
			return '';
		}
		$per_view = 2 === (int) Attributes::number( $attributes, 'perView', 1 ) ? 2 : 1;
		$list     = '<div class="yomu-testimonials"><ul class="yomu-testimonials__track">' . $slides . '</ul></div>';
		return sprintf(
			'<div %s>%s</div>',
			Mount::wrapper( 'yomu-testimonials-block' ),
			Mount::island( 'testimonials', array( 'perView' => $per_view ), $list, 'visible' )
		);
	}
}
