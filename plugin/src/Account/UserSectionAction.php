<?php
/**
 * Action wp-manga-get-user-section: the user menu HTML, reloaded by the header after sign-in.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;

/**
 * Answers {success:true, data:{main, off_canvas, nonces}} for a signed-in user; guests get an error.
 * Read-only, so it needs no nonce.
 */
final class UserSectionAction {

	public const ACTION = 'wp-manga-get-user-section';

	/**
	 * The declaration: members; guests get 401 with a message.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )
			->for( Action::MEMBERS, static fn (): Answer => Answer::error( array( 'message' => __( 'You are not signed in.', 'yomu-core' ) ), 401 ) );
	}

	/**
	 * Builds the answer for the current (signed-in) user.
	 */
	public static function answer(): Answer {
		$user = wp_get_current_user();
		return Answer::success(
			array(
				'main'       => UserSection::user_menu( $user, 'main' ),
				'off_canvas' => UserSection::user_menu( $user, 'off_canvas' ),
				// Fresh nonces for the signed-in user: the page's own were made for a guest.
				'nonces'     => array(
					'bookmark' => wp_create_nonce( \Yomu\Core\Bookmarks\Actions::NONCE ),
					'history'  => wp_create_nonce( HistoryList::NONCE ),
					'rating'   => wp_create_nonce( \Yomu\Core\Ratings\SaveAction::NONCE ),
				),
			)
		);
	}
}
