<?php
/**
 * The reader's history list on the account page, and its removal call manga-remove-history.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Ajax\Response;
use Yomu\Core\Http\Back;
use Yomu\Core\Http\SameOrigin;

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
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
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
	 * Removes a manga from the current user's history. A call with a `nonce` field is checked by it; Madara's
	 * pages send none (MADARA.md §3.1), so a call without the field passes only from the site's own pages.
	 *
	 * @param array<string, mixed> $post        Request fields (unslashed).
	 * @param bool                 $same_origin Whether the request came from the site's own pages (Http\SameOrigin).
	 * @return array{0: bool, 1: mixed, 2: int}
	 */
	public static function answer( array $post, bool $same_origin = false ): array {
		$nonce   = Guard::text( $post, 'nonce' );
		$trusted = array_key_exists( 'nonce', $post )
			? '' !== $nonce && false !== wp_verify_nonce( $nonce, self::NONCE )
			: $same_origin;
		if ( ! $trusted ) {
			return array( false, array( 'message' => __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' ) ), 403 );
		}
		$user = get_current_user_id();
		$id   = Guard::text( $post, 'postID' );
		if ( ! $user || ! ctype_digit( $id ) ) {
			return array( false, array( 'message' => __( 'This manga is not in your reading history.', 'yomu-core' ) ), 400 );
		}
		$saved = get_user_meta( $user, self::META, true );
		$saved = is_array( $saved ) ? $saved : array();
		$kept  = array_values( array_filter( $saved, static fn( $entry ) => ! is_array( $entry ) || (int) ( $entry['id'] ?? 0 ) !== (int) $id ) );
		if ( count( $kept ) === count( $saved ) ) {
			return array( false, array( 'message' => __( 'This manga is not in your reading history.', 'yomu-core' ) ), 400 );
		}
		update_user_meta( $user, self::META, $kept );
		if ( self::all( $user ) ) {
			return array( true, null, 200 );
		}
		return array(
			true,
			array(
				'is_empty' => true,
				'msg'      => self::empty_message(),
			),
			200,
		);
	}

	/**
	 * The no-JavaScript form: removes and goes back to the account page.
	 */
	public static function handle_form(): void {
		self::answer( Guard::request() );
		wp_safe_redirect( Back::url() );
		exit;
	}

	/**
	 * Sends the answer.
	 */
	public static function handle(): void {
		list( $success, $data, $status ) = self::answer( Guard::request(), SameOrigin::request() );
		Response::send( $success, $data, $status );
	}
}
