<?php
/**
 * The admin-ajax action `manga_get_reading_nav` (MADARA §3.1): the chapter selector HTML for manga, chapter, volume_id,
 * style and type. Unlike Madara, ids are checked whole numbers, slugs are data, and hidden manga give nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Answers HTML (not JSON) on success, {success:false} when a field is missing or names nothing readable.
 */
final class NavAction {

	public const ACTION = 'manga_get_reading_nav';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The selector HTML, or null when the request names nothing readable.
	 *
	 * @param array<string, mixed> $request Fields, unslashed.
	 */
	public static function answer( array $request ): ?string {
		$manga = Access::manga( $request['manga'] ?? '' );
		if ( ! $manga ) {
			return null;
		}
		$chapter = Access::chapter( $manga, $request['chapter'] ?? '' );
		$style   = isset( $request['style'] ) && is_string( $request['style'] ) ? $request['style'] : '';
		$type    = isset( $request['type'] ) && is_string( $request['type'] ) ? $request['type'] : 'manga';
		return Selectors::render( $manga, $chapter, $style, 'manga' !== $type );
	}

	/**
	 * Sends the answer.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- public, read-only, published content only.
		$html = self::answer( (array) wp_unslash( $_REQUEST ) );
		if ( null === $html ) {
			wp_send_json_error( array( 'message' => __( 'This manga could not be found.', 'yomu-core' ) ) );
		}
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Selectors.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
