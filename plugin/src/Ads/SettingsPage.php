<?php
/**
 * Settings → Ads: the AdSense publisher id and, per slot, the AdSense unit id, the custom code and the space kept for
 * it (option `yomu_ads`, Settings API: manage_options and the form's nonce). Until the page is saved the fields
 * show Madara's theme options, which stay in force. The custom code is raw HTML and JavaScript by design, so, as
 * WordPress does for its Custom HTML widget and post content, only users with `unfiltered_html` may change it
 * (not even administrators of a multisite network's sites, nor anyone under DISALLOW_UNFILTERED_HTML); for anyone
 * else the code fields are read-only and what they send is ignored.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

/**
 * Registers the setting, its fields and the sub-page.
 */
final class SettingsPage {

	public const SLUG = 'yomu-ads';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'settings' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * Settings → Ads.
	 */
	public static function menu(): void {
		add_options_page( __( 'Ad settings', 'yomu-core' ), __( 'Ads', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The setting (with its sanitizer) and the fields.
	 */
	public static function settings(): void {
		register_setting(
			self::SLUG,
			Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => array(),
			)
		);
		add_settings_section( 'yomu-ads-main', __( 'AdSense', 'yomu-core' ), array( self::class, 'intro' ), self::SLUG );
		add_settings_field( 'yomu-ads-adsense_id', esc_html__( 'AdSense publisher id', 'yomu-core' ), array( self::class, 'client_field' ), self::SLUG, 'yomu-ads-main', array( 'label_for' => 'yomu-ads-adsense_id' ) );
		foreach ( Slots::labels() as $slot => $label ) {
			add_settings_section( 'yomu-ads-' . $slot, $label, '__return_null', self::SLUG );
			add_settings_field(
				'yomu-ads-adsense_slot_' . $slot,
				esc_html__( 'AdSense ad unit id', 'yomu-core' ),
				array( self::class, 'unit_field' ),
				self::SLUG,
				'yomu-ads-' . $slot,
				array(
					'slot'      => $slot,
					'label_for' => 'yomu-ads-adsense_slot_' . $slot,
				)
			);
			add_settings_field(
				'yomu-ads-' . $slot,
				esc_html__( 'Custom code', 'yomu-core' ),
				array( self::class, 'code_field' ),
				self::SLUG,
				'yomu-ads-' . $slot,
				array(
					'slot'      => $slot,
					'label_for' => 'yomu-ads-' . $slot,
				)
			);
			add_settings_field(
				'yomu-ads-height_' . $slot,
				esc_html__( 'Space kept for the ad (px, 0: the default)', 'yomu-core' ),
				array( self::class, 'height_field' ),
				self::SLUG,
				'yomu-ads-' . $slot,
				array(
					'slot'      => $slot,
					'label_for' => 'yomu-ads-height_' . $slot,
				)
			);
		}
	}

	/**
	 * The first section's explanation.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'With a publisher id and a slot\'s ad unit id, the slot shows an AdSense unit; otherwise its custom code. Ads load only after the page, and only once the visitor allows advertisement cookies. Until this page is saved, the fields show Madara\'s theme options. A post\'s own meta of the same id still overrides on its page.', 'yomu-core' ) . '</p>';
		if ( ! current_user_can( 'unfiltered_html' ) ) {
			echo '<p>' . esc_html__( 'Only users allowed to post unfiltered HTML can change the custom code.', 'yomu-core' ) . '</p>';
		}
	}

	/**
	 * The value a field shows: Yomu's saved one, else Madara's.
	 *
	 * @param string $id Option id.
	 */
	private static function shown( string $id ): string {
		return Settings::own( $id ) ?? Settings::madara( $id );
	}

	/**
	 * The publisher id.
	 */
	public static function client_field(): void {
		printf(
			'<input type="text" id="yomu-ads-adsense_id" name="%1$s[adsense_id]" value="%2$s" class="regular-text" placeholder="ca-pub-0000000000000000" pattern="(ca-)?pub-[0-9]{6,24}">',
			esc_attr( Settings::OPTION ),
			esc_attr( self::shown( 'adsense_id' ) )
		);
	}

	/**
	 * A slot's ad unit id.
	 *
	 * @param array{slot: string} $args Field arguments.
	 */
	public static function unit_field( array $args ): void {
		printf(
			'<input type="text" id="yomu-ads-adsense_slot_%1$s" name="%2$s[adsense_slot_%1$s]" value="%3$s" class="regular-text" inputmode="numeric" pattern="[0-9]{4,24}">',
			esc_attr( $args['slot'] ),
			esc_attr( Settings::OPTION ),
			esc_attr( self::shown( 'adsense_slot_' . $args['slot'] ) )
		);
	}

	/**
	 * A slot's custom code (read-only without unfiltered_html).
	 *
	 * @param array{slot: string} $args Field arguments.
	 */
	public static function code_field( array $args ): void {
		printf(
			'<textarea id="yomu-ads-%1$s" name="%2$s[%1$s]" rows="5" class="large-text code"%3$s>%4$s</textarea>',
			esc_attr( $args['slot'] ),
			esc_attr( Settings::OPTION ),
			current_user_can( 'unfiltered_html' ) ? '' : ' readonly',
			esc_textarea( self::shown( $args['slot'] ) )
		);
	}

	/**
	 * The space kept for a slot.
	 *
	 * @param array{slot: string} $args Field arguments.
	 */
	public static function height_field( array $args ): void {
		printf(
			'<input type="number" id="yomu-ads-height_%1$s" name="%2$s[height_%1$s]" value="%3$d" min="0" max="1200" step="1" class="small-text">',
			esc_attr( $args['slot'] ),
			esc_attr( Settings::OPTION ),
			(int) Settings::height( $args['slot'] )
		);
	}

	/**
	 * Keeps only known keys: a publisher id of AdSense's shape, digit unit ids, heights from 0 to 1200, and the custom
	 * code as sent when the user may post unfiltered HTML (else what was saved before, or nothing: Madara's stays).
	 * Runs on the saved value too (WordPress sanitises a new option twice), so it must give the same back.
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string, string|int>
	 */
	public static function sanitize( $input ): array {
		$input    = is_array( $input ) ? $input : array();
		$text     = static fn ( string $key ): string => isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
		$previous = get_option( Settings::OPTION );
		$previous = is_array( $previous ) ? $previous : array();
		$client   = $text( 'adsense_id' );
		$client   = str_starts_with( $client, 'pub-' ) ? 'ca-' . $client : $client;
		if ( '' !== $client && ! Settings::valid_client( $client ) ) {
			add_settings_error( Settings::OPTION, 'adsense_id', __( 'The AdSense publisher id looks like ca-pub- followed by digits; it was not saved.', 'yomu-core' ) );
			$client = '';
		}
		$clean = array( 'adsense_id' => $client );
		foreach ( array_keys( Slots::CLASSES ) as $slot ) {
			$unit                             = $text( 'adsense_slot_' . $slot );
			$clean[ 'adsense_slot_' . $slot ] = Settings::valid_unit( $unit ) ? $unit : '';
			if ( current_user_can( 'unfiltered_html' ) ) {
				$clean[ $slot ] = isset( $input[ $slot ] ) && is_string( $input[ $slot ] ) ? $input[ $slot ] : '';
			} elseif ( isset( $previous[ $slot ] ) && is_string( $previous[ $slot ] ) ) {
				$clean[ $slot ] = $previous[ $slot ];
			}
			$height                     = isset( $input[ 'height_' . $slot ] ) && is_scalar( $input[ 'height_' . $slot ] ) ? (int) $input[ 'height_' . $slot ] : 0;
			$clean[ 'height_' . $slot ] = max( 0, min( 1200, $height ) );
		}
		return $clean;
	}

	/**
	 * The page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Ad settings', 'yomu-core' ) . '</h1><form method="post" action="options.php">';
		settings_fields( self::SLUG );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
