<?php
/**
 * Settings → Reader: the `yomu_reader` option (back-to-info, in-place paging, preloading, keyboard paging,
 * click-to-scroll, history length) through the Settings API, for administrators (manage_options).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Registers the setting, its fields and the sub-page.
 */
final class OptionsPage {

	public const SLUG = 'yomu-reader';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'settings' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * On/off switches with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function switches(): array {
		return array(
			'back_info'       => __( "Show a 'Manga Info' button after the last chapter", 'yomu-core' ),
			'ajax_paging'     => __( 'Change pages in place, without reloading', 'yomu-core' ),
			'preload_images'  => __( "Preload the chapter's images", 'yomu-core' ),
			'keyboard'        => __( 'Turn pages with the arrow keys', 'yomu-core' ),
			'click_to_scroll' => __( 'Scroll down when the reading area is clicked', 'yomu-core' ),
		);
	}

	/**
	 * The setting (with its sanitizer) and the fields.
	 */
	public static function settings(): void {
		register_setting(
			self::SLUG,
			Options::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => Options::DEFAULTS,
			)
		);
		add_settings_section( 'yomu-reader-main', __( 'Reader', 'yomu-core' ), array( self::class, 'intro' ), self::SLUG );
		foreach ( self::switches() as $key => $label ) {
			add_settings_field( 'yomu-reader-' . $key, esc_html( $label ), array( self::class, 'checkbox' ), self::SLUG, 'yomu-reader-main', array( 'key' => $key ) );
		}
		add_settings_field(
			'yomu-reader-history_items',
			esc_html__( 'Reading history length (-1: no limit)', 'yomu-core' ),
			array( self::class, 'number' ),
			self::SLUG,
			'yomu-reader-main',
			array( 'label_for' => 'yomu-reader-history_items' )
		);
	}

	/**
	 * The section's explanation.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'Until this page is saved, each switch shows what Madara\'s theme options and manga settings had.', 'yomu-core' ) . '</p>';
	}

	/**
	 * Settings → Reader.
	 */
	public static function menu(): void {
		add_options_page( __( 'Reader settings', 'yomu-core' ), __( 'Reader', 'yomu-core' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Keeps only known keys: switches become 'on'/'off', the history length a whole number from -1 to 1000.
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = array();
		foreach ( array_keys( self::switches() ) as $key ) {
			$clean[ $key ] = isset( $input[ $key ] ) && 'on' === $input[ $key ] ? 'on' : 'off';
		}
		$items                  = isset( $input['history_items'] ) && is_scalar( $input['history_items'] ) ? (int) $input['history_items'] : Options::DEFAULTS['history_items'];
		$clean['history_items'] = -1 === $items ? -1 : max( 1, min( 1000, $items ) );
		return $clean;
	}

	/**
	 * One switch.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public static function checkbox( array $args ): void {
		printf(
			'<input type="checkbox" id="yomu-reader-%1$s" name="%2$s[%1$s]" value="on"%3$s>',
			esc_attr( $args['key'] ),
			esc_attr( Options::OPTION ),
			checked( Options::on( $args['key'] ), true, false )
		);
	}

	/**
	 * The history length.
	 */
	public static function number(): void {
		printf(
			'<input type="number" id="yomu-reader-history_items" name="%1$s[history_items]" value="%2$d" min="-1" max="1000" step="1" class="small-text">',
			esc_attr( Options::OPTION ),
			(int) Options::get( 'history_items' )
		);
	}

	/**
	 * The page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Reader settings', 'yomu-core' ) . '</h1><form method="post" action="options.php">';
		settings_fields( self::SLUG );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
