<?php
/**
 * Keeps one client from inflating views (Madara had no limit, MADARA.md §7): a client counts once per manga
 * and chapter per WINDOW. The client is REMOTE_ADDR only, never Client-IP/X-Forwarded-For, which anyone can
 * send; an IPv6 client is its /64, since one host usually owns a whole /64. A view of the manga page and a
 * view of each chapter are separate keys, so a reader going through chapters counts every chapter, while
 * reloading one page does not.
 *
 * The claim is atomic (a primary key in yomu_view_hits): of two parallel requests with the same key exactly
 * one counts. Only an HMAC of "client|manga|chapter" is stored, no IP.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Views;

/**
 * Per-client rate limit of view counting.
 */
final class HitLimiter {

	public const WINDOW = 30 * 60;

	/**
	 * Claims the right to count: true when this client has not counted this manga/chapter in the last WINDOW.
	 *
	 * @param string $remote_addr REMOTE_ADDR of the request.
	 * @param int    $manga_id    Manga post ID.
	 * @param int    $chapter_id  Chapter ID, 0 for the manga page.
	 * @param int    $now         Unix time.
	 */
	public static function claim( string $remote_addr, int $manga_id, int $chapter_id, int $now ): bool {
		global $wpdb;
		$table   = Tables::names()['hits'];
		$key     = self::key( $remote_addr, $manga_id, $chapter_id );
		$expires = $now + self::WINDOW;
		$quiet   = $wpdb->suppress_errors();
		$claimed = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `$table` (hit_key, expires) VALUES (%s, %d)", $key, $expires ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( 1 !== $claimed ) {
			// Known key: it counts again only once its window has passed, and only for one request.
			$claimed = $wpdb->query( $wpdb->prepare( "UPDATE `$table` SET expires = %d WHERE hit_key = %s AND expires <= %d", $expires, $key, $now ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$wpdb->suppress_errors( $quiet );
		return 1 === $claimed;
	}

	/**
	 * The stored key of a claim: an HMAC, so the table holds no IP addresses.
	 *
	 * @param string $remote_addr REMOTE_ADDR of the request.
	 * @param int    $manga_id    Manga post ID.
	 * @param int    $chapter_id  Chapter ID, 0 for the manga page.
	 */
	public static function key( string $remote_addr, int $manga_id, int $chapter_id ): string {
		return wp_hash( self::client( $remote_addr ) . '|' . $manga_id . '|' . $chapter_id, 'nonce' );
	}

	/**
	 * The part of an address that identifies a client: the address itself for IPv4, the /64 for IPv6.
	 *
	 * @param string $remote_addr REMOTE_ADDR.
	 */
	public static function client( string $remote_addr ): string {
		if ( false !== filter_var( $remote_addr, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			$packed = inet_pton( $remote_addr );
			if ( false !== $packed ) {
				return bin2hex( substr( $packed, 0, 8 ) ) . '::/64';
			}
		}
		return $remote_addr;
	}

	/**
	 * Deletes expired claims.
	 *
	 * @param int $now Unix time.
	 */
	public static function purge( int $now ): void {
		global $wpdb;
		$table = Tables::names()['hits'];
		$wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE expires <= %d", $now ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
