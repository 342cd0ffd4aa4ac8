<?php
/**
 * Reads Vite's build manifest, or points at Vite's dev server when one is configured.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Where the loader and each island's files are.
 */
final class Manifest {

	public const ENTRY = 'src/main.ts';

	/**
	 * The loader of the wp-admin screens that render islands: no theme styles, no service worker.
	 */
	public const ADMIN_ENTRY = 'src/admin/main.ts';

	/**
	 * The stylesheet of the islands Yomu Core prints on any page, for a theme other than Yomu (whose stylesheet is
	 * the loader's CSS).
	 */
	public const OTHER_THEME_STYLES = 'src/plugin-islands.css';

	/**
	 * Parsed manifest entries, keyed by source path.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $entries;

	/**
	 * Reads the manifest of a build.
	 *
	 * @param string $dist_dir Build folder (holds .vite/manifest.json).
	 * @param string $dist_url URL of that folder.
	 * @param string $dev_url  Vite dev server URL, '' when serving the build.
	 */
	public function __construct( private string $dist_dir, private string $dist_url, private string $dev_url = '' ) {
		$file          = $dist_dir . '/.vite/manifest.json';
		$json          = ( '' === $dev_url && is_readable( $file ) ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$decoded       = $json ? json_decode( $json, true ) : null;
		$this->entries = is_array( $decoded ) ? $decoded : array();
	}

	/**
	 * Whether assets come from Vite's dev server.
	 */
	public function is_dev(): bool {
		return '' !== $this->dev_url;
	}

	/**
	 * The dev server URL.
	 */
	public function dev_url(): string {
		return $this->dev_url;
	}

	/**
	 * Whether a usable build or dev server exists.
	 */
	public function is_ready(): bool {
		return $this->is_dev() || isset( $this->entries[ self::ENTRY ] );
	}

	/**
	 * URL of a source file's built (or dev-served) module.
	 *
	 * @param string $source Source path, e.g. src/main.ts.
	 */
	public function url( string $source ): string {
		if ( $this->is_dev() ) {
			return $this->dev_url . '/' . $source;
		}
		return isset( $this->entries[ $source ]['file'] ) ? $this->built_url( $this->entries[ $source ]['file'] ) : '';
	}

	/**
	 * CSS files an entry needs (the build extracts them; the dev server injects them itself). A stylesheet entry is
	 * its own file.
	 *
	 * @param string $source Source path.
	 * @return string[] URLs.
	 */
	public function css( string $source ): array {
		if ( $this->is_dev() ) {
			return array();
		}
		$file  = (string) ( $this->entries[ $source ]['file'] ?? '' );
		$files = str_ends_with( $file, '.css' ) ? array( $file ) : ( $this->entries[ $source ]['css'] ?? array() );
		return array_map( fn ( $file ) => $this->built_url( $file ), $files );
	}

	/**
	 * The public URL of a built file: the `yomu_static_url` filter may move it to a CDN that mirrors the site's
	 * paths (Yomu Core's CDN base URL); chunks the loader imports follow, being relative to it.
	 *
	 * @param string $file File path inside the build folder.
	 */
	private function built_url( string $file ): string {
		return (string) apply_filters( 'yomu_static_url', $this->dist_url . '/' . $file );
	}

	/**
	 * Strings the islands translate (written by the build next to the manifest).
	 *
	 * @return string[]
	 */
	public function i18n_strings(): array {
		$file = $this->dist_dir . '/i18n-strings.json';
		$json = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$list = $json ? json_decode( $json, true ) : null;
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	}
}
