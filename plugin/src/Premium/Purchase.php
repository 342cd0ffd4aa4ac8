<?php
/**
 * Buying a chapter with myCred points, exactly once: under a lock per member (shared by every web node through
 * the database), the purchase is checked against myCred's log and a balance read from the database, then written
 * through myCred's own API as Chapter Coin writes it (log ref `buy_chapter`, ref_id = chapter, data with the
 * manga id as a string), so Chapter Coin and its revenue report read it after a switch back. A double click, five
 * parallel requests or two nodes charge once, and never below zero.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\Lock;

/**
 * The purchase.
 */
final class Purchase {

	public const BOUGHT  = 'bought';
	public const ALREADY = 'already';
	public const SHORT   = 'short';
	public const INVALID = 'invalid';
	public const BUSY    = 'busy';

	/**
	 * Buys a chapter for a member; returns what happened (one of the constants).
	 *
	 * @param int     $user_id User ID.
	 * @param Chapter $chapter Chapter.
	 */
	public static function buy( int $user_id, Chapter $chapter ): string {
		$manga = get_post( $chapter->manga_id );
		if ( $user_id <= 0 || ! Points::active() || ! $manga instanceof \WP_Post || ! Policy::chapters( $manga )->allowed() ) {
			return self::INVALID;
		}
		if ( Locks::FREE === Locks::state( $chapter, $user_id ) || Locks::bypasses( $user_id ) ) {
			return self::ALREADY; // Nothing to pay: the chapter opens as it is.
		}
		try {
			return Lock::strictly( 'points-' . $user_id, static fn (): string => self::charge( $user_id, $chapter, $manga ) );
		} catch ( \RuntimeException $busy ) {
			return self::BUSY;
		}
	}

	/**
	 * The charge itself, under the member's lock.
	 *
	 * @param int      $user_id User ID.
	 * @param Chapter  $chapter Chapter.
	 * @param \WP_Post $manga   Its manga.
	 */
	private static function charge( int $user_id, Chapter $chapter, \WP_Post $manga ): string {
		if ( Points::has_bought( $user_id, $chapter->id ) ) {
			return self::ALREADY;
		}
		$price   = Prices::of( $chapter );
		$balance = self::stored_balance( $user_id );
		if ( $price <= 0 || $balance < $price ) {
			return self::SHORT;
		}
		$data = array(
			'chapter_id' => $chapter->id,
			'manga_id'   => (string) $manga->ID,
			'author_id'  => (string) $manga->post_author,
		);
		/* translators: 1: chapter name, 2: manga title. Kept in myCred's log. */
		$entry = sprintf( __( 'Buy Chapter: "%1$s" of "%2$s"', 'yomu-core' ), $chapter->title(), $manga->post_title );
		mycred_subtract( Points::REF, $user_id, $price, $entry, $chapter->id, $data, Points::TYPE );
		Locks::forget( $user_id );
		wp_cache_delete( $user_id . '_bought_chapters', 'bought_chapters' ); // Chapter Coin's own cache of the list.
		if ( array() === Points::bought( $user_id, array( $chapter->id ) ) ) {
			return self::INVALID; // myCred refused (an excluded user, a veto on `mycred_add`).
		}
		do_action( 'yomu_chapter_bought', $user_id, $chapter, $price );
		return self::BOUGHT;
	}

	/**
	 * The balance as the database holds it now, with myCred's copies in this request brought up to date: myCred
	 * reads the signed-in member's balance from an object loaded when the request began, which a purchase on
	 * another request may have changed since.
	 *
	 * @param int $user_id User ID.
	 */
	private static function stored_balance( int $user_id ): int {
		global $wpdb, $mycred_current_account;
		$key = function_exists( 'mycred_get_meta_key' ) ? mycred_get_meta_key( Points::TYPE ) : Points::TYPE;
		wp_cache_delete( $user_id, 'user_meta' );
		$raw     = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key = %s ORDER BY umeta_id DESC LIMIT 1", $user_id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$balance = is_numeric( $raw ) ? (float) $raw : 0.0;
		if ( is_object( $mycred_current_account ) && isset( $mycred_current_account->user_id, $mycred_current_account->balance[ Points::TYPE ] ) && $user_id === $mycred_current_account->user_id && is_object( $mycred_current_account->balance[ Points::TYPE ] ) && method_exists( $mycred_current_account->balance[ Points::TYPE ], 'set' ) ) {
			$mycred_current_account->balance[ Points::TYPE ]->set( 'current', $balance );
		}
		return (int) floor( $balance );
	}
}
