<?php
/**
 * One video embed: an <iframe> whose https src is on an allowlist of video hosts (filter 'yomu_video_hosts').
 * The iframe is rebuilt from an allowlist of attributes (src, sizes, title, allow features); everything else of
 * the input (onload, srcdoc, style, name…) is dropped, and it gains loading="lazy", allowfullscreen, a
 * referrer policy and a sandbox.
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
	 * The sandbox of every player frame. The players are scripted apps (allow-scripts) that keep their own
	 * cookies and storage and call their own APIs (allow-same-origin: safe here because a frame is only ever
	 * loaded from an allowlisted third-party host, never from this site, so it gains no access to the page);
	 * allow-presentation lets them cast, allow-popups (+ escape-sandbox) lets "Watch on YouTube" and the like
	 * open a normal tab. Not granted: top navigation (a player cannot take the reader away), forms, modals,
	 * downloads, pointer lock.
	 */
	public const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

	/** Permissions-policy features a player may ask for in its allow attribute. */
	private const ALLOW_FEATURES = array( 'accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share' );

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
	 * @param string $embed Submitted embed code: a single <iframe>.
	 * @param string $title Title for the frame ('' keeps the embed's own title, else "Video").
	 * @return string|\WP_Error
	 */
	public static function sanitize( string $embed, string $title = '' ) {
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
		$own   = $tag->get_attribute( 'title' );
		$title = '' !== trim( $title ) ? $title : ( is_string( $own ) ? $own : '' );
		$title = sanitize_text_field( $title );
		return sprintf(
			'<iframe src="%1$s" width="%2$d" height="%3$d" title="%4$s" frameborder="0" allow="%5$s" referrerpolicy="strict-origin-when-cross-origin" sandbox="%6$s" loading="lazy" allowfullscreen></iframe>',
			esc_url( trim( $src ), array( 'https' ) ),
			self::size( $tag->get_attribute( 'width' ), 640 ),
			self::size( $tag->get_attribute( 'height' ), 360 ),
			esc_attr( '' !== $title ? $title : __( 'Video', 'yomu-core' ) ),
			esc_attr( self::allow( $tag->get_attribute( 'allow' ) ) ),
			esc_attr( self::SANDBOX )
		);
	}

	/**
	 * Whether a URL is https on an allowed host (or its subdomain), with no credentials or odd port.
	 *
	 * @param string $url The iframe src.
	 */
	public static function is_allowed( string $url ): bool {
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
	 * The allow attribute: the embed's features that are on the allowlist (origins and other tokens dropped),
	 * plus fullscreen; the usual player set when the embed names none.
	 *
	 * @param mixed $value The embed's allow attribute.
	 */
	private static function allow( $value ): string {
		$asked    = is_string( $value ) ? array_map( static fn ( $item ) => strtolower( trim( (string) strtok( trim( $item ), " \t" ) ) ), explode( ';', $value ) ) : array();
		$features = array_values( array_intersect( self::ALLOW_FEATURES, $asked ) );
		if ( array() === $features ) {
			$features = array_diff( self::ALLOW_FEATURES, array( 'web-share' ) );
		}
		return implode( '; ', array_intersect( self::ALLOW_FEATURES, array_merge( $features, array( 'fullscreen' ) ) ) );
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
