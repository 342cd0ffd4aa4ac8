<?php
/**
 * Premium chapters before a switch (Chapter Coin + myCred, MADARA-SITE.md §8.9): how many chapters carry a price
 * in Chapter Coin's table, how many follow the site default (all premium when default_coin > 0), and the
 * purchases in myCred's log. When Chapter Coin's prices or settings are there but myCred is not active, Yomu
 * locks nothing: each premium chapter is then a `premium_unlocked` finding. When it locks, a web server that
 * serves sealed page files by their URL (SealProbe) makes them a `premium_files_open` finding. Read-only: prepared
 * SELECTs, and the probe's throwaway folder.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings as MangaSettings;
use Yomu\Core\Premium\CoinTable;
use Yomu\Core\Premium\Files\SealProbe;
use Yomu\Core\Premium\Points;
use Yomu\Core\Premium\Settings;

/**
 * Premium facts and their finding.
 */
final class PremiumCheck {

	/**
	 * Builds the check.
	 *
	 * @param Findings   $findings  Receives premium_unlocked.
	 * @param int[]|null $manga_ids Only these manga (null: the whole site).
	 * @param int        $examples  Example chapters kept.
	 */
	public function __construct( private readonly Findings $findings, private readonly ?array $manga_ids = null, private readonly int $examples = 10 ) {}

	/**
	 * The facts, recording the finding when nothing will be locked.
	 *
	 * @return array{mycred_active: bool, coin_table: bool, coin_rows: int, settings_saved: bool, default_coin: int, priced: int, free: int, unpriced: int, premium: int, log_table: string, purchases: int, buyers: int, coins: float}
	 */
	public function run(): array {
		$saved = get_option( MangaSettings::OPTION, array() );
		$facts = array(
			'mycred_active'  => Points::active(),
			'coin_table'     => Schema::table_exists( CoinTable::name() ),
			'coin_rows'      => 0,
			'settings_saved' => is_array( $saved ) && isset( $saved[ Settings::KEY ] ),
			'default_coin'   => Settings::default_coin(),
			'priced'         => 0,
			'free'           => 0,
			'unpriced'       => $this->chapters( 'unpriced' ),
			'premium'        => 0,
			'log_table'      => self::log_table(),
			'purchases'      => 0,
			'buyers'         => 0,
			'coins'          => 0.0,
		);
		if ( $facts['coin_table'] ) {
			$facts['coin_rows'] = self::coin_rows();
			$facts['priced']    = $this->chapters( 'priced' );
			$facts['free']      = $this->chapters( 'free' );
		}
		$facts['premium'] = $facts['priced'] + ( $facts['default_coin'] > 0 ? $facts['unpriced'] : 0 );
		if ( '' !== $facts['log_table'] ) {
			$facts = array_merge( $facts, $this->purchases( $facts['log_table'] ) );
		}
		if ( ! $facts['mycred_active'] && ( $facts['coin_rows'] > 0 || $facts['settings_saved'] ) ) {
			$this->unlocked( $facts );
		}
		if ( $facts['mycred_active'] && $facts['premium'] > 0 && false === SealProbe::honoured() ) {
			$this->findings->add_count( 'premium_files_open', $facts['premium'] );
		}
		return $facts;
	}

