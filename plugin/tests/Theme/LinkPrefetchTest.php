<?php
/**
 * One prefetcher: the theme's link-prefetch island, not WordPress 6.8+'s speculation rules as well.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Theme;

use Yomu\Core\Tests\TestCase;

/**
 * Speculation rules are off while the theme is active.
 */
final class LinkPrefetchTest extends TestCase {

	public function test_core_speculation_rules_are_turned_off(): void {
		$core = array(
			'mode'      => 'prefetch',
			'eagerness' => 'conservative',
		);
		$this->assertNull( apply_filters( 'wp_speculation_rules_configuration', $core ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		if ( function_exists( 'wp_get_speculation_rules' ) ) {
			$this->assertNull( wp_get_speculation_rules(), 'WordPress prints no rules of its own' );
		}
	}
}
