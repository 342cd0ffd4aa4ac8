<?php
/**
 * Signed links to a sealed chapter's local page files: `/?yomu_page={src}&u={user}&e={expiry}&s={signature}`.
 * The HMAC (the site's auth salt, the same on every web node) covers the file, the reader and the expiry, so a
 * link only opens for the member it was made for (their login cookie) and only until it expires: a shared link
 * gives nobody else anything, and the buyer's own link stops working. Expiry is rounded up to ten minutes so one
 * reader's links stay the same (and browser-cached) across page loads in that window.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

/**
 * Link signing.
 */
final class PageLinks {

	public const QUERY = 'yomu_page';

	private const ROUND = 600;

	/**
	 * How long a link lives, in seconds (filter `yomu_page_link_lifetime`; at least ten minutes).
	 */
	public static function lifetime(): int {
		return max( self::ROUND, (int) apply_filters( 'yomu_page_link_lifetime', 7200 ) );
	}

	/**
	 * A signed link to a local page file for a member.
	 *
	 * @param string $src     Relative src under the data folder.
	 * @param int    $user_id Reader (0 for a guest).
	 */
	public static function local( string $src, int $user_id ): string {
		$expires = (int) ( ceil( ( time() + self::lifetime() ) / self::ROUND ) * self::ROUND );
		return add_query_arg(
			array(
				self::QUERY => rawurlencode( $src ),
				'u'         => $user_id,
				'e'         => $expires,
				's'         => self::signature( $src, $user_id, $expires ),
			),
			home_url( '/' )
		);
	}

	/**
	 * The signature of a link's parts.
	 *
	 * @param string $src     Relative src.
	 * @param int    $user_id Reader.
	 * @param int    $expires Unix time it expires.
	 */
	public static function signature( string $src, int $user_id, int $expires ): string {
		return substr( hash_hmac( 'sha256', "page|$src|$user_id|$expires", wp_salt( 'auth' ) ), 0, 32 );
	}
}
