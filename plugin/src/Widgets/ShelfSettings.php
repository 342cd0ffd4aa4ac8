<?php
/**
 * A shelf widget's saved settings as a Listing\Shelf spec.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The mapping.
 */
final class ShelfSettings {

	/**
	 * The spec.
	 *
	 * @param array<string, string> $settings The widget's settings (genre, author, artist, release, manga_tags,
	 *                                        manga_type, order_by, order).
	 * @param int                   $count    How many.
	 * @param string                $range    The trending period.
	 * @return array<string, mixed>
	 */
	public static function from( array $settings, int $count, string $range ): array {
		return array(
			'count'        => $count,
			'order_by'     => $settings['order_by'] ?? 'latest',
			'range'        => $range,
			'order'        => $settings['order'] ?? 'desc',
			'chapter_type' => $settings['manga_type'] ?? '',
			'terms'        => array(
				'genre'   => $settings['genre'] ?? '',
				'tag'     => $settings['manga_tags'] ?? '',
				'author'  => $settings['author'] ?? '',
				'artist'  => $settings['artist'] ?? '',
				'release' => $settings['release'] ?? '',
			),
		);
	}
}