	/**
	 * Rows in Chapter Coin's price table, whatever their manga (Yomu creates the table empty on activation, so
	 * only rows tell that prices were set).
	 */
	private static function coin_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . CoinTable::name() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a table name.
	}

	/**
	 * The log table of myCred: its own answer while it runs, else the table it would use when it is there.
	 */
	public static function log_table(): string {
		$table = Points::log_table();
		if ( '' !== $table ) {
			return $table;
		}
		global $wpdb;
		$names = defined( 'MYCRED_LOG_TABLE' ) ? array( (string) constant( 'MYCRED_LOG_TABLE' ) ) : array( $wpdb->prefix . 'myCRED_log', $wpdb->prefix . 'mycred_log' );
		foreach ( $names as $name ) {
			if ( Schema::table_exists( $name ) ) {
				return $name;
			}
		}
		return '';
	}

	/**
	 * The SQL that picks the chapters of the manga in scope, from manga_chapters aliased `c`.
	 */
	private function scope(): string {
		global $wpdb;
		if ( null !== $this->manga_ids ) {
			$ids = array_values( array_unique( array_map( 'intval', $this->manga_ids ) ) );
			$ids = $ids ? $ids : array( 0 );
			return $wpdb->prepare( 'c.post_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', ...$ids ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %d per id.
		}
		return $wpdb->prepare( "c.post_id IN (SELECT ID FROM {$wpdb->posts} WHERE post_type = %s)", 'wp-manga' );
	}

	/**
	 * How many chapters in scope have a price (priced), are set free (free), or follow the default (unpriced:
	 * no row, or -1).
	 *
	 * @param string $which priced, free or unpriced.
	 */
	private function chapters( string $which ): int {
		global $wpdb;
		$chapters = Schema::tables()['chapters'];
		$coins    = CoinTable::name();
		$scope    = $this->scope();
		if ( 'unpriced' === $which ) {
			$sql = Schema::table_exists( $coins )
				? "SELECT COUNT(*) FROM `$chapters` c LEFT JOIN `$coins` k ON k.chapter_id = c.chapter_id WHERE $scope AND (k.chapter_id IS NULL OR k.coin < 0)"
				: "SELECT COUNT(*) FROM `$chapters` c WHERE $scope";
		} else {
			$sql = "SELECT COUNT(*) FROM `$chapters` c JOIN `$coins` k ON k.chapter_id = c.chapter_id WHERE $scope AND k.coin " . ( 'priced' === $which ? '> 0' : '= 0' );
		}
		return (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- table names and a prepared scope.
	}

	/**
	 * Purchases (`buy_chapter` rows of the default point type), distinct buyers and coins spent, for chapters in
	 * scope (the whole log when the scope is the site).
	 *
	 * @param string $table myCred's log table.
	 * @return array{purchases: int, buyers: int, coins: float}
	 */
	private function purchases( string $table ): array {
		global $wpdb;
		$chapters = Schema::tables()['chapters'];
		$join     = null !== $this->manga_ids ? "JOIN `$chapters` c ON c.chapter_id = l.ref_id AND " . $this->scope() : '';
		$row      = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS purchases, COUNT(DISTINCT l.user_id) AS buyers, COALESCE(SUM(ABS(l.creds)), 0) AS coins FROM `$table` l $join WHERE l.ref = %s AND l.ctype = %s", Points::REF, Points::TYPE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and a prepared scope.
		return array(
			'purchases' => (int) ( $row->purchases ?? 0 ),
			'buyers'    => (int) ( $row->buyers ?? 0 ),
			'coins'     => (float) ( $row->coins ?? 0 ),
		);
	}

	/**
	 * Records every premium chapter as a chapter Yomu will not lock, with a few examples.
	 *
	 * @param array<string, mixed> $facts The facts so far.
	 */
	private function unlocked( array $facts ): void {
		global $wpdb;
		$chapters = Schema::tables()['chapters'];
		$coins    = CoinTable::name();
		$scope    = $this->scope();
		$default  = (int) $facts['default_coin'];
		$price    = $facts['coin_table'] ? ( $default > 0 ? "CASE WHEN k.chapter_id IS NULL OR k.coin < 0 THEN $default ELSE k.coin END" : 'k.coin' ) : (string) $default;
		$join     = $facts['coin_table'] ? ( $default > 0 ? 'LEFT JOIN' : 'JOIN' ) . " `$coins` k ON k.chapter_id = c.chapter_id" : '';
		$rows     = $this->examples > 0 && (int) $facts['premium'] > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT c.post_id, c.chapter_id, c.chapter_slug, $price AS price FROM `$chapters` c $join WHERE $scope AND $price > 0 ORDER BY c.chapter_id LIMIT %d", $this->examples ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names, an integer and a prepared scope.
			: array();
		foreach ( (array) $rows as $row ) {
			$this->findings->add(
				'premium_unlocked',
				array(
					'manga'   => (int) $row->post_id,
					'chapter' => (int) $row->chapter_id,
					'slug'    => (string) $row->chapter_slug,
					/* translators: %d: price in coins. */
					'detail'  => sprintf( _n( '%d coin', '%d coins', (int) $row->price, 'yomu-core' ), (int) $row->price ),
				)
			);
		}
		$this->findings->add_count( 'premium_unlocked', max( 0, (int) $facts['premium'] - count( (array) $rows ) ) );
	}
}
