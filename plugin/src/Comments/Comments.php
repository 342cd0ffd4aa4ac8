<?php
/**
 * Comments under manga and chapters: the discussion on both pages (through comments_template(), so Disqus or
 * wpDiscuz can take it over, as Madara's switches say), the chapter a comment belongs to, and the way back to it
 * after posting. Posting itself is WordPress's own wp-comments-post.php, so its checks
 * (required fields, flood, duplicates, disallowed words, moderation, comment_registration) all apply.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

/**
 * Entry point of the Comments module.
 */
final class Comments {

	/**
	 * Hooks everything. The discussion prints after the chapter upload forms (priority 10).
	 */
	public static function register(): void {
		add_action( 'yomu_manga_after_chapters', array( Discussion::class, 'print_for_manga' ), 20 );
		add_action( 'yomu_reader_after_content', array( Discussion::class, 'print_for_chapter' ), 20 );
		Disqus::register();
		Length::register();
		add_filter( 'preprocess_comment', array( ChapterLink::class, 'attach' ) );
		add_filter( 'pre_comment_approved', array( ChapterLink::class, 'refuse_invalid' ), 1, 2 );
		add_filter( 'comment_post_redirect', array( ChapterLink::class, 'redirect' ), 10, 2 );
		add_filter( 'get_comment_link', array( ChapterLink::class, 'link' ), 10, 2 );
		ChapterAdmin::register();
		add_action( 'init', array( self::class, 'ensure_support' ), 20 );
	}

	/**
	 * Manga accept comments (PostTypes already declares the support; this keeps it if that ever changes).
	 */
	public static function ensure_support(): void {
		if ( ! post_type_supports( 'wp-manga', 'comments' ) ) {
			add_post_type_support( 'wp-manga', 'comments' );
		}
	}
}
