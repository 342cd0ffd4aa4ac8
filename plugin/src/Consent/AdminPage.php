<?php
/**
 * Settings → Consent & analytics: the consent law, the banner texts, the measurement ids (Settings API), and
 * the consent log with its CSV export.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * The settings sub-page.
 */
final class AdminPage {

	public const SLUG  = 'yomu-site-wide';
	public const GROUP = 'yomu_site_wide';

	/**
	 * Hooks the page and its setting.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'settings' ) );
	}

	/**
	 * Adds the sub-page under Settings.
	 */
	public static function menu(): void {
		add_options_page(
			__( 'Consent & analytics', 'yomu-core' ),
			__( 'Consent & analytics', 'yomu-core' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * Registers the option and its fields.
	 */
	public static function settings(): void {
		register_setting(
			self::GROUP,
			Options::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Options::class, 'sanitize' ),
				'default'           => array(),
			)
		);
		add_settings_section( 'yomu_consent', __( 'Cookie consent', 'yomu-core' ), '__return_false', self::SLUG );
		add_settings_section( 'yomu_analytics', __( 'Analytics', 'yomu-core' ), array( self::class, 'analytics_intro' ), self::SLUG );
		$fields = array(
			'law'             => array( __( 'Consent law', 'yomu-core' ), 'yomu_consent' ),
			'banner_title'    => array( __( 'Banner title', 'yomu-core' ), 'yomu_consent' ),
			'banner_text'     => array( __( 'Banner text', 'yomu-core' ), 'yomu_consent' ),
			'preference_text' => array( __( 'Preference centre description', 'yomu-core' ), 'yomu_consent' ),
			'analytics_id'    => array( __( 'Measurement ID', 'yomu-core' ), 'yomu_analytics' ),
			'ads_id'          => array( __( 'Ads conversion (AW-…/label)', 'yomu-core' ), 'yomu_analytics' ),
		);
		foreach ( $fields as $key => $field ) {
			add_settings_field(
				'yomu_' . $key,
				$field[0],
				array( self::class, 'field' ),
				self::SLUG,
				$field[1],
				array(
					'key'       => $key,
					'label_for' => 'yomu_' . $key,
				)
			);
		}
	}

	/**
	 * Explains how events are measured.
	 */
	public static function analytics_intro(): void {
		echo '<p>' . esc_html__( 'The measurement tag loads only for visitors who allow analytics cookies. The site itself sends page views (history changes included), scrolls, outbound clicks, downloads, form starts and submits, video plays and site searches: turn off Enhanced measurement in the data stream to avoid counting them twice.', 'yomu-core' ) . '</p>';
	}

	/**
	 * One field.
	 *
	 * @param array{key: string, label_for: string} $args Field arguments.
	 */
	public static function field( array $args ): void {
		$key   = $args['key'];
		$name  = Options::OPTION . '[' . $key . ']';
		$value = Options::get( $key );
		$id    = $args['label_for'];
		if ( 'law' === $key ) {
			echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
			foreach ( array(
				'gdpr' => __( 'GDPR (opt-in)', 'yomu-core' ),
				'ccpa' => __( 'CCPA (opt-out)', 'yomu-core' ),
			) as $law => $label ) {
				echo '<option value="' . esc_attr( $law ) . '"' . selected( $value, $law, false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select>';
			return;
		}
		if ( 'banner_text' === $key || 'preference_text' === $key ) {
			echo '<textarea class="large-text" rows="4" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( $value ) . '</textarea>';
			echo '<p class="description">' . esc_html__( 'Leave empty to use the default (translated) text.', 'yomu-core' ) . '</p>';
			return;
		}
		$placeholder = array(
			'analytics_id' => 'G-XXXXXXXXXX',
			'ads_id'       => 'AW-123456789/AbCdEf',
		);
		printf(
			'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s">',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $value ),
			esc_attr( $placeholder[ $key ] ?? '' )
		);
	}

	/**
	 * The page: the settings form, then the newest log rows and the export link.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form>';
		$export = wp_nonce_url( admin_url( 'admin-post.php?action=' . LogExport::ACTION ), LogExport::ACTION );
		echo '<h2 id="consent-log">' . esc_html__( 'Consent log', 'yomu-core' ) . '</h2>';
		$records = LogTable::count();
		/* translators: %s: number of consent records. */
		echo '<p>' . esc_html( sprintf( _n( '%s consent record.', '%s consent records.', $records, 'yomu-core' ), number_format_i18n( $records ) ) ) . ' ';
		echo '<a class="button" href="' . esc_url( $export ) . '">' . esc_html__( 'Export CSV', 'yomu-core' ) . '</a></p>';
		echo '<table class="widefat striped"><thead><tr>';
		foreach ( LogExport::headers() as $header ) {
			echo '<th scope="col">' . esc_html( $header ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( LogTable::rows( 50 ) as $row ) {
			echo '<tr>';
			foreach ( LogExport::cells( $row ) as $cell ) {
				echo '<td>' . esc_html( $cell ) . '</td>';
			}
			echo '</tr>';
		}
		echo '</tbody></table></div>';
	}
}
