<?php
/**
 * The body of a video chapter: exactly one <iframe> whose https src is on an allowlist of video hosts
 * (filter 'yomu_video_hosts'). The iframe is rebuilt from the checked src and sizes; every other attribute
 * of the input is dropped.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Video embed validation.
 */
final class VideoEmbed {

	public const DEFAULT_HOSTS = array( 'youtube.com', 'youtube-nocookie.com', 'player.vimeo.com', 'dailymotion.com' );

	/**
	 * The allowed hosts; each also allows its subdomains (www.youtube.com).
	 *
	 * @return string[]
	 */
	public static function hosts(): array {
		/**
		 * Filters the hosts a video chapter's iframe may load from.
		 *
		 * @param string[] $hosts Host names; subdomains are allowed too.
		 */
		$hosts = apply_filters( 'yomu_video_hosts', self::DEFAULT_HOSTS );
		return array_values( array_filter( array_map( static fn ( $host ) => is_string( $host ) ? strtolower( trim( $host, " .\t\n" ) ) : '', (array) $hosts ) ) );
	}

	/**
	 * The clean iframe HTML, or an error.
	 *
	 * @param string $embed Submitted embed code.
	 * @return string|\WP_Error
	 */
	public static function sanitize( string $embed ) {
		$invalid = new \WP_Error( 'yomu_invalid_video', __( 'Paste the video\'s embed code: a single <iframe> from an allowed video site.', 'yomu-core' ) );
		if ( ! preg_match( '#^\s*(<iframe\b(?:[^<>"\']|"[^"]*"|\'[^\']*\')*>)\s*</iframe\s*>\s*$#i', $embed, $match ) ) {
			return $invalid;
		}
		$tag = new \WP_HTML_Tag_Processor( $match[1] . '</iframe>' );
		if ( ! $tag->next_tag( array( 'tag_name' => 'iframe' ) ) ) {
			return $invalid;
		}
		$src = $tag->get_attribute( 'src' );
		if ( ! is_string( $src ) || ! self::is_allowed( $src ) ) {
			return new \WP_Error(
				'yomu_video_host',
				sprintf(
					/* translators: %s: comma-separated host names. */
					__( 'The video must be an https embed from one of these sites: %s.', 'yomu-core' ),
					implode( ', ', self::hosts() )
				)
			);
		}
		$title = $tag->get_attribute( 'title' );
		return sprintf(
			'<iframe src="%1$s" width="%2$d" height="%3$d" title="%4$s" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
			esc_url( $src, array( 'https' ) ),
			self::size( $tag->get_attribute( 'width' ), 640 ),
			self::size( $tag->get_attribute( 'height' ), 360 ),
			esc_attr( is_string( $title ) && '' !== trim( $title ) ? sanitize_text_field( $title ) : __( 'Video', 'yomu-core' ) )
		);
	}

	/**
	 * Whether a URL is https on an allowed host (or its subdomain), with no credentials or odd port.
	 *
	 * @param string $url The iframe src.
	 */
	private static function is_allowed( string $url ): bool {
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || 'https' !== strtolower( $parts['scheme'] ?? '' ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] ) ) {
			return false;
		}
		$host = strtolower( $parts['host'] ?? '' );
		foreach ( self::hosts() as $allowed ) {
			if ( $host === $allowed || str_ends_with( $host, '.' . $allowed ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A pixel size attribute, clamped to 1–4000, or the default.
	 *
	 * @param mixed $value   Attribute value.
	 * @param int   $fallback Value when missing or invalid.
	 */
	private static function size( $value, int $fallback ): int {
		return is_string( $value ) && preg_match( '/^\d{1,4}$/', trim( $value ) ) ? max( 1, min( 4000, (int) $value ) ) : $fallback;
	}
}
