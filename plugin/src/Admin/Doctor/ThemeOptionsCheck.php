<?php
/**
 * Madara's theme options the site set that Yomu does not read (Madara\CarriedOver): each becomes a
 * `theme_options_ignored` finding, so nothing is dropped without a word. Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Madara\CarriedOver;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The check.
 */
final class ThemeOptionsCheck {

	/**
	 * Records the ignored ids; returns how many options the site set and how many Yomu reads.
	 *
	 * @param Findings $findings Receives theme_options_ignored.
	 * @return array{set: int, carried_over: int}
	 */
	public static function run( Findings $findings ): array {
		$all = get_option( ThemeOptions::OPTION, array() );
		$set = 0;
		$ok  = 0;
		foreach ( is_array( $all ) ? $all : array() as $id => $value ) {
			if ( null === ThemeOptions::stored( (string) $id ) || self::empty_value( $value ) ) {
				continue;
			}
			++$set;
			if ( in_array( (string) $id, CarriedOver::THEME_OPTIONS, true ) ) {
				++$ok;
				continue;
			}
			$findings->add( 'theme_options_ignored', array( 'detail' => (string) $id ) );
		}
		return array(
			'set'          => $set,
			'carried_over' => $ok,
		);
	}

	/**
	 * Whether a stored value says nothing (an array of empty parts, as OptionTree saves untouched fields).
	 *
	 * @param mixed $value Stored value.
	 */
	private static function empty_value( $value ): bool {
		if ( is_array( $value ) ) {
			foreach ( $value as $part ) {
				if ( ! self::empty_value( $part ) ) {
					return false;
				}
			}
			return true;
		}
		return '' === $value || null === $value;
	}
}
