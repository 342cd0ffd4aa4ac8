<?php
/**
 * The bookmark control on the manga page and in the reader (Madara's .add-bookmark markup).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Bookmarks;

/**
 * Server markup that also works without JavaScript: guests get the login page, readers a nonce'd link.
 */
final class Control {

	/**
	 * The control for a manga in the current visitor's state.
	 *
	 * @param int    $manga_id     The manga.
	 * @param string $chapter_slug Chapter slug ('' on the manga page).
	 * @param int    $page         Page number.
	 */
	public static function html( int $manga_id, string $chapter_slug = '', int $page = 1 ): string {
		$user = get_current_user_id();
		if ( $user && Store::has( $user, $manga_id ) ) {
			return self::bookmarked( $manga_id );
		}
		$href = $user ? self::fallback_url( 'add', $manga_id, $chapter_slug, $page ) : wp_login_url( self::here() );
		return sprintf(
			'<div class="add-bookmark"><div class="action_icon"><a href="%1$s" class="wp-manga-action-button" data-action="bookmark" data-post="%2$d" data-chapter="%3$s" data-page="%4$d" title="%5$s">'
			. '<span class="bookmark-icon" aria-hidden="true">&#9734;</span><span class="action_detail">%5$s</span></a></div></div>',
			esc_url( $href ),
			$manga_id,
			esc_attr( $chapter_slug ),
			max( 1, $page ),
			esc_html__( 'Bookmark', 'yomu-core' )
		);
	}

	/**
	 * The control of a bookmarked manga: it deletes the bookmark.
	 *
	 * @param int $manga_id The manga.
	 */
	public static function bookmarked( int $manga_id ): string {
		return sprintf(
			'<div class="add-bookmark"><div class="action_icon"><a href="%1$s" class="wp-manga-action-button wp-manga-delete-bookmark" data-action="delete-bookmark" data-post-id="%2$d" title="%3$s">'
			. '<span class="bookmark-icon" aria-hidden="true">&#9733;</span><span class="action_detail">%3$s</span></a></div></div>',
			esc_url( self::fallback_url( 'delete', $manga_id, '', 1 ) ),
			$manga_id,
			esc_html__( 'Remove bookmark', 'yomu-core' )
		);
	}

	/**
	 * The no-JavaScript link (admin-post.php, nonce'd, back to this page).
	 *
	 * @param string $what         add or delete.
	 * @param int    $manga_id     The manga.
	 * @param string $chapter_slug Chapter slug.
	 * @param int    $page         Page.
	 */
	private static function fallback_url( string $what, int $manga_id, string $chapter_slug, int $page ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action'  => 'yomu_bookmark',
					'do'      => $what,
					'manga'   => $manga_id,
					'chapter' => rawurlencode( $chapter_slug ),
					'page'    => $page,
				),
				admin_url( 'admin-post.php' )
			),
			Actions::NONCE
		);
	}

	/**
	 * The current page's URL (the login page comes back here).
	 */
	private static function here(): string {
		$path = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return home_url( $path );
	}
}
