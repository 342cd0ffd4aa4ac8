<?php
/**
 * Settings → Manga: the site behaviour Madara kept in wp_manga_settings (addresses, pages, what readers can do,
 * related manga and breadcrumbs, the chapter page, image folders), through the Settings API for administrators
 * (manage_options). It shows Madara's saved values, and saves in Madara's formats into Madara's option, so a switch
 * back to Madara finds the owner's choices.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\SiteSettings;

use Yomu\Core\Admin\RejectedInput;
use Yomu\Core\Content\Settings;

/**
 * Registers the setting, the screen and its help.
 */
final class Screen {

	public const SLUG = 'yomu-manga-settings';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'settings' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * The setting, its sections and fields.
	 */
	public static function settings(): void {
		register_setting( self::SLUG, Settings::OPTION, array( 'sanitize_callback' => array( Sanitizer::class, 'sanitize' ) ) );
		foreach ( Fields::sections() as $id => $title ) {
			add_settings_section( 'yomu-manga-' . $id, $title, '__return_false', self::SLUG );
		}
		foreach ( Fields::all() as $key => $field ) {
			$args = array(
				'key'       => $key,
				'label_for' => Inputs::id( $key ),
			);
			add_settings_field( Inputs::id( $key ), esc_html( $field['label'] ), array( Inputs::class, 'render' ), self::SLUG, 'yomu-manga-' . $field['section'], $args );
		}
	}

	/**
	 * Settings → Manga, with its help tab.
	 */
	public static function menu(): void {
		$hook = add_options_page( __( 'Manga settings', 'yomu-core' ), __( 'Manga', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( self::class, 'help' ) );
		}
	}

	/**
	 * Whether this request is the screen's own save (options.php checked its nonce and capability before saving).
	 */
	public static function submitted(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- options.php verified the nonce before update_option() runs the sanitizer that asks.
		return isset( $_POST['option_page'] ) && self::SLUG === sanitize_key( wp_unslash( $_POST['option_page'] ) );
	}

	/**
	 * The help tab: where the values live and what a change of address does.
	 */
	public static function help(): void {
		$screen = get_current_screen();
		if ( ! $screen ) {
			return;
		}
		$screen->add_help_tab(
			array(
				'id'      => 'yomu-manga-settings-overview',
				'title'   => __( 'Overview', 'yomu-core' ),
				'content' => '<p>' . esc_html__( 'These settings are kept where Madara kept them: a site that goes back to Madara finds them as saved here. A setting never saved shows what the site does without it.', 'yomu-core' ) . '</p>',
			)
		);
		$screen->add_help_tab(
			array(
				'id'      => 'yomu-manga-settings-addresses',
				'title'   => __( 'Addresses', 'yomu-core' ),
				'content' => '<p>' . esc_html__( 'A new base changes the address of every manga, chapter or term under it: links to the old addresses stop working, and search engines need time to find the new ones. Change them before a site is known, or not at all.', 'yomu-core' ) . '</p>',
			)
		);
	}

	/**
	 * The page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		Inputs::use_kept( array_filter( RejectedInput::take( self::SLUG ), 'is_string' ) );
		echo '<div class="wrap"><h1>' . esc_html__( 'Manga settings', 'yomu-core' ) . '</h1>';
		echo '<form method="post" action="options.php">';
		settings_fields( self::SLUG );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
