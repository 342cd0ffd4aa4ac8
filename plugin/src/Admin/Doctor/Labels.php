<?php
/**
 * Words the text report and the admin screen share.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * Translated labels.
 */
final class Labels {

	/**
	 * Manga kinds in report order, with their labels (Madara calls text "Novel" and video "Drama").
	 *
	 * @return array<string, string>
	 */
	public static function kinds(): array {
		return array(
			'manga'   => __( 'Manga', 'yomu-core' ),
			'text'    => __( 'Novel', 'yomu-core' ),
			'video'   => __( 'Drama', 'yomu-core' ),
			'unknown' => __( 'Unknown', 'yomu-core' ),
			'total'   => __( 'Total', 'yomu-core' ),
		);
	}

	/**
	 * Whether something Yomu adds is already there.
	 *
	 * @param bool $present Present.
	 */
	public static function presence( bool $present ): string {
		return $present ? __( 'present', 'yomu-core' ) : __( 'added on activation', 'yomu-core' );
	}

	/**
	 * Severity names.
	 *
	 * @param string $severity Findings::BLOCKER, WARNING or INFO.
	 */
	public static function severity( string $severity ): string {
		$labels = array(
			Findings::BLOCKER => __( 'Will not show', 'yomu-core' ),
			Findings::WARNING => __( 'Warning', 'yomu-core' ),
			Findings::INFO    => __( 'Handled', 'yomu-core' ),
		);
		return $labels[ $severity ] ?? $severity;
	}

	/**
	 * The active theme and Madara Core's state, in one sentence.
	 *
	 * @param array<string, mixed> $site Report site.
	 */
	public static function site( array $site ): string {
		$core = empty( $site['madara_core'] )
			? __( 'Madara Core is not active.', 'yomu-core' )
			/* translators: %s: Madara Core version. */
			: sprintf( __( 'Madara Core %s is active: deactivate it when switching to the Yomu theme.', 'yomu-core' ), (string) $site['madara_core_version'] );
		/* translators: 1: theme folder name, 2: sentence about Madara Core. */
		return sprintf( __( 'Active theme: %1$s. %2$s', 'yomu-core' ), (string) $site['theme'], $core );
	}
}
