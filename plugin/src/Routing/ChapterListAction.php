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
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * The manga_get_chapters action.
 */
final class ChapterListAction {

	public const ACTION = 'manga_get_chapters';

	/**
	 * Hooks the action for guests and signed-in users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, no nonce (a public read, as in Madara); GET or POST.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )->query_too()->fields( array( 'manga' => Input::INT ) );
	}

	/**
	 * The published manga the field names, or null.
	 *
	 * @param int|null $id The `manga` field (a whole number, else null).
	 */
	public static function manga( ?int $id ): ?\WP_Post {
		if ( null === $id ) {
			return null;
		}
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password ) {
			return null;
		}
		return $post;
	}

	/**
	 * The list HTML (the chapter-list template escapes every value), or 400 `0` when there is none to give (see
	 * the file comment).
	 *
	 * @param Input $input The request's fields.
	 */
	public static function answer( Input $input ): Answer {
		$manga = self::manga( $input->int( 'manga' ) );
		return $manga ? Answer::html( ChapterList::render( $manga ), 200, array( 'X-Robots-Tag' => 'noindex' ) ) : Answer::bare( '0', 400 );
	}
}
