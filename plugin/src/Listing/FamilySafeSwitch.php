<?php
/**
 * Madara's "Family Safe" switch (theme option `manga_adult_content`, MADARA-SITE.md §8.1): a form that writes the
 * cookie `wpmanga-adult` (1 = hide adult manga, 7 days) that FamilySafe honours, then goes back to the page. It
 * works without JavaScript. A page rendered with the cookie lists other manga, so the cookie marks the request as
 * personal: no shared cache serves that page to anyone else, nor a cached page to this reader.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Http\Back;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The switch's markup and its admin-post endpoint.
 */
final class FamilySafeSwitch {

	public const ACTION = 'yomu_family_safe';

	/**
	 * Hooks the endpoint (guests and members) and the personal cookie.
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'save' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( self::class, 'save' ) );
		add_filter( 'yomu_personal_cookies', array( self::class, 'personal_cookie' ) );
	}

	/**
	 * Adds the family-safe cookie to the cookies that change a page.
	 *
	 * @param mixed $prefixes Cookie name prefixes.
	 * @return array<int|string, mixed>
	 */
	public static function personal_cookie( $prefixes ): array {
		$prefixes   = (array) $prefixes;
		$prefixes[] = FamilySafe::COOKIE;
		return $prefixes;
	}

	/**
	 * Whether the switch shows: Madara's manga_adult_content is on. On an adult manga's pages the option id is also
	 * the manga's meta key, so Madara's override reads the meta there and the switch hides, as in Madara.
	 */
	public static function enabled(): bool {
		return ThemeOptions::on( 'manga_adult_content', 'off' );
	}

	/**
	 * The switch ('' when disabled): a toggle button whose pressed state is "family safe on".
	 *
	 * @param string $where 'header' or 'off_canvas' (a class, as Madara has one in each place).
	 */
	public static function html( string $where ): string {
		if ( ! self::enabled() ) {
			return '';
		}
		$on   = FamilySafe::active();
		$back = isset( $_SERVER['REQUEST_URI'] ) ? home_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) ) : home_url( '/' );
		return sprintf(
			'<form class="section_adult %1$s family-safe family-safe--%2$s" method="post" action="%3$s"><input type="hidden" name="action" value="%4$s"><input type="hidden" name="family_safe" value="%5$s"><input type="hidden" name="redirect_to" value="%6$s"><button type="submit" class="family-safe__button" aria-pressed="%7$s">%8$s</button></form>',
			$on ? 'on' : 'off',
			esc_attr( $where ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			$on ? '0' : '1',
			esc_url( $back ),
			$on ? 'true' : 'false',
			esc_html__( 'Family Safe', 'yomu-core' )
		);
	}

	/**
	 * The form: sets (1) or clears the cookie, then goes back to the page, only on this site. A preference cookie,
	 * so no nonce: nothing on the site changes.
	 */
	public static function save(): void {
		$want = isset( $_POST['family_safe'] ) && '1' === $_POST['family_safe']; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a visitor's preference cookie.
		if ( self::enabled() ) {
			setcookie(
				FamilySafe::COOKIE,
				$want ? '1' : '',
				array(
					'expires'  => $want ? time() + 7 * 86400 : 1, // 7 days, as Madara.
					'path'     => '/',
					'secure'   => is_ssl(),
					'samesite' => 'Lax',
				)
			);
		}
		wp_safe_redirect( Back::requested() );
		exit;
	}
}
