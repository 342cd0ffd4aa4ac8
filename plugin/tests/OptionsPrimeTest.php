<?php
/**
 * The options most requests ask for and most sites never stored are read in one query, not one query each.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\OptionsPrime;
use Yomu\Core\Search\Index;
use Yomu\Core\Search\Indexer;

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
		wp_load_alloptions(); // As on every request, before the options it primes are read.
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

	public function test_the_search_index_check_of_each_request_reads_no_option_after_it(): void {
		set_transient( Indexer::HEAL_TRANSIENT, 1, 900 );
		foreach ( array( '_transient_', '_transient_timeout_' ) as $prefix ) {
			wp_cache_delete( $prefix . Indexer::HEAL_TRANSIENT, 'options' );
		}
		wp_cache_delete( Index::CURSOR_OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		OptionsPrime::prime();
		$queries = 0;
		$watch   = static function ( $sql ) use ( &$queries ) {
			++$queries;
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			Indexer::maybe_continue();
		} finally {
			remove_filter( 'query', $watch );
			delete_transient( Indexer::HEAL_TRANSIENT );
		}
		$this->assertSame( 0, $queries );
	}
}
