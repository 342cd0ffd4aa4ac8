<?php
/**
 * WordPress's comment form for a thread. It posts to wp-comments-post.php; on chapters it carries the
 * chapter in the chapterId field (id chapter_id). Reply links work without JavaScript through ?replytocom=,
 * which comment_form() reads for comment_parent and the "Reply to" title.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

/**
 * Comment form rendering.
 */
final class Form {

	/**
	 * The form's HTML.
	 *
	 * @param Thread $thread The thread.
	 */
	public static function html( Thread $thread ): string {
		$chapter = $thread->chapter_id > 0
			? '<input type="hidden" name="chapterId" id="chapter_id" value="' . esc_attr( (string) $thread->chapter_id ) . '">'
			: '';
		ob_start();
		comment_form(
			FormFields::args( $thread ) + array(
				'format'             => 'html5',
				'title_reply'        => __( 'Leave a comment', 'yomu-core' ),
				/* translators: %s: author of the comment being answered */
				'title_reply_to'     => __( 'Reply to %s', 'yomu-core' ),
				'cancel_reply_link'  => __( 'Cancel reply', 'yomu-core' ),
				'label_submit'       => __( 'Post comment', 'yomu-core' ),
				'title_reply_before' => '<h3 id="reply-title" class="comment-reply-title">',
				'title_reply_after'  => '</h3>',
				'comment_field'      => '<p class="comment-form-comment"><label for="comment">' . esc_html__( 'Comment', 'yomu-core' ) . '</label><textarea id="comment" name="comment" cols="45" rows="5" maxlength="' . Length::MAX . '" required></textarea></p>',
				'submit_field'       => '<p class="form-submit">%1$s %2$s' . $chapter . '</p>',
			),
			$thread->manga_id
		);
		$form = (string) ob_get_clean();
		// comment_form() marks HTML5 forms novalidate; without it the browser enforces the required textarea
		// when JavaScript is off (the island turns its own check on instead).
		return (string) preg_replace( '/(<form\b[^>]*?)\s+novalidate\b/', '$1', $form, 1 );
	}
}
