<?php
/**
 * The list of a manga widget: Yomu's listing card of each manga inside Madara's `.popular-item-wrap`, in
 * `.c-widget-content.{style}` (the classes owners' custom CSS targets).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Listing\Card;

/**
 * Cards in Madara's widget wrappers.
 */
final class Items {

	/**
	 * The escaped list ('' without manga).
	 *
	 * @param \WP_Post[] $posts   Manga, in order.
	 * @param string     $classes Extra classes of `.c-widget-content` (its style).
	 * @param string     $after   Escaped HTML after the items, inside the wrapper (a read-more link).
	 */
	public static function html( array $posts, string $classes, string $after = '' ): string {
		if ( ! $posts ) {
			return '';
		}
		$items = '';
		foreach ( $posts as $post ) {
			$items .= '<div class="popular-item-wrap">' . Card::render( $post ) . '</div>';
		}
		return sprintf( '<div class="c-widget-content %1$s">%2$s%3$s</div>', esc_attr( $classes ), $items, $after );
	}
}
