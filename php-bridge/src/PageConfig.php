<?php
/**
 * Page configuration objects (SPEC §3, MADARA §4.1), printed once as `var NAME = {json};` script tags.
 *
 * @package Yomu\Bridge
 */

namespace Yomu\Bridge;

/**
 * Collects config objects during rendering and prints them before the loader runs.
 */
final class PageConfig {

	/**
	 * Objects by global name.
	 *
	 * @var array<string, array{id: string, data: mixed}>
	 */
	private static array $objects = array();

	/**
	 * Sets (or merges into) a config object.
	 *
	 * @param string               $name Global variable name, e.g. manga.
	 * @param array<string, mixed> $data JSON-serialisable data.
	 * @param string               $id   Script tag id (Madara clients look for some, e.g. wp-manga-js-extra).
	 */
	public static function set( string $name, array $data, string $id = '' ): void {
		$existing               = self::$objects[ $name ]['data'] ?? array();
		self::$objects[ $name ] = array(
			'id'   => '' !== $id ? $id : ( self::$objects[ $name ]['id'] ?? 'yomu-config-' . $name ),
			'data' => array_merge( $existing, $data ),
		);
	}

	/**
	 * The collected objects (for tests and for printing).
	 *
	 * @return array<string, array{id: string, data: mixed}>
	 */
	public static function all(): array {
		return self::$objects;
	}

	/**
	 * The script for one object: valid JSON between `var NAME = ` and the final `;`, safe inside a script tag.
	 *
	 * @param string $name Global name.
	 * @param mixed  $data Data.
	 */
	public static function script( string $name, $data ): string {
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return 'var ' . preg_replace( '/[^A-Za-z0-9_$]/', '', $name ) . ' = ' . $json . ';';
	}

	/**
	 * Prints every object as its own script tag.
	 */
	public static function print(): void {
		foreach ( self::$objects as $name => $object ) {
			wp_print_inline_script_tag( self::script( $name, $object['data'] ), array( 'id' => $object['id'] ) );
		}
	}
}
