<?php
/**
 * The consent log: one row per banner action ({prefix}yomu_consent_log). It keeps no IP address; a consent id
 * is the visitor's random 32-character id from the consent cookie.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Consent;

/**
 * Creates, writes and reads the log table.
 */
final class LogTable {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'yomu_consent_log_db';

	/**
	 * The table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'yomu_consent_log';
	}

	/**
	 * Creates the table when missing or outdated (runs on init; one option read when current).
	 */
	public static function maybe_install(): void {
		if ( self::VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		global $wpdb;
		$table   = self::name();
		$charset = $wpdb->get_charset_collate();
		if ( \Yomu\Core\Content\Schema::table_exists( $table ) ) {
			update_option( self::VERSION_OPTION, self::VERSION, true );
			return;
		}
		$sql = "CREATE TABLE $table (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				consent_id char(32) NOT NULL,
				action varchar(10) NOT NULL,
				law varchar(10) NOT NULL,
				categories varchar(255) NOT NULL,
				created_gmt datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY consent_id (consent_id),
				KEY created_gmt (created_gmt)
			) $charset";
		$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Appends a row.
	 *
	 * @param string                $consent_id 32-character id.
	 * @param string                $action     accept, reject or custom.
	 * @param string                $law        gdpr or ccpa.
	 * @param array<string, string> $categories slug => yes|no.
	 */
	public static function insert( string $consent_id, string $action, string $law, array $categories ): bool {
		global $wpdb;
		$pairs = array();
		foreach ( $categories as $slug => $value ) {
			$pairs[] = $slug . ':' . $value;
		}
		return false !== $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
			self::name(),
			array(
				'consent_id'  => $consent_id,
				'action'      => $action,
				'law'         => $law,
				'categories'  => implode( ',', $pairs ),
				'created_gmt' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%s', '%s', '%s', '%s', '%s' )
		);
	}

	/**
	 * Rows, newest first.
	 *
	 * @param int $limit  Rows at most.
	 * @param int $offset Rows to skip.
	 * @return array<int, array<string, string>>
	 */
	public static function rows( int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = self::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, consent_id, action, law, categories, created_gmt FROM `$table` ORDER BY id DESC LIMIT %d OFFSET %d", $limit, $offset ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * How many rows the log holds.
	 */
	public static function count(): int {
		global $wpdb;
		$table = self::name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
