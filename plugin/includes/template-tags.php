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

if ( ! function_exists( 'yomu_theme_option' ) ) {
	/**
	 * One of Madara's theme options as Madara reads it (the singular page's post meta first, then `option_tree`,
	 * then the default): Yomu\Core\Madara\ThemeOptions.
	 *
	 * @param string $id      Madara's option id.
	 * @param mixed  $default Madara's default for it.
	 * @return mixed
	 */
	function yomu_theme_option( string $id, $default = null ) {
		return Yomu\Core\Madara\ThemeOptions::get( $id, $default );
	}
}
