<?php
/**
 * Who may set chapter prices in the front-end chapter forms, by Chapter Coin's rule (MADARA-SITE.md §8.9): the
 * roles of `wp_manga_chapter_coin_allow_editor_roles` (administrator, editor), or the manga's author when the
 * owner set wp_manga_chapter_selling['muupro_allow_creator_edit'] to 'yes'. The forms themselves are only shown
 * to users who may edit the manga.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * The front-end price rule.
 */
final class PriceEditors {

	/**
	 * Whether the current user may set prices of the manga's chapters from the front end.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function may_price( int $manga_id ): bool {
		$user = wp_get_current_user();
		if ( ! $user->exists() || ! current_user_can( 'edit_post', $manga_id ) ) {
			return false;
		}
		$roles = apply_filters( 'wp_manga_chapter_coin_allow_editor_roles', array( 'administrator', 'editor' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Chapter Coin's filter, kept for its add-ons.
		if ( is_array( $roles ) && array_intersect( $user->roles, array_filter( $roles, 'is_string' ) ) ) {
			return true;
		}
		$manga = get_post( $manga_id );
		return 'yes' === Settings::get( 'muupro_allow_creator_edit' ) && $manga instanceof \WP_Post && (int) $manga->post_author === $user->ID;
	}
}
