<?php
/**
 * The reader's switches (Madara keeps them as theme options): back-to-info, in-place paging, preloading,
 * keyboard paging, click-to-scroll, and the history length.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

/**
 * Reads the option `yomu_reader` (an array) over Yomu's defaults; the filter `yomu_reader_option` has the last word.
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
		$value = is_array( $saved ) && isset( $saved[ $key ] ) && is_scalar( $saved[ $key ] ) ? $saved[ $key ] : ( self::DEFAULTS[ $key ] ?? null );
		return apply_filters( 'yomu_reader_option', $value, $key );
	}

	/**
	 * How many history entries a reader keeps (Madara's madara_reading_history_items: -1 means no limit).
	 */
	public static function history_items(): int {
		$items = (int) self::get( 'history_items' );
		return -1 === $items ? PHP_INT_MAX : max( 1, $items );
	}
}
