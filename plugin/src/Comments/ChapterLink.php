<?php
/**
 * Ties a posted comment to its chapter: the form's chapterId field becomes the comment meta chapter_id after
 * it is checked to be a chapter of the commented manga; a reply always joins its parent's thread. After
 * posting, the reader returns to the thread page that shows the comment.
 *
 * The comment form carries no nonce (WordPress's own form has none for comments); every other check is
 * wp_allow_comment()'s.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Content\ChapterRepository;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- see the file comment.

/**
 * Chapter meta of comments.
 */
final class ChapterLink {

	/** Marker put into the comment data when the posted chapter is not valid. */
	private const INVALID = 'yomu_invalid_chapter';

	/**
	 * Filter preprocess_comment: adds comment_meta chapter_id for comments posted from a chapter page (or replying
	 * to a chapter comment).
	 *
	 * @param mixed $data Comment data (an array).
	 * @return mixed
	 */
	public static function attach( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$manga_id = isset( $data['comment_post_ID'] ) ? (int) $data['comment_post_ID'] : 0;
		$parent   = isset( $data['comment_parent'] ) ? (int) $data['comment_parent'] : 0;
		if ( $parent > 0 ) {
			$chapter_id = (int) get_comment_meta( $parent, Thread::META_KEY, true );
		} else {
			$chapter_id = self::posted_chapter( $manga_id );
			if ( null === $chapter_id ) {
				$data[ self::INVALID ] = true;
				return $data;
			}
		}
		if ( $chapter_id > 0 ) {
			$meta                     = isset( $data['comment_meta'] ) && is_array( $data['comment_meta'] ) ? $data['comment_meta'] : array();
			$meta[ Thread::META_KEY ] = $chapter_id;
			$data['comment_meta']     = $meta;
		}
		return $data;
	}

	/**
	 * Filter pre_comment_approved: refuses a comment whose chapter is not one of the manga's.
	 *
	 * @param int|string|\WP_Error $approved Approval status so far.
	 * @param mixed                $data     Comment data (an array).
	 * @return int|string|\WP_Error
	 */
	public static function refuse_invalid( $approved, $data ) {
		if ( is_array( $data ) && ! empty( $data[ self::INVALID ] ) ) {
			// The status code makes wp-comments-post.php show the message (it exits silently without one).
			return new \WP_Error( 'yomu_invalid_chapter', __( 'This chapter does not exist, so the comment was not posted.', 'yomu-core' ), 400 );
		}
		return $approved;
	}

	/**
	 * Filter comment_post_redirect: back to the thread page (manga or chapter) that shows the new comment, keeping
	 * WordPress's arguments that let a guest see their comment awaiting moderation.
	 *
	 * @param string $location Where WordPress would go.
	 * @param mixed  $comment  The new comment (a WP_Comment).
	 */
	public static function redirect( $location, $comment ): string {
		if ( ! $comment instanceof \WP_Comment || 'wp-manga' !== get_post_type( (int) $comment->comment_post_ID ) ) {
			return (string) $location;
		}
		$thread = Thread::of( $comment );
		$url    = $thread->url( $thread->page_of( $comment ) );
		$query  = array();
		wp_parse_str( (string) wp_parse_url( (string) $location, PHP_URL_QUERY ), $query );
		$keep = array_intersect_key( $query, array_flip( array( 'unapproved', 'moderation-hash' ) ) );
		if ( $keep ) {
			$url = add_query_arg( array_map( 'rawurlencode', array_map( 'strval', $keep ) ), $url );
		}
		return $url . '#comment-' . (int) $comment->comment_ID;
	}

	/**
	 * Filter get_comment_link: a chapter comment's permalink is on its chapter's page, not the manga's.
	 *
	 * @param string $link    WordPress's link.
	 * @param mixed  $comment The comment (a WP_Comment).
	 */
	public static function link( $link, $comment ): string {
		if ( ! $comment instanceof \WP_Comment || (int) get_comment_meta( (int) $comment->comment_ID, Thread::META_KEY, true ) <= 0 ) {
			return (string) $link;
		}
		$thread = Thread::of( $comment );
		return $thread->url( $thread->page_of( $comment ) ) . '#comment-' . (int) $comment->comment_ID;
	}

	/**
	 * The chapter named by the posted chapterId for this manga: 0 when none was posted, null when it is not
	 * a chapter of the manga.
	 *
	 * @param int $manga_id The commented manga.
	 */
	private static function posted_chapter( int $manga_id ): ?int {
		$raw = wp_unslash( $_POST['chapterId'] ?? ( $_POST['chapter_id'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked as digits below.
		if ( '' === $raw || '0' === $raw ) {
			return 0;
		}
		if ( ! is_string( $raw ) || ! ctype_digit( $raw ) ) {
			return null;
		}
		$chapter = ChapterRepository::visible( (int) $raw );
		return null !== $chapter && $chapter->manga_id === $manga_id ? $chapter->id : null;
	}
}
