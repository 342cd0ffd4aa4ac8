<?php
/**
 * Writes rows in bulk: multi-row INSERTs of up to BATCH rows each.
 *
 * On MySQL/MariaDB the statements go through $wpdb. On SQLite they go to the SQLite connection underneath
 * WordPress's SQLite driver, as native prepared statements: the driver translates every MySQL statement in
 * PHP, which costs about 0.7 ms per row and would turn 500,000 chapters into many minutes. The SQL is the
 * same plain INSERT on both; only the SQLite path skips the translation.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Buffered multi-row inserts inside transactions.
 */
final class Rows {

	private const BATCH = 500;

	/**
	 * The native SQLite connection, or null on MySQL/MariaDB.
	 *
	 * @var \PDO|null
	 */
	private ?\PDO $sqlite = null;

	/**
	 * Buffered rows per table.
	 *
	 * @var array<string, array<int, array<int, int|string|float>>>
	 */
	private array $buffer = array();

	/**
	 * Column lists per table: name => format (%d, %s or %f).
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $columns = array();

	/**
	 * Rows written per table.
	 *
	 * @var array<string, int>
	 */
	public array $written = array();

	/**
	 * Picks the path for the site's database.
	 */
	public function __construct() {
		global $wpdb;
		if ( isset( $wpdb->dbh ) && is_object( $wpdb->dbh ) && method_exists( $wpdb->dbh, 'get_sqlite_pdo' ) ) {
			$this->sqlite = $wpdb->dbh->get_sqlite_pdo();
		}
	}

	/**
	 * Declares a table's columns.
	 *
	 * @param string                $table   Full table name.
	 * @param array<string, string> $columns name => format.
	 */
	public function table( string $table, array $columns ): void {
		$this->columns[ $table ] = $columns;
		$this->buffer[ $table ]  = array();
		$this->written[ $table ] = 0;
	}

	/**
	 * Adds a row (values in column order), writing a batch when the buffer is full.
	 *
	 * @param string                       $table  Table.
	 * @param array<int, int|string|float> $values Values.
	 */
	public function add( string $table, array $values ): void {
		$this->buffer[ $table ][] = $values;
		if ( count( $this->buffer[ $table ] ) >= self::BATCH ) {
			$this->flush( $table );
		}
	}

	/**
	 * Starts a transaction.
	 */
	public function begin(): void {
		global $wpdb;
		if ( $this->sqlite ) {
			$this->sqlite->beginTransaction();
		} else {
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Writes what is buffered and commits.
	 */
	public function commit(): void {
		global $wpdb;
		foreach ( array_keys( $this->buffer ) as $table ) {
			$this->flush( $table );
		}
		if ( $this->sqlite ) {
			$this->sqlite->commit();
		} else {
			$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Rolls back after an error.
	 */
	public function rollback(): void {
		global $wpdb;
		if ( $this->sqlite ) {
			if ( $this->sqlite->inTransaction() ) {
				$this->sqlite->rollBack();
			}
		} else {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Writes a table's buffered rows in one INSERT.
	 *
	 * @param string $table Table.
	 * @throws \RuntimeException When a write fails; nothing after it runs.
	 */
	private function flush( string $table ): void {
		global $wpdb;
		$rows = $this->buffer[ $table ];
		if ( ! $rows ) {
			return;
		}
		$this->buffer[ $table ] = array();
		$names                  = '`' . implode( '`, `', array_keys( $this->columns[ $table ] ) ) . '`';
		if ( $this->sqlite ) {
			$tuple     = '(' . implode( ', ', array_fill( 0, count( $this->columns[ $table ] ), '?' ) ) . ')';
			$statement = $this->sqlite->prepare( "INSERT INTO `$table` ($names) VALUES " . implode( ', ', array_fill( 0, count( $rows ), $tuple ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a native prepared statement; the names are ours.
			$statement->execute( array_merge( ...$rows ) );
		} else {
			$tuple  = '(' . implode( ', ', $this->columns[ $table ] ) . ')';
			$tuples = array();
			foreach ( $rows as $row ) {
				$tuples[] = $wpdb->prepare( $tuple, $row ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the tuple is made of placeholders.
			}
			$done = $wpdb->query( "INSERT INTO `$table` ($names) VALUES " . implode( ', ', $tuples ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- values prepared above, names are ours.
			if ( false === $done ) {
				throw new \RuntimeException( esc_html( "Insert into $table failed: " . $wpdb->last_error ) );
			}
		}
		$this->written[ $table ] += count( $rows );
	}
}
