<?php
/**
 * Settings → Captcha: the provider, its keys and the account forms it protects (Settings API, manage_options).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * Saving goes through options.php, which checks the settings group's nonce and manage_options.
 */
final class SettingsPage {

	public const SLUG = 'yomu-captcha';

	private const GROUP = 'yomu_captcha';

	/**
	 * Hooks the menu entry and the setting.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'fields' ) );
	}

	/**
	 * The sub-page under Settings.
	 */
	public static function menu(): void {
		add_options_page( __( 'Captcha', 'yomu-core' ), __( 'Captcha', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The setting, its section and fields.
	 */
	public static function fields(): void {
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Settings::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'yomu_captcha_main', '', array( self::class, 'intro' ), self::SLUG );
		$fields = array(
			'provider'   => __( 'Provider', 'yomu-core' ),
			'site_key'   => __( 'Site key', 'yomu-core' ),
			'secret_key' => __( 'Secret key', 'yomu-core' ),
			'forms'      => __( 'Forms', 'yomu-core' ),
		);
		foreach ( $fields as $name => $label ) {
			$args = 'forms' === $name ? array() : array( 'label_for' => 'yomu-captcha-' . $name );
			add_settings_field( 'yomu_captcha_' . $name, $label, array( self::class, 'field_' . $name ), self::SLUG, 'yomu_captcha_main', $args );
		}
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Captcha', 'yomu-core' ) . '</h1>';
		if ( Settings::test_lifetime() > 0 ) {
			echo '<div class="notice notice-warning"><p>' . esc_html__( 'The test captcha is on (option yomu_captcha_test_provider): it replaces the provider below. Turn it off outside automated tests.', 'yomu-core' ) . '</p></div>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * The section's introduction.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'A captcha on the sign-in, sign-up and password reset forms keeps bots out. Create a Turnstile widget for this site in the Cloudflare dashboard, then paste its keys here.', 'yomu-core' ) . '</p>';
	}

	/**
	 * The provider choice.
	 */
	public static function field_provider(): void {
		$current = Settings::get()['provider'];
		$labels  = array(
			'none'        => __( 'None (no captcha)', 'yomu-core' ),
			Turnstile::ID => __( 'Cloudflare Turnstile', 'yomu-core' ),
		);
		echo '<select id="yomu-captcha-provider" name="' . esc_attr( Settings::OPTION ) . '[provider]">';
		foreach ( $labels as $value => $label ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( $current, $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	}

	/**
	 * The public site key.
	 */
	public static function field_site_key(): void {
		printf(
			'<input type="text" class="regular-text code" id="yomu-captcha-site_key" name="%s[site_key]" value="%s" autocomplete="off" spellcheck="false">',
			esc_attr( Settings::OPTION ),
			esc_attr( Settings::get()['site_key'] )
		);
	}

	/**
	 * The secret key: never printed back; left empty it keeps the saved one.
	 */
	public static function field_secret_key(): void {
		$note = '' !== Settings::get()['secret_key']
			? __( 'A secret key is saved. Leave the field empty to keep it.', 'yomu-core' )
			: __( 'No secret key is saved yet.', 'yomu-core' );
		printf(
			'<input type="password" class="regular-text code" id="yomu-captcha-secret_key" name="%s[secret_key]" value="" autocomplete="new-password" spellcheck="false" aria-describedby="yomu-captcha-secret-note"><p class="description" id="yomu-captcha-secret-note">%s</p>',
			esc_attr( Settings::OPTION ),
			esc_html( $note )
		);
	}

	/**
	 * Which forms show the captcha.
	 */
	public static function field_forms(): void {
		$labels = array(
			'login'  => __( 'Sign in', 'yomu-core' ),
			'signup' => __( 'Sign up', 'yomu-core' ),
			'reset'  => __( 'Password reset request', 'yomu-core' ),
		);
		$chosen = Settings::get()['forms'];
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Forms', 'yomu-core' ) . '</legend>';
		foreach ( $labels as $form => $label ) {
			printf(
				'<label><input type="checkbox" name="%s[forms][]" value="%s"%s> %s</label><br>',
				esc_attr( Settings::OPTION ),
				esc_attr( $form ),
				checked( in_array( $form, $chosen, true ), true, false ),
				esc_html( $label )
			);
		}
		echo '</fieldset>';
	}
}
