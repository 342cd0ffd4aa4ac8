<?php
/**
 * A manga's small cover (the `thumbnail` size, lazy) for lists of manga: history items, the library tabs.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * Escaped HTML.
 */
final class Thumbnail {

	/**
	 * The image, or an empty cover-shaped box when the manga has none.
	 *
	 * @param \WP_Post $manga The manga.
	 * @param string   $alt   The image's text ('' when the title is printed beside it).
	 */
	public static function html( \WP_Post $manga, string $alt ): string {
		$thumbnail = (int) get_post_thumbnail_id( $manga );
		$image     = $thumbnail ? wp_get_attachment_image(
			$thumbnail,
			'thumbnail',
			false,
			array(
				'class'    => 'img-responsive',
				'alt'      => $alt,
				'loading'  => 'lazy',
				'decoding' => 'async',
			)
		) : '';
		return '' !== $image ? $image : '<span class="manga-card__no-cover" aria-hidden="true"></span>';
	}

	/**
	 * Reads the covers of many manga in one go (their thumbnail ids, then the attachments).
	 *
	 * @param int[] $manga_ids The manga.
	 */
	public static function prime( array $manga_ids ): void {
		if ( ! $manga_ids ) {
			return;
		}
		_prime_post_caches( $manga_ids, false, true );
		$ids = array_filter( array_map( static fn ( int $id ): int => (int) get_post_thumbnail_id( $id ), $manga_ids ) );
		if ( $ids ) {
			_prime_post_caches( array_values( $ids ), false, true );
		}
	}
}
