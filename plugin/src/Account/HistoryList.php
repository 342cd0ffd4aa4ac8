<?php
/**
 * The reader's history list on the account page, and its removal call manga-remove-history.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Http\Back;

/**
 * Reads and edits user meta _wp_manga_history (Madara's {id, c, p, i, t} entries).
 */
final class HistoryList {

	public const META   = '_wp_manga_history';
	public const ACTION = 'manga-remove-history';
	public const NONCE  = 'manga-remove-history';

	/**
	 * Hooks the removal call.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
		add_action( 'admin_post_yomu_history_remove', array( self::class, 'handle_form' ) );
	}

	/**
	 * The entries, newest first, malformed ones dropped.
	 *
	 * @param int $user_id The user.
	 * @return array<int, array{id: int, c: int, p: int, t: int}>
	 */
	public static function all( int $user_id ): array {
		$saved = get_user_meta( $user_id, self::META, true );
		$list  = array();
		foreach ( is_array( $saved ) ? $saved : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['id'] ) && is_numeric( $entry['id'] ) && (int) $entry['id'] > 0 ) {
				$list[] = array(
					'id' => (int) $entry['id'],
					'c'  => isset( $entry['c'] ) && is_numeric( $entry['c'] ) ? (int) $entry['c'] : 0,
					'p'  => isset( $entry['p'] ) && is_numeric( $entry['p'] ) ? (int) $entry['p'] : 1,
					't'  => isset( $entry['t'] ) && is_numeric( $entry['t'] ) ? (int) $entry['t'] : 0,
				);
			}
		}
		usort( $list, static fn( $a, $b ) => $b['t'] <=> $a['t'] );
		return $list;
	}

	/**
	 * The message shown when the history is empty.
	 */
	public static function empty_message(): string {
		// Text content: no tags allowed, but the apostrophe stays as typed (Madara's exact message).
		return '<span>' . wp_kses( __( "You haven't read any manga yet", 'yomu-core' ), array() ) . '</span>';
	}

	/**
	 * The declaration. A call with a `nonce` field is checked by it; Madara's pages send none (MADARA.md §3.1),
	 * so a call without the field passes only from the site's own pages. Guests are told the manga is not in
	 * their history.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )
			->nonce( 'nonce', self::NONCE, null, true )
			->for( Action::MEMBERS, self::not_listed() )
			->fields( array( 'postID' => Input::INT ) );
	}

	/**
	 * Removes a manga from the current user's history (nonce and caller checked by the Registrar).
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$user = get_current_user_id();
		$id   = $input->int( 'postID' );
		if ( ! $user || null === $id ) {
			return self::not_listed();
		}
		$saved = get_user_meta( $user, self::META, true );
		$saved = is_array( $saved ) ? $saved : array();
		$kept  = array_values( array_filter( $saved, static fn( $entry ) => ! is_array( $entry ) || (int) ( $entry['id'] ?? 0 ) !== (int) $id ) );
		if ( count( $kept ) === count( $saved ) ) {
			return self::not_listed();
		}
		update_user_meta( $user, self::META, $kept );
		if ( self::all( $user ) ) {
			return Answer::success();
		}
		return Answer::success(
			array(
				'is_empty' => true,
				'msg'      => self::empty_message(),
			)
		);
	}

	/**
	 * The answer for a manga that is not in the history.
	 */
	private static function not_listed(): Answer {
		return Answer::error( array( 'message' => __( 'This manga is not in your reading history.', 'yomu-core' ) ), 400 );
	}

	/**
	 * The no-JavaScript form (admin-post): the same checks (its `nonce` field is required), then back.
	 */
	public static function handle_form(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the Registrar checks the nonce, as the action declares.
		$fields = wp_unslash( $_POST );
		Registrar::call( self::ACTION, array( 'nonce' => Guard::text( $fields, 'nonce' ) ) + $fields );
		wp_safe_redirect( Back::url() );
		exit;
	}
}
