<?php
/**
 * The reader's display settings: mode (paged, list, long strip), reading direction (left-to-right or
 * right-to-left), fit (width, height, both, original size, limited width), the data saver (auto, on, off; see
 * DataSaver), the page layout of the paged mode (single pages, two-page spreads, spreads with the cover alone) and
 * the reading area's background (the page theme's, dark, grey, light). A reader keeps them in the cookie
 * yomu-reader-settings (guests and signed-in readers) and, when signed in, in user meta; an editor can give a manga
 * its own mode, direction, fit and page layout (post meta). The reader's own choice wins, then the manga's default,
 * then the site's.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Routing\Reading;

/**
 * Validated reads and writes of the settings; 'auto' (or a missing value) means "follow the next source".
 */
final class ReaderSettings {

	public const COOKIE     = 'yomu-reader-settings';
	public const USER_META  = 'yomu_reader_settings';
	public const MANGA_META = '_yomu_reader_defaults';

	public const CHOICES = array(
		'mode'       => array( 'paged', 'list', 'strip' ),
		'direction'  => array( 'ltr', 'rtl' ),
		'fit'        => array( 'width', 'height', 'both', 'original', 'limit' ),
		'saver'      => array( 'auto', 'on', 'off' ),
		'spread'     => array( 'single', 'double', 'cover' ),
		'background' => array( 'auto', 'dark', 'grey', 'light' ),
	);

	/** The settings a manga may give a default for (the data saver and the background are the reader's own). */
	public const MANGA_FIELDS = array( 'mode', 'direction', 'fit', 'spread' );

	/**
	 * Only the known fields with known values ('auto', unknown and missing values are dropped).
	 *
	 * @param mixed $raw Array of field => value from any source.
	 * @return array<string, string>
	 */
	public static function clean( $raw ): array {
		$clean = array();
		foreach ( self::CHOICES as $field => $values ) {
			$value = is_array( $raw ) && isset( $raw[ $field ] ) && is_string( $raw[ $field ] ) ? $raw[ $field ] : '';
			if ( in_array( $value, $values, true ) ) {
				$clean[ $field ] = $value;
			}
		}
		return $clean;
	}

	/**
	 * The cookie's value: "mode.direction.fit.saver.spread.background", '-' for a field left on auto (e.g.
	 * "strip.rtl.-.on"; a cookie may end early: trailing fields left on auto are not written, and cookies written
	 * before the later fields existed have three or four).
	 *
	 * @param string $raw Cookie value.
	 * @return array<string, string>
	 */
	public static function parse_cookie( string $raw ): array {
		$count = count( self::CHOICES );
		$parts = explode( '.', $raw, $count + 1 );
		return self::clean( array_combine( array_keys( self::CHOICES ), array_pad( array_slice( $parts, 0, $count ), $count, '' ) ) );
	}

