<?php
/**
 * Listing cards read their two newest chapters from the rows stored at write time: the same chapters the reading
 * order gives, with no chapter query for a whole page of cards; a write brings them up to date (new chapters,
 * renames); a copy that cannot be read, or a manga without one, falls back to the reading order; the upkeep fills
 * the missing ones.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;
use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\LatestChapters;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * LatestChapters on the Madara fixture.
 */
final class LatestChaptersTest extends FixtureCase {

	/**
	 * The fixture's manga and novel.
	 *
	 * @return int[]
	 */
	private static function ids(): array {
		return array( (int) self::$fixture['manga'], (int) self::$fixture['novel'] );
	}

	/**
	 * The two newest chapters by the whole reading order, as IDs.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return int[]
	 */
	private static function expected( int $manga_id ): array {
		return array_map( static fn ( Chapter $c ): int => $c->id, array_slice( array_reverse( ChapterRepository::reading_order( $manga_id ) ), 0, 2 ) );
	}

	/**
	 * The latest chapters a fresh request would read, as IDs, with the SQL it ran on the chapter tables.
	 *
	 * @param int[] $ids Manga post IDs.
	 * @return array{0: array<int, int[]>, 1: string[]}
	 */
	private static function read_fresh( array $ids ): array {
		foreach ( $ids as $id ) {
			wp_cache_delete( "v:$id", Cache::GROUP ); // A new version, without announcing a write.
		}
		wp_cache_delete_multiple( $ids, 'post_meta' );
		update_meta_cache( 'post', $ids );
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
			LatestChapters::prime( $ids );
			$latest = array();
			foreach ( $ids as $id ) {
				$latest[ $id ] = array_map( static fn ( Chapter $c ): int => $c->id, LatestChapters::of( $id ) );
			}
		} finally {
			remove_filter( 'query', $watcher );
		}
		return array( $latest, $seen );
	}

	protected function setUp(): void {
		parent::setUp();
		foreach ( self::ids() as $id ) {
			LatestChapters::write( $id );
		}
	}

	public function test_stored_rows_give_the_reading_orders_newest_chapters_without_a_chapter_query(): void {
		$ids = self::ids();
		foreach ( $ids as $id ) {
			$this->assertCount( 2, (array) get_post_meta( $id, LatestChapters::META, true ), 'the fixture manga have chapters' );
		}
		list( $latest, $queries ) = self::read_fresh( $ids );
		foreach ( $ids as $id ) {
			$this->assertSame( self::expected( $id ), $latest[ $id ] );
		}
		$chapters = array_filter( $queries, static fn ( string $sql ): bool => str_contains( $sql, Schema::tables()['chapters'] ) );
		$this->assertSame( array(), array_values( $chapters ), 'the cards read no chapter row' );
		$this->assertLessThanOrEqual( 1, count( $queries ), 'at most one query, for the volumes their URLs name' );
	}

	public function test_a_renamed_chapter_shows_its_new_name_after_the_write(): void {
		global $wpdb;
		$manga  = (int) self::$fixture['manga'];
		$newest = self::expected( $manga )[0];
		$before = ChapterRepository::find( $newest );
		$wpdb->update( Schema::tables()['chapters'], array( 'chapter_name_extend' => 'Yeni ad' ), array( 'chapter_id' => $newest ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write path's own update, before its bump.
		try {
			Cache::bump( $manga );
			LatestChapters::write_changed();
			list( $latest ) = self::read_fresh( array( $manga ) );
			$this->assertSame( $newest, $latest[ $manga ][0] );
			$this->assertSame( $before->name . ' - Yeni ad', LatestChapters::of( $manga )[0]->title() );
		} finally {
			$wpdb->update( Schema::tables()['chapters'], array( 'chapter_name_extend' => $before->name_extend ), array( 'chapter_id' => $newest ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- restores the fixture.
			Cache::bump( $manga );
			LatestChapters::write_changed();
		}
	}

	public function test_a_new_chapter_is_on_the_card_after_the_write_that_added_it(): void {
		global $wpdb;
		$manga = (int) self::$fixture['manga'];
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a chapter written behind the cache, as a write path would before its bump.
			Schema::tables()['chapters'],
			array(
				'post_id'        => $manga,
				'volume_id'      => 0,
				'chapter_name'   => 'Chapter 999',
				'chapter_slug'   => 'chapter-999',
				'chapter_sort'   => 999,
				'date'           => current_time( 'mysql' ),
				'date_gmt'       => current_time( 'mysql', true ),
				'storage_in_use' => 'local',
			)
		);
		$new = (int) $wpdb->insert_id;
		try {
			Cache::bump( $manga ); // What every Yomu write does; the IDs are written when the request ends.
			LatestChapters::write_changed();
			list( $latest ) = self::read_fresh( array( $manga ) );
			$this->assertSame( $new, $latest[ $manga ][0] );
			$this->assertSame( self::expected( $manga ), $latest[ $manga ] );
		} finally {
			$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test chapter.
				Schema::tables()['chapters'],
				array( 'chapter_id' => $new )
			);
			Cache::bump( $manga );
			LatestChapters::write_changed();
		}
	}

	public function test_a_stored_copy_that_cannot_be_read_falls_back_to_the_reading_order(): void {
		$manga = (int) self::$fixture['manga'];
		update_post_meta( $manga, LatestChapters::META, array( array( 'chapter_id' => 1 ) ) );
		list( $latest ) = self::read_fresh( array( $manga ) );
		$this->assertSame( self::expected( $manga ), $latest[ $manga ] );
	}

	public function test_manga_without_stored_ids_read_their_reading_order_and_the_upkeep_fills_them(): void {
		$ids = self::ids();
		LatestChapters::forget_all();
		list( $latest ) = self::read_fresh( $ids );
		foreach ( $ids as $id ) {
			$this->assertSame( self::expected( $id ), $latest[ $id ] );
			$this->assertSame( array(), get_post_meta( $id, LatestChapters::META, false ), 'a read writes nothing' );
		}
		LatestChapters::upkeep();
		foreach ( $ids as $id ) {
			$rows = (array) get_post_meta( $id, LatestChapters::META, true );
			$this->assertSame( self::expected( $id ), array_map( static fn ( array $row ): int => $row['chapter_id'], $rows ) );
		}
	}

	public function test_the_card_shows_the_stored_newest_chapter(): void {
		$manga = get_post( (int) self::$fixture['manga'] );
		self::read_fresh( array( $manga->ID ) );
		$newest = ChapterRepository::find( self::expected( $manga->ID )[0] );
		$this->assertStringContainsString( esc_html( $newest->title() ), Card::render( $manga ) );
	}
}
