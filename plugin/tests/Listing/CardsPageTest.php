<?php
/**
 * A page of cards near the start of a listing reads its manga rows in one query; deep pages keep WordPress's split
 * (IDs first), which skips rows on the index.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\Cards;
use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Tests\TestCase;

/**
 * Cards::page on the posts table.
 */
final class CardsPageTest extends TestCase {

	/**
	 * The manga of this test.
	 *
	 * @var int[]
	 */
	private array $made = array();

	protected function setUp(): void {
		parent::setUp();
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->made[] = self::factory()->manga->create( array( 'post_title' => "Cards page $i" ) );
		}
	}

	/**
	 * The queries on the posts table while a page of cards is made.
	 *
	 * @param int $paged Page.
	 * @return string[]
	 */
	private function posts_queries( int $paged ): array {
		global $wpdb;
		foreach ( $this->made as $id ) {
			clean_post_cache( $id );
		}
		$seen  = array();
		$watch = static function ( $sql ) use ( $wpdb, &$seen ) {
			if ( str_contains( (string) $sql, "FROM {$wpdb->posts}" ) ) {
				$seen[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			Cards::page( QueryVars::map( array(), $paged ), Card::ARCHIVE );
		} finally {
			remove_filter( 'query', $watch );
		}
		return $seen;
	}

	public function test_the_first_page_reads_whole_rows_in_one_query_without_a_persistent_cache(): void {
		global $wpdb;
		$queries = $this->posts_queries( 1 );
		if ( wp_using_ext_object_cache() ) {
			// With a persistent object cache the split pays: rows come from the cache, only the IDs from the database.
			$this->assertStringNotContainsString( "{$wpdb->posts}.*", $queries[0] ?? '' );
			return;
		}
		$this->assertCount( 1, $queries, implode( "\n", $queries ) );
		$this->assertStringContainsString( "{$wpdb->posts}.*", $queries[0] );
	}

	public function test_a_deep_page_reads_ids_first(): void {
		global $wpdb;
		$queries = $this->posts_queries( 50 );
		$this->assertNotEmpty( $queries );
		$this->assertStringNotContainsString( "{$wpdb->posts}.*", $queries[0] );
	}
}
