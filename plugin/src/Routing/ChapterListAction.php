<?php
/**
 * The admin-ajax action manga_get_chapters (Madara Core 1.6.x, MADARA.md §3.2, §6, §7): `manga={id}` by GET or POST,
 * for guests and signed-in readers alike, answers the chapter list HTML of POST {manga}/ajax/chapters/ (the
 * same template, escaped the same way).
 *
 * Only a published, not password-protected wp-manga has a list here, whoever asks (editors preview drafts on
 * the manga page itself). Anything else (no or a malformed id, an unknown post, another post type, a draft,
 * pending, private, scheduled or trashed manga, a password-protected one) gets HTTP 400 with body `0`: exactly
 * what Madara 1.7+ and WordPress answer for an action they do not know, so clients written for 1.7 move on to
 * ajax/chapters as they always did, and a draft's existence is not told apart from a missing id.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\PostTypes;

/**
 * The manga_get_chapters action.
 */
final class ChapterListAction {

	public const ACTION = 'manga_get_chapters';

	/**
	 * Hooks the action for guests and signed-in users.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The published manga the field names, or null.
	 *
	 * @param mixed $value The `manga` field as sent.
	 */
	public static function manga( $value ): ?\WP_Post {
		if ( ! is_string( $value ) || strlen( $value ) > 20 || ! ctype_digit( $value ) ) {
			return null;
		}
		$post = get_post( (int) $value );
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password ) {
			return null;
		}
		return $post;
	}

	/**
	 * The list HTML for the request's fields, or null when there is none to give (see the file comment).
	 *
	 * @param array<string, mixed> $fields The request's GET and POST fields (unslashed).
	 */
	public static function answer( array $fields ): ?string {
		$manga = self::manga( $fields['manga'] ?? null );
		return $manga ? ChapterList::render( $manga ) : null;
	}

	/**
	 * Sends the list, or 400 `0`.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- a public read, as in Madara; the id is validated as digits.
		$answer = self::answer( wp_unslash( array_merge( $_GET, $_POST ) ) );
		if ( null === $answer ) {
			wp_die( '0', '', array( 'response' => 400 ) );
		}
		status_header( 200 );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		echo $answer; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the chapter-list template escapes every value.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
