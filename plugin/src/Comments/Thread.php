<?php
/**
 * One comment thread: the comments of a manga that belong to no chapter, or those of one chapter (comment
 * meta chapter_id). 50 top-level comments per page, newest first, each with its replies.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

/**
 * Thread queries and URLs.
 */
final class Thread {

	public const PER_PAGE = 50;

	/** Comment meta naming the chapter a comment was written under. */
	public const META_KEY = 'chapter_id';

	/**
	 * Builds a thread.
	 *
	 * @param int $manga_id   Manga post ID.
	 * @param int $chapter_id Chapter ID, 0 for the manga's own thread.
	 */
	public function __construct(
		public readonly int $manga_id,
		public readonly int $chapter_id = 0
	) {}

	/**
	 * The thread a comment belongs to.
	 *
	 * @param \WP_Comment $comment Comment.
	 */
	public static function of( \WP_Comment $comment ): self {
		return new self( (int) $comment->comment_post_ID, (int) get_comment_meta( (int) $comment->comment_ID, self::META_KEY, true ) );
	}

	/**
	 * One page of top-level comments followed by their replies, in the flat order wp_list_comments takes.
	 *
	 * @param int $page 1-based page.
	 * @return array{comments: \WP_Comment[], pages: int}
	 */
	public function page( int $page ): array {
		$args  = array(
			'number'        => self::PER_PAGE,
			'offset'        => ( max( 1, $page ) - 1 ) * self::PER_PAGE,
			'hierarchical'  => get_option( 'thread_comments' ) ? 'flat' : false,
			'parent'        => get_option( 'thread_comments' ) ? 0 : '',
			'no_found_rows' => false,
		);
		$query = new \WP_Comment_Query();
		$found = $query->query( $this->args( $args ) );
		return array(
			'comments' => is_array( $found ) ? array_values( array_filter( $found, static fn ( $c ) => $c instanceof \WP_Comment ) ) : array(),
			'pages'    => max( 1, (int) $query->max_num_pages ),
		);
	}

	/**
	 * Approved comments in the thread (replies included).
	 */
	public function count(): int {
		$query = new \WP_Comment_Query();
		return (int) $query->query(
			array(
				'post_id'    => $this->manga_id,
				'status'     => 'approve',
				'count'      => true,
				'meta_query' => $this->meta_query(), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the thread is defined by this meta.
			)
		);
	}

	/**
	 * The page a comment is shown on: that of its top-level ancestor among the thread's newest-first list.
	 *
	 * @param \WP_Comment $comment Comment.
	 */
	public function page_of( \WP_Comment $comment ): int {
		$top = $comment;
		for ( $depth = 0; $depth < 100 && (int) $top->comment_parent > 0; $depth++ ) {
			$parent = get_comment( (int) $top->comment_parent );
			if ( ! $parent instanceof \WP_Comment ) {
				break;
			}
			$top = $parent;
		}
		$query = new \WP_Comment_Query();
		$newer = (int) $query->query(
			$this->args(
				array(
					'count'      => true,
					'parent'     => 0,
					'date_query' => array(
						array(
							'column' => 'comment_date_gmt',
							'after'  => $top->comment_date_gmt,
						),
					),
				)
			)
		);
		return intdiv( $newer, self::PER_PAGE ) + 1;
	}

	/**
	 * The thread's page URL: the manga or chapter URL, with comment-page-N/ from page 2 on.
	 *
	 * @param int $page 1-based page.
	 */
	public function url( int $page = 1 ): string {
		$chapter = $this->chapter_id > 0 ? ChapterRepository::find( $this->chapter_id ) : null;
		$base    = null !== $chapter ? Urls::chapter( $this->manga_id, $chapter ) : Urls::manga( $this->manga_id );
		if ( $page <= 1 ) {
			return $base;
		}
		if ( '' !== (string) get_option( 'permalink_structure' ) ) {
			return trailingslashit( $base ) . 'comment-page-' . $page . '/';
		}
		return add_query_arg( 'cpage', $page, $base );
	}

	/**
	 * Query arguments shared by every query of this thread.
	 *
	 * @param array<string, mixed> $extra More arguments.
	 * @return array<string, mixed>
	 */
	private function args( array $extra ): array {
		return array_merge(
			array(
				'post_id'            => $this->manga_id,
				'status'             => 'approve',
				'include_unapproved' => self::own_unapproved(),
				'orderby'            => array( 'comment_date_gmt', 'comment_ID' ),
				'order'              => 'DESC',
				'meta_query'         => $this->meta_query(), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the thread is defined by this meta.
			),
			$extra
		);
	}

	/**
	 * The meta condition that picks this thread.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function meta_query(): array {
		if ( $this->chapter_id > 0 ) {
			return array(
				array(
					'key'   => self::META_KEY,
					'value' => $this->chapter_id,
					'type'  => 'NUMERIC',
				),
			);
		}
		return array(
			array(
				'key'     => self::META_KEY,
				'compare' => 'NOT EXISTS',
			),
		);
	}

	/**
	 * Who may see their own comments awaiting moderation (as comments_template() allows).
	 *
	 * @return array<int, int|string>
	 */
	private static function own_unapproved(): array {
		$own = array();
		if ( is_user_logged_in() ) {
			$own[] = get_current_user_id();
		}
		$email = wp_get_unapproved_comment_author_email();
		if ( '' !== $email ) {
			$own[] = $email;
		}
		return $own;
	}
}
