<?php
/**
 * Scheduled chapters: a chapter dated in the future is nobody's but its editors' until its minute (lists, slugs,
 * IDs a visitor names, content, the feed); no alert goes out and the manga does not move up "latest" until then.
 * At the minute the publisher releases it exactly once (two runs, two nodes), with its alert; an editor's new date
 * reschedules it or releases it at once.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Access\Policy;
use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Alerts\Queue;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Schedule\Publisher;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Feeds\ChapterRows;
use Yomu\Core\Routing\Urls;
use Yomu\Core\Seo\Sitemaps\ChapterSitemap;
use Yomu\Core\Tests\TestCase;

final class ScheduleTest extends TestCase {

	/**
	 * The chapter IDs of a manga readers see, in order.
	 *
	 * @param int $manga Manga.
	 * @return int[]
	 */
	private function readers_see( int $manga ): array {
		return array_map( static fn ( Chapter $chapter ): int => $chapter->id, ChapterRepository::reading_order( $manga ) );
	}

	/**
	 * The chapter IDs queued for new-chapter alerts.
	 *
	 * @return int[]
	 */
	private function alerted(): array {
		$queue = get_option( Queue::OPTION, array() );
		return array_merge( array(), ...array_map( static fn ( $entry ): array => (array) ( $entry['chapters'] ?? array() ), is_array( $queue ) ? $queue : array() ) );
	}

	/**
	 * A manga with one published chapter and one scheduled an hour ahead.
	 *
	 * @return array{0: int, 1: Chapter, 2: Chapter}
	 */
	private function manga(): array {
		$manga = self::factory()->manga->create( array( 'post_name' => 'zamanli' ) );
		delete_post_meta( $manga, MetaKeys::LATEST_UPDATE );
		$out   = self::factory()->chapter->text( $manga, array( 'name' => 'Bölüm 1' ) );
		$later = self::factory()->chapter->text( $manga, array( 'name' => 'Bölüm 2', 'date' => wp_date( 'Y-m-d H:i:s', time() + HOUR_IN_SECONDS ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		return array( $manga, $out, $later );
	}

	public function test_a_chapter_dated_ahead_is_hidden_from_visitors_and_shown_to_its_editors(): void {
		list( $manga, $out, $later ) = $this->manga();
		update_post_meta( $manga, MetaKeys::LATEST_UPDATE, 1 );
		$this->assertSame( array( $later->id => strtotime( $later->date_gmt . ' UTC' ) ), Table::of_manga( $manga ) );
		$this->assertSame( strtotime( $later->date_gmt . ' UTC' ), (int) get_option( Publisher::NEXT ) );
		$this->assertNotFalse( wp_next_scheduled( Publisher::HOOK ) );

		$this->assertSame( array( $out->id ), $this->readers_see( $manga ) );
		$this->assertSame( array( $out->id, $later->id ), array_map( static fn ( Chapter $chapter ): int => $chapter->id, ChapterRepository::with_scheduled( $manga ) ) );
		$this->assertNull( ChapterRepository::by_slug( $manga, $later->slug ) );
		$this->assertNull( ChapterRepository::visible( $later->id ) );
		$this->assertFalse( Policy::chapter( get_post( $manga ), $later )->allowed() );
		$this->assertNotContains( $later->id, array_map( static fn ( Chapter $chapter ): int => $chapter->id, ChapterRows::newest( $manga, 10 ) ) );
		$this->assertNotContains( $later->id, $this->alerted() );
		$locs = array_column( ChapterSitemap::urls( 1, 1000 ), 'loc' );
		$this->assertContains( Urls::chapter( $manga, $out ), $locs );
		$this->assertNotContains( Urls::chapter( $manga, $later ), $locs );
		$this->assertSame( '1', get_post_meta( $manga, MetaKeys::LATEST_UPDATE, true ) );

		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertSame( $later->id, ChapterRepository::by_slug( $manga, $later->slug )?->id );
		$this->assertSame( $later->id, ChapterRepository::visible( $later->id )?->id );
		$this->assertTrue( Policy::chapter( get_post( $manga ), $later )->allowed() );
		$this->assertSame( array( $out->id ), $this->readers_see( $manga ), 'lists stay as readers see them' );

		// The doctor names what a switch back to Madara would show at once.
		$this->assertSame( 1, array_column( Report::build()['findings'], 'count', 'code' )['chapters_scheduled'] ?? 0 );
	}

	public function test_at_its_minute_the_chapter_is_released_once_with_its_alert(): void {
		list( $manga, $out, $later ) = $this->manga();
		Table::set( $manga, $later->id, time() - 1 ); // Its minute has come.
		Publisher::maybe_run(); // What the next request does on init.

		$this->assertSame( array(), Table::of_manga( $manga ) );
		$this->assertSame( array( $out->id, $later->id ), $this->readers_see( $manga ) );
		$this->assertSame( $later->id, ChapterRepository::visible( $later->id )?->id );
		$this->assertContains( $later->id, array_map( static fn ( Chapter $chapter ): int => $chapter->id, ChapterRows::newest( $manga, 10 ) ) );
		$this->assertSame( array( $out->id, $later->id ), array_values( array_intersect( $this->alerted(), array( $out->id, $later->id ) ) ) );
		$this->assertGreaterThan( time() - 60, (int) get_post_meta( $manga, MetaKeys::LATEST_UPDATE, true ) );
		$this->assertSame( 0, (int) get_option( Publisher::NEXT ) );
		$this->assertFalse( wp_next_scheduled( Publisher::HOOK ) );

		// Another node that read the same due row: its release finds the row gone and does nothing.
		$this->assertFalse( Publisher::release( $later->id, $manga ) );
		Publisher::run();
		$this->assertSame( 1, count( array_keys( $this->alerted(), $later->id, true ) ) );
	}

	public function test_an_editor_new_date_reschedules_or_releases_it_now(): void {
		list( $manga, $out, $later ) = $this->manga();
		$next_week                   = time() + WEEK_IN_SECONDS;
		ChapterWriter::update( $later->id, array( 'date' => wp_date( 'Y-m-d H:i:s', $next_week ) ) );
		$this->assertSame( array( $later->id => $next_week ), Table::of_manga( $manga ) );
		$this->assertSame( $next_week, (int) get_option( Publisher::NEXT ) );

		ChapterWriter::update( $later->id, array( 'date' => wp_date( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ) );
		$this->assertSame( array(), Table::of_manga( $manga ) );
		$this->assertEqualsCanonicalizing( array( $out->id, $later->id ), $this->readers_see( $manga ) );
		$this->assertContains( $later->id, $this->alerted() );

		// A chapter already out, dated ahead again, waits again; a date that is not one changes nothing.
		ChapterWriter::update( $out->id, array( 'date' => wp_date( 'Y-m-d H:i:s', $next_week ) ) );
		$this->assertNotContains( $out->id, $this->readers_see( $manga ) );
		$this->assertSame( 'yomu_invalid_chapter_date', ChapterWriter::update( $out->id, array( 'date' => 'yarın' ) )->get_error_code() );

		// Deleted, it leaves the schedule (and the clock).
		ChapterWriter::delete( $out->id );
		$this->assertSame( array(), Table::of_manga( $manga ) );
		$this->assertSame( 0, (int) get_option( Publisher::NEXT ) );
	}
}
