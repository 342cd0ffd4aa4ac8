<?php
/**
 * The doctor on premium chapters (Chapter Coin + myCred) of the Madara fixture, with myCred installed but not
 * active (as on every test site): priced, free and defaulted chapters, the default price making every unpriced
 * chapter premium, purchases and buyers in myCred's log, and the premium_unlocked warning. A log table named as
 * myCred names it is created for the class when missing and dropped after it; each test's rows are rolled back.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\PremiumCheck;
use Yomu\Core\Admin\Doctor\PremiumLabels;
use Yomu\Core\Admin\Doctor\TextReport;
use Yomu\Core\Premium\CoinTable;

require_once __DIR__ . '/DoctorCase.php';

/**
 * Premium findings.
 */
final class PremiumTest extends DoctorCase {

	/**
	 * The log table this class created (dropped after it).
	 *
	 * @var string[]
	 */
	private static array $created = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		global $wpdb;
		CoinTable::ensure(); // Yomu's activation made it already; Chapter Coin's own table looks the same.
		if ( '' === PremiumCheck::log_table() ) {
			$log = $wpdb->prefix . 'myCRED_log';
			$wpdb->query( "CREATE TABLE `$log` (id int(11) NOT NULL AUTO_INCREMENT, ref varchar(256) NOT NULL, ref_id int(11) DEFAULT NULL, user_id int(11) DEFAULT NULL, creds bigint(22) DEFAULT NULL, ctype varchar(64) DEFAULT 'mycred_default', time bigint(20) DEFAULT NULL, entry longtext DEFAULT NULL, data longtext DEFAULT NULL, PRIMARY KEY  (id), KEY ref (ref(191)), KEY ref_id (ref_id), KEY user_id (user_id), KEY time (time))" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
			self::$created[] = $log;
		}
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		foreach ( self::$created as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		}
		self::$created = array();
		parent::tearDownAfterClass();
	}

