<?php
/**
 * Comment text is bounded (issue 19): at most MAX characters, checked before WordPress reads the rest of the
 * form, refused with a readable, translated message that does not repeat the text. WordPress's own column
 * limits stay as the backstop.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

/**
 * The comment length limit.
 */
final class Length {

	/** Most characters of a comment. */
	public const MAX = 5000;

	/**
	 * Registers the check. WordPress's own limit (65,525 bytes, counted in bytes) is left as it is: lowered to
	 * MAX it would refuse 5,000 Turkish or Arabic characters.
	 */
	public static function register(): void {
		add_action( 'pre_comment_on_post', array( self::class, 'check' ), 1 );
	}

	/**
	 * Refuses a comment over the limit (wp-comments-post.php; the text is never echoed).
	 */
	public static function check(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- WordPress's comment form has no nonce; only the length is read.
		$text = isset( $_POST['comment'] ) && is_string( $_POST['comment'] ) ? wp_unslash( $_POST['comment'] ) : '';
		if ( mb_strlen( $text, 'UTF-8' ) <= self::MAX ) {
			return;
		}
		wp_die(
			esc_html( self::message() ),
			esc_html__( 'Comment not posted', 'yomu-core' ),
			array(
				'response'  => 400,
				'back_link' => true,
			)
		);
	}

	/**
	 * What a person reads when their comment is too long.
	 */
	public static function message(): string {
		/* translators: %s: the most characters a comment may have, such as 5,000. */
		return sprintf( __( 'Your comment is too long. Use at most %s characters and try again.', 'yomu-core' ), number_format_i18n( self::MAX ) );
	}
}
