<?php
/**
 * Madara's `guest_histories` call (MADARA.md §3.1): GET (or POST) `count` (3 by default), answered with the
 * history items' HTML: a signed-in reader's `_wp_manga_history`, a guest's `wpmanga-reading-history` cookie.
 * The history widget's island asks it for guests, whose cached page cannot carry their own history.
 * Read-only and personal: admin-ajax answers are never cached, so it needs no nonce.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Account\HistoryList;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;

/**
 * The call.
 */
final class GuestHistories {

	public const ACTION = 'guest_histories';

	public const COOKIE = 'wpmanga-reading-history';

	/**
	 * The declaration: everyone, the query string read too.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )->query_too()->fields(
			array(
				'count'   => Input::INT,
				'heading' => Input::INT,
			)
		);
	}

	/**
	 * The items.
	 *
	 * @param Input $input count; heading 3 for items under a page's h2 (the home's "Continue reading"), else h5.
	 */
	public static function answer( Input $input ): Answer {
		$count   = $input->int( 'count' ) ?? 3;
		$user    = get_current_user_id();
		$cookie  = isset( $_COOKIE[ self::COOKIE ] ) ? wp_unslash( $_COOKIE[ self::COOKIE ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- base64 checked strictly, then each field as a number.
		$entries = $user ? HistoryList::all( $user ) : HistoryItems::from_cookie( $cookie );
		return Answer::html( HistoryItems::html( $entries, $count, 3 === $input->int( 'heading' ) ? 'h3' : 'h5' ) );
	}
}
