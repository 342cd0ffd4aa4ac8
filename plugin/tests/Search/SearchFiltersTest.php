<?php
/**
 * Advanced search filters: parsing (whitelisting) and the clauses they add to listing queries.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Search;

use Yomu\Core\Listing\QueryVars;
use Yomu\Core\Search\Filters;
use Yomu\Core\Tests\TestCase;

/**
 * Filters::parse and Filters::query_args.
 */
final class SearchFiltersTest extends TestCase {

	/**
	 * Only known values pass; anything else is dropped.
	 */
	public function test_parse_whitelists_every_value(): void {
		$parsed = Filters::parse(
			array(
				'genre'   => array( 'Action', '../x', array( 'nested' ), '' ),
				'op'      => array( '1' ),
				'author'  => "<b>Oda</b>' OR 1=1",
				'artist'  => array( 'x' ),
				'release' => '2020',
				'status'  => array( 'end', 'draft', 'publish', 'on-going' ),
				'adult'   => '2',
			)
		);
		$this->assertSame( array( 'action', 'x' ), $parsed['genre'] );
		$this->assertFalse( $parsed['op'] );
		$this->assertSame( "Oda' OR 1=1", $parsed['author'] );
		$this->assertSame( '', $parsed['artist'] );
		$this->assertSame( '2020', $parsed['release'] );
		$this->assertSame( array( 'end', 'on-going' ), $parsed['status'] );
		$this->assertSame( '', $parsed['adult'] );
		$this->assertFalse( Filters::any( Filters::parse( array() ) ) );
	}

	/**
	 * Load-more vars carrying filters narrow the listing query like the search page does.
	 */
	public function test_query_args_apply_filters_to_listing_queries(): void {
		$tag = 'zqfilter' . strtolower( wp_generate_password( 5, false ) );
		$ids = array();
		foreach ( array( 'a', 'b', 'c' ) as $key ) {
			$ids[ $key ] = self::factory()->manga->create( array( 'post_title' => "Filter $key $tag" ), array( '_wp_manga_status' => null ) );
		}
		wp_set_object_terms( $ids['a'], array( "$tag-one", "$tag-two" ), 'wp-manga-genre' );
		wp_set_object_terms( $ids['b'], array( "$tag-one" ), 'wp-manga-genre' );
		wp_set_object_terms( $ids['c'], array( "Writer $tag" ), 'wp-manga-author' );
		update_post_meta( $ids['b'], '_wp_manga_status', 'end' );

		$found = function ( array $filters ) use ( $tag ): array {
			$raw    = array(
				's'               => $tag,
				Filters::VARS_KEY => $filters,
			);
			$query  = new \WP_Query( Filters::query_args( QueryVars::map( $raw ), $raw ) );
			$titles = wp_list_pluck( $query->posts, 'post_title' );
			sort( $titles );
			return $titles;
		};
		$this->assertSame( array( "Filter a $tag", "Filter b $tag" ), $found( array( 'genre' => array( "$tag-one" ) ) ) );
		$this->assertSame(
			array( "Filter a $tag" ),
			$found(
				array(
					'genre' => array( "$tag-one", "$tag-two" ),
					'op'    => '1',
				)
			)
		);
		$this->assertSame( array( "Filter b $tag" ), $found( array( 'status' => array( 'end' ) ) ) );
		$this->assertSame( array( "Filter c $tag" ), $found( array( 'author' => "writer $tag" ) ) );
		$this->assertSame( array(), $found( array( 'author' => "nobody $tag" ) ) );
	}
}
