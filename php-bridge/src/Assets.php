<?php
/**
 * Enqueues the island loader as a WordPress script module, its CSS, the string catalogue and the page config;
 * preloads no island chunk (islands load after the first image has painted).
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Connects the manifest to WordPress's asset pipeline.
 */
final class Assets {

	/**
	 * The manifest in use.
	 *
	 * @var Manifest|null
	 */
	private static ?Manifest $manifest = null;

	/**
	 * Text domain of the islands' strings.
	 *
	 * @var string
	 */
	private static string $domain = 'default';

	/**
	 * Hooks the bridge into page rendering.
	 *
	 * @param Manifest $manifest Build manifest or dev server.
	 * @param string   $domain   Text domain for the catalogue.
	 */
	public static function init( Manifest $manifest, string $domain ): void {
		self::$manifest = $manifest;
		self::$domain   = $domain;
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'wp_head', array( self::class, 'print_head' ), 1 );
		add_action( 'wp_loaded', array( self::class, 'serve_catalogue' ) );
		// Before WordPress prints script modules (wp_footer, 10, for classic themes), so the config is there first.
		add_action( 'wp_footer', array( self::class, 'print_footer' ), 5 );
	}

	/**
	 * The manifest (for tests).
	 */
	public static function manifest(): ?Manifest {
		return self::$manifest;
	}

	/**
	 * Enqueues the stylesheet and the loader module. The Yomu theme (theme support `yomu`) styles the whole page
	 * with the loader's CSS; any other theme gets only the styles of the plugin's own islands.
	 */
	public static function enqueue(): void {
		$manifest = self::$manifest;
		if ( ! $manifest || ! $manifest->is_ready() ) {
			return;
		}
		$styles = current_theme_supports( 'yomu' ) ? Manifest::ENTRY : Manifest::OTHER_THEME_STYLES;
		foreach ( $manifest->css( $styles ) as $i => $href ) {
			wp_enqueue_style( 'yomu-' . $i, $href, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- hashed file names.
		}
		Modules::enqueue( $manifest );
	}

	/**
	 * On a wp-admin screen that renders islands (call it from admin_enqueue_scripts): the string catalogue, the page
	 * config and the admin's loader in the screen's footer. Admin screens keep WordPress's own styles; each admin
	 * island's styles come with its screen.
	 */
	public static function enqueue_admin(): void {
		if ( ! self::$manifest || ! self::$manifest->is_ready() ) {
			return;
		}
		add_action( 'admin_print_footer_scripts', array( self::class, 'print_admin' ) );
	}

	/**
	 * The admin screen's footer: catalogue and config first, so the islands read them when they mount.
	 */
	public static function print_admin(): void {
		if ( ! self::$manifest ) {
			return;
		}
		$catalogue = Translations::catalogue( self::$manifest->i18n_strings(), self::$domain );
		wp_print_inline_script_tag( PageConfig::script( 'yomuL10n', $catalogue ), array( 'id' => 'yomu-l10n' ) );
		self::print_footer();
		Modules::print_admin( self::$manifest );
	}

	/**
	 * Prints the locale, the direction and the address of the string catalogue, which the loader fetches beside the
	 * first island's code (the strings themselves are not in every page's HTML).
	 */
	public static function print_head(): void {
		if ( ! self::$manifest ) {
			return;
		}
		$catalogue = Translations::by_address( self::$manifest->i18n_strings(), self::$domain );
		wp_print_inline_script_tag( PageConfig::script( 'yomuL10n', $catalogue ), array( 'id' => 'yomu-l10n' ) );
	}

	/**
	 * Answers a request for the catalogue's address (Translations::by_address) and ends it.
	 */
	public static function serve_catalogue(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public, read-only answer.
		if ( ! self::$manifest || ! isset( $_GET[ Translations::QUERY ] ) || is_admin() ) {
			return;
		}
		$locale  = is_string( $_GET[ Translations::QUERY ] ) ? (string) preg_replace( '/[^A-Za-z0-9_@-]/', '', sanitize_text_field( wp_unslash( $_GET[ Translations::QUERY ] ) ) ) : '';
		$version = isset( $_GET['v'] ) && is_string( $_GET['v'] ) ? sanitize_key( wp_unslash( $_GET['v'] ) ) : '';
		// phpcs:enable
		$answer = Translations::answer( self::$manifest->i18n_strings(), self::$domain, $locale, $version );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		header_remove( 'Expires' );
		header_remove( 'Pragma' );
		echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON, served as application/json with nosniff.
		exit;
	}

	/**
	 * Prints the page config objects. No island chunk is preloaded: islands load after the page's first image has
	 * painted, and a preload would compete with that image (DESIGN.md §4, §7).
	 */
	public static function print_footer(): void {
		PageConfig::print();
	}
}
