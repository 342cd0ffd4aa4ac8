<?php
/**
 * View counters: period roll-over, adopting existing counts, atomic meta increments.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Views\Counter;

require_once __DIR__ . '/ViewsTestCase.php';

final class CounterTest extends ViewsTestCase {

	/**
	 * The _value counters of a manga: day, week, month, year.
	 *
	 * @param int $manga_id Manga.
	 * @return string[]
	 */
	private function period_values( int $manga_id ): array {
		$meta   = $this->fresh_meta( $manga_id );
		$values = array();
		foreach ( array( 'day', 'week', 'month', 'year' ) as $period ) {
			$values[] = $meta[ "_wp_manga_{$period}_views_value" ][0] ?? '';
		}
		return $values;
	}

	public function test_each_period_restarts_when_it_rolls_over(): void {
		$manga = self::factory()->manga->create();
		// Wednesday 2025-06-11, twice.
		Counter::record( $manga, 0, self::NOON );
		Counter::record( $manga, 0, self::NOON + 3600 );
		$this->assertSame( array( '2', '2', '2', '2' ), $this->period_values( $manga ) );

		// Thursday: a new day.
		Counter::record( $manga, 0, self::NOON + DAY_IN_SECONDS );
		$this->assertSame( array( '1', '3', '3', '3' ), $this->period_values( $manga ) );

		// Monday 2025-06-16: a new week.
		Counter::record( $manga, 0, self::NOON + 5 * DAY_IN_SECONDS );
		$this->assertSame( array( '1', '1', '4', '4' ), $this->period_values( $manga ) );
		$this->assertSame(
			array(
				'views' => 1,
				'date'  => 'Mon-16',
			),
			get_post_meta( $manga, '_wp_manga_week_views', true ),
			'Madara\'s label of the view: date( \'D-d\' )'
		);

		// July the 1st: a new month.
		Counter::record( $manga, 0, self::NOON + 20 * DAY_IN_SECONDS );
		$this->assertSame( array( '1', '1', '1', '5' ), $this->period_values( $manga ) );

		// A new year.
		Counter::record( $manga, 0, gmmktime( 12, 0, 0, 1, 1, 2026 ) );
		$this->assertSame( array( '1', '1', '1', '1' ), $this->period_values( $manga ) );
		$this->assertSame( '6', get_post_meta( $manga, '_wp_manga_views', true ) );
	}

	public function test_the_first_view_continues_counts_the_manga_already_had(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, '_wp_manga_views', 1000 );
		update_post_meta( $manga, '_wp_manga_week_views_value', 41 );
		update_post_meta(
			$manga,
			'_wp_manga_week_views',
			array(
				'views' => 41,
				'date'  => 'Wed-11',
			)
		);

		Counter::record( $manga, 0, self::NOON );

		$this->assertSame( array( '1', '42', '1', '1' ), $this->period_values( $manga ) );
		$this->assertSame( '1001', get_post_meta( $manga, '_wp_manga_views', true ) );
		$this->assertSame( 42, get_post_meta( $manga, '_wp_manga_week_views', true )['views'] );
	}

	public function test_increment_meta_creates_one_row_and_then_adds_to_it(): void {
		global $wpdb;
		$manga = self::factory()->manga->create();
		Counter::increment_meta( $manga, '_wp_manga_views' );
		Counter::increment_meta( $manga, '_wp_manga_views' );
		Counter::increment_meta( $manga, '_wp_manga_views' );
		$rows = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_wp_manga_views'", $manga ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array( '3' ), $rows );
	}

	public function test_the_counters_are_cleaned_from_the_meta_cache(): void {
		$manga = self::factory()->manga->create();
		$this->assertSame( '', get_post_meta( $manga, '_wp_manga_views', true ) ); // Primes the cache.
		Counter::record( $manga, 0, self::NOON );
		$this->assertSame( '1', get_post_meta( $manga, '_wp_manga_views', true ) );
	}

	public function test_chapter_id_finds_only_chapters_of_that_manga(): void {
		$manga   = self::factory()->manga->create();
		$other   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->row( $manga, array( 'chapter_slug' => 'chapter-5' ) );
		self::factory()->chapter->row( $other, array( 'chapter_slug' => 'chapter-6' ) );
		$this->assertSame( $chapter, Counter::chapter_id( $manga, 'chapter-5' ) );
		$this->assertSame( 0, Counter::chapter_id( $manga, 'chapter-6' ) );
		$this->assertSame( 0, Counter::chapter_id( $manga, "chapter-5' OR '1'='1" ) );
	}
}
