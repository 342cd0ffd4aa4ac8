<?php
/**
 * The site-wide settings of consent and analytics (option yomu_site_wide): the law (GDPR or CCPA), the
 * banner texts and the measurement ids. Empty texts fall back to translated defaults.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Reads and sanitises the option.
 */
final class Options {

	public const OPTION = 'yomu_site_wide';

	public const LAWS = array( 'gdpr', 'ccpa' );

	/**
	 * Stored values with defaults filled in (texts stay '' when not customised).
	 *
	 * @return array{law: string, banner_title: string, banner_text: string, preference_text: string, analytics_id: string, ads_id: string}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One value.
	 *
	 * @param string $key Option key.
	 */
	public static function get( string $key ): string {
		$all = self::all();
		return isset( $all[ $key ] ) ? (string) $all[ $key ] : '';
	}

	/**
	 * The consent law in force.
	 */
	public static function law(): string {
		return self::get( 'law' );
	}

	/**
	 * Cleans submitted settings; anything unknown is dropped, bad ids become ''.
	 *
	 * @param mixed $input Submitted values.
	 * @return array{law: string, banner_title: string, banner_text: string, preference_text: string, analytics_id: string, ads_id: string}
	 */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$text  = static function ( string $key ) use ( $input ): string {
			return isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? $input[ $key ] : '';
		};
		$law   = $text( 'law' );
		$ga    = strtoupper( trim( $text( 'analytics_id' ) ) );
		$ads   = trim( $text( 'ads_id' ) );
		return array(
			'law'             => in_array( $law, self::LAWS, true ) ? $law : 'gdpr',
			'banner_title'    => mb_substr( sanitize_text_field( $text( 'banner_title' ) ), 0, 200 ),
			'banner_text'     => mb_substr( sanitize_textarea_field( $text( 'banner_text' ) ), 0, 2000 ),
			'preference_text' => mb_substr( sanitize_textarea_field( $text( 'preference_text' ) ), 0, 4000 ),
			// A GA4 measurement id (G-XXXXXXX); the tag is off without one.
			'analytics_id'    => 1 === preg_match( '/^G-[A-Z0-9]{4,20}$/', $ga ) ? $ga : '',
			// A Google Ads conversion target, AW-123456789/label.
			'ads_id'          => 1 === preg_match( '#^AW-[0-9]{4,20}/[A-Za-z0-9_-]{1,64}$#', $ads ) ? $ads : '',
		);
	}
}
