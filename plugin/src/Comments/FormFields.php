<?php
/**
 * The labels and notes of WordPress's comment form in Yomu's own words (text domain yomu-core), so the form is in
 * the site's language even where WordPress has no core language pack installed: the name, email and website
 * fields, the cookie opt-in, the notes above the form and the "Logged in as" line. The markup follows core's
 * (same ids, names, autocomplete and lengths), so wp-comments-post.php and the comments island see no change.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

/**
 * Comment form fields and notes.
 */
final class FormFields {

	/**
	 * The comment_form() arguments this class provides.
	 *
	 * @param Thread $thread The thread.
	 * @return array<string, mixed>
	 */
	public static function args( Thread $thread ): array {
		$required = (bool) get_option( 'require_name_email' );
		$mark     = '<span class="required">*</span>';
		$notes    = '<span id="email-notes">' . esc_html__( 'Your email address will not be published.', 'yomu-core' ) . '</span>';
		if ( $required ) {
			/* translators: %s: the mark of a required field (an asterisk) */
			$notes .= ' <span class="required-field-message">' . sprintf( esc_html__( 'Required fields are marked %s', 'yomu-core' ), $mark ) . '</span>';
		}
		return array(
			'fields'               => self::fields( $required, $mark ),
			'comment_notes_before' => '<p class="comment-notes">' . $notes . '</p>',
			'logged_in_as'         => self::logged_in_as( $thread ),
			'must_log_in'          => '<p class="must-log-in">' . sprintf(
				/* translators: %s: sign-in URL */
				wp_kses( __( 'You must be <a href="%s">logged in</a> to post a comment.', 'yomu-core' ), array( 'a' => array( 'href' => array() ) ) ),
				esc_url( wp_login_url( $thread->url() ) )
			) . '</p>',
		);
	}

	/**
	 * The name, email and website fields and the cookie opt-in, as core builds them.
	 *
	 * @param bool   $required Whether name and email are required.
	 * @param string $mark     The required mark.
	 * @return array<string, string>
	 */
	private static function fields( bool $required, string $mark ): array {
		$commenter = wp_get_current_commenter();
		$req       = $required ? ' required' : '';
		$label_end = $required ? ' ' . $mark : '';
		$fields    = array(
			'author' => '<p class="comment-form-author"><label for="author">' . esc_html__( 'Name', 'yomu-core' ) . $label_end . '</label> <input id="author" name="author" type="text" value="' . esc_attr( $commenter['comment_author'] ) . '" size="30" maxlength="245" autocomplete="name"' . $req . '></p>',
			'email'  => '<p class="comment-form-email"><label for="email">' . esc_html__( 'Email', 'yomu-core' ) . $label_end . '</label> <input id="email" name="email" type="email" value="' . esc_attr( $commenter['comment_author_email'] ) . '" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"' . $req . '></p>',
			'url'    => '<p class="comment-form-url"><label for="url">' . esc_html__( 'Website', 'yomu-core' ) . '</label> <input id="url" name="url" type="url" value="' . esc_attr( $commenter['comment_author_url'] ) . '" size="30" maxlength="200" autocomplete="url"></p>',
		);
		if ( has_action( 'set_comment_cookies', 'wp_set_comment_cookies' ) && get_option( 'show_comments_cookies_opt_in' ) ) {
			$checked           = '' === $commenter['comment_author_email'] ? '' : ' checked';
			$fields['cookies'] = '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"' . $checked . '> <label for="wp-comment-cookies-consent">' . esc_html__( 'Save my name, email, and website in this browser for the next time I comment.', 'yomu-core' ) . '</label></p>';
		}
		return $fields;
	}

	/**
	 * "Logged in as NAME. Edit your profile. Log out?" with links.
	 *
	 * @param Thread $thread The thread (the sign-out link comes back to it).
	 */
	private static function logged_in_as( Thread $thread ): string {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return '';
		}
		return '<p class="logged-in-as">' . sprintf(
			/* translators: 1: the member's display name, 2: profile URL, 3: sign-out URL */
			wp_kses( __( 'Logged in as %1$s. <a href="%2$s">Edit your profile</a>. <a href="%3$s">Log out?</a>', 'yomu-core' ), array( 'a' => array( 'href' => array() ) ) ),
			esc_html( $user->display_name ),
			esc_url( (string) get_edit_user_link( $user->ID ) ),
			esc_url( wp_logout_url( $thread->url() ) )
		) . '</p>';
	}
}
