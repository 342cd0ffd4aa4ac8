<?php
/**
 * Template tags for the account modals.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_account_modals' ) ) {
	/**
	 * The four account modals (escaped HTML, hidden until opened). Empty for a signed-in reader.
	 */
	function yomu_account_modals(): string {
		return is_user_logged_in() ? '' : Yomu\Core\Account\Modals::render();
	}
}

if ( ! function_exists( 'yomu_account_modals_open_on_load' ) ) {
	/**
	 * Whether one of the account modals opens as the page loads (a mailed password-reset link).
	 */
	function yomu_account_modals_open_on_load(): bool {
		return Yomu\Core\Account\Modals::opens_on_load();
	}
}

if ( ! function_exists( 'yomu_account_modals_config' ) ) {
	/**
	 * The configuration the modals' script needs (ajax URL, nonce, translated messages).
	 *
	 * @return array<string, mixed>
	 */
	function yomu_account_modals_config(): array {
		return Yomu\Core\Account\Modals::config();
	}
}

if ( ! function_exists( 'yomu_bookmark_control' ) ) {
	/**
	 * The bookmark control (escaped HTML). Without arguments it uses the manga, chapter and page being read.
	 *
	 * @param int    $manga_id     The manga (0: the current request's).
	 * @param string $chapter_slug Chapter slug ('' on the manga page).
	 * @param int    $page         Page number.
	 */
	function yomu_bookmark_control( int $manga_id = 0, string $chapter_slug = '', int $page = 1 ): string {
		$request = Yomu\Core\Routing\Request::current();
		if ( ! $manga_id && $request ) {
			$manga_id     = $request->manga->ID;
			$chapter_slug = $request->chapter ? $request->chapter->slug : '';
			$page         = $request->page;
		}
		if ( $manga_id <= 0 || 'wp-manga' !== get_post_type( $manga_id ) ) {
			return '';
		}
		$control = Yomu\Core\Bookmarks\Control::html( $manga_id, $chapter_slug, $page );
		if ( ! class_exists( Yomu\Bridge\Island::class ) ) {
			return $control;
		}
		$props = array(
			'nonce'         => wp_create_nonce( Yomu\Core\Bookmarks\Actions::NONCE ),
			'loggedIn'      => is_user_logged_in(),
			'isMangaSingle' => '' === $chapter_slug ? 1 : 0,
			'messages'      => array(
				'error' => __( 'Some errors occured. Please try again', 'yomu-core' ),
				// The add control the reader rebuilds after a delete (the server answers none there).
				'add'   => __( 'Bookmark', 'yomu-core' ),
			),
		);
		// React comes on the reader's first reach for the control; a click before it is given to it (wake.ts), and a
		// sign-in before it is read from the page's session (src/lib/session.ts).
		return Yomu\Bridge\Island::render( 'bookmark', $props, $control, 'interaction', 'div', array( 'selector' => '.add-bookmark .wp-manga-action-button' ) );
	}
}

if ( ! function_exists( 'yomu_account_library' ) ) {
	/**
	 * The account page's tabs (bookmarks, history) for the current user, wrapped in the account-page island.
	 */
	function yomu_account_library(): string {
		$html = Yomu\Core\Account\LibraryView::render();
		if ( ! is_user_logged_in() || ! class_exists( Yomu\Bridge\Island::class ) ) {
			return $html;
		}
		$props = array(
			'nonces'   => array(
				'bookmark' => wp_create_nonce( Yomu\Core\Bookmarks\Actions::NONCE ),
				'history'  => wp_create_nonce( Yomu\Core\Account\HistoryList::NONCE ),
			),
			'messages' => array( 'error' => __( 'Some errors occured. Please try again', 'yomu-core' ) ),
		);
		return Yomu\Bridge\Island::render( 'account-page', $props, $html, 'idle' );
	}
}

if ( ! function_exists( 'yomu_account_page_id' ) ) {
	/**
	 * The account page's id (the user_page setting), or 0.
	 */
	function yomu_account_page_id(): int {
		return Yomu\Core\Account\Page::id();
	}
}
