<?php
/**
 * The Rank Math SEO 1.0.273 method Yomu calls (Seo\Owner), for PHPStan only: Rank Math is a third-party plugin
 * (shared/vendor/seo-by-rank-math.zip), present on a site only when its owner installs it.
 *
 * @package Yomu\Core
 */

namespace RankMath;

/**
 * Rank Math's helpers.
 */
class Helper {

	/**
	 * Whether the setup wizard is still neither connected nor skipped (Rank Math then does nothing).
	 *
	 * @return bool
	 */
	public static function is_invalid_registration() {
		return true;
	}
}
