<?php
/**
 * Who sees ratings and who may vote, from Madara's settings (MADARA-SITE.md §8.7): `user_rating` '0' hides every
 * rating on the site; guests vote only when `guest_rating` is on, and only on a published manga without a password.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ratings;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Settings;

/**
 * The rating switches and the mangas that take votes.
 */
final class Rules {

	/**
	 * Whether the site shows ratings at all (wp_manga_settings[user_rating], on unless saved '0').
	 */
	public static function shown(): bool {
		return Settings::enabled( 'user_rating' );
	}

	/**
	 * Whether guests may vote (wp_manga_settings[guest_rating], off unless saved on).
	 */
	public static function guests_vote(): bool {
		return Settings::enabled( 'guest_rating' );
	}

	/**
	 * Whether the current visitor may vote.
	 */
	public static function may_vote(): bool {
		return self::shown() && ( is_user_logged_in() || self::guests_vote() );
	}

	/**
	 * The manga that takes a vote: a published wp-manga without a password, else null.
	 *
	 * @param string $value The postID field, as sent.
	 */
	public static function manga( string $value ): ?\WP_Post {
		$id   = '' !== $value && strlen( $value ) <= 18 && ctype_digit( $value ) ? (int) $value : 0;
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || PostTypes::MANGA !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password ) {
			return null;
		}
		return $post;
	}

	/**
	 * The key of the current visitor's vote in _manga_reviews, as Madara keys it: the user id, or for a guest the
	 * client address. Only REMOTE_ADDR counts (Madara took Client-IP / X-Forwarded-For first, which anyone can
	 * send, MADARA.md §5); null when there is no valid address.
	 *
	 * @param string $remote_addr REMOTE_ADDR of the request.
	 * @return int|string|null
	 */
	public static function voter( string $remote_addr ) {
		if ( is_user_logged_in() ) {
			return get_current_user_id();
		}
		return false !== filter_var( $remote_addr, FILTER_VALIDATE_IP ) ? $remote_addr : null;
	}

	/**
	 * A star value as sent (Madara's clients send the number of stars, 1 to 5), or null when it is not a number
	 * above 0 and at most 5. Kept to one decimal.
	 *
	 * @param string $value The star field, as sent.
	 */
	public static function star( string $value ): ?float {
		if ( '' === $value || strlen( $value ) > 8 || ! preg_match( '/^\d+(\.\d+)?$/', $value ) ) {
			return null;
		}
		$sent = (float) $value;
		$star = round( $sent, 1 );
		return $sent <= 5 && $star > 0 ? $star : null;
	}
}
