<?php
/**
 * The measurement tag (a GA4 measurement id from Settings → Consent & analytics). The analytics island loads
 * the tag only once the visitor allows analytics cookies, and sends the site's events; the Ads conversion
 * ping for 'purchase' also needs advertisement consent.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Analytics;

use Yomu\Bridge\Island;
use Yomu\Core\Consent\Banner;
use Yomu\Core\Consent\Options;

/**
 * Prints the island mount with the tag's configuration.
 */
final class Tag {

	public const SEARCH_PARAMS = array( 'q', 's', 'search', 'query', 'keyword' );

	/**
	 * Hooks the tag.
	 */
	public static function register(): void {
		add_action( 'wp_footer', array( self::class, 'print' ), 21 );
	}

	/**
	 * The island props, or null when no measurement id is set.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function props(): ?array {
		$id = Options::get( 'analytics_id' );
		if ( '' === $id ) {
			return null;
		}
		/**
		 * Filters the URL of the measurement tag script (tests and self-hosting serve their own copy).
		 *
		 * @param string $url Script URL.
		 * @param string $id  Measurement id.
		 */
		$url = (string) apply_filters( 'yomu_analytics_script_url', 'https://www.googletagmanager.com/gtag/js?id=' . rawurlencode( $id ), $id );
		/**
		 * Filters the events counted as conversions (they also send the Ads conversion ping).
		 *
		 * @param string[] $events Event names.
		 */
		$conversions = (array) apply_filters( 'yomu_analytics_conversions', array( 'purchase' ) );
		return array(
			'id'           => $id,
			'scriptUrl'    => esc_url_raw( $url ),
			'adsId'        => Options::get( 'ads_id' ),
			'conversions'  => array_values( array_filter( $conversions, 'is_string' ) ),
			'searchParams' => self::SEARCH_PARAMS,
			'law'          => Options::law(),
			'cookie'       => Banner::COOKIE,
			'downloads'    => array( 'pdf', 'zip', 'rar', '7z', 'cbz', 'cbr', 'epub', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'mp3', 'mp4', 'avi', 'mov', 'wmv', 'exe', 'dmg', 'apk' ),
		);
	}

	/**
	 * Prints the mount point (wp_footer); nothing without an id.
	 */
	public static function print(): void {
		$props = self::props();
		if ( null === $props ) {
			return;
		}
		echo Island::render( 'analytics', $props, '', 'idle' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render() escapes.
	}
}
