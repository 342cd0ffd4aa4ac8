<?php
/**
 * Keeps the stored rewrite rules in step with Yomu's routes without anyone visiting Settings > Permalinks.
 *
 * The site runner's install step (and Yomu's own activation) flush the rules while Yomu's init hooks have not
 * run, so the stored rules can lack the chapter routes; a changed manga_slug or manga_paged_var also needs a
 * flush. On wp_loaded, when every rule is registered, this flushes once if either is the case. (Not on init:
 * WordPress defers a flush asked for before wp_loaded, and the state would then record the rules it replaced.)
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\Settings;

/**
 * Signature-based rewrite flush.
 */
final class RewriteFlush {

	public const OPTION = 'yomu_rewrite_state';

	/** How long a flush that could not store Yomu's routes waits before it is tried again. */
	public const RETRY_SECONDS = 3600;

	/**
	 * Hooks the check, and forgets the state on activation so the next request flushes with every rule.
	 */
	public static function register(): void {
		add_action( 'wp_loaded', array( self::class, 'maybe_flush' ), 0 );
		// A plugin switched off leaves its rules stored, and WordPress keeps them: Yoast SEO's and Rank Math's
		// `([^/]+?)-sitemap([0-9]+)?\.xml$` then takes core's wp-sitemap.xml (a 404). Dropped, they are rebuilt on the
		// next request from the plugins that still run, as a save of Settings → Permalinks would.
		add_action( 'deactivated_plugin', array( self::class, 'forget_rules' ) );
		add_action( 'update_option_' . Settings::OPTION, array( self::class, 'settings_changed' ), 10, 2 );
		add_action( 'add_option_' . Settings::OPTION, array( self::class, 'settings_added' ), 10, 2 );
		add_action( 'delete_option_' . Settings::OPTION, array( self::class, 'forget' ) );
		if ( defined( 'YOMU_CORE_FILE' ) ) {
			add_action( 'activate_' . plugin_basename( YOMU_CORE_FILE ), array( self::class, 'forget' ) );
		}
	}

	/**
	 * Drops the stored rewrite rules (WordPress rebuilds them when a request next needs them).
	 */
	public static function forget_rules(): void {
		delete_option( 'rewrite_rules' );
	}

	/**
	 * The signature of the current routes (rules depend only on the slug settings and this code).
	 */
	public static function signature(): string {
		return md5( (string) wp_json_encode( Rules::current() ) );
	}

	/**
	 * Whether the stored rules need a flush: a new signature, or rules that lost Yomu's routes since Yomu last
	 * flushed (another flush ran without them). When Yomu's own flush could not store them (a filter removes
	 * them, or a flush ran before the routes were registered), the stored rules hash is unchanged: it is
	 * retried once an hour, not on every request.
	 *
	 * @param mixed $state  The stored state option.
	 * @param mixed $stored The stored rewrite_rules option.
	 */
	public static function needs_flush( $state, $stored ): bool {
		if ( ! is_array( $state ) || ( $state['signature'] ?? '' ) !== self::signature() ) {
			return true;
		}
		if ( ! is_array( $stored ) ) {
			return false; // WordPress rebuilds missing rules itself, with Yomu's rules registered by then.
		}
		$rules = Rules::current();
		if ( ! array_diff_key( $rules, $stored ) && self::has_manga_rule( $stored ) ) {
			return false;
		}
		return ( $state['rules'] ?? '' ) !== md5( (string) wp_json_encode( $stored ) )
			|| (int) ( $state['time'] ?? 0 ) < time() - self::RETRY_SECONDS;
	}

	/**
	 * Whether the stored rules hold the manga post type's own single-manga rule: rules flushed while the
	 * post type was not registered (e.g. by another plugin's early flush) lack it, and every manga URL 404s.
	 *
	 * @param array<string, string> $stored The stored rewrite rules.
	 */
	private static function has_manga_rule( array $stored ): bool {
		$type = get_post_type_object( 'wp-manga' );
		$slug = $type && is_array( $type->rewrite ) ? (string) ( $type->rewrite['slug'] ?? '' ) : '';
		if ( '' === $slug ) {
			return true;
		}
		return isset( $stored[ $slug . '/([^/]+)(?:/([0-9]+))?/?$' ] );
	}

	/**
	 * Flushes when needed (pretty permalinks only: plain permalinks have no rules).
	 */
	public static function maybe_flush(): void {
		global $wp_rewrite;
		if ( ! $wp_rewrite instanceof \WP_Rewrite || ! $wp_rewrite->using_permalinks() ) {
			return;
		}
		if ( ! self::needs_flush( get_option( self::OPTION ), get_option( 'rewrite_rules' ) ) ) {
			return;
		}
		flush_rewrite_rules( false );
		update_option(
			self::OPTION,
			array(
				'signature' => self::signature(),
				'rules'     => md5( (string) wp_json_encode( get_option( 'rewrite_rules' ) ) ),
				'time'      => time(),
			),
			true
		);
	}

	/**
	 * A saved taxonomy slug is in WordPress's rules but not in Yomu's signature: the next request flushes.
	 *
	 * @param mixed $old The option before.
	 * @param mixed $new The option after.
	 */
	public static function settings_changed( $old, $new ): void {
		foreach ( Settings::SLUG_KEYS as $key ) {
			$before = is_array( $old ) && isset( $old[ $key ] ) && '' !== $old[ $key ] ? $old[ $key ] : Settings::DEFAULTS[ $key ];
			$after  = is_array( $new ) && isset( $new[ $key ] ) && '' !== $new[ $key ] ? $new[ $key ] : Settings::DEFAULTS[ $key ];
			if ( $before !== $after ) {
				self::forget();
				return;
			}
		}
	}

	/**
	 * A first save of the settings is a change from the defaults. (Deleting them forgets the state outright: their
	 * bases go back to the defaults.)
	 *
	 * @param string $option The option name.
	 * @param mixed  $value  Its value.
	 */
	public static function settings_added( string $option, $value ): void {
		unset( $option );
		self::settings_changed( array(), $value );
	}

	/**
	 * Drops the stored state.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}
}
