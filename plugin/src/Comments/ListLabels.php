<?php
/**
 * The words WordPress's comment walker prints around each comment ("says:", "%1$s at %2$s", "Edit", the
 * moderation notice, "Reply"), in Yomu's own words (text domain yomu-core) while the thread's list is rendered.
 * A core language pack's translation always wins: only a core string left untranslated (no pack installed for
 * the site's language) is replaced, and only during wp_list_comments(). The reply link's texts are Yomu's.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

/**
 * Comment list labels.
 */
final class ListLabels {

	/**
	 * The reply link's texts, in place of core's defaults (comment_reply_link_args).
	 *
	 * @param array<string, mixed> $args Reply link arguments.
	 * @return array<string, mixed>
	 */
	public static function reply_args( $args ): array {
		return array(
			'reply_text'    => __( 'Reply', 'yomu-core' ),
			/* translators: %s: author of the comment being answered */
			'reply_to_text' => __( 'Reply to %s', 'yomu-core' ),
			'login_text'    => __( 'Sign in to reply', 'yomu-core' ),
		) + (array) $args;
	}

	/**
	 * Renders with the fallback in place.
	 *
	 * @param callable(): string $render Renders the list.
	 */
	public static function around( callable $render ): string {
		add_filter( 'gettext', array( self::class, 'fallback' ), 10, 3 );
		add_filter( 'comment_reply_link_args', array( self::class, 'reply_args' ), 5 );
		try {
			return $render();
		} finally {
			remove_filter( 'gettext', array( self::class, 'fallback' ), 10 );
			remove_filter( 'comment_reply_link_args', array( self::class, 'reply_args' ), 5 );
		}
	}

	/**
	 * A core string's own translation, or Yomu's when core left it in English.
	 *
	 * @param string $translation Translation so far.
	 * @param string $text        Core msgid.
	 * @param string $domain      Text domain.
	 */
	public static function fallback( $translation, $text, $domain ): string {
		if ( 'default' !== $domain || $translation !== $text ) {
			return (string) $translation;
		}
		return self::labels()[ $text ] ?? (string) $translation;
	}

	/**
	 * Core msgid => Yomu's translation.
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		static $labels   = null;
		return $labels ??= array(
			/* translators: %s: comment author (a link when they gave a website); keep the span */
			'%s <span class="says">says:</span>'   => __( '%s <span class="says">says:</span>', 'yomu-core' ),
			/* translators: 1: comment date, 2: comment time */
			'%1$s at %2$s'                         => __( '%1$s at %2$s', 'yomu-core' ),
			'Edit'                                 => __( 'Edit', 'yomu-core' ),
			'Your comment is awaiting moderation.' => __( 'Your comment is awaiting moderation.', 'yomu-core' ),
			'Your comment is awaiting moderation. This is a preview; your comment will be visible after it has been approved.' => __( 'Your comment is awaiting moderation. This is a preview; your comment will be visible after it has been approved.', 'yomu-core' ),
			'Pingback:'                            => __( 'Pingback:', 'yomu-core' ),
		);
	}
}
