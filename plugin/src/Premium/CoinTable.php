<?php
/**
 * Chapter Coin's price table, {prefix}manga_chapter_coin (chapter_id PK, manga_id, coin), in the form Chapter
 * Coin creates and reads, so a site switched back finds every price set under Yomu.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Schema;

/**
 * Reads and writes price rows.
 */
final class CoinTable {

	/** The price meaning "the site default" (Chapter Coin writes it for an empty field). */
	public const DEFAULT_PRICE = -1;

	/**
	 * Whether the table exists, asked once per request.
	 *
	 * @var bool|null
	 */
	private static ?bool $exists = null;

	/**
	 * The table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'manga_chapter_coin';
	}

	/** Yomu's own option recording that the table was checked (so no request asks the database again). */
	public const INSTALLED_OPTION = 'yomu_core_coin_table';

	/**
	 * Creates the table on activation, and once on sites updated without one.
	 */
	public static function install(): void {
		self::$exists = null; // Ask the database again: the table may have gone since this request looked.
		self::ensure();
		update_option( self::INSTALLED_OPTION, '1' );
	}

	/**
	 * Installs the table when this site never had it checked.
	 */
	public static function maybe_install(): void {
		if ( '1' !== get_option( self::INSTALLED_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates the table in Chapter Coin's form when it is missing (an existing one is never altered).
	 */
	public static function ensure(): void {
		if ( self::exists() ) {
			return;
		}
		global $wpdb;
		// Chapter Coin's columns; the manga_id key (absent from Chapter Coin's own table) keeps a manga's prices one indexed read.
		self::$exists = null;
		$wpdb->query( 'CREATE TABLE IF NOT EXISTS `' . self::name() . '` (chapter_id bigint(20) NOT NULL, manga_id bigint(20) NOT NULL, coin int NOT NULL, PRIMARY KEY  (chapter_id), KEY manga_id (manga_id)) ' . $wpdb->get_charset_collate() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- static DDL.
	}

	/**
	 * Whether Chapter Coin (or Yomu) created the table.
	 */
	public static function exists(): bool {
		self::$exists = self::$exists ?? Schema::table_exists( self::name() );
		return self::$exists;
	}

	/**
	 * The raw prices of a manga's priced chapters, chapter id => coin (cached with the manga's content).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<int, int>
	 */
	public static function of_manga( int $manga_id ): array {
		return Cache::remember(
			$manga_id,
			'coins',
			static function () use ( $manga_id ): array {
				if ( ! self::exists() ) {
					return array();
				}
				global $wpdb;
				$table = self::name();
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, coin FROM `$table` WHERE manga_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$coins = array();
				foreach ( (array) $rows as $row ) {
					$coins[ (int) $row->chapter_id ] = is_numeric( $row->coin ) ? (int) $row->coin : self::DEFAULT_PRICE;
				}
				return $coins;
			}
		);
	}

	/**
	 * Sets the raw price of chapters of one manga (DEFAULT_PRICE = the site default, 0 = free), as Chapter Coin's
	 * own save does: one row per chapter, replaced.
	 *
	 * @param int   $manga_id    Manga post ID.
	 * @param int[] $chapter_ids Chapters of that manga.
	 * @param int   $coin        Raw price.
	 */
	public static function set( int $manga_id, array $chapter_ids, int $coin ): void {
		self::ensure();
		global $wpdb;
		foreach ( array_unique( array_map( 'intval', $chapter_ids ) ) as $chapter_id ) {
			$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				self::name(),
				array(
					'chapter_id' => $chapter_id,
					'manga_id'   => $manga_id,
					'coin'       => max( self::DEFAULT_PRICE, $coin ),
				),
				array( '%d', '%d', '%d' )
			);
		}
		Cache::bump( $manga_id, ...array_map( 'intval', $chapter_ids ) );
	}
}
