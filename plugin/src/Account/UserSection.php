<?php
/**
 * The header's user section: the account menu of a signed-in reader, or the sign-in links of a guest.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Madara\ThemeOptions;

/**
 * Renders the user section markup (used by the theme header and by the ajax reload after sign-in).
 */
final class UserSection {

	/**
	 * The user menu of a signed-in user.
	 *
	 * @param \WP_User $user   The user.
	 * @param string   $where  'main' for the header, 'off_canvas' for the mobile menu.
	 */
	public static function user_menu( \WP_User $user, string $where = 'main' ): string {
		$avatar = get_avatar( $user->ID, 50, '', '' );
		$items  = array(
			array( Page::url() ? Page::url() : admin_url( 'profile.php' ), __( 'User Settings', 'yomu-core' ) ),
			array( wp_logout_url( home_url( '/' ) ), __( 'Logout', 'yomu-core' ) ),
		);

		$who  = '<span class="c-user_avatar-image">' . $avatar . '</span><span class="c-user_name">' . esc_html( $user->display_name ) . '</span>';
		$html = '<div class="c-modal_item c-user-section c-user-section--' . esc_attr( $where ) . '">';
		// In the header the menu folds behind the reader's name (a disclosure that works without JavaScript), so the
		// header keeps one row; the mobile menu and the widget show it open.
		$html .= 'main' === $where ? '<details class="c-user_dropdown"><summary class="c-user_toggle">' . $who . '</summary>' : $who;
		$html .= '<ul class="c-user_menu">';
		foreach ( $items as $i => $item ) {
			if ( 1 === $i ) {
				/**
				 * Filters extra `<li>` items of the user menu, shown before "Logout" (the theme's user_menu location,
				 * as Madara's user_menu). Escaped by whoever builds them (wp_nav_menu does).
				 *
				 * @param string   $items The items' HTML.
				 * @param \WP_User $user  The user.
				 * @param string   $where 'main' or 'off_canvas'.
				 */
				$html .= (string) apply_filters( 'yomu_user_menu_items', '', $user, $where );
			}
			$html .= '<li><a href="' . esc_url( $item[0] ) . '">' . esc_html( $item[1] ) . '</a></li>';
		}
		$html .= '</ul>' . ( 'main' === $where ? '</details>' : '' ) . '</div>';
		return $html;
	}

	/**
	 * The sign-in and sign-up links of a guest (no-JS: the platform's own pages); none when Madara's theme option
	 * `header_disable_login_buttons` is off (its name says the opposite: on shows them).
	 */
	public static function guest_links(): string {
		if ( ! ThemeOptions::on( 'header_disable_login_buttons', 'on' ) ) {
			return '';
		}
		$html  = '<div class="c-modal_item c-user-section c-user-section--guest">';
		$html .= '<a class="btn-active-modal" data-yomu-modal="form-login" href="' . esc_url( wp_login_url() ) . '">' . esc_html__( 'Sign in', 'yomu-core' ) . '</a>';
		if ( get_option( 'users_can_register' ) ) {
			$html .= ' <a class="btn-active-modal" data-yomu-modal="form-sign-up" href="' . esc_url( wp_registration_url() ) . '">' . esc_html__( 'Sign up', 'yomu-core' ) . '</a>';
		}
		$html .= '</div>';
		return $html;
	}
}
