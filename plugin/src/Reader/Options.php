<?php
/**
 * The reader's switches (Madara keeps them as theme options): back-to-info, in-place paging, preloading,
 * keyboard paging, click-to-scroll, and the history length.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\ThemeOptions;

/**
 * Reads the option `yomu_reader` (an array); a key the owner never saved there follows what Madara's site stored
 * (MADARA): its theme options or wp_manga_settings, else Yomu's default. The filter `yomu_reader_option` has the
 * last word.
 */
final class Options {

	public const OPTION = 'yomu_reader';

	public const DEFAULTS = array(
		'back_info'       => 'on',
		'ajax_paging'     => 'on',
		'preload_images'  => 'on',
		'keyboard'        => 'on',
		'click_to_scroll' => 'off',
		'history_items'   => 12,
	);

	/**
	 * Where Madara keeps each switch: [source, key], source 'theme' (option_tree) or 'manga' (wp_manga_settings).
	 */
	public const MADARA = array(
		'back_info'       => array( 'manga', 'navigation_manga_info' ),
		'ajax_paging'     => array( 'theme', 'manga_page_reading_ajax' ),
		'preload_images'  => array( 'theme', 'manga_reading_preload_images' ),
		'keyboard'        => array( 'manga', 'keyboard_navigate' ),
		'click_to_scroll' => array( 'manga', 'click_to_scroll' ),
		'history_items'   => array( 'theme', 'madara_reading_history_items' ),
	);

	/**
	 * Whether a switch is on.
	 *
	 * @param string $key One of the on/off keys of DEFAULTS.
	 */
	public static function on( string $key ): bool {
		return in_array( (string) self::get( $key ), array( '1', 'on', 'yes', 'true' ), true );
	}

	/**
	 * A raw value.
	 *
	 * @param string $key Key of DEFAULTS.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$saved = get_option( self::OPTION, array() );
		$value = is_array( $saved ) && isset( $saved[ $key ] ) && is_scalar( $saved[ $key ] ) ? $saved[ $key ] : ( self::madara( $key ) ?? self::DEFAULTS[ $key ] ?? null );
		return apply_filters( 'yomu_reader_option', $value, $key );
	}

	/**
	 * What Madara's site stored for a key, in Yomu's form ('on'/'off', or the number), or null.
	 *
	 * @param string $key Key of DEFAULTS.
	 * @return mixed
	 */
	public static function madara( string $key ) {
		if ( ! isset( self::MADARA[ $key ] ) ) {
			return null;
		}
		list( $source, $id ) = self::MADARA[ $key ];
		$value               = 'theme' === $source ? ThemeOptions::stored( $id ) : Settings::stored( $id );
		if ( null === $value || ! is_scalar( $value ) ) {
			return null;
		}
		if ( 'history_items' === $key ) {
			return is_numeric( $value ) ? (int) $value : null;
		}
		// Madara's switches: on/off in theme options, '1'/'0' in wp_manga_settings ("Manga Info": 0, 1 or 2).
		return in_array( (string) $value, array( 'on', '1', '2' ), true ) ? 'on' : 'off';
	}

	/**
	 * How many history entries a reader keeps (Madara's madara_reading_history_items: -1 means no limit).
	 */
	public static function history_items(): int {
		$items = (int) self::get( 'history_items' );
		return -1 === $items ? PHP_INT_MAX : max( 1, $items );
	}
}
