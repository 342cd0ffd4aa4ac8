<?php
/**
 * Where a chapter comment was written, for the people who moderate it (MADARA-SITE.md §8.8): a "Chapter" column in
 * wp-admin's Comments screen, and the chapter's name and page in the moderation and new-comment e-mails, which
 * otherwise name only the manga.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

/**
 * The Comments screen column and the e-mails.
 */
final class ChapterAdmin {

	private const COLUMN = 'yomu_chapter';

	/**
	 * Hooks the column and the e-mails.
	 */
	public static function register(): void {
		add_filter( 'manage_edit-comments_columns', array( self::class, 'columns' ) );
		add_action( 'manage_comments_custom_column', array( self::class, 'column' ), 10, 2 );
		foreach ( array( 'comment_moderation_subject', 'comment_notification_subject' ) as $hook ) {
			add_filter( $hook, array( self::class, 'subject' ), 10, 2 );
		}
		foreach ( array( 'comment_moderation_text', 'comment_notification_text' ) as $hook ) {
			add_filter( $hook, array( self::class, 'text' ), 10, 2 );
		}
	}

	/**
	 * Adds the column after "In response to".
	 *
	 * @param mixed $columns Column key => label.
	 * @return mixed
	 */
	public static function columns( $columns ) {
		if ( ! is_array( $columns ) ) {
			return $columns;
		}
		$out = array();
		foreach ( $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'response' === $key ) {
				$out[ self::COLUMN ] = __( 'Chapter', 'yomu-core' );
			}
		}
		$out[ self::COLUMN ] ??= __( 'Chapter', 'yomu-core' );
		return $out;
	}

	/**
	 * Prints a row's chapter, linked to its page; a dash for comments on the manga itself or other posts.
	 *
	 * @param mixed $column     Column key.
	 * @param mixed $comment_id Comment ID.
	 */
	public static function column( $column, $comment_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$chapter = self::chapter_of( (int) $comment_id );
		if ( null === $chapter ) {
			echo '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'On the manga', 'yomu-core' ) . '</span>';
			return;
		}
		printf( '<a href="%1$s">%2$s</a>', esc_url( Urls::chapter( $chapter->manga_id, $chapter ) ), esc_html( $chapter->title() ) );
	}

	/**
	 * The e-mail subject with the chapter after it.
	 *
	 * @param mixed $subject    The subject.
	 * @param mixed $comment_id Comment ID.
	 */
	public static function subject( $subject, $comment_id ): string {
		$chapter = self::chapter_of( (int) $comment_id );
		return null === $chapter ? (string) $subject : (string) $subject . ' - ' . $chapter->title();
	}

	/**
	 * The e-mail text with a line naming the chapter and its page, after the first line (which names the manga).
	 *
	 * @param mixed $text       The message.
	 * @param mixed $comment_id Comment ID.
	 */
	public static function text( $text, $comment_id ): string {
		$text    = (string) $text;
		$chapter = self::chapter_of( (int) $comment_id );
		if ( null === $chapter ) {
			return $text;
		}
		/* translators: 1: chapter name, 2: the chapter page's URL. */
		$line = sprintf( __( 'Chapter: %1$s (%2$s)', 'yomu-core' ), $chapter->title(), Urls::chapter( $chapter->manga_id, $chapter ) ) . "\r\n";
		$at   = strpos( $text, "\n" );
		return false === $at ? $line . $text : substr( $text, 0, $at + 1 ) . $line . substr( $text, $at + 1 );
	}

	/**
	 * The chapter a comment was written under, if it is one of its manga's.
	 *
	 * @param int $comment_id Comment ID.
	 */
	private static function chapter_of( int $comment_id ): ?Chapter {
		$chapter_id = (int) get_comment_meta( $comment_id, Thread::META_KEY, true );
		if ( $chapter_id <= 0 ) {
			return null;
		}
		$comment = get_comment( $comment_id );
		$chapter = ChapterRepository::find( $chapter_id );
		return $comment instanceof \WP_Comment && null !== $chapter && $chapter->manga_id === (int) $comment->comment_post_ID ? $chapter : null;
	}
}
