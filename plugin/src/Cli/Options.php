<?php
/**
 * Option parsing shared by the `wp yomu` commands (they validate their own options: see DoctorCommand on why
 * they declare no WP-CLI synopsis).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

/**
 * Option helpers.
 */
final class Options {

	/**
	 * Whether only known options were given.
	 *
	 * @param array<string, mixed> $assoc_args Options.
	 * @param string[]             $known      Known option names.
	 */
	public static function known( array $assoc_args, array $known ): bool {
		return ! array_diff( array_keys( $assoc_args ), $known );
	}

	/**
	 * The IDs of a comma-separated --manga option: null when absent, an empty list when any part is not a
	 * positive whole number.
	 *
	 * @param array<string, mixed> $assoc_args Options.
	 * @return int[]|null
	 */
	public static function ids( array $assoc_args ): ?array {
		if ( ! isset( $assoc_args['manga'] ) ) {
			return null;
		}
		$ids = array();
		foreach ( explode( ',', (string) $assoc_args['manga'] ) as $part ) {
			$part = trim( $part );
			if ( ! ctype_digit( $part ) || (int) $part <= 0 ) {
				return array();
			}
			$ids[] = (int) $part;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Whether a flag was given (--flag, not --flag=false or --no-flag).
	 *
	 * @param array<string, mixed> $assoc_args Options.
	 * @param string               $name       Flag.
	 */
	public static function flag( array $assoc_args, string $name ): bool {
		return isset( $assoc_args[ $name ] ) && false !== $assoc_args[ $name ] && 'false' !== $assoc_args[ $name ];
	}
}
