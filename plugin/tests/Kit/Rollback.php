<?php
/**
 * The per-test database transaction: opened in setUp, rolled back in tearDown.
 *
 * MariaDB/InnoDB and SQLite (through the SQLite integration, which translates START TRANSACTION and ROLLBACK into
 * SQLite's own) both undo every row a test wrote. While it is open:
 * - the plugin's own transactions (START TRANSACTION … COMMIT/ROLLBACK) become a savepoint inside it, since a
 *   nested START TRANSACTION would commit the test's transaction;
 * - DDL is recorded: MariaDB commits the open transaction on CREATE/ALTER/DROP/RENAME/TRUNCATE TABLE, so a test
 *   that runs it would leave rows behind; the test fails and has to be marked NoRollback.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Kit;

/**
 * Opens and rolls back the transaction.
 */
final class Rollback {

	private const SAVEPOINT = 'yomu_test_nested';

	/**
	 * DDL statements run while the transaction was open.
	 *
	 * @var string[]
	 */
	private static array $ddl = array();

	/**
	 * Whether the transaction is open.
	 *
	 * @var bool
	 */
	private static bool $open = false;

	/**
	 * Whether the site runs on the SQLite integration.
	 */
	public static function sqlite(): bool {
		return defined( 'DB_ENGINE' ) && 'sqlite' === constant( 'DB_ENGINE' );
	}

	/**
	 * Opens the test's transaction.
	 */
	public static function begin(): void {
		global $wpdb;
		self::$ddl = array();
		if ( ! self::sqlite() ) {
			// After an implicit commit, what follows still waits for the rollback instead of committing at once.
			$wpdb->query( 'SET autocommit = 0' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::$open = true;
		add_filter( 'query', array( self::class, 'watch' ), PHP_INT_MAX );
	}

	/**
	 * Rolls the transaction back and returns the DDL statements the test ran.
	 *
	 * @return string[]
	 */
	public static function end(): array {
		global $wpdb;
		if ( ! self::$open ) {
			return array();
		}
		remove_filter( 'query', array( self::class, 'watch' ), PHP_INT_MAX );
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( ! self::sqlite() ) {
			$wpdb->query( 'SET autocommit = 1' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		self::$open = false;
		$ddl        = self::$ddl;
		self::$ddl  = array();
		return $ddl;
	}

	/**
	 * The `query` filter: nests the code's own transactions and records DDL.
	 *
	 * @param string $query SQL.
	 */
	public static function watch( $query ) {
		if ( ! is_string( $query ) ) {
			return $query;
		}
		$statement = strtoupper( trim( $query, " \t\n\r;" ) );
		if ( 'START TRANSACTION' === $statement || 'BEGIN' === $statement ) {
			return 'SAVEPOINT ' . self::SAVEPOINT;
		}
		if ( 'COMMIT' === $statement ) {
			return 'RELEASE SAVEPOINT ' . self::SAVEPOINT;
		}
		if ( 'ROLLBACK' === $statement ) {
			return 'ROLLBACK TO SAVEPOINT ' . self::SAVEPOINT;
		}
		if ( preg_match( '/^\s*(CREATE|ALTER|DROP|RENAME|TRUNCATE)\s+(?!TEMPORARY\b)/i', $query ) ) {
			self::$ddl[] = substr( preg_replace( '/\s+/', ' ', $query ), 0, 120 );
		}
		return $query;
	}
}
