<?php
/**
 * The discussion under the chapter list and under a chapter (Madara's #manga-discussion), printed through
 * comments_template(): a comment plugin that replaces the comments template (Disqus, wpDiscuz) shows its own, and
 * otherwise the theme's comments.php prints Yomu's thread (the template tag yomu_manga_comments_html() hands it the
 * thread being shown). Madara's switches decide whether there is a discussion at all (Switches).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Comments;

use Yomu\Core\Access\Policy;
use Yomu\Core\Routing\Request;

/**
 * Discussion block.
 */
final class Discussion {

	/**
	 * The thread comments_template() is showing, for the theme's comments.php.
	 *
	 * @var Thread|null
	 */
	private static ?Thread $current = null;

	/**
	 * The theme's comments template path, as comments_template() offered it.
	 *
	 * @var string|null
	 */
	private static ?string $template = null;

	/**
	 * Prints the manga's discussion.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function print_for_manga( $manga_id ): void {
		if ( self::shown( (int) $manga_id, false ) ) {
			self::render( new Thread( (int) $manga_id ), '' );
		}
	}

	/**
	 * Prints the chapter's discussion.
	 *
	 * @param Request|null $request The reading request.
	 */
	public static function print_for_chapter( $request ): void {
		if ( ! $request instanceof Request || null === $request->chapter || ! self::shown( $request->manga->ID, true ) ) {
			return;
		}
		$heading = '';
		if ( Switches::chapter_heading( $request->manga->ID ) ) {
			/* translators: %s: chapter name */
			$heading = '<p class="manga-discussion__chapter container">' . esc_html( sprintf( __( 'Comments for chapter “%s”', 'yomu-core' ), $request->chapter->name ) ) . '</p>';
		}
		self::render( new Thread( $request->manga->ID, $request->chapter->id ), $heading );
	}

	/**
	 * Whether a manga page (or one of its chapters) has a discussion for this visitor.
	 *
	 * @param int  $manga_id   Manga post ID.
	 * @param bool $on_chapter Whether the page is a chapter.
	 */
	public static function shown( int $manga_id, bool $on_chapter ): bool {
		$manga = get_post( $manga_id );
		return $manga instanceof \WP_Post && Policy::chapters( $manga )->allowed() && Switches::enabled()
			&& ( ! $on_chapter || Switches::on_chapters( $manga_id ) );
	}

	/**
	 * The thread being printed by comments_template(), or null outside a manga discussion.
	 */
	public static function current(): ?Thread {
		return self::$current;
	}

	/**
	 * Filter comments_template_query_args: comments_template() queries the post's comments before any plugin or
	 * template runs; for a manga that is this thread's newest page (as Madara scopes it to the chapter), never the
	 * whole history, and without page counts that would move the cpage query var Yomu's thread reads.
	 *
	 * @param mixed $args Query arguments.
	 * @return mixed
	 */
	public static function scope_query( $args ) {
		if ( null === self::$current || ! is_array( $args ) ) {
			return $args;
		}
		$args['meta_query']    = self::$current->meta_query(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the thread is defined by this meta.
		$args['number']        = Thread::PER_PAGE;
		$args['offset']        = 0;
		$args['no_found_rows'] = true;
		return $args;
	}

	/**
	 * Filters comments_template, first and last while the discussion prints: a plugin that declines to replace the
	 * template must answer the path it was given, yet Disqus answers nothing when it may not load (which WordPress
	 * then reads as a missing file, with a PHP deprecation); the theme's path is kept in that case.
	 *
	 * @param mixed $file The template path so far.
	 * @return mixed
	 */
	public static function keep_template( $file ) {
		if ( is_string( $file ) && '' !== $file ) {
			self::$template = self::$template ?? $file;
			return $file;
		}
		return self::$template ?? $file;
	}

	/**
	 * Prints the block around comments_template(), or nothing when it printed nothing (comments closed, none yet).
	 *
	 * @param Thread $thread  The thread.
	 * @param string $heading Escaped HTML before the comments.
	 */
	private static function render( Thread $thread, string $heading ): void {
		self::$current  = $thread;
		self::$template = null;
		add_filter( 'comments_template_query_args', array( self::class, 'scope_query' ) );
		add_filter( 'comments_template', array( self::class, 'keep_template' ), PHP_INT_MIN );
		add_filter( 'comments_template', array( self::class, 'keep_template' ), PHP_INT_MAX );
		ob_start();
		try {
			comments_template();
		} finally {
			$html = (string) ob_get_clean();
			remove_filter( 'comments_template_query_args', array( self::class, 'scope_query' ) );
			remove_filter( 'comments_template', array( self::class, 'keep_template' ), PHP_INT_MIN );
			remove_filter( 'comments_template', array( self::class, 'keep_template' ), PHP_INT_MAX );
			self::$current  = null;
			self::$template = null;
		}
		if ( '' === trim( $html ) ) {
			return;
		}
		echo '<div id="manga-discussion" class="manga-discussion">' . $heading . $html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the heading is escaped above; the rest is the comments template's own output.
	}
}