	/**
	 * Sets a chapter's raw price as Chapter Coin stores it.
	 *
	 * @param string $key  Fixture chapter key.
	 * @param int    $coin Raw price (-1: the default).
	 */
	private function price( string $key, int $coin ): void {
		global $wpdb;
		$chapter = $this->chapter( $key );
		$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			CoinTable::name(),
			array(
				'chapter_id' => $chapter->id,
				'manga_id'   => $chapter->manga_id,
				'coin'       => $coin,
			)
		);
	}

	/**
	 * A purchase row as Chapter Coin writes it.
	 *
	 * @param int $chapter Chapter ID.
	 * @param int $user    Buyer.
	 * @param int $price   Coins.
	 */
	private function purchase( int $chapter, int $user, int $price ): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			PremiumCheck::log_table(),
			array(
				'ref'     => 'buy_chapter',
				'ref_id'  => $chapter,
				'user_id' => $user,
				'creds'   => -$price,
				'ctype'   => 'mycred_default',
				'time'    => (int) current_time( 'timestamp' ), // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- myCred's clock.
				'entry'   => 'Buy Chapter',
				'data'    => serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- myCred's storage.
					array(
						'chapter_id' => $chapter,
						'manga_id'   => '1',
						'author_id'  => '1',
					)
				),
			)
		);
	}

	/**
	 * Sets Chapter Coin's default price.
	 *
	 * @param int $coin Default price.
	 */
	private function default_coin( int $coin ): void {
		$settings                             = (array) get_option( 'wp_manga_settings', array() );
		$settings['wp_manga_chapter_selling'] = array( 'default_coin' => (string) $coin );
		update_option( 'wp_manga_settings', $settings );
	}

	/**
	 * How many chapter rows the fixture's manga hold.
	 */
	private function fixture_chapters(): int {
		global $wpdb;
		$ids = array_map( 'intval', yomu_madara_fixture_manga_ids( static::$fixture ) );
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'manga_chapters WHERE post_id IN (' . implode( ',', $ids ) . ')' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- integers.
	}

	public function test_counts_priced_chapters_and_purchases_and_warns_that_nothing_is_locked_without_mycred(): void {
		$this->price( 'ch1', 5 );
		$this->price( 'ch2', 0 );
		$this->price( 'ch3', -1 );
		$this->purchase( self::id( 'ch1' ), 901, 5 );
		$this->purchase( self::id( 'ch1' ), 902, 5 );
		$this->purchase( self::id( 'ch3' ), 901, 2 );
		$this->purchase( 999999999, 903, 9 ); // A chapter of no manga in scope.
		$this->default_coin( 0 );

		$report  = $this->report();
		$premium = $report['premium'];
		$total   = $this->fixture_chapters();
		$this->assertFalse( $premium['mycred_active'] );
		$this->assertTrue( $premium['coin_table'] );
		$this->assertGreaterThanOrEqual( 3, $premium['coin_rows'] );
		$this->assertSame( 1, $premium['priced'] );
		$this->assertSame( 1, $premium['free'] );
		$this->assertSame( $total - 2, $premium['unpriced'] );
		$this->assertSame( 1, $premium['premium'] );
		$this->assertSame( 3, $premium['purchases'] );
		$this->assertSame( 2, $premium['buyers'] );
		$this->assertSame( 12.0, $premium['coins'] );
		$finding = array_column( $report['findings'], null, 'code' )['premium_unlocked'];
		$this->assertSame( 'warning', $finding['severity'] );
		$this->assertSame( 1, $finding['count'] );
		$this->assertSame( self::id( 'ch1' ), $finding['items'][0]['chapter'] );
		/* translators: %d: price in coins. */
		$this->assertSame( sprintf( _n( '%d coin', '%d coins', 5, 'yomu-core' ), 5 ), $finding['items'][0]['detail'] );

		$text = implode( "\n", TextReport::lines( $report ) );
		$this->assertStringContainsString( __( 'myCred is not active: nothing is locked until myCred is active.', 'yomu-core' ), $text );
		$this->assertMatchesRegularExpression( '/^  WARNING +1  .*myCred/m', $text );
		/* translators: 1: purchases, 2: buyers, 3: coins spent. */
		$this->assertStringContainsString( sprintf( __( 'Purchases in myCred\'s log: %1$d by %2$d members, %3$s coins.', 'yomu-core' ), 3, 2, number_format_i18n( 12 ) ), $text );

		// A default price makes every chapter without a price of its own premium (ch3's -1 included), ch2 stays free.
		$this->default_coin( 3 );
		$report  = $this->report( array( 'examples' => 2 ) );
		$premium = $report['premium'];
		$this->assertSame( 3, $premium['default_coin'] );
		$this->assertSame( 1 + ( $total - 2 ), $premium['premium'] );
		$finding = array_column( $report['findings'], null, 'code' )['premium_unlocked'];
		$this->assertSame( $premium['premium'], $finding['count'] );
		$this->assertCount( 2, $finding['items'] );
		$this->assertNotContains( self::id( 'ch2' ), array_column( $finding['items'], 'chapter' ) );
		/* translators: 1: default price in coins, 2: number of chapters. */
		$this->assertContains( sprintf( _n( 'The default price is %1$d coin: every chapter without a price of its own is premium (%2$d chapters).', 'The default price is %1$d coins: every chapter without a price of its own is premium (%2$d chapters).', 3, 'yomu-core' ), 3, $total - 2 ), PremiumLabels::lines( $premium ) );
	}

	public function test_a_site_without_chapter_coin_has_only_free_chapters(): void {
		$lines = PremiumLabels::lines(
			array(
				'coin_table'     => true, // Yomu creates it empty: no rows, no trace of Chapter Coin.
				'coin_rows'      => 0,
				'settings_saved' => false,
				'purchases'      => 0,
				'mycred_active'  => false,
			)
		);
		$this->assertSame( array( __( 'No Chapter Coin prices or settings and no chapter purchases: every chapter is free.', 'yomu-core' ) ), $lines );
	}

}
