<?php
/**
 * The sign-in token (data.token of wp_manga_signin): user id and expiry signed with HMAC-SHA256.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * Issues and verifies tokens. The key mixes the site's auth salt with a fragment of the user's password hash,
 * so changing the password invalidates every token issued before.
 */
final class Token {

	public const LIFETIME = 172800;

	/**
	 * A token for the user, valid for $lifetime seconds.
	 *
	 * @param int $user_id  The user.
	 * @param int $lifetime Seconds.
	 */
	public static function issue( int $user_id, int $lifetime = self::LIFETIME ): string {
		$payload = self::encode( (string) wp_json_encode( array( $user_id, time() + $lifetime ) ) );
		return $payload . '.' . self::sign( $payload, $user_id );
	}

	/**
	 * The user id the token was issued for, or 0 when it is forged, expired or for a user that no longer exists.
	 *
	 * @param mixed $token The token as received.
	 */
	public static function verify( $token ): int {
		if ( ! is_string( $token ) || ! preg_match( '/^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/', $token, $parts ) ) {
			return 0;
		}
		$json = base64_decode( strtr( $parts[1], '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- token payload.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || 2 !== count( $data ) || ! is_int( $data[0] ) || ! is_int( $data[1] ) ) {
			return 0;
		}
		list( $user_id, $expires ) = $data;
		if ( $user_id <= 0 || $expires < time() ) {
			return 0;
		}
		$expected = self::sign( $parts[1], $user_id );
		return '' !== $expected && hash_equals( $expected, $parts[2] ) ? $user_id : 0;
	}

	/**
	 * HMAC of the payload; empty for an unknown user.
	 *
	 * @param string $payload Encoded payload.
	 * @param int    $user_id The user.
	 */
	private static function sign( string $payload, int $user_id ): string {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return '';
		}
		$key = wp_salt( 'auth' ) . substr( (string) $user->user_pass, -12 );
		return self::encode( hash_hmac( 'sha256', $payload, $key, true ) );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $bytes Raw bytes.
	 */
	private static function encode( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- token encoding.
	}
}
