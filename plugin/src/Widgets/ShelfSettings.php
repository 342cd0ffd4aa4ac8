<?php
/**
 * A manga widget's saved settings as Listing\AttributeQuery filters: Madara's `trending` is the views of the
 * widget's period, its `views` all-time views, and its chapter type is the saved meta only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The mapping.
 */
final class ShelfSettings {

	/**
	 * The filters.
	 *
	 * @param array<string, string> $settings The widget's settings (genre, author, artist, release, manga_tags,
	 *                                        manga_type, order_by, order).
	 * @param int                   $count    How many.
	 * @param string                $range    The trending period.
	 * @return array<string, mixed>
	 */
	public static function from( array $settings, int $count, string $range ): array {
		$order_by = strtolower( $settings['order_by'] ?? 'latest' );
		return array(
			'count'        => $count,
			'orderby'      => in_array( $order_by, array( 'trending', 'views' ), true ) ? 'views' : $order_by,
			'period'       => 'trending' === $order_by ? $range : 'all',
			'order'        => 'ASC' === strtoupper( $settings['order'] ?? 'DESC' ) ? 'ASC' : 'DESC',
			'chapter_type' => $settings['manga_type'] ?? '',
			'type_missing' => false,
			'genres'       => $settings['genre'] ?? '',
			'tags'         => $settings['manga_tags'] ?? '',
			'authors'      => $settings['author'] ?? '',
			'artists'      => $settings['artist'] ?? '',
			'releases'     => $settings['release'] ?? '',
		);
	}
}
