<?php
/**
 * Madara's ad slots (MADARA-SITE.md §8.1): the five option ids, the classes Madara's wrapper gives each, and the
 * space Yomu reserves for each before its ad arrives, so the page does not move when it does (DESIGN.md §7).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ads;

/**
 * The slot list.
 */
final class Slots {

	public const BEFORE_CONTENT = 'ads_before_content';
	public const AFTER_CONTENT  = 'ads_after_content';
	public const FOOTER         = 'ads_footer';
	public const WALL_LEFT      = 'ads_wall_left';
	public const WALL_RIGHT     = 'ads_wall_right';

	/** Madara's wrapper class of each slot (div.ad.c-ads.{class}). */
	public const CLASSES = array(
		self::BEFORE_CONTENT => 'body-top-ads',
		self::AFTER_CONTENT  => 'body-bottom-ads',
		self::FOOTER         => 'footer-ads col-md-12',
		self::WALL_LEFT      => 'wall-ads-control wall-ads-left',
		self::WALL_RIGHT     => 'wall-ads-control wall-ads-right',
	);

	/**
	 * The slots in force and their classes: Madara's filter `madara_ad_slots` may take slots away (or rename their
	 * classes); a slot Yomu has no place for is never printed.
	 *
	 * @return array<string, string> Slot id => wrapper classes.
	 */
	public static function all(): array {
		/**
		 * Madara's filter of its ad slots.
		 *
		 * @param array<string, string> $slots Slot id => wrapper classes.
		 */
		$slots = apply_filters( 'madara_ad_slots', self::CLASSES ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Madara's filter.
		$clean = array();
		foreach ( is_array( $slots ) ? $slots : array() as $key => $value ) {
			$slot = is_string( $key ) ? $key : ( is_string( $value ) ? $value : '' );
			if ( isset( self::CLASSES[ $slot ] ) ) {
				$clean[ $slot ] = is_string( $key ) && is_string( $value ) ? $value : self::CLASSES[ $slot ];
			}
		}
		return $clean;
	}

	/**
	 * Labels for the settings screen.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			self::BEFORE_CONTENT => __( 'Before the content', 'yomu-core' ),
			self::AFTER_CONTENT  => __( 'After the content', 'yomu-core' ),
			self::FOOTER         => __( 'Footer', 'yomu-core' ),
			self::WALL_LEFT      => __( 'Left wall (wide screens)', 'yomu-core' ),
			self::WALL_RIGHT     => __( 'Right wall (wide screens)', 'yomu-core' ),
		);
	}

	/**
	 * The modifier of Yomu's holder (.yomu-ad--{name}), which the stylesheet sizes.
	 *
	 * @param string $slot Slot id.
	 */
	public static function modifier( string $slot ): string {
		return str_replace( '_', '-', substr( $slot, 4 ) );
	}
}
