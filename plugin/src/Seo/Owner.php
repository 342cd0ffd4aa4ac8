<?php
/**
 * Who owns the page head: an active SEO plugin (Yoast SEO, Rank Math) or Yomu. One answer for every SEO part (head
 * tags, sitemaps, robots, feeds), so they never disagree on who prints what.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo;

/**
 * The SEO plugin in charge, if any.
 */
final class Owner {

	public const YOAST     = 'yoast';
	public const RANK_MATH = 'rank-math';

	/**
	 * The active SEO plugin ('yoast', 'rank-math') or '' when Yomu prints its own tags. Yoast first when both run
	 * (Madara's own SEO hooks were Yoast's). Known once plugins are loaded.
	 */
	public static function plugin(): string {
		if ( defined( 'WPSEO_VERSION' ) ) {
			return self::YOAST;
		}
		if ( defined( 'RANK_MATH_VERSION' ) && self::rank_math_set_up() ) {
			return self::RANK_MATH;
		}
		return '';
	}

	/**
	 * Rank Math prints nothing and builds no sitemap until its setup wizard is connected or skipped: until then the
	 * head stays Yomu's.
	 */
	private static function rank_math_set_up(): bool {
		return ! class_exists( '\RankMath\Helper' ) || ! \RankMath\Helper::is_invalid_registration();
	}

	/**
	 * Whether Yomu prints the head's description, OpenGraph, canonical and JSON-LD itself.
	 */
	public static function is_yomu(): bool {
		return '' === self::plugin();
	}
}
