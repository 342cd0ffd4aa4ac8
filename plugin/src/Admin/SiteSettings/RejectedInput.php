<?php
/**
 * What an administrator typed in a refused save of Settings → Manga, kept for the next view of the screen (the
 * Settings API redirects after a save, so the form would otherwise show the stored values and lose the input).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\SiteSettings;

/**
 * A per-user transient, read once.
 */
final class RejectedInput {

	/** How long the input waits for the redirect's view. */
	private const LIFETIME = 300;

	/**
	 * Keeps the submitted fields (scalars only) for the current user.
	 *
	 * @param array<string, mixed> $input The submitted fields.
	 */
	public static function keep( array $input ): void {
		$user = get_current_user_id();
		if ( $user ) {
			set_transient( self::name( $user ), array_map( 'strval', array_filter( $input, 'is_scalar' ) ), self::LIFETIME );
		}
	}

	/**
	 * The kept fields, removed as they are read.
	 *
	 * @return array<string, string>
	 */
	public static function take(): array {
		$user = get_current_user_id();
		if ( ! $user ) {
			return array();
		}
		$kept = get_transient( self::name( $user ) );
		if ( false === $kept ) {
			return array();
		}
		delete_transient( self::name( $user ) );
		return is_array( $kept ) ? $kept : array();
	}

	/**
	 * The transient's name for a user.
	 *
	 * @param int $user User ID.
	 */
	private static function name( int $user ): string {
		return 'yomu_site_settings_rejected_' . $user;
	}
}
