<?php
/**
 * Early access: a chapter is priced until its moment and free from it on (its own date, or the site rule by its
 * date_gmt), dates in UTC whatever the site's time zone; at the moment the manga is bumped and purged, the next
 * moment is scheduled in WP-Cron, and guest answers are not kept by shared caches past it.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

use Yomu\Core\Admin\LocalDateTime;
use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\Settings as MangaSettings;
use Yomu\Core\Http\CacheHeaders;
use Yomu\Core\Premium\CoinTable;
use Yomu\Core\Premium\EarlyAccess;
use Yomu\Core\Premium\EarlyAccessTable;
use Yomu\Core\Premium\Prices;
use Yomu\Core\Premium\Unlocks;
use Yomu\Core\Purge\Queue;
use Yomu\Core\Tests\TestCase;

final class EarlyAccessTest extends TestCase {

	/**
	 * The URL lists `yomu_purge_urls` received.
	 *
	 * @var array<int, string[]>
	 */
	private array $purged = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		CoinTable::ensure(); // DDL: outside the tests' rolled-back transactions.
	}

	protected function setUp(): void {
		parent::setUp();
		add_action( 'yomu_purge_urls', array( $this, 'record' ) );
	}

	protected function tearDown(): void {
		remove_action( 'yomu_purge_urls', array( $this, 'record' ) );
		parent::tearDown();
		Queue::flush();
	}

	/**
	 * Records a purge.
	 *
	 * @param string[] $urls URLs.
	 */
	public function record( array $urls ): void {
		$this->purged[] = $urls;
	}

	/**
	 * A published manga with one chapter of a price (null = no coin row) published at a UTC time.
	 *
	 * @param int|null $price     Own price.
	 * @param int      $published Unix time of date_gmt.
	 * @param int      $offset    Seconds the local `date` column is ahead of date_gmt.
	 */
	private function chapter( ?int $price, int $published, int $offset = 0 ): Chapter {
		$manga   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->row_and_get(
			$manga,
			array(
				'date_gmt' => gmdate( 'Y-m-d H:i:s', $published ),
				'date'     => gmdate( 'Y-m-d H:i:s', $published + $offset ),
			)
		);
		if ( null !== $price ) {
			CoinTable::set( $manga, array( $chapter->id ), $price );
		}
		return $chapter;
	}

	/**
	 * Sets the site rule.
	 *
	 * @param int    $days  Days.
	 * @param string $price own or default.
	 */
	private function rule( int $days, string $price = EarlyAccess::OWN_PRICE ): void {
		update_option(
			EarlyAccess::OPTION,
			array(
				'days'  => $days,
				'price' => $price,
			)
		);
	}

	public function test_a_chapter_is_priced_before_its_date_and_free_from_it(): void {
		$chapter = $this->chapter( 5, time() - 3600 );
		$moment  = time() + 3600;
		EarlyAccessTable::set( $chapter->manga_id, $chapter->id, $moment );

		$this->assertSame( 5, Prices::of( $chapter ), 'before its date the chapter keeps its price' );
		$this->assertSame( $moment, EarlyAccess::free_from( $chapter ) );
		$this->assertSame( 5, EarlyAccess::price( $chapter, 5, $moment - 1 ), 'one second before' );
		$this->assertSame( 0, EarlyAccess::price( $chapter, 5, $moment ), 'at the moment' );
		$this->assertSame( 0, EarlyAccess::price( $chapter, 5, $moment + 86400 ), 'after it' );

		EarlyAccessTable::set( $chapter->manga_id, $chapter->id, time() - 1 );
		$this->assertSame( 0, Prices::of( $chapter ), 'a date in the past: free now' );
		EarlyAccessTable::set( $chapter->manga_id, $chapter->id, null );
		$this->assertSame( 5, Prices::of( $chapter ), 'without a date nor a rule the price stays' );
	}

	public function test_the_site_rule_counts_days_from_the_chapters_date_gmt(): void {
		$this->rule( 7 );
		$recent = $this->chapter( 5, time() - 6 * 86400 );
		$old    = $this->chapter( 5, time() - 8 * 86400 );
		$free   = $this->chapter( 0, time() - 3600 );

		$this->assertSame( 5, Prices::of( $recent ), 'six days old: still early access' );
		$this->assertSame( 0, Prices::of( $old ), 'eight days old: free' );
		$this->assertSame( 0, Prices::of( $free ), 'a free chapter stays free with its own price' );
		$published = EarlyAccess::utc_time( $recent->date_gmt );
		$this->assertNotNull( $published );
		$this->assertSame( $published + 7 * 86400, EarlyAccess::free_from( $recent ) );

		EarlyAccessTable::set( $old->manga_id, $old->id, time() + 3600 );
		$this->assertSame( 5, Prices::of( $old ), "the chapter's own date comes before the rule" );

		$this->rule( 0 );
		$this->assertSame( 5, Prices::of( $recent ), 'rule off: the price stays' );
		$this->assertNull( EarlyAccess::free_from( $recent ) );
	}

	public function test_the_site_default_price_applies_during_early_access_when_chosen(): void {
		$all                             = get_option( MangaSettings::OPTION, array() );
		$all                             = is_array( $all ) ? $all : array();
		$all['wp_manga_chapter_selling'] = array( 'default_coin' => '3' );
		update_option( MangaSettings::OPTION, $all );
		$recent = $this->chapter( 5, time() - 86400 );
		$free   = $this->chapter( 0, time() - 86400 );

		$this->rule( 7, EarlyAccess::OWN_PRICE );
		$this->assertSame( 5, Prices::of( $recent ) );
		$this->assertSame( 0, Prices::of( $free ) );

		$this->rule( 7, EarlyAccess::DEFAULT_PRICE );
		$this->assertSame( 3, Prices::of( $recent ), 'the site default instead of its own price' );
		$this->assertSame( 3, Prices::of( $free ), 'every early-access chapter costs the default' );
		$this->assertSame( 5, Prices::own( $recent ), 'its own price is untouched' );
	}

	public function test_dates_are_utc_whatever_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Asia/Tokyo' );
		update_option( 'gmt_offset', 9 );
		$this->assertSame( gmmktime( 9, 0, 0, 1, 31, 2030 ), LocalDateTime::parse( '2030-01-31T18:00' ), '18:00 in Tokyo is 09:00 UTC' );
		$this->assertSame( gmmktime( 9, 0, 30, 1, 31, 2030 ), LocalDateTime::parse( '2030-01-31 18:00:30' ) );
		$this->assertNull( LocalDateTime::parse( '2030-02-31T18:00' ), 'no such day' );
		$this->assertNull( LocalDateTime::parse( 'tomorrow' ) );

		$chapter = $this->chapter( 5, time() - 3600 );
		EarlyAccessTable::set( $chapter->manga_id, $chapter->id, (int) LocalDateTime::parse( '2030-01-31T18:00' ) );
		global $wpdb;
		$stored = $wpdb->get_var( $wpdb->prepare( 'SELECT free_from FROM `' . EarlyAccessTable::name() . '` WHERE chapter_id = %d', $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( '2030-01-31 09:00:00', $stored, 'stored in UTC' );

		// date_gmt says 7 days and 1 hour ago; the local date (9 hours ahead) would say 6 days and 8 hours.
		$this->rule( 7 );
		$aged = $this->chapter( 5, time() - 7 * 86400 - 3600, 9 * 3600 );
		$this->assertSame( 0, Prices::of( $aged ), 'the rule reads date_gmt, not the local date' );
	}

	public function test_at_the_moment_the_manga_is_bumped_purged_and_the_next_moment_scheduled(): void {
		$soon    = $this->chapter( 5, time() - 3600 );
		$later   = $this->chapter( 5, time() - 3600 );
		$moment  = time() + 2;
		$next    = time() + 7200;
		$version = Cache::version( $soon->manga_id );
		EarlyAccessTable::set( $soon->manga_id, $soon->id, $moment );
		EarlyAccessTable::set( $later->manga_id, $later->id, $next );
		Unlocks::refresh();
		Queue::flush();
		$this->purged = array();

		$this->assertSame( $moment, Unlocks::state()['next'] );
		$this->assertSame( 'yomu_early_access_unlock', Unlocks::HOOK );
		$this->assertSame( $moment, wp_next_scheduled( Unlocks::HOOK ), 'a WP-Cron event at the moment' );
		$header = $this->guest_header();
		$this->assertMatchesRegularExpression( '/^public, max-age=0, s-maxage=[0-2]$/', $header, 'shared caches keep guest pages no longer than the moment, never stale' );

		$version = Cache::version( $soon->manga_id );
		Unlocks::maybe_run();
		$this->assertSame( $version, Cache::version( $soon->manga_id ), 'nothing runs before the moment' );

		$this->wait_until( $moment );
		do_action( 'yomu_early_access_unlock' ); // What WP-Cron (wp-cron.php, or `wp cron event run --due-now`) runs at the moment.

		$this->assertNotSame( $version, Cache::version( $soon->manga_id ), "the manga's cache version is bumped" );
		$this->assertSame( 0, Prices::of( $soon ) );
		$this->assertSame( 5, Prices::of( $later ) );
		Queue::flush();
		$urls       = array_merge( ...$this->purged );
		$soon_manga = get_post( $soon->manga_id );
		$this->assertInstanceOf( \WP_Post::class, $soon_manga );
		$this->assertContains( \Yomu\Core\Routing\Urls::manga( $soon_manga ), $urls, "the manga's page is purged" );
		$this->assertContains( \Yomu\Core\Routing\Urls::chapter( $soon_manga, $soon ), $urls, "the chapter's page is purged" );
		$later_manga = get_post( $later->manga_id );
		$this->assertInstanceOf( \WP_Post::class, $later_manga );
		$this->assertNotContains( \Yomu\Core\Routing\Urls::manga( $later_manga ), $urls, 'a manga whose moment has not come is not purged' );

		$this->assertSame( $next, Unlocks::state()['next'] );
		$this->assertSame( $next, wp_next_scheduled( Unlocks::HOOK ), 'the event moves to the next moment' );
		$this->assertStringEndsWith( 'stale-while-revalidate=60', $this->guest_header(), 'two hours away: the usual cache time' );
	}

	/**
	 * The Cache-Control value of a guest page now.
	 */
	private function guest_header(): string {
		return CacheHeaders::value(
			array(
				'method'      => 'get',
				'signed_in'   => false,
				'personal'    => false,
				'sets_cookie' => false,
				'not_found'   => false,
				'seconds'     => CacheHeaders::SHARED_SECONDS,
			)
		);
	}

	/**
	 * Waits for a moment of the clock (at most a few seconds: the moment is set just ahead).
	 *
	 * @param int $moment Unix time.
	 */
	private function wait_until( int $moment ): void {
		while ( microtime( true ) < $moment ) {
			usleep( 50000 );
		}
	}
}
