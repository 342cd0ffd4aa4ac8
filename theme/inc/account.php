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
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the plugin escapes the modals.
		echo yomu_island( 'account-modals', yomu_account_modals_config(), yomu_account_modals(), 'idle' );
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
