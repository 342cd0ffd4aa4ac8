<?php
/**
 * Action wp-manga-get-user-section: the user menu HTML, reloaded by the header after sign-in.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ajax;

use Yomu\Core\Account\UserSection as Markup;

/**
 * Answers {success:true, data:{main, off_canvas}} for a signed-in user; guests get an error.
 * Read-only, so it needs no nonce.
 */
final class UserSection {

	public const ACTION = 'wp-manga-get-user-section';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Builds the answer for the current visitor.
	 *
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function answer(): array {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return array( false, array( 'message' => __( 'You are not signed in.', 'yomu-core' ) ), 401 );
		}
		return array(
			true,
			array(
				'main'       => Markup::user_menu( $user, 'main' ),
				'off_canvas' => Markup::user_menu( $user, 'off_canvas' ),
				// Fresh nonces for the signed-in user: the page's own were made for a guest.
				'nonces'     => array(
					'bookmark' => wp_create_nonce( \Yomu\Core\Bookmarks\Actions::NONCE ),
					'history'  => wp_create_nonce( \Yomu\Core\Account\HistoryList::NONCE ),
				),
			),
			200,
		);
	}

	/**
	 * Sends the answer.
	 */
	public static function handle(): void {
		list( $success, $data, $status ) = self::answer();
		Response::send( $success, $data, $status );
	}
}
