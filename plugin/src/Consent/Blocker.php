<?php
/**
 * Holds back third-party scripts and frames until their consent category is allowed: frames keep their URL in
 * data-src inside a placeholder ('Please accept cookies to access this content'), scripts become
 * type="text/plain" with data-yomu-consent; the consent island activates both on consent.
 *
 * Other code can hold its own markup with apply_filters( 'yomu_consent_hold', $html ), and its scripts with
 * wp_script_add_data( $handle, 'yomu_consent', 'analytics' ).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Rewrites markup.
 */
final class Blocker {

	/**
	 * Hooks the filters.
	 */
	public static function register(): void {
		add_filter( 'the_content', array( self::class, 'hold' ), 99 );
		add_filter( 'embed_oembed_html', array( self::class, 'hold' ), 99 );
		add_filter( 'yomu_consent_hold', array( self::class, 'hold' ) );
		add_filter( 'script_loader_tag', array( self::class, 'script_tag' ), 20, 2 );
	}

	/**
	 * Holds back every frame from a known third-party host.
	 *
	 * @param mixed $html Markup.
	 * @return mixed
	 */
	public static function hold( $html ) {
		if ( ! is_string( $html ) || false === stripos( $html, '<iframe' ) || is_admin() ) {
			return $html;
		}
		return preg_replace_callback( '#<iframe\b[^>]*>.*?</iframe>#is', array( self::class, 'frame' ), $html );
	}

	/**
	 * One frame.
	 *
	 * @param string[] $match The frame markup at index 0.
	 */
	private static function frame( array $match ): string {
		$tags = new \WP_HTML_Tag_Processor( $match[0] );
		if ( ! $tags->next_tag( array( 'tag_name' => 'iframe' ) ) ) {
			return $match[0];
		}
		$src      = $tags->get_attribute( 'src' );
		$host     = is_string( $src ) ? wp_parse_url( $src, PHP_URL_HOST ) : null;
		$category = is_string( $host ) ? Categories::for_host( $host ) : '';
		if ( '' === $category ) {
			return $match[0];
		}
		$tags->remove_attribute( 'src' );
		$tags->set_attribute( 'data-src', (string) $src );
		$tags->set_attribute( 'data-yomu-consent', $category );
		return sprintf(
			'<div class="yomu-consent-embed" data-yomu-consent-embed="%1$s">%2$s<p class="yomu-consent-embed__notice">%3$s</p></div>',
			esc_attr( $category ),
			$tags->get_updated_html(),
			esc_html__( 'Please accept cookies to access this content', 'yomu-core' )
		);
	}

	/**
	 * Turns the tag of a script registered with the data yomu_consent into an inert text/plain tag.
	 *
	 * @param mixed $tag    Script tag(s).
	 * @param mixed $handle Script handle.
	 * @return mixed
	 */
	public static function script_tag( $tag, $handle ) {
		if ( ! is_string( $tag ) || ! is_string( $handle ) ) {
			return $tag;
		}
		$category = wp_scripts()->get_data( $handle, 'yomu_consent' );
		if ( ! is_string( $category ) || ! in_array( $category, Categories::SLUGS, true ) || 'necessary' === $category ) {
			return $tag;
		}
		$tags = new \WP_HTML_Tag_Processor( $tag );
		while ( $tags->next_tag( array( 'tag_name' => 'script' ) ) ) {
			$type = $tags->get_attribute( 'type' );
			if ( is_string( $type ) && '' !== $type ) {
				$tags->set_attribute( 'data-yomu-type', $type );
			}
			$tags->set_attribute( 'type', 'text/plain' );
			$tags->set_attribute( 'data-yomu-consent', $category );
		}
		return $tags->get_updated_html();
	}
}
