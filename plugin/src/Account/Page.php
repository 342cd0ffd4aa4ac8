<?php
/**
 * The account page (Madara's user_page setting): which page it is and its tab URLs.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Content\Settings;

/**
 * When the setting is empty or points at a missing page, Yomu makes its own "User Settings" page: on activation
 * (so members reach it from the first request of a fresh install) and again on an administrator's wp-admin visit
 * if it was deleted. Its id goes in Yomu's own option: wp_manga_settings stays as Madara left it (or absent).
 */
final class Page {

	/** The page Yomu made, used when Madara's user_page setting names none. */
	public const OPTION = 'yomu_account_page';

	/**
	 * Tab names and labels, in order. Other parts add tabs with the `yomu_account_tabs` filter and fill them
	 * with `yomu_account_tab_html`.
	 *
	 * @return array<string, string>
	 */
	public static function tabs(): array {
		$tabs = array(
			'bookmark'         => __( 'Bookmarks', 'yomu-core' ),
			'history'          => __( 'History', 'yomu-core' ),
			'account-settings' => __( 'Account Settings', 'yomu-core' ),
		);
		$more = apply_filters( 'yomu_account_tabs', array() );
		foreach ( is_array( $more ) ? $more : array() as $name => $label ) {
			if ( is_string( $name ) && is_string( $label ) && ! isset( $tabs[ sanitize_key( $name ) ] ) ) {
				$tabs[ sanitize_key( $name ) ] = $label;
			}
		}
		return $tabs;
	}

	/**
	 * Hooks page creation for administrators.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'ensure' ) );
	}

	/**
	 * The page id, or 0.
	 */
	public static function id(): int {
		foreach ( array( (int) Settings::get( 'user_page' ), (int) get_option( self::OPTION, 0 ) ) as $id ) {
			if ( $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ) {
				return $id;
			}
		}
		return 0;
	}

	/**
	 * The URL of a tab ('' when there is no page).
	 *
	 * @param string $tab Tab name.
	 */
	public static function url( string $tab = 'bookmark' ): string {
		$id = self::id();
		return $id ? add_query_arg( 'tab', $tab, (string) get_permalink( $id ) ) : '';
	}

	/**
	 * The tab asked for in the URL.
	 */
	public static function current_tab(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view choice.
		$tab = isset( $_GET['tab'] ) && is_string( $_GET['tab'] ) ? sanitize_key( $_GET['tab'] ) : '';
		return isset( self::tabs()[ $tab ] ) ? $tab : 'bookmark';
	}

	/**
	 * Creates the page when an administrator is in wp-admin and there is none.
	 */
	public static function ensure(): void {
		if ( ! current_user_can( 'manage_options' ) || wp_doing_ajax() ) {
			return;
		}
		self::create();
	}

	/**
	 * The page, created when there is none (activation, ensure()).
	 */
	public static function create(): int {
		$existing = self::id();
		if ( $existing ) {
			return $existing;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => __( 'User Settings', 'yomu-core' ),
				'post_name'   => 'user-settings',
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		update_option( self::OPTION, $id );
		return $id;
	}
}
