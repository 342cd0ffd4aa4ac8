<?php
/**
 * Limits failed sign-in attempts per account and per client address.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * Counts failures in transients; a sign-in is refused while either count is at its limit.
 */
final class LoginLimiter {

	public const ACCOUNT_LIMIT = 5;
	public const IP_LIMIT      = 20;
	public const WINDOW        = 900;

	/**
	 * Whether a new attempt for this login from the current address is refused.
	 *
	 * @param string $login The username or e-mail typed.
	 */
	public static function blocked( string $login ): bool {
		return self::count( self::account_key( $login ) ) >= self::ACCOUNT_LIMIT
			|| self::count( self::ip_key() ) >= self::IP_LIMIT;
	}

	/**
	 * Records a failed attempt.
	 *
	 * @param string $login The username or e-mail typed.
	 */
	public static function failed( string $login ): void {
		foreach ( array( self::account_key( $login ), self::ip_key() ) as $key ) {
			set_transient( $key, self::count( $key ) + 1, self::WINDOW );
		}
	}

	/**
	 * Forgets the account's failures after a successful sign-in.
	 *
	 * @param string $login The username or e-mail typed.
	 */
	public static function succeeded( string $login ): void {
		delete_transient( self::account_key( $login ) );
	}

	/**
	 * Failures counted under a key.
	 *
	 * @param string $key Transient name.
	 */
	private static function count( string $key ): int {
		$value = get_transient( $key );
		return is_numeric( $value ) ? (int) $value : 0;
	}

	/**
	 * Transient for an account (case-insensitive, so "Ayse" and "ayse" share one count).
	 *
	 * @param string $login The username or e-mail typed.
	 */
	private static function account_key( string $login ): string {
		return 'yomu_login_fail_a_' . md5( mb_strtolower( trim( $login ) ) );
	}

	/**
	 * Transient for the client address. Only REMOTE_ADDR: forwarded headers can be forged by the client.
	 */
	private static function ip_key(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return 'yomu_login_fail_ip_' . md5( $ip );
	}
}
