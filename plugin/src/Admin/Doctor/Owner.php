<?php
/**
 * Who registered a widget class or a shortcode callback, from the file its code is in: Yomu (the plugin or the
 * theme), WordPress itself, a theme (which a switch replaces), Madara Core or one of its add-ons (folders named
 * madara… or wp-manga…, which need Madara Core and stop with it), or another plugin (which stays active).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * The owner of some code.
 */
final class Owner {

	public const YOMU      = 'yomu';
	public const WORDPRESS = 'wordpress';
	public const THEME     = 'theme';
	public const MADARA    = 'madara';
	public const PLUGIN    = 'plugin';
	public const UNKNOWN   = 'unknown';

	/**
	 * The owner of a class.
	 *
	 * @param string $class_name Class name.
	 * @return array{kind: string, slug: string}
	 */
	public static function of_class( string $class_name ): array {
		try {
			return self::of_file( (string) ( new \ReflectionClass( $class_name ) )->getFileName() );
		} catch ( \ReflectionException $e ) {
			return self::unknown();
		}
	}

	/**
	 * The owner of a callback (a function name, "Class::method", [object or class, method], a closure, an
	 * invokable object).
	 *
	 * @param mixed $callback Callback.
	 * @return array{kind: string, slug: string}
	 */
	public static function of_callback( $callback ): array {
		try {
			if ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
				$callback = explode( '::', $callback, 2 );
			}
			if ( is_array( $callback ) && 2 === count( $callback ) && ( is_object( $callback[0] ) || is_string( $callback[0] ) ) && is_string( $callback[1] ) ) {
				return self::of_file( (string) ( new \ReflectionMethod( $callback[0], $callback[1] ) )->getFileName() );
			}
			if ( $callback instanceof \Closure || is_string( $callback ) ) {
				return self::of_file( (string) ( new \ReflectionFunction( $callback ) )->getFileName() );
			}
			if ( is_object( $callback ) ) {
				return self::of_class( get_class( $callback ) );
			}
		} catch ( \ReflectionException $e ) {
			return self::unknown();
		}
		return self::unknown();
	}

	/**
	 * The owner of a file.
	 *
	 * @param string $file Absolute path.
	 * @return array{kind: string, slug: string}
	 */
	public static function of_file( string $file ): array {
		$file = self::path( $file );
		if ( '' === $file ) {
			return self::unknown();
		}
		$yomu_theme = wp_get_theme( 'yomu' );
		foreach ( array( YOMU_CORE_DIR, $yomu_theme->exists() ? $yomu_theme->get_stylesheet_directory() : '' ) as $root ) {
			if ( self::inside( $file, $root ) ) {
				return array(
					'kind' => self::YOMU,
					'slug' => 'yomu',
				);
			}
		}
		foreach ( array( ABSPATH . 'wp-includes', ABSPATH . 'wp-admin' ) as $root ) {
			if ( self::inside( $file, $root ) ) {
				return array(
					'kind' => self::WORDPRESS,
					'slug' => 'wordpress',
				);
			}
		}
		$slug = self::folder( $file, get_theme_root() );
		if ( '' !== $slug ) {
			// A child theme of Yomu's stays with it.
			return array(
				'kind' => 'yomu' === get_template() && get_stylesheet() === $slug ? self::YOMU : self::THEME,
				'slug' => $slug,
			);
		}
		foreach ( array( (string) constant( 'WP_PLUGIN_DIR' ), (string) constant( 'WPMU_PLUGIN_DIR' ) ) as $root ) {
			$slug = self::folder( $file, $root );
			if ( '' !== $slug ) {
				return array(
					'kind' => preg_match( '/^(madara|wp-manga)/i', $slug ) ? self::MADARA : self::PLUGIN,
					'slug' => $slug,
				);
			}
		}
		return self::unknown();
	}

	/**
	 * The first folder (or file) of a path under a root, or '' when the path is not under it.
	 *
	 * @param string $file Normalized real path.
	 * @param string $root Root folder.
	 */
	private static function folder( string $file, string $root ): string {
		$root = self::path( $root );
		if ( '' === $root || ! str_starts_with( $file, $root . '/' ) ) {
			return '';
		}
		return explode( '/', substr( $file, strlen( $root ) + 1 ), 2 )[0];
	}

	/**
	 * Whether a path is under a root.
	 *
	 * @param string $file Normalized real path.
	 * @param string $root Root folder ('' for none).
	 */
	private static function inside( string $file, string $root ): bool {
		$root = self::path( $root );
		return '' !== $root && str_starts_with( $file, $root . '/' );
	}

	/**
	 * A path with its links resolved (the test sites link the plugin and theme in), normalized, without a
	 * trailing slash; '' for none.
	 *
	 * @param string $path Path.
	 */
	private static function path( string $path ): string {
		if ( '' === $path ) {
			return '';
		}
		// A missing file (a test's made-up path) keeps its name under its nearest existing folder, resolved.
		$rest = '';
		$real = realpath( $path );
		while ( false === $real && dirname( $path ) !== $path ) {
			$rest = '/' . basename( $path ) . $rest;
			$path = dirname( $path );
			$real = realpath( $path );
		}
		return untrailingslashit( wp_normalize_path( false === $real ? $path : $real ) ) . $rest;
	}

	/**
	 * The unknown owner (code eval'd, or a callback that is not one).
	 *
	 * @return array{kind: string, slug: string}
	 */
	private static function unknown(): array {
		return array(
			'kind' => self::UNKNOWN,
			'slug' => '',
		);
	}
}
