<?php
/**
 * A page of cards reads its chapters and volumes in one batch: the same reading order as one manga at a time, in a
 * number of queries that does not grow with the cards.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Volume;
use Yomu\Core\Listing\Card;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * ChapterRepository::prime and the card primer on the Madara fixture.
 */
final class CardPrimerTest extends FixtureCase {

	/**
	 * Queries on the chapter tables while $run runs.
	 *
	 * @param callable $run What to watch.
	 * @return string[]
	 */
	private static function chapter_queries( callable $run ): array {
		$tables  = Schema::tables();
		$seen    = array();
		$watcher = static function ( $sql ) use ( $tables, &$seen ) {
			if ( str_contains( (string) $sql, $tables['chapters'] ) || str_contains( (string) $sql, $tables['volumes'] ) ) {
				$seen[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watcher );
		try {
			$run();
		} finally {
			remove_filter( 'query', $watcher );
		}
		return $seen;
	}

	/**
	 * The fixture's manga and novel, with nothing cached.
	 *
	 * @return int[]
	 */
	private static function fresh_ids(): array {
		$ids = array( (int) self::$fixture['manga'], (int) self::$fixture['novel'] );
		foreach ( $ids as $id ) {
			Cache::bump( $id );
		}
		return $ids;
	}

	public function test_a_batch_read_gives_the_same_volumes_and_reading_order_in_two_queries(): void {
		$ids      = self::fresh_ids();
		$expected = array();
		foreach ( $ids as $id ) {
			$expected[ $id ] = array( self::keys( ChapterRepository::reading_order( $id ) ), array_map( static fn ( Volume $v ): int => $v->id, ChapterRepository::volumes( $id ) ) );
		}
		self::fresh_ids();

		$queries = self::chapter_queries( static fn () => ChapterRepository::prime( $ids ) );
		$this->assertCount( 2, $queries, 'one query for the volumes, one for the chapters' );
		$after = self::chapter_queries(
			function () use ( $ids, $expected ): void {
				foreach ( $ids as $id ) {
					$this->assertSame( $expected[ $id ][0], self::keys( ChapterRepository::reading_order( $id ) ) );
					$this->assertSame( $expected[ $id ][1], array_map( static fn ( Volume $v ): int => $v->id, ChapterRepository::volumes( $id ) ) );
				}
			}
		);
		$this->assertSame( array(), $after, 'reads after the batch come from the cache' );
	}

	public function test_the_cards_of_a_listing_read_the_chapters_of_all_its_manga_at_once(): void {
		$ids   = self::fresh_ids();
		$query = new \WP_Query(
			array(
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'post__in'    => $ids,
				'orderby'     => 'post__in',
			)
		);
		$this->assertCount( 2, $query->posts );

		$html    = '';
		$queries = self::chapter_queries(
			static function () use ( $query, &$html ): void {
				foreach ( $query->posts as $manga ) {
					$html .= Card::render( $manga );
				}
			}
		);
		$this->assertCount( 2, $queries, 'two queries for two cards, and still two for twenty' );
		// Each card still names its own newest chapter.
		foreach ( $query->posts as $manga ) {
			$latest = Card::latest_chapters( $manga );
			$this->assertNotEmpty( $latest );
			$this->assertStringContainsString( esc_html( $latest[0]->title() ), $html );
		}
	}

	public function test_search_cards_of_a_query_without_term_cache_read_all_their_terms_in_one_query(): void {
		$ids = self::fresh_ids();
		foreach ( $ids as $id ) {
			clean_object_term_cache( $id, 'wp-manga' );
		}
		$query   = new \WP_Query(
			array(
				'post_type'              => 'wp-manga',
				'post_status'            => 'publish',
				'post__in'               => $ids,
				'orderby'                => 'post__in',
				'update_post_term_cache' => false, // As yomu_listing_query() asks.
			)
		);
		$terms   = 0;
		$watcher = static function ( $sql ) use ( &$terms ) {
			global $wpdb;
			$terms += str_contains( (string) $sql, $wpdb->term_relationships ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $watcher );
		try {
			$html = '';
			foreach ( $query->posts as $manga ) {
				$html .= Card::render( $manga, Card::SEARCH );
			}
		} finally {
			remove_filter( 'query', $watcher );
		}
		$this->assertSame( 1, $terms, 'one query for the terms of every card' );
		$genres = get_the_terms( $query->posts[0], 'wp-manga-genre' );
		$this->assertNotEmpty( $genres, 'the fixture manga has genres' );
		$this->assertStringContainsString( esc_html( $genres[0]->name ), $html );
	}
}
