<?php
/**
 * Madara's theme options as Madara reads them (MADARA-SITE.md §8.1): the option `option_tree` (OptionTree), where
 * a missing or '' value means "the caller's default", and, on a singular page (a post, a page, a manga and its
 * chapters), the post's meta of the same id first: ignored when unset, '', 'default', or an array of empty values.
 * Yomu only reads them: a switch back to Madara finds `option_tree` as it was.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Madara;

/**
 * Read-only theme options.
 */
final class ThemeOptions {

	public const OPTION = 'option_tree';

	/**
	 * Madara's getOption(): the singular page's post override, else the stored option, else the default.
	 *
	 * @param string   $id      Option id.
	 * @param mixed    $default What Madara's code falls back to.
	 * @param int|null $post_id The post whose meta overrides (null: the main query's post on a singular page).
	 * @return mixed
	 */
	public static function get( string $id, $default = null, ?int $post_id = null ) {
		$override = self::override( $id, $post_id ?? self::singular_id() );
		if ( null !== $override ) {
			return $override;
		}
		return self::stored( $id ) ?? $default;
	}

	/**
	 * The value the site saved in its theme options, or null when there is none ('' counts as none).
	 *
	 * @param string $id Option id.
	 * @return mixed
	 */
	public static function stored( string $id ) {
		$all   = get_option( self::OPTION, array() );
		$value = is_array( $all ) ? ( $all[ $id ] ?? null ) : null;
		return null === $value || '' === $value ? null : $value;
	}

	/**
	 * A post's own value for an option id, or null when it does not override.
	 *
	 * @param string $id      Option id (also the meta key).
	 * @param int    $post_id Post ID (0: none).
	 * @return mixed
	 */
	public static function override( string $id, int $post_id ) {
		if ( $post_id <= 0 ) {
			return null;
		}
		$value = get_post_meta( $post_id, $id, true );
		if ( is_array( $value ) ) {
			return array_filter( $value, static fn ( $part ): bool => '' !== $part && null !== $part && array() !== $part ) ? $value : null;
		}
		return '' === $value || 'default' === $value ? null : $value;
	}

	/**
	 * Whether an on-off option is on.
	 *
	 * @param string   $id      Option id.
	 * @param string   $default 'on' or 'off', Madara's default.
	 * @param int|null $post_id As get().
	 */
	public static function on( string $id, string $default, ?int $post_id = null ): bool {
		return 'on' === self::get( $id, $default, $post_id );
	}

	/**
	 * The post of the main query when it is singular (a chapter page's is its manga), else 0.
	 */
	private static function singular_id(): int {
		return did_action( 'wp' ) && is_singular() ? (int) get_queried_object_id() : 0;
	}
}
