<?php
/**
 * Template tags: the only way the theme reads what the plugin knows.
 *
 * @package Yomu\Core
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'yomu_user_section' ) ) {
	/**
	 * The header's user section HTML for the current visitor (already escaped).
	 *
	 * @param string $where 'main' or 'off_canvas'.
	 */
	function yomu_user_section( string $where = 'main' ): string {
		$user = wp_get_current_user();
		return $user->exists()
			? Yomu\Core\Account\UserSection::user_menu( $user, $where )
			: Yomu\Core\Account\UserSection::guest_links();
	}
}

if ( ! function_exists( 'yomu_date_format' ) ) {
	/**
	 * The date format for dates shown in the site's language: the site's own, or its language's default while
	 * the site keeps WordPress's English one (Yomu\Core\Locale\Dates).
	 */
	function yomu_date_format(): string {
		return Yomu\Core\Locale\Dates::date_format();
	}
}
