<?php
/**
 * Manga searches follow the search index, which is written by SQL, although WordPress keeps query results in the
 * object cache (within a request always, across requests with a persistent cache).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Search;

use WP_Query;
use Yomu\Core\Search\Index;
use Yomu\Core\Tests\TestCase;

/**
 * IndexVersion through real WP_Query searches.
 */
final class IndexVersionTest extends TestCase {


	/**
	 * IDs a manga search answers.
	 *
	 * @param string $words Search words.
	 * @return int[]
	 */
	private static function search( string $words ): array {
		$query = new WP_Query(
			array(
				's'           => $words,
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'fields'      => 'ids',
			)
		);
		return array_map( 'intval', $query->posts );
	}

	public function test_a_search_finds_a_manga_by_its_author_renamed_after_the_search_was_cached(): void {
		$suffix = strtolower( wp_generate_password( 8, false ) );
		$manga  = self::factory()->manga->create( array( 'post_title' => 'Index version ' . $suffix ) );
		$term   = self::factory()->term->create( 'Oldpen' . $suffix, Index::AUTHOR_TAX );
		wp_set_object_terms( $manga, array( $term ), Index::AUTHOR_TAX );
		$this->assertSame( array(), self::search( 'Newpen' . $suffix ) );

		wp_update_term( $term, Index::AUTHOR_TAX, array( 'name' => 'Newpen' . $suffix ) );

		$this->assertSame( array( $manga ), self::search( 'Newpen' . $suffix ) );
		$this->assertSame( array(), self::search( 'Oldpen' . $suffix ) );
	}
}
