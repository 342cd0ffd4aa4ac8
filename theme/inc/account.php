<?php
/**
 * Prints the account modals (sign in, sign up, password reset) for guests at the end of every page.
 *
 * @package Yomu
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_footer',
	static function (): void {
		if ( ! function_exists( 'yomu_account_modals' ) || is_user_logged_in() ) {
			return;
		}
		// React and the modals load when a reader reaches for a "Sign in" link or another island asks for the sign-in
		// (a guest's bookmark), not with every page: a click that comes first is held until they are there.
		$load = yomu_account_modals_open_on_load() ? 'eager' : 'interaction';
		$wake = array(
			'selector' => '[data-yomu-modal]',
			'event'    => 'yomu:require-login',
		);
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the plugin escapes the modals.
		echo yomu_island( 'account-modals', yomu_account_modals_config(), yomu_account_modals(), $load, $wake );
	},
	4
);

// The page chosen as the account page uses the account template.
add_filter(
	'template_include',
	static function ( string $template ): string {
		if ( function_exists( 'yomu_account_page_id' ) && yomu_account_page_id() && is_page( yomu_account_page_id() ) ) {
			return get_template_directory() . '/page-templates/user-page.php';
		}
		return $template;
	}
);
