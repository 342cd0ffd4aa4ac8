<?php
/**
 * Who may read what through the REST API, by the rules of the public pages: a manga is readable when it is
 * published (or the signed-in user may read it, as on its page), never a draft or private post for a guest; a
 * password-protected manga only after its password was entered; an adult manga's chapter content only after
 * the 18+ confirmation (the reader's `yomu_hide_chapter_images` filter, Adult\Gate).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Reader\Content;
use Yomu\Core\Routing\Resolver;

/**
 * Answers a readable manga or the REST error a client sees.
 */
final class Visibility {

	/**
	 * The manga with this id when the current visitor may read it, else a 404 error (a hidden manga does not
	 * exist for them, so its id tells nothing).
	 *
	 * @param int $id Manga post ID.
	 * @return \WP_Post|\WP_Error
	 */
	public static function manga( int $id ) {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || ! Resolver::can_read( $post ) ) {
			return self::not_found();
		}
		return $post;
	}

	/**
	 * The manga when it is readable and its password (if any) was entered.
	 *
	 * @param int $id Manga post ID.
	 * @return \WP_Post|\WP_Error
	 */
	public static function open_manga( int $id ) {
		$post = self::manga( $id );
		if ( $post instanceof \WP_Post && post_password_required( $post ) ) {
			return new \WP_Error( 'yomu_rest_password_required', __( 'This manga is password protected. Enter its password on the site first.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		return $post;
	}

	/**
	 * An error when the manga's chapter content must stay hidden from this visitor (adult content before the
	 * age confirmation), else null.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function content_refusal( int $manga_id ): ?\WP_Error {
		if ( ! Content::hidden( $manga_id ) ) {
			return null;
		}
		return new \WP_Error( 'yomu_rest_content_hidden', Content::hidden_notice( $manga_id ), array( 'status' => 403 ) );
	}

	/**
	 * The 404 of a manga or chapter that does not exist for this visitor.
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'yomu_rest_not_found', __( 'Nothing was found with this id.', 'yomu-core' ), array( 'status' => 404 ) );
	}
}
