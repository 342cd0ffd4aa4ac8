<?php
/**
 * The ad settings in force. Each value is looked up as Madara's getOption() does (a singular post's meta of the same
 * id first), then in Yomu's own option `yomu_ads` (Settings → Ads) once that page has been saved, then in Madara's
 * theme options (`option_tree`, only read). Ids: `adsense_id`, `adsense_slot_{slot}` and `{slot}` (custom code).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

use Yomu\Core\Madara\ThemeOptions;

/**
 * Reads and cleans the values.
 */
final class Settings {

	public const OPTION = 'yomu_ads';

	/**
	 * A value in force.
	 *
	 * @param string $id      adsense_id, adsense_slot_{slot} or a slot id (its custom code).
	 * @param int    $post_id The post whose meta overrides (0: none).
	 */
	public static function value( string $id, int $post_id ): string {
		$override = ThemeOptions::override( $id, $post_id );
		if ( null !== $override ) {
			return is_scalar( $override ) ? trim( (string) $override ) : '';
		}
		$own = self::own( $id );
		if ( null !== $own ) {
			return $own;
		}
		$stored = ThemeOptions::stored( $id );
		return is_scalar( $stored ) ? trim( (string) $stored ) : '';
	}

	/**
	 * What Madara's theme options say (the settings screen shows it until its own values are saved).
	 *
	 * @param string $id Option id.
	 */
	public static function madara( string $id ): string {
		$stored = ThemeOptions::stored( $id );
		return is_scalar( $stored ) ? trim( (string) $stored ) : '';
	}

	/**
	 * Yomu's saved value of an id, null when Settings → Ads never saved it.
	 *
	 * @param string $id Option id.
	 */
	public static function own( string $id ): ?string {
		$all = get_option( self::OPTION );
		return is_array( $all ) && isset( $all[ $id ] ) && is_string( $all[ $id ] ) ? $all[ $id ] : null;
	}

	/**
	 * The space reserved for a slot in pixels, 0 for the stylesheet's default.
	 *
	 * @param string $slot Slot id.
	 */
	public static function height( string $slot ): int {
		$all = get_option( self::OPTION );
		return is_array( $all ) && isset( $all[ 'height_' . $slot ] ) ? max( 0, min( 1200, (int) $all[ 'height_' . $slot ] ) ) : 0;
	}

	/**
	 * Whether a publisher id has AdSense's shape (ca-pub- and digits).
	 *
	 * @param string $id The id.
	 */
	public static function valid_client( string $id ): bool {
		return 1 === preg_match( '/^ca-pub-\d{6,24}$/', $id );
	}

	/**
	 * Whether an ad unit id has AdSense's shape (digits).
	 *
	 * @param string $id The id.
	 */
	public static function valid_unit( string $id ): bool {
		return 1 === preg_match( '/^\d{4,24}$/', $id );
	}
}
