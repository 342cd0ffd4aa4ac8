<?php
/**
 * The ledger Chapter Coin sells through is myCred's: balances are myCred's user meta, purchases are rows of its
 * log with ref `buy_chapter` and ref_id = the chapter (MADARA-SITE.md §8.9). Without myCred nothing is sold, so
 * nothing is locked.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Read side of the ledger.
 */
final class Points {

	public const REF  = 'buy_chapter';
	public const TYPE = 'mycred_default';

	/**
	 * Whether myCred is running.
	 */
	public static function active(): bool {
		return function_exists( 'mycred' ) && function_exists( 'mycred_subtract' ) && function_exists( 'mycred_get_users_balance' );
	}

	/**
	 * A member's balance in whole points (0 for guests, excluded users or without myCred).
	 *
	 * @param int $user_id User ID.
	 */
	public static function balance( int $user_id ): int {
		if ( $user_id <= 0 || ! self::active() ) {
			return 0;
		}
		$balance = mycred_get_users_balance( $user_id, self::TYPE );
		return is_numeric( $balance ) ? (int) floor( (float) $balance ) : 0;
	}

	/**
	 * The log table myCred writes.
	 */
	public static function log_table(): string {
		$mycred = self::active() ? mycred( self::TYPE ) : null;
		return is_object( $mycred ) && isset( $mycred->log_table ) && is_string( $mycred->log_table ) ? $mycred->log_table : '';
	}

	/**
	 * The chapters of a manga a member bought, read from the log (not cached: a purchase must show at once).
	 * Unlike Chapter Coin's list, which stops at the latest 25 purchases, every purchase counts.
	 *
	 * @param int   $user_id     User ID.
	 * @param int[] $chapter_ids Chapters to ask about.
	 * @return int[] The bought ones among them.
	 */
	public static function bought( int $user_id, array $chapter_ids ): array {
		$table       = self::log_table();
		$chapter_ids = array_values( array_unique( array_filter( array_map( 'intval', $chapter_ids ) ) ) );
		if ( $user_id <= 0 || '' === $table || ! $chapter_ids ) {
			return array();
		}
		global $wpdb;
		$in  = implode( ',', array_fill( 0, count( $chapter_ids ), '%d' ) );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT ref_id FROM `$table` WHERE ref = %s AND user_id = %d AND ctype = %s AND ref_id IN ($in)", self::REF, $user_id, self::TYPE, ...$chapter_ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id.
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Whether a member bought a chapter.
	 *
	 * @param int $user_id    User ID.
	 * @param int $chapter_id Chapter ID.
	 */
	public static function has_bought( int $user_id, int $chapter_id ): bool {
		return array() !== self::bought( $user_id, array( $chapter_id ) );
	}
}
