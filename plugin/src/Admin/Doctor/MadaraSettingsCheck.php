<?php
/**
 * Madara's settings the site set that Yomu does not read: theme options (`option_tree`) and `wp_manga_settings`
 * keys not on Madara\CarriedOver's lists. Each reason (Madara\NotCarriedOver) becomes one `theme_options_ignored`
 * or `manga_settings_ignored` example naming its ids, so nothing is dropped without a word. Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\CarriedOver;
use Yomu\Core\Madara\NotCarriedOver;
use Yomu\Core\Madara\ThemeOptions;

/**
 * The check.
 */
final class MadaraSettingsCheck {

	/**
	 * Records the ignored settings; returns, per store, how many the site set and how many Yomu reads.
	 *
	 * @param Findings $findings Receives theme_options_ignored and manga_settings_ignored.
	 * @return array{theme_options: array{set: int, carried_over: int}, manga_settings: array{set: int, carried_over: int}}
	 */
	public static function run( Findings $findings ): array {
		return array(
			'theme_options'  => self::store( $findings, 'theme_options_ignored', get_option( ThemeOptions::OPTION, array() ), CarriedOver::THEME_OPTIONS, array( NotCarriedOver::class, 'theme_option' ) ),
			'manga_settings' => self::store( $findings, 'manga_settings_ignored', get_option( Settings::OPTION, array() ), CarriedOver::MANGA_SETTINGS, array( NotCarriedOver::class, 'manga_setting' ) ),
		);
	}

	/**
	 * One option array.
	 *
	 * @param Findings                  $findings Findings.
	 * @param string                    $code     Finding code.
	 * @param mixed                     $stored   The option's value.
	 * @param string[]                  $read     Ids Yomu reads.
	 * @param callable(string): ?string $reason Why an id is not read.
	 * @return array{set: int, carried_over: int}
	 */
	private static function store( Findings $findings, string $code, $stored, array $read, callable $reason ): array {
		$set     = 0;
		$ok      = 0;
		$ignored = array();
		foreach ( is_array( $stored ) ? $stored : array() as $id => $value ) {
			if ( self::empty_value( $value ) ) {
				continue;
			}
			++$set;
			if ( in_array( (string) $id, $read, true ) ) {
				++$ok;
				continue;
			}
			$why               = $reason( (string) $id ) ?? NotCarriedOver::unknown();
			$ignored[ $why ][] = (string) $id;
		}
		foreach ( $ignored as $why => $ids ) {
			$findings->add_all(
				$code,
				count( $ids ),
				array(
					'detail' => implode( ', ', $ids ),
					'reason' => $why,
				)
			);
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
		return '' === $value || null === $value || false === $value;
	}
}
