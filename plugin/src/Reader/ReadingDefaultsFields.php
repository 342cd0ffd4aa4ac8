<?php
/**
 * Settings → Reader: the site's reading style, images per page, chapter and volume order, and the reading page's
 * layout (gaps, full width, sticky navigation and header) (option `yomu_reading`, read by Routing\Reading and
 * Routing\ReadingLayout). Each select starts on "as Madara's theme options say", naming the value Madara's site has, so
 * an owner who switched sees what carried over and overrides it only by choosing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\ReadingLayout;

/**
 * The fields.
 */
final class ReadingDefaultsFields {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'settings' ), 11 );
	}

	/**
	 * The setting and its fields, on the Reader page.
	 */
	public static function settings(): void {
		register_setting(
			OptionsPage::SLUG,
			Reading::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => array(),
			)
		);
		add_settings_section( 'yomu-reading-defaults', __( 'Reading defaults', 'yomu-core' ), array( self::class, 'intro' ), OptionsPage::SLUG );
		foreach ( self::fields() as $key => $field ) {
			add_settings_field(
				'yomu-reading-' . $key,
				esc_html( $field['label'] ),
				array( self::class, 'select' ),
				OptionsPage::SLUG,
				'yomu-reading-defaults',
				array(
					'key'       => $key,
					'label_for' => 'yomu-reading-' . $key,
				)
			);
		}
	}

	/**
	 * Each field's label and choices (value => text); '' follows Madara.
	 *
	 * @return array<string, array{label: string, choices: array<int|string, string>}>
	 */
	public static function fields(): array {
		$per_page = array();
		foreach ( Reading::PER_PAGE_CHOICES as $n ) {
			$per_page[ (string) $n ] = (string) $n;
		}
		$order  = array(
			'desc' => __( 'Newest first', 'yomu-core' ),
			'asc'  => __( 'Oldest first', 'yomu-core' ),
		);
		$on_off = array(
			'on'  => __( 'On', 'yomu-core' ),
			'off' => __( 'Off', 'yomu-core' ),
		);
		return array(
			'style'             => array(
				'label'   => __( 'Reading style', 'yomu-core' ),
				'choices' => array(
					'paged' => __( 'Paged', 'yomu-core' ),
					'list'  => __( 'List', 'yomu-core' ),
				),
			),
			'per_page'          => array(
				'label'   => __( 'Images per page (paged style)', 'yomu-core' ),
				'choices' => $per_page,
			),
			'chapters_order'    => array(
				'label'   => __( 'Chapter lists', 'yomu-core' ),
				'choices' => $order,
			),
			'volumes_order'     => array(
				'label'   => __( 'Volume order', 'yomu-core' ),
				'choices' => $order,
			),
			'gaps'              => array(
				'label'   => __( 'Gaps between images (list style)', 'yomu-core' ),
				'choices' => $on_off,
			),
			'full_width'        => array(
				'label'   => __( 'Images as wide as a phone\'s screen', 'yomu-core' ),
				'choices' => $on_off,
			),
			'sticky_nav'        => array(
				'label'   => __( 'Sticky chapter navigation (wide screens)', 'yomu-core' ),
				'choices' => $on_off,
			),
			'sticky_nav_mobile' => array(
				'label'   => __( 'Sticky chapter navigation (phones)', 'yomu-core' ),
				'choices' => $on_off,
			),
			'sticky_header'     => array(
				'label'   => __( 'Sticky site header on chapters', 'yomu-core' ),
				'choices' => $on_off,
			),
		);
	}

	/**
	 * The section's explanation.
	 */
	public static function intro(): void {
		echo '<p>' . esc_html__( 'Members\' own choices and a manga\'s own reading style still win. "As Madara\'s theme options say" keeps what the site had before Yomu.', 'yomu-core' ) . '</p>';
	}

	/**
	 * One select, its first choice naming what Madara's options give.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public static function select( array $args ): void {
		$key    = $args['key'];
		$field  = self::fields()[ $key ];
		$own    = Reading::own( $key );
		$madara = self::madara_value( $key );
		printf( '<select id="yomu-reading-%1$s" name="%2$s[%1$s]">', esc_attr( $key ), esc_attr( Reading::OPTION ) );
		/* translators: %s: the value Madara's theme options give, e.g. "List". */
		printf( '<option value=""%1$s>%2$s</option>', selected( $own, '', false ), esc_html( sprintf( __( 'As Madara\'s theme options say (%s)', 'yomu-core' ), $field['choices'][ $madara ] ?? $madara ) ) );
		foreach ( $field['choices'] as $value => $text ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( $own, (string) $value, false ), esc_html( $text ) );
		}
		echo '</select>';
	}

	/**
	 * What a key is when the owner follows Madara.
	 *
	 * @param string $key Field key.
	 */
	private static function madara_value( string $key ): string {
		add_filter( 'pre_option_' . Reading::OPTION, '__return_empty_array' );
		$on    = static fn ( bool $on ): string => $on ? 'on' : 'off';
		$value = match ( $key ) {
			'style'             => Reading::site_style(),
			'per_page'          => (string) Reading::site_images_per_page(),
			'volumes_order'     => Reading::volumes_order( true ),
			'gaps'              => $on( ReadingLayout::gaps() ),
			'full_width'        => $on( ReadingLayout::full_width() ),
			'sticky_nav'        => $on( ReadingLayout::sticky_navigation() ),
			'sticky_nav_mobile' => $on( ReadingLayout::sticky_navigation( true ) ),
			'sticky_header'     => self::madara_sticky_header(),
			default             => Reading::chapters_order(),
		};
		remove_filter( 'pre_option_' . Reading::OPTION, '__return_empty_array' );
		return $value;
	}

	/**
	 * Madara's manga_reading_sticky_header as a choice, or the text for '' (the header sticks as on other pages).
	 */
	private static function madara_sticky_header(): string {
		$value = ThemeOptions::stored( 'manga_reading_sticky_header' );
		return 'on' === $value || 'off' === $value ? $value : __( 'as on other pages', 'yomu-core' );
	}

	/**
	 * Keeps only known keys with one of their choices ('' follows Madara).
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string, string>
	 */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = array();
		foreach ( self::fields() as $key => $field ) {
			$value         = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
			$clean[ $key ] = isset( $field['choices'][ $value ] ) ? $value : '';
		}
		return $clean;
	}
}
