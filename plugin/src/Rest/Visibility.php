<?php
/**
 * Who may read what through the REST API, by the rules of the public pages: a manga is readable when it is
 * published (or the signed-in user may read it, as on its page), never a draft or private post for a guest; a
 * password-protected manga only after its password was entered; an adult manga's chapter content only after
 * the 18+ confirmation; a premium chapter's content only for its buyers (all decided by Access\Policy).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Access\Decision;
use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;

/**
 * Answers a readable manga or the REST error a client sees.
 */
final class Visibility {

	/**
	 * The manga with this id when it exists for the current visitor (Access\Policy), else a 404 error (a hidden
	 * manga does not exist for them, so its id tells nothing).
	 *
	 * @param int $id Manga post ID.
	 * @return \WP_Post|\WP_Error
	 */
	public static function manga( int $id ) {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || ! Policy::manga( $post )->allowed() ) {
			return self::not_found();
		}
		return $post;
	}

	/**
	 * The manga when its chapters are open to the visitor (its password, if any, was entered).
	 *
	 * @param int $id Manga post ID.
	 * @return \WP_Post|\WP_Error
	 */
	public static function open_manga( int $id ) {
		$post = self::manga( $id );
		if ( ! $post instanceof \WP_Post ) {
			return $post;
		}
		$decision = Policy::chapters( $post );
		return $decision->allowed() ? $post : new \WP_Error( 'yomu_rest_password_required', $decision->message, array( 'status' => 403 ) );
	}

	/**
	 * An error when the chapter's content must stay hidden from this visitor (a 404 for a chapter that is not out
	 * yet; adult content before the age confirmation, a premium chapter not bought), else null.
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 */
	public static function content_refusal( \WP_Post $manga, Chapter $chapter ): ?\WP_Error {
		$decision = Policy::chapter( $manga, $chapter );
		if ( $decision->allowed() ) {
			return null;
		}
		if ( Decision::HIDDEN === $decision->reason ) {
			return self::not_found(); // A chapter that does not exist for this visitor yet (scheduled).
		}
		if ( Decision::PREMIUM === $decision->reason ) {
			return new \WP_Error(
				'yomu_rest_chapter_locked',
				$decision->message,
				array(
					'status' => 403,
					'price'  => $decision->price,
				)
			);
		}
		return new \WP_Error( 'yomu_rest_content_hidden', $decision->message, array( 'status' => 403 ) );
	}

	/**
	 * The 404 of a manga or chapter that does not exist for this visitor.
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'yomu_rest_not_found', __( 'Nothing was found with this id.', 'yomu-core' ), array( 'status' => 404 ) );
	}
}
