<?php
/**
 * The admin bar on the front end: members who cannot edit posts (subscribers, readers) get the site as every
 * reader sees it, with no WordPress toolbar; editors and administrators keep theirs. Sites decide otherwise
 * with the `yomu_show_admin_bar` filter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

/**
 * The show_admin_bar filter.
 */
final class AdminBar {

	/**
	 * Hooks the filter.
	 */
	public static function register(): void {
		add_filter( 'show_admin_bar', array( self::class, 'show' ) );
	}

	/**
	 * Whether the current user sees the admin bar on the front end. A user who turned it off in their profile
	 * keeps it off.
	 *
	 * @param mixed $show WordPress's decision so far.
	 */
	public static function show( $show ): bool {
		if ( ! $show || ! is_user_logged_in() ) {
			return (bool) $show;
		}
		$user    = wp_get_current_user();
		$default = user_can( $user, 'edit_posts' );
		/**
		 * Filters whether a signed-in user sees the admin bar on the front end.
		 *
		 * @param bool     $default Whether the user can edit posts.
		 * @param \WP_User $user    The current user.
		 */
		return (bool) apply_filters( 'yomu_show_admin_bar', $default, $user );
	}
}
