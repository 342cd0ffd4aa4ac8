<?php
/**
 * Preconnect hints that follow where files come from: on every page the assets' origin when it is not the site's
 * (modules and fonts are fetched in CORS mode, the stylesheet without, so both connections), and on manga and
 * reader pages the origins of the chapter images (`yomu_image_origins`).
 *
 * Printed by hand rather than through wp_resource_hints, which drops ports and keeps one hint per URL.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cdn;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Storage\Paths;

/**
 * The head hints.
 */
final class Hints {

	/**
	 * Hooks the hints early in the head.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'print' ), 2 );
	}

	/**
	 * The origins the current page's chapter images come from, after the `yomu_image_origins` filter.
	 *
	 * @return string[]
	 */
	public static function image_origins(): array {
		$origins = array( CdnUrl::origin( Paths::public_data_url() ) );
		/**
		 * Filters the origins the current page's images come from (for preconnect hints on manga and reader
		 * pages). Storage back ends add theirs, e.g. a bucket's public URL.
		 *
		 * @param string[] $origins Origins (scheme://host[:port]).
		 */
		$origins = apply_filters( 'yomu_image_origins', $origins );
		return array_values( array_unique( array_filter( array_map( static fn ( $o ) => is_string( $o ) ? CdnUrl::origin( $o ) : '', (array) $origins ) ) ) );
	}

	/**
	 * The hints of the current page: [origin, crossorigin] pairs, none for the site's own origin.
	 *
	 * @return array<int, array{0: string, 1: bool}>
	 */
	public static function hints(): array {
		$site  = CdnUrl::origin( home_url( '/' ) );
		$hints = array();
		if ( CdnUrl::applies() ) {
			$assets  = CdnUrl::origin( CdnUrl::base() );
			$hints[] = array( $assets, false );
			$hints[] = array( $assets, true );
		}
		if ( is_singular( PostTypes::MANGA ) ) {
			foreach ( self::image_origins() as $origin ) {
				$hints[] = array( $origin, false );
			}
		}
		$unique = array();
		foreach ( $hints as $hint ) {
			if ( '' !== $hint[0] && $hint[0] !== $site ) {
				$unique[ $hint[0] . ( $hint[1] ? ' cors' : '' ) ] = $hint;
			}
		}
		return array_values( $unique );
	}

	/**
	 * Prints the link tags.
	 */
	public static function print(): void {
		foreach ( self::hints() as list( $origin, $cors ) ) {
			printf( '<link rel="preconnect" href="%s"%s>' . "\n", esc_url( $origin ), $cors ? ' crossorigin' : '' );
		}
	}
}
