<?php
/**
 * The options most requests ask for and most sites never stored are read in one query, not one query each.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\OptionsPrime;

/**
 * OptionsPrime.
 */
final class OptionsPrimeTest extends TestCase {

	public function test_the_usual_missing_options_cost_one_query_together(): void {
		$names = array( 'yomu_cdn_url', 'yomu_captcha_test_provider', 'yomu_site_wide', 'site_logo' );
		foreach ( $names as $name ) {
			delete_option( $name );
		}
		wp_cache_delete( 'notoptions', 'options' );
		$queries = 0;
		$watch   = static function ( $sql ) use ( &$queries ) {
			global $wpdb;
			$queries += str_contains( (string) $sql, $wpdb->options ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			OptionsPrime::prime();
			foreach ( $names as $name ) {
				$this->assertFalse( get_option( $name ) );
			}
		} finally {
			remove_filter( 'query', $watch );
		}
		$this->assertSame( 1, $queries );
	}
}
