<?php
/**
 * Yomu's own comment area of a manga or chapter thread, which the theme's comments.php prints when no comment plugin
 * replaced the comments template (Discussion): WordPress's comment form (posting to wp-comments-post.php, so it works
 * without JavaScript) above the thread, newest first, with page links.
 * The comments island moves the form for replies, submits on Ctrl/Cmd+Enter and refuses an empty comment.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Access\Policy;
use Yomu\Bridge\Island;

/**
 * Comment area rendering.
 */
final class Area {

	/**
	 * The whole area, or '' when comments are closed and there are none.
	 *
	 * @param Thread $thread The thread.
	 */
	public static function html( Thread $thread ): string {
		$open  = comments_open( $thread->manga_id );
		$manga = get_post( $thread->manga_id );
		if ( ! $manga instanceof \WP_Post || ! Policy::chapters( $manga )->allowed() ) {
			return '';
		}
		$page   = max( 1, (int) get_query_var( 'cpage' ) );
		$result = $thread->page( $page );
		if ( ! $open && ! $result['comments'] ) {
			return '';
		}
		$count = $thread->count();
		$title = 0 === $count
			? __( 'Comments', 'yomu-core' )
			/* translators: %s: number of comments */
			: sprintf( _n( '%s comment', '%s comments', $count, 'yomu-core' ), number_format_i18n( $count ) );

		$html  = '<section id="comments" class="comments-area yomu-comments container" aria-labelledby="comments-title">';
		$html .= '<h2 id="comments-title" class="manga-section-title">' . esc_html( $title ) . '</h2>';
		$html .= $open ? Form::html( $thread ) : '<p class="no-comments">' . esc_html__( 'Comments are closed.', 'yomu-core' ) . '</p>';
		$html .= self::list_html( $thread, $result['comments'] );
		$html .= self::pagination( $thread, $page, $result['pages'] );
		$html .= '</section>';
		// The theme's bridge prints islands; without it the area still works as plain HTML. The island comes when the
		// reader reaches for the area (a touch, hover or focus); a reply link clicked before it is given to it.
		return class_exists( Island::class ) ? Island::render( 'comments', array( 'title' => __( 'Leave a comment', 'yomu-core' ) ), $html, 'interaction', 'div', array( 'selector' => '.comment-reply-link' ) ) : $html;
	}

	/**
	 * The threaded list, with reply links pointing at this thread's page (a chapter URL on chapters).
	 *
	 * @param Thread        $thread   The thread.
	 * @param \WP_Comment[] $comments Top-level comments and their replies.
	 */
	private static function list_html( Thread $thread, array $comments ): string {
		if ( ! $comments ) {
			return '';
		}
		$base      = $thread->url( max( 1, (int) get_query_var( 'cpage' ) ) );
		$fix       = static function ( $link, $args, $comment ) use ( $base ) {
			if ( ! $comment instanceof \WP_Comment || ! str_contains( (string) $link, 'comment-reply-link' ) ) {
				return $link;
			}
			$href = add_query_arg( 'replytocom', (int) $comment->comment_ID, $base ) . '#respond';
			return (string) preg_replace( '/href=(["\'])[^"\']*\1/', 'href="' . esc_url( $href ) . '"', (string) $link, 1 );
		};
		$depth     = get_option( 'thread_comments' ) ? max( 1, (int) get_option( 'thread_comments_depth' ) ) : 1;
		$permalink = static fn ( $link, $comment ) => $comment instanceof \WP_Comment ? $base . '#comment-' . (int) $comment->comment_ID : $link;
		add_filter( 'comment_reply_link', $fix, 10, 3 );
		add_filter( 'get_comment_link', $permalink, 20, 2 );
		$list = ListLabels::around(
			static fn () => (string) wp_list_comments(
				array(
					'style'             => 'ol',
					'short_ping'        => true,
					'avatar_size'       => 48,
					'max_depth'         => $depth,
					'per_page'          => 0,
					'reverse_top_level' => false,
					'reverse_children'  => false,
					'echo'              => false,
				),
				$comments
			)
		);
		remove_filter( 'comment_reply_link', $fix, 10 );
		remove_filter( 'get_comment_link', $permalink, 20 );
		return '<ol class="comment-list">' . $list . '</ol>';
	}

	/**
	 * Previous/next and numbered page links.
	 *
	 * @param Thread $thread  The thread.
	 * @param int    $current Current page.
	 * @param int    $pages   Number of pages.
	 */
	private static function pagination( Thread $thread, int $current, int $pages ): string {
		if ( $pages < 2 ) {
			return '';
		}
		$links = '';
		for ( $n = 1; $n <= $pages; $n++ ) {
			$links .= $n === $current
				? '<span aria-current="page" class="page-numbers current">' . esc_html( number_format_i18n( $n ) ) . '</span> '
				: '<a class="page-numbers" href="' . esc_url( $thread->url( $n ) . '#comments' ) . '">' . esc_html( number_format_i18n( $n ) ) . '</a> ';
		}
		return '<nav class="comment-pagination" aria-label="' . esc_attr__( 'Comment pages', 'yomu-core' ) . '">' . $links . '</nav>';
	}
}
