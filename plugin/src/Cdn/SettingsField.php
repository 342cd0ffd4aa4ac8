<?php
/**
 * The CDN base URL field, in its own section of Settings → Reader (saved through options.php, which checks the
 * nonce and manage_options). When YOMU_CDN_URL is defined the field shows that value, read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cdn;

use Yomu\Core\Reader\OptionsPage;

/**
 * Registers and renders the field.
 */
final class SettingsField {

	/**
	 * Hooks the registration.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'settings' ) );
	}

	/**
	 * The setting, its section and field.
	 */
	public static function settings(): void {
		register_setting(
			OptionsPage::SLUG,
			CdnUrl::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => '',
			)
		);
		add_settings_section( 'yomu-cdn', __( 'Content delivery network', 'yomu-core' ), array( self::class, 'intro' ), OptionsPage::SLUG );
		add_settings_field( 'yomu-cdn-url', esc_html__( 'CDN base URL', 'yomu-core' ), array( self::class, 'field' ), OptionsPage::SLUG, 'yomu-cdn', array( 'label_for' => 'yomu-cdn-url' ) );
	}

	/**
	 * A valid base URL or ''.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize( $value ): string {
		return CdnUrl::normalize( is_string( $value ) ? $value : '' );
	}

	/**
	 * The section's explanation.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'Chapter images kept on this site and the theme\'s scripts, styles and fonts are served from this address instead of the site\'s own. Use a CDN that mirrors this site\'s paths (origin pull) and allows cross-origin requests for scripts and fonts. Leave empty to serve everything from the site.', 'yomu-core' ) . '</p>';
	}

	/**
	 * The input.
	 */
	public static function field(): void {
		$pinned = CdnUrl::pinned();
		$value  = $pinned ? CdnUrl::base() : (string) get_option( CdnUrl::OPTION, '' );
		echo '<input type="url" class="regular-text code" id="yomu-cdn-url" name="' . esc_attr( CdnUrl::OPTION ) . '" value="' . esc_attr( $value ) . '" placeholder="https://cdn.example.com"' . ( $pinned ? ' readonly' : '' ) . '>';
		if ( $pinned ) {
			echo '<p class="description">' . esc_html__( 'Set by YOMU_CDN_URL in wp-config.php.', 'yomu-core' ) . '</p>';
		}
	}
}
