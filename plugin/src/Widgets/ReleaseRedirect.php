<?php
/**
 * A release year asked for through the release widget's box (?wp-manga-release=YYYY) that has no page of its
 * own (no manga of that year, so WordPress answers 404) goes to the manga search filtered by that year, as
 * Madara does.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The redirect.
 */
final class ReleaseRedirect {

	/**
	 * Hooks the check before the 404 page is printed.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'maybe_redirect' ), 5 );
	}

	/**
	 * Redirects a 404 of a release year to the search.
	 */
	public static function maybe_redirect(): void {
		if ( ! is_404() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only GET link.
		$year = isset( $_GET['wp-manga-release'] ) && is_string( $_GET['wp-manga-release'] ) ? sanitize_title( wp_unslash( $_GET['wp-manga-release'] ) ) : '';
		$url  = self::target( $year );
		if ( '' !== $url ) {
			wp_safe_redirect( $url, 302, 'Yomu' );
			exit;
		}
	}

	/**
	 * The search URL for a year ('' for anything but a year of up to four digits).
	 *
	 * @param string $year The asked year.
	 */
	public static function target( string $year ): string {
		if ( 1 !== preg_match( '/^[0-9]{1,4}$/', $year ) ) {
			return '';
		}
		// Written out: WordPress's query builder would drop the equals sign of the empty search.
		return home_url( '/?s=&post_type=wp-manga&release=' . $year );
	}
}
