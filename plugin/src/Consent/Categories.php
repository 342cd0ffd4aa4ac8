<?php
/**
 * The consent categories (SPEC §3): necessary is always on; the others start off under GDPR and on under CCPA,
 * where the visitor opts out instead of in.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Category slugs, labels, descriptions and the cookies each one sets.
 */
final class Categories {

	public const SLUGS = array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement' );

	/**
	 * Translated labels and descriptions by slug.
	 *
	 * @return array<string, array{label: string, description: string}>
	 */
	public static function describe(): array {
		return array(
			'necessary'     => array(
				'label'       => __( 'Necessary', 'yomu-core' ),
				'description' => __( 'Necessary cookies are required to enable the basic features of this site, such as signing in, remembering your age confirmation or your consent preferences. These cookies do not store any personally identifiable data.', 'yomu-core' ),
			),
			'functional'    => array(
				'label'       => __( 'Functional', 'yomu-core' ),
				'description' => __( 'Functional cookies help perform certain functionalities like sharing the content of the website on social media platforms, collecting feedback, and other third-party features.', 'yomu-core' ),
			),
			'analytics'     => array(
				'label'       => __( 'Analytics', 'yomu-core' ),
				'description' => __( 'Analytical cookies are used to understand how visitors interact with the website. These cookies help provide information on metrics such as the number of visitors, bounce rate, traffic source, etc.', 'yomu-core' ),
			),
			'performance'   => array(
				'label'       => __( 'Performance', 'yomu-core' ),
				'description' => __( 'Performance cookies are used to understand and analyse the key performance indexes of the website which helps in delivering a better user experience for the visitors.', 'yomu-core' ),
			),
			'advertisement' => array(
				'label'       => __( 'Advertisement', 'yomu-core' ),
				'description' => __( 'Advertisement cookies are used to provide visitors with customised advertisements based on the pages you visited previously and to analyse the effectiveness of the ad campaigns.', 'yomu-core' ),
			),
		);
	}

	/**
	 * Cookie name patterns per category, deleted from the browser when the category is rejected. A trailing *
	 * matches any suffix.
	 *
	 * @return array<string, string[]>
	 */
	public static function cookies(): array {
		$map = array(
			'functional'    => array(),
			'analytics'     => array( '_ga', '_ga_*', '_gid', '_gat*', '_dc_gtm_*' ),
			'performance'   => array(),
			'advertisement' => array( '_gcl_*', '_fbp', 'IDE', 'test_cookie', 'YSC', 'VISITOR_INFO1_LIVE' ),
		);
		/**
		 * Filters which cookies belong to which consent category.
		 *
		 * @param array<string, string[]> $map Category slug => cookie name patterns.
		 */
		$map = apply_filters( 'yomu_consent_cookies', $map );
		return is_array( $map ) ? $map : array();
	}

	/**
	 * The category of an embedded frame's host, '' when it needs no consent. YouTube and Dailymotion set
	 * advertising cookies; Vimeo and others are functional.
	 *
	 * @param string $host Frame host name.
	 */
	public static function for_host( string $host ): string {
		$host = strtolower( $host );
		$map  = array(
			'youtube.com'          => 'advertisement',
			'youtube-nocookie.com' => 'advertisement',
			'youtu.be'             => 'advertisement',
			'dailymotion.com'      => 'advertisement',
			'vimeo.com'            => 'functional',
			'twitter.com'          => 'functional',
			'facebook.com'         => 'advertisement',
		);
		/**
		 * Filters which third-party frame hosts are held back until which consent category.
		 *
		 * @param array<string, string> $map Registrable host => category slug.
		 */
		$map = apply_filters( 'yomu_consent_frame_hosts', $map );
		foreach ( (array) $map as $domain => $category ) {
			if ( $host === $domain || str_ends_with( $host, '.' . $domain ) ) {
				return in_array( $category, self::SLUGS, true ) ? (string) $category : '';
			}
		}
		return '';
	}
}
