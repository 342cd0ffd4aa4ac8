<?php
/**
 * Video lightbox: a poster that opens the video (YouTube, Vimeo or a video file) in the lightbox. Without
 * JavaScript it is a link to the video.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/video-lightbox.
 */
final class VideoLightboxBlock {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$url = esc_url( Attributes::text( $attributes, 'url' ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return '';
		}
		Lightbox::need();
		$title  = Attributes::text( $attributes, 'title' );
		$label  = '' !== $title ? $title : __( 'Play video', 'yomu-core' );
		$poster = esc_url( Attributes::text( $attributes, 'posterUrl' ) );
		$image  = '' !== $poster ? sprintf( '<img class="yomu-video-lightbox__poster" src="%s" alt="" loading="lazy">', $poster ) : '';
		return sprintf(
			'<div %1$s><a class="yomu-video-lightbox" href="%2$s" data-video-src="%2$s" data-video-title="%3$s">%4$s<span class="yomu-video-lightbox__play" aria-hidden="true"></span><span class="yomu-video-lightbox__title">%5$s</span></a></div>',
			Mount::wrapper( 'yomu-video-lightbox-block' ),
			$url,
			esc_attr( $label ),
			$image,
			esc_html( $label )
		);
	}
}
