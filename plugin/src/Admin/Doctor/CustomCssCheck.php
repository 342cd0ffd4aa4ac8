<?php
/**
 * Madara-era custom CSS that will style nothing under Yomu: the selectors of the theme option `custom_css` and of
 * Madara's Customizer "Additional CSS" (which Yomu prints) that name a class or id Yomu's markup never has. Each
 * source with such selectors is a `custom_css_unmatched` finding listing them, so the owner knows what to rewrite.
 *
 * Yomu's markup is known by its source: every identifier-like word in the Yomu theme's templates and the plugin's
 * PHP and built scripts (class names are literals there), plus the classes WordPress itself prints. A word ending
 * in "-" is a prefix the code completes at run time ('text-ui-' . $contrast). Generous on purpose: a selector is
 * named only when one of its names appears nowhere. Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Madara\ThemeOptions;

/**
 * The check.
 */
final class CustomCssCheck {

	/** How many selectors one finding lists. */
	private const LISTED = 40;

	/** Class prefixes WordPress core prints on any theme (body, post, menu, comment, block and image classes). */
	private const CORE_PREFIXES = array( 'wp-', 'menu-', 'current', 'page', 'post', 'has-', 'is-', 'align', 'size-', 'attachment', 'comment', 'category', 'tag', 'author', 'logged-in', 'admin-bar', 'home', 'blog', 'archive', 'single', 'search', 'error404', 'gallery', 'sticky', 'bypostauthor', 'avatar', 'screen-reader', 'custom-logo', 'widget', 'sub-menu', 'children', 'parent', 'even', 'odd', 'depth-', 'thread-', 'format-', 'type-', 'status-', 'hentry', 'blocks-', 'rtl', 'no-js', 'js' );

	/**
	 * Records one finding per CSS source with unmatched selectors.
	 *
	 * @param Findings             $findings Receives custom_css_unmatched.
	 * @param array<string, mixed> $known    Known names (tests); null scans Yomu's sources.
	 */
	public static function run( Findings $findings, ?array $known = null ): void {
		$sources = array(
			'custom_css'     => (string) ThemeOptions::stored( 'custom_css' ),
			'additional_css' => trim( wp_get_custom_css( 'madara-child' ) . "\n" . wp_get_custom_css( 'madara' ) ),
		);
		foreach ( $sources as $source => $css ) {
			if ( '' === trim( $css ) ) {
				continue;
			}
			$known   ??= self::known_names();
			$unmatched = self::unmatched( $css, $known );
			if ( $unmatched ) {
				$listed = array_slice( $unmatched, 0, self::LISTED );
				$more   = count( $unmatched ) - count( $listed );
				$findings->add( 'custom_css_unmatched', array( 'detail' => $source . ': ' . implode( ', ', $listed ) . ( $more > 0 ? ' (+' . $more . ')' : '' ) ) );
			}
		}
	}

	/**
	 * The selectors of a stylesheet that name a class or id not in $known, in order, once each.
	 *
	 * @param string               $css   Stylesheet.
	 * @param array<string, mixed> $known Names (keys); a key ending in '-' is a prefix.
	 * @return string[]
	 */
	public static function unmatched( string $css, array $known ): array {
		$css = (string) preg_replace( '#/\*.*?\*/#s', '', $css );
		preg_match_all( '/([^{};]+)\{/', $css, $preludes );
		$found = array();
		foreach ( $preludes[1] as $prelude ) {
			$prelude = trim( $prelude );
			if ( '' === $prelude || '@' === $prelude[0] ) {
				continue;
			}
			foreach ( explode( ',', $prelude ) as $selector ) {
				$selector = trim( (string) preg_replace( '/\s+/', ' ', $selector ) );
				if ( '' !== $selector && ! isset( $found[ $selector ] ) && ! self::can_match( $selector, $known ) ) {
					$found[ $selector ] = true;
				}
			}
		}
		return array_map( 'strval', array_keys( $found ) );
	}

	/**
	 * Whether every class and id a selector names is known.
	 *
	 * @param string               $selector One selector.
	 * @param array<string, mixed> $known    Names.
	 */
	private static function can_match( string $selector, array $known ): bool {
		$bare = (string) preg_replace( '/\[[^\]]*\]|"[^"]*"|\'[^\']*\'/', '', $selector );
		preg_match_all( '/[.#](-?[_a-zA-Z][-_a-zA-Z0-9]*)/', $bare, $names );
		foreach ( $names[1] as $name ) {
			if ( ! self::is_known( $name, $known ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a name is in the set, starts with a known prefix, or is one WordPress prints.
	 *
	 * @param string               $name  Class or id.
	 * @param array<string, mixed> $known Names.
	 */
	private static function is_known( string $name, array $known ): bool {
		if ( isset( $known[ $name ] ) ) {
			return true;
		}
		foreach ( self::CORE_PREFIXES as $prefix ) {
			if ( str_starts_with( $name, $prefix ) ) {
				return true;
			}
		}
		for ( $end = strrpos( $name, '-' ); false !== $end && $end > 1; $end = strrpos( substr( $name, 0, $end ), '-' ) ) {
			if ( isset( $known[ substr( $name, 0, $end + 1 ) ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Every identifier-like word of the Yomu theme's and plugin's sources (PHP, built JS, block and template files).
	 *
	 * @return array<string, true>
	 */
	public static function known_names(): array {
		$folders = array( YOMU_CORE_DIR . '/src', YOMU_CORE_DIR . '/templates', YOMU_CORE_DIR . '/blocks', YOMU_CORE_DIR . '/php-bridge', YOMU_CORE_DIR . '/dist' );
		$theme   = wp_get_theme( 'yomu' );
		if ( $theme->exists() ) {
			$folders[] = $theme->get_stylesheet_directory();
		}
		$known = array();
		foreach ( $folders as $folder ) {
			if ( ! is_dir( $folder ) ) {
				continue;
			}
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				if ( ! $file instanceof \SplFileInfo || ! preg_match( '/\.(php|js|mjs|json|html)$/', $file->getFilename() ) || str_contains( $file->getPathname(), '/tests/' ) ) {
					continue;
				}
				preg_match_all( '/[_a-zA-Z][-_a-zA-Z0-9]*/', (string) file_get_contents( $file->getPathname() ), $words ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local source files.
				$known += array_fill_keys( $words[0], true );
			}
		}
		return $known;
	}
}
