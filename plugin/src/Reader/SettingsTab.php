<?php
/**
 * The account page's "Reader settings" tab (filters yomu_account_tabs / yomu_account_tab_html): a form for the
 * reader's mode, direction and fit, each with "Manga's default" to follow what the editor chose.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Adds and renders the tab.
 */
final class SettingsTab {

	public const TAB = 'reader-settings';

	/**
	 * Registers the filters.
	 */
	public static function register(): void {
		add_filter( 'yomu_account_tabs', array( self::class, 'tabs' ) );
		add_filter( 'yomu_account_tab_html', array( self::class, 'html' ), 10, 3 );
	}

	/**
	 * Adds the tab.
	 *
	 * @param mixed $tabs Tabs so far.
	 * @return mixed
	 */
	public static function tabs( $tabs ) {
		if ( is_array( $tabs ) ) {
			$tabs[ self::TAB ] = __( 'Reader settings', 'yomu-core' );
		}
		return $tabs;
	}

	/**
	 * The panel.
	 *
	 * @param mixed $html    Panel HTML so far.
	 * @param mixed $tab     Tab name.
	 * @param mixed $user_id The signed-in user (id or WP_User).
	 * @return mixed
	 */
	public static function html( $html, $tab, $user_id ) {
		if ( self::TAB !== $tab ) {
			return $html;
		}
		$user_id = $user_id instanceof \WP_User ? $user_id->ID : (int) $user_id;
		if ( $user_id < 1 ) {
			return $html;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks which notice to show.
		$status = isset( $_GET['reader-settings'] ) ? sanitize_key( wp_unslash( $_GET['reader-settings'] ) ) : '';
		$notice = '';
		if ( 'saved' === $status ) {
			$notice = '<p class="yomu-notice yomu-notice--success" role="status">' . esc_html__( 'Your reader settings were saved.', 'yomu-core' ) . '</p>';
		} elseif ( 'error' === $status ) {
			$notice = '<p class="yomu-notice yomu-notice--error" role="alert">' . esc_html__( 'Your reader settings could not be saved.', 'yomu-core' ) . '</p>';
		}
		return $html . $notice . sprintf(
			'<form class="yomu-reader-settings" method="post" action="%1$s"><input type="hidden" name="action" value="%2$s">%3$s%4$s<p><button type="submit" class="button">%5$s</button></p></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( SettingsAction::ACTION ),
			wp_nonce_field( SettingsAction::NONCE, '_wpnonce', false, false ),
			ReaderSettings::fields_html( 'settings', array_keys( ReaderSettings::CHOICES ), ReaderSettings::reader( $user_id ), __( "Manga's default", 'yomu-core' ) ),
			esc_html__( 'Save', 'yomu-core' )
		);
	}
}
