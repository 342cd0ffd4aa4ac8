<?php
/**
 * The coins report's maths against a log table in myCred's form (created once for the class, dropped after it;
 * rows inserted by each test are rolled back): the sums equal Chapter Coin's own per-manga query, a LIKE on
 * `s:8:"manga_id";s:{len}:"{id}"` of `buy_chapter` rows of the default point type in the range, including for
 * ids that prefix each other (7, 70, 700).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

use Yomu\Core\Premium\Revenue;
use Yomu\Core\Premium\RevenueRows;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/WakeupProbe.php';

/**
 * Revenue per manga.
 */
final class RevenueTest extends TestCase {

	/**
	 * The throwaway log table.
	 */
	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_test_mycred_log';
	}

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		global $wpdb;
		$table = self::table();
		// myCred 2.6.3's columns and indexes (MADARA-SITE.md §8.9), outside any test's transaction.
		$wpdb->query( "DROP TABLE IF EXISTS `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$wpdb->query( "CREATE TABLE `$table` (id int(11) NOT NULL AUTO_INCREMENT, ref varchar(256) NOT NULL, ref_id int(11) DEFAULT NULL, user_id int(11) DEFAULT NULL, creds bigint(22) DEFAULT NULL, ctype varchar(64) DEFAULT 'mycred_default', time bigint(20) DEFAULT NULL, entry longtext DEFAULT NULL, data longtext DEFAULT NULL, PRIMARY KEY  (id), KEY ref (ref(191)), KEY ref_id (ref_id), KEY user_id (user_id), KEY ctype (ctype), KEY time (time))" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS `' . self::table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		parent::tearDownAfterClass();
	}

	/**
	 * A purchase row as Chapter Coin writes it (data with the manga id as a string).
	 *
	 * @param int        $chapter Chapter ID.
	 * @param int|string $manga   Manga id as stored (an int stores `i:`, a string `s:`).
	 * @param int        $price   Coins.
	 * @param int        $time    Site-local epoch.
	 * @param string     $ref     Reference.
	 * @param string     $ctype   Point type.
	 */
	private function purchase( int $chapter, $manga, int $price, int $time, string $ref = 'buy_chapter', string $ctype = 'mycred_default' ): void {
		$this->row(
			serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- myCred's storage.
				array(
					'chapter_id' => $chapter,
					'manga_id'   => $manga,
					'author_id'  => '1',
				)
			),
			-$price,
			$time,
			$ref,
			$ctype,
			$chapter
		);
	}

	/**
	 * A raw log row.
	 *
	 * @param string $data   Data column.
	 * @param int    $creds  Creds.
	 * @param int    $time   Time.
	 * @param string $ref    Reference.
	 * @param string $ctype  Point type.
	 * @param int    $ref_id Chapter.
	 */
	private function row( string $data, int $creds, int $time, string $ref = 'buy_chapter', string $ctype = 'mycred_default', int $ref_id = 1 ): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			self::table(),
			array(
				'ref'     => $ref,
				'ref_id'  => $ref_id,
				'user_id' => 5,
				'creds'   => $creds,
				'ctype'   => $ctype,
				'time'    => $time,
				'entry'   => 'Buy Chapter',
				'data'    => $data,
			)
		);
	}

	/**
	 * Chapter Coin's own sum for one manga: its LIKE on the serialized string id.
	 *
	 * @param int|string $manga Manga id.
	 * @param int        $from  First second.
	 * @param int        $to    Last second.
	 */
	private function chapter_coin_sum( $manga, int $from, int $to ): float {
		global $wpdb;
		$id    = (string) $manga;
		$like  = '%' . $wpdb->esc_like( 's:8:"manga_id";s:' . strlen( $id ) . ':"' . $id . '"' ) . '%';
		$table = self::table();
		$creds = $wpdb->get_col( $wpdb->prepare( "SELECT creds FROM `$table` WHERE ref = 'buy_chapter' AND ctype = 'mycred_default' AND time BETWEEN %d AND %d AND data LIKE %s", $from, $to, $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return (float) array_sum( array_map( static fn ( $c ): float => abs( (float) $c ), $creds ) );
	}

	public function test_ids_that_prefix_each_other_are_counted_apart_and_equal_chapter_coins_sums(): void {
		$day = (int) Revenue::day( '2025-03-10' );
		$this->purchase( 1, '7', 5, $day + 10 );
		$this->purchase( 2, '7', 5, $day + 20 ); // Same chapter bought by another member: grouped by data, still counted.
		$this->purchase( 2, '7', 5, $day + 30 );
		$this->purchase( 3, '70', 11, $day + 40 );
		$this->purchase( 4, '700', 13, $day + 50 );
		$this->purchase( 5, '7000', 17, $day + 60 );
		$this->purchase( 6, 70, 19, $day + 70 );                              // manga_id as an integer: Chapter Coin's pattern never matches it.
		$this->purchase( 7, '7', 23, $day + 80, 'manual' );                   // Not a purchase.
		$this->purchase( 8, '7', 29, $day + 90, 'buy_chapter', 'gold_coins' ); // Another point type.
		$this->row( 'a:1:{s:8:"manga_id";O:8:"stdClass":0:{}}', -31, $day + 100 );   // An object: never built, never counted.
		$this->row( 'a:2:{s:8:"manga_id";s:3:"700";s:5:"extra";s:9:"broken";}', -37, $day + 110 ); // No longer unserializes (wrong length): read like Chapter Coin's LIKE.
		$this->row( 'not serialized s:8:"manga_id";s:1:"7"', -41, $day + 120 ); // Chapter Coin's LIKE matches it: counted too.
		$this->purchase( 9, '7', 43, $day + 86400 );                          // The next day: out of range.

		list( $from, $to ) = Revenue::range( '2025-03-10', '2025-03-10' );
		$sums              = Revenue::by_manga( self::table(), $from, $to );
		$this->assertSame( 15.0 + 41.0, $sums['7'] );
		$this->assertSame( 11.0, $sums['70'] );
		$this->assertSame( 13.0 + 37.0, $sums['700'] );
		$this->assertSame( 17.0, $sums['7000'] );
		foreach ( array( '7', '70', '700', '7000' ) as $id ) {
			$this->assertSame( $this->chapter_coin_sum( $id, $from, $to ), $sums[ $id ], "manga $id" );
		}
		$this->assertCount( 4, $sums );
	}

	public function test_the_range_runs_from_the_first_to_the_last_second_of_the_site_local_days(): void {
		$first = (int) Revenue::day( '2025-01-01' );
		$last  = (int) Revenue::day( '2025-01-31' );
		$this->purchase( 1, '9', 2, $first - 1 );         // The last second of December 31: before.
		$this->purchase( 2, '9', 3, $first );             // The first second of January 1: in.
		$this->purchase( 3, '9', 5, $last + 86399 );      // The last second of January 31: in.
		$this->purchase( 4, '9', 7, $last + 86400 );      // The first second of February 1: after.
		list( $from, $to ) = Revenue::range( '2025-01-01', '2025-01-31' );
		$this->assertSame( array( gmmktime( 0, 0, 0, 1, 1, 2025 ), gmmktime( 23, 59, 59, 1, 31, 2025 ) ), array( $from, $to ) );
		$this->assertSame( 8.0, Revenue::by_manga( self::table(), $from, $to )['9'] );
		$this->assertSame( $this->chapter_coin_sum( '9', $from, $to ), 8.0 );
		// No dates: everything from 1970 to the end of today (site-local).
		list( $from, $to ) = Revenue::range( '', 'not-a-date' );
		$this->assertSame( 0, $from );
		$this->assertSame( (int) Revenue::day( current_time( 'Y-m-d' ) ) + 86399, $to );
		$this->assertSame( 17.0, Revenue::by_manga( self::table(), $from, $to )['9'] );
		$this->assertNull( Revenue::day( '2025-02-30' ) );
	}

	public function test_manga_ids_are_read_without_building_objects(): void {
		$this->assertSame( '45', Revenue::manga_id( 'a:3:{s:10:"chapter_id";i:812;s:8:"manga_id";s:2:"45";s:9:"author_id";s:1:"1";}' ) );
		$this->assertNull( Revenue::manga_id( 'a:1:{s:8:"manga_id";i:45;}' ) );
		// An object in the data is never built (no __wakeup runs); the id is still found where Chapter Coin's LIKE finds it.
		$probe              = serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a hostile row.
			array(
				'probe'    => new WakeupProbe(),
				'manga_id' => '46',
			)
		);
		WakeupProbe::$woken = 0;
		$this->assertSame( '46', Revenue::manga_id( $probe ) );
		$this->assertSame( '45', Revenue::manga_id( 'O:8:"stdClass":1:{s:8:"manga_id";s:2:"45";}' ) );
		$this->assertSame( 0, WakeupProbe::$woken );
		$this->assertNull( Revenue::manga_id( 'a:1:{s:8:"manga_id";s:3:"45";}' ) ); // Declared length 3, two characters: no match, as for Chapter Coin.
		$this->assertNull( Revenue::manga_id( '' ) );
	}

	public function test_rows_filter_by_author_and_manga_sort_and_page(): void {
		$alice = self::factory()->user->create( array( 'role' => 'author' ) );
		$bob   = self::factory()->user->create( array( 'role' => 'author' ) );
		$a     = self::factory()->manga->create(
			array(
				'post_title'  => 'Alpha',
				'post_author' => $alice,
			)
		);
		$b     = self::factory()->manga->create(
			array(
				'post_title'  => 'Beta',
				'post_author' => $alice,
			)
		);
		$c     = self::factory()->manga->create(
			array(
				'post_title'  => 'Gamma',
				'post_author' => $bob,
			)
		);
		$now   = (int) current_time( 'timestamp' ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- myCred's clock.
		$this->purchase( 1, (string) $a, 4, $now );
		$this->purchase( 2, (string) $b, 9, $now );
		$this->purchase( 3, (string) $c, 6, $now );
		$query = array(
			'author'   => $alice,
			'manga'    => 0,
			'from'     => '',
			'to'       => '',
			'orderby'  => 'coins',
			'order'    => 'desc',
			'per_page' => 10,
			'paged'    => 1,
		);
		$page  = RevenueRows::page( $query, self::table() );
		$this->assertSame( array( $b, $a ), array_column( $page['rows'], 'id' ) );
		$this->assertSame( array( 9.0, 4.0 ), array_column( $page['rows'], 'coins' ) );
		$this->assertSame( 2, $page['total'] );
		$this->assertSame( 13.0, $page['coins'] );

		$page = RevenueRows::page( array_merge( $query, array( 'author' => $bob ) ), self::table() );
		$this->assertSame( array( $c ), array_column( $page['rows'], 'id' ) );

		$page = RevenueRows::page(
			array_merge(
				$query,
				array(
					'orderby'  => 'title',
					'order'    => 'asc',
					'per_page' => 1,
					'paged'    => 2,
				)
			),
			self::table()
		);
		$this->assertSame( array( $b ), array_column( $page['rows'], 'id' ) );
		$this->assertSame( 2, $page['total'] );

		$page = RevenueRows::page(
			array_merge(
				$query,
				array(
					'author' => 0,
					'manga'  => $c,
				)
			),
			self::table()
		);
		$this->assertSame( array( $c ), array_column( $page['rows'], 'id' ) );
		$this->assertSame( 6.0, $page['coins'] );
	}
}
