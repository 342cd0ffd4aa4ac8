<?php
/**
 * Settings → Early access: the site rule ("new chapters are premium for N days") and the price during early
 * access, in the Yomu option yomu_early_access (Chapter Coin's own settings are never written). Saving goes
 * through options.php, which checks the group's nonce and manage_options; Unlocks purges what the change frees.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * The settings screen.
 */
final class EarlyAccessPage {

	public const SLUG = 'yomu-early-access';

	private const GROUP = 'yomu_early_access';

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
		add_options_page( __( 'Early access', 'yomu-core' ), __( 'Early access', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The setting and its fields.
	 */
	public static function fields(): void {
		register_setting(
			self::GROUP,
			EarlyAccess::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( EarlyAccess::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'yomu_early_access_main', '', array( self::class, 'intro' ), self::SLUG );
		add_settings_field( 'yomu_early_access_days', __( 'New chapters are premium for', 'yomu-core' ), array( self::class, 'field_days' ), self::SLUG, 'yomu_early_access_main', array( 'label_for' => 'yomu-early-access-days' ) );
		add_settings_field( 'yomu_early_access_price', __( 'Price during early access', 'yomu-core' ), array( self::class, 'field_price' ), self::SLUG, 'yomu_early_access_main' );
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Early access', 'yomu-core' ) . '</h1>';
		if ( ! Points::active() ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'myCred is not active: no chapter is sold, so early access locks nothing until it is.', 'yomu-core' ) . '</p></div>';
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
		echo '<p>' . esc_html__( 'An early-access chapter is premium until a date and free for everyone from then on, on every page, without anyone visiting this screen. A chapter\'s own "Free from" date (in its chapter panel) comes before this rule.', 'yomu-core' ) . '</p>';
	}

	/**
	 * The rule's number of days.
	 */
	public static function field_days(): void {
		printf(
			'<input type="number" class="small-text" id="yomu-early-access-days" name="%1$s[days]" value="%2$d" min="0" max="%3$d" step="1" aria-describedby="yomu-early-access-days-note"> %4$s<p class="description" id="yomu-early-access-days-note">%5$s</p>',
			esc_attr( EarlyAccess::OPTION ),
			(int) EarlyAccess::settings()['days'],
			(int) EarlyAccess::MAX_DAYS,
			esc_html__( 'days after their publication', 'yomu-core' ),
			esc_html__( '0 turns the rule off. With the rule on, every chapter older than this is free, unless its own date says later.', 'yomu-core' )
		);
	}

	/**
	 * Which price applies during early access.
	 */
	public static function field_price(): void {
		$current = EarlyAccess::settings()['price'];
		$choices = array(
			EarlyAccess::OWN_PRICE     => __( 'The chapter\'s own price (the site default when it has none; a free chapter stays free)', 'yomu-core' ),
			/* translators: %s: number of points. */
			EarlyAccess::DEFAULT_PRICE => sprintf( __( 'The site default price (now %s points) for every early-access chapter', 'yomu-core' ), number_format_i18n( Settings::default_coin() ) ),
		);
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Price during early access', 'yomu-core' ) . '</legend>';
		foreach ( $choices as $value => $label ) {
			printf(
				'<label><input type="radio" name="%1$s[price]" value="%2$s"%3$s> %4$s</label><br>',
				esc_attr( EarlyAccess::OPTION ),
				esc_attr( $value ),
				checked( $current, $value, false ),
				esc_html( $label )
			);
		}
		echo '</fieldset>';
	}
}