	/**
	 * What a reader chose: a signed-in reader's user meta, else the cookie.
	 *
	 * @param int $user_id Current user (0 for a guest).
	 * @return array<string, string>
	 */
	public static function reader( int $user_id ): array {
		if ( $user_id > 0 ) {
			$stored = get_user_meta( $user_id, self::USER_META, true );
			if ( is_array( $stored ) ) {
				return self::clean( $stored );
			}
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return self::parse_cookie( $cookie );
	}

	/**
	 * A manga's defaults, as an editor set them.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<string, string>
	 */
	public static function manga( int $manga_id ): array {
		return array_intersect_key( self::clean( get_post_meta( $manga_id, self::MANGA_META, true ) ), array_flip( self::MANGA_FIELDS ) );
	}

	/**
	 * The settings a reading page uses.
	 *
	 * @param int $user_id  Current user.
	 * @param int $manga_id Manga post ID.
	 * @return array{mode: string, direction: string, fit: string, saver: string, spread: string, background: string}
	 */
	public static function effective( int $user_id, int $manga_id ): array {
		$site   = array(
			'mode'       => Reading::default_style( $manga_id ),
			'direction'  => is_rtl() ? 'rtl' : 'ltr',
			'fit'        => 'width',
			'saver'      => 'auto',
			'spread'     => 'single',
			'background' => 'auto',
		);
		$merged = array_merge( $site, self::manga( $manga_id ), self::reader( $user_id ) );
		return array(
			'mode'       => $merged['mode'],
			'direction'  => $merged['direction'],
			'fit'        => $merged['fit'],
			'saver'      => $merged['saver'],
			'spread'     => $merged['spread'],
			'background' => $merged['background'],
		);
	}

	/**
	 * Stores a signed-in reader's settings (and Madara's reading-style meta, so a switch back keeps the style).
	 *
	 * @param int                   $user_id  User.
	 * @param array<string, string> $settings Clean settings.
	 */
	public static function save_for_user( int $user_id, array $settings ): void {
		update_user_meta( $user_id, self::USER_META, $settings );
		if ( isset( $settings['mode'] ) ) {
			update_user_meta( $user_id, '_manga_reading_style', 'paged' === $settings['mode'] ? 'paged' : 'list' );
		}
	}

	/**
	 * Stores a manga's defaults (empty settings remove them).
	 *
	 * @param int                   $manga_id Manga post ID.
	 * @param array<string, string> $settings Clean settings.
	 */
	public static function save_for_manga( int $manga_id, array $settings ): void {
		$settings = array_intersect_key( $settings, array_flip( self::MANGA_FIELDS ) );
		if ( array() === $settings ) {
			delete_post_meta( $manga_id, self::MANGA_META );
			return;
		}
		update_post_meta( $manga_id, self::MANGA_META, $settings );
	}

	/**
	 * Labels of every choice, for forms.
	 *
	 * @return array<string, array{label: string, values: array<string, string>}>
	 */
	public static function labels(): array {
		return array(
			'mode'       => array(
				'label'  => __( 'Reading mode', 'yomu-core' ),
				'values' => array(
					'paged' => __( 'Paged', 'yomu-core' ),
					'list'  => __( 'List', 'yomu-core' ),
					'strip' => __( 'Long strip', 'yomu-core' ),
				),
			),
			'direction'  => array(
				'label'  => __( 'Reading direction', 'yomu-core' ),
				'values' => array(
					'ltr' => __( 'Left to right', 'yomu-core' ),
					'rtl' => __( 'Right to left', 'yomu-core' ),
				),
			),
			'fit'        => array(
				'label'  => __( 'Fit images to', 'yomu-core' ),
				'values' => array(
					'width'    => __( 'Width', 'yomu-core' ),
					'height'   => __( 'Height', 'yomu-core' ),
					'both'     => __( 'Width and height', 'yomu-core' ),
					'original' => __( 'Original size', 'yomu-core' ),
					'limit'    => __( 'Limited width', 'yomu-core' ),
				),
			),
			'saver'      => array(
				'label'  => __( 'Data saver', 'yomu-core' ),
				'values' => array(
					'auto' => __( 'When the browser asks', 'yomu-core' ),
					'on'   => __( 'On', 'yomu-core' ),
					'off'  => __( 'Off', 'yomu-core' ),
				),
			),
			'spread'     => array(
				'label'  => __( 'Page layout', 'yomu-core' ),
				'values' => array(
					'single' => __( 'Single page', 'yomu-core' ),
					'double' => __( 'Two-page spread', 'yomu-core' ),
					'cover'  => __( 'Two-page spread, cover alone', 'yomu-core' ),
				),
			),
			'background' => array(
				'label'  => __( 'Background', 'yomu-core' ),
				'values' => array(
					'auto'  => __( 'Page theme', 'yomu-core' ),
					'dark'  => __( 'Dark', 'yomu-core' ),
					'grey'  => __( 'Grey', 'yomu-core' ),
					'light' => __( 'Light', 'yomu-core' ),
				),
			),
		);
	}

	/**
	 * Labelled selects named {prefix}[field], each with an "auto" option first (a field whose choices name their
	 * own auto, the data saver, starts with that one).
	 *
	 * @param string                $prefix     Field name prefix.
	 * @param string[]              $fields     The fields to show (keys of CHOICES).
	 * @param array<string, string> $current    Current clean settings.
	 * @param string                $auto_label Label of the auto option.
	 */
	public static function fields_html( string $prefix, array $fields, array $current, string $auto_label ): string {
		$html = '';
		foreach ( array_intersect_key( self::labels(), array_flip( $fields ) ) as $field => $group ) {
			$id      = sanitize_html_class( $prefix . '-' . $field );
			$options = isset( $group['values']['auto'] ) ? '' : sprintf( '<option value="">%s</option>', esc_html( $auto_label ) );
			foreach ( $group['values'] as $value => $label ) {
				// A field's own auto is sent as '' like the other fields' auto option: nothing is stored for it.
				$value    = 'auto' === $value ? '' : $value;
				$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $current[ $field ] ?? '', $value, false ), esc_html( $label ) );
			}
			$html .= sprintf(
				'<p class="yomu-reader-field"><label for="%1$s">%2$s</label> <select id="%1$s" name="%3$s[%4$s]">%5$s</select></p>',
				esc_attr( $id ),
				esc_html( $group['label'] ),
				esc_attr( $prefix ),
				esc_attr( $field ),
				$options
			);
		}
		return $html;
	}
}
