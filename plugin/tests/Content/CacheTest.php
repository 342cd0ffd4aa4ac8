<?php
/**
 * Per-manga cache versioning: reads are cached, and Cache::bump() for a manga makes its next read see
 * changed rows, while other manga stay cached.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Cache invalidation of chapter reads.
 */
final class CacheTest extends FixtureCase {

	public function test_a_changed_row_is_seen_after_the_manga_is_bumped(): void {
		$manga = self::$fixture['manga'];
		$this->assertSame( 'Chapter 1 - The Beginning', ChapterRepository::reading_order( $manga )[0]->title() );

		$this->write_chapter( 'ch1', array( 'chapter_name_extend' => 'Renamed' ) );
		$this->assertSame( 'Chapter 1 - The Beginning', ChapterRepository::reading_order( $manga )[0]->title(), 'still the cached read' );

		Cache::bump( $manga );
		$this->assertSame( 'Chapter 1 - Renamed', ChapterRepository::reading_order( $manga )[0]->title() );

		$this->write_chapter( 'ch1', array( 'chapter_name_extend' => 'The Beginning' ) );
		Cache::bump( $manga );
	}

	public function test_reordering_volumes_takes_effect_after_a_bump(): void {
		global $wpdb;
		$manga   = self::$fixture['manga'];
		$volumes = $wpdb->prefix . 'manga_volumes';
		$this->assertSame( 'ch1', self::keys( ChapterRepository::reading_order( $manga ) )[0] );

		$wpdb->update( $volumes, array( 'volume_index' => 9 ), array( 'volume_id' => self::$fixture['volumes']['vol-1'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( $manga );
		$order = self::keys( ChapterRepository::reading_order( $manga ) );
		$wpdb->update( $volumes, array( 'volume_index' => 1 ), array( 'volume_id' => self::$fixture['volumes']['vol-1'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( $manga );

		$this->assertSame( array( 'ch3', 'ch4', 'ch4-5', 'ch5', 'ch5-dup', 'ch1', 'ch2', 'notice', 'ch6' ), $order );
		$this->assertSame( 'ch1', self::keys( ChapterRepository::reading_order( $manga ) )[0] );
	}

	public function test_changed_pages_are_seen_after_a_bump(): void {
		global $wpdb;
		$chapter = $this->chapter( 'ch3' );
		$this->assertCount( 2, ChapterRepository::pages( $chapter ) );

		$data = $wpdb->prefix . 'manga_chapters_data';
		$old  = $wpdb->get_var( $wpdb->prepare( "SELECT data FROM `$data` WHERE chapter_id = %d", $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$new  = wp_json_encode(
			array(
				1 => array(
					'src'  => 'https://i.imgur.com/Only.jpg',
					'mime' => 'image/jpeg',
				),
			)
		);
		$wpdb->update( $data, array( 'data' => $new ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$cached = count( ChapterRepository::pages( $chapter ) );
		Cache::bump( $chapter->manga_id );
		$fresh = ChapterRepository::pages( $chapter );
		$wpdb->update( $data, array( 'data' => $old ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( $chapter->manga_id );

		$this->assertSame( 2, $cached );
		$this->assertCount( 1, $fresh );
		$this->assertSame( 'https://i.imgur.com/Only.jpg', $fresh[0]->url );
	}

	public function test_bumping_one_manga_leaves_another_cached(): void {
		$manga = self::$fixture['manga'];
		$novel = self::$fixture['novel'];
		ChapterRepository::reading_order( $manga );
		$this->assertSame( 'Chapter 1', ChapterRepository::reading_order( $novel )[0]->title() );

		$this->write_chapter( 'n1', array( 'chapter_name_extend' => 'Changed' ) );
		Cache::bump( $manga );
		$still = ChapterRepository::reading_order( $novel )[0]->title();
		Cache::bump( $novel );
		$now = ChapterRepository::reading_order( $novel )[0]->title();
		$this->write_chapter( 'n1', array( 'chapter_name_extend' => '' ) );
		Cache::bump( $novel );

		$this->assertSame( 'Chapter 1', $still );
		$this->assertSame( 'Chapter 1 - Changed', $now );
	}

	/**
	 * Changes a chapter row directly, as another process (or Madara itself) would.
	 *
	 * @param string               $key    Chapter key.
	 * @param array<string, mixed> $values Columns.
	 */
	private function write_chapter( string $key, array $values ): void {
		global $wpdb;
		$this->assertNotFalse( $wpdb->update( $wpdb->prefix . 'manga_chapters', $values, array( 'chapter_id' => self::id( $key ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
