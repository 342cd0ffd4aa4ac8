<?php
/**
 * Gallery lightbox: a grid of thumbnails, each a link to its full image that opens in the lightbox.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/gallery-lightbox.
 */
final class GalleryLightboxBlock {

	/**
	 * Gallery counter for unique lightbox groups on a page.
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$group = 'gallery-' . ( ++self::$count );
		$items = '';
		foreach ( Attributes::records( $attributes, 'images', array( 'id', 'url', 'thumbUrl', 'width', 'height', 'alt', 'caption' ) ) as $image ) {
			$image        = self::resolve( $image );
			$image['url'] = esc_url_raw( $image['url'], array( 'http', 'https' ) );
			if ( '' === $image['url'] ) {
				continue;
			}
			$items .= sprintf(
				'<li class="yomu-gallery__item"><a class="yomu-lightbox-item" href="%1$s" data-lightbox-src="%1$s" data-lightbox-group="%2$s" data-lightbox-caption="%7$s"%3$s%4$s><img src="%5$s" alt="%6$s" loading="lazy"></a></li>',
				esc_url( $image['url'] ),
				esc_attr( $group ),
				(int) $image['width'] > 0 ? ' data-lightbox-width="' . (int) $image['width'] . '"' : '',
				(int) $image['height'] > 0 ? ' data-lightbox-height="' . (int) $image['height'] . '"' : '',
				esc_url( '' !== $image['thumbUrl'] ? $image['thumbUrl'] : $image['url'], array( 'http', 'https' ) ),
				esc_attr( $image['alt'] ),
				esc_attr( $image['caption'] )
			);
		}
		if ( '' === $items ) {
			return '';
		}
		Lightbox::need();
		$columns = (int) max( 1, min( 6, Attributes::number( $attributes, 'columns', 3 ) ) );
		return sprintf(
			'<div %s><ul class="yomu-gallery__grid">%s</ul></div>',
			Mount::wrapper( 'yomu-gallery', '--yomu-gallery-columns:' . $columns ),
			$items
		);
	}

	/**
	 * Fills in URLs and sizes from the media library when the image is an attachment.
	 *
	 * @param array<string, string> $image Image record.
	 * @return array<string, string>
	 */
	private static function resolve( array $image ): array {
		$id = (int) $image['id'];
		if ( $id > 0 && wp_attachment_is_image( $id ) ) {
			$full  = wp_get_attachment_image_src( $id, 'full' );
			$thumb = wp_get_attachment_image_src( $id, 'medium' );
			if ( $full ) {
				$image['url']    = (string) $full[0];
				$image['width']  = (string) $full[1];
				$image['height'] = (string) $full[2];
			}
			if ( $thumb ) {
				$image['thumbUrl'] = (string) $thumb[0];
			}
			if ( '' === $image['alt'] ) {
				$image['alt'] = (string) get_post_meta( $id, '_wp_attachment_image_alt', true );
			}
		}
		return $image;
	}
}
