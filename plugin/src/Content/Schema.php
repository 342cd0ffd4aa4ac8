<?php
/**
 * Madara's three chapter tables. Created when missing; an existing site's tables are never altered except
 * to add a column an older Madara version did not have yet (MADARA.md §1.2), and to let storage_in_use and
 * chapter_metas hold NULL where an earlier Yomu created them NOT NULL: Madara writes NULL there (text and video
 * chapters, Core 1.6.x metas, MADARA.md §7), so it must keep working on tables Yomu created.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Table definitions and installation.
 */
final class Schema {

	public const VERSION        = '2';
	public const VERSION_OPTION = 'yomu_core_schema';

	/**
	 * Whether the database is SQLite (WordPress's SQLite Database Integration): no named locks, no STRAIGHT_JOIN,
	 * no collations, and a planner of its own.
	 */
	public static function sqlite(): bool {
		return defined( 'DB_ENGINE' ) && 'sqlite' === constant( 'DB_ENGINE' );
	}

	/**
	 * Table names with the site prefix.
	 *
	 * @return array{volumes: string, chapters: string, data: string}
	 */
	public static function tables(): array {
		global $wpdb;
		return array(
			'volumes'  => $wpdb->prefix . 'manga_volumes',
			'chapters' => $wpdb->prefix . 'manga_chapters',
			'data'     => $wpdb->prefix . 'manga_chapters_data',
		);
	}

	/**
	 * Columns added by later Madara versions, with their definitions (added when missing).
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function late_columns(): array {
		return array(
			'volumes'  => array(
				'volume_index' => 'int(11) NOT NULL DEFAULT 0',
			),
			'chapters' => array(
				'chapter_index'   => 'int(11) NOT NULL DEFAULT 0',
				'chapter_status'  => 'tinyint(4) NOT NULL DEFAULT 0',
				'chapter_seo'     => "varchar(1000) NOT NULL DEFAULT ''",
				'chapter_warning' => 'text NULL',
				'chapter_metas'   => "varchar(1000) NULL DEFAULT ''",
				'views'           => 'int(11) NOT NULL DEFAULT 0',
				'chapter_sort'    => 'float NOT NULL DEFAULT 0',
			),
		);
	}

	/**
	 * CREATE TABLE statements.
	 *
	 * @return array<string, string>
	 */
	private static function create_statements(): array {
		global $wpdb;
		$t       = self::tables();
		$charset = $wpdb->get_charset_collate();
		return array(
			'volumes'  => "CREATE TABLE {$t['volumes']} (
				volume_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				post_id bigint(20) unsigned NOT NULL,
				volume_name text NOT NULL,
				date datetime NOT NULL,
				date_gmt datetime NOT NULL,
				volume_index int(11) NOT NULL DEFAULT 0,
				PRIMARY KEY  (volume_id),
				KEY post_id (post_id,date_gmt),
				KEY volume_name (volume_name(100))
			) $charset",
			'chapters' => "CREATE TABLE {$t['chapters']} (
				chapter_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				post_id bigint(20) unsigned NOT NULL,
				volume_id bigint(20) unsigned NULL DEFAULT 0,
				chapter_name text NOT NULL,
				chapter_name_extend text NOT NULL,
				chapter_slug text NOT NULL,
				storage_in_use varchar(20) NULL DEFAULT 'local',
				date datetime NOT NULL,
				date_gmt datetime NOT NULL,
				chapter_index int(11) NOT NULL DEFAULT 0,
				chapter_status tinyint(4) NOT NULL DEFAULT 0,
				chapter_seo varchar(1000) NOT NULL DEFAULT '',
				chapter_warning text NULL,
				chapter_metas varchar(1000) NULL DEFAULT '',
				views int(11) NOT NULL DEFAULT 0,
				chapter_sort float NOT NULL DEFAULT 0,
				PRIMARY KEY  (chapter_id),
				KEY post_id (post_id),
				KEY post_chapter (post_id,chapter_id),
				KEY post_slug (post_id,chapter_slug(100)),
				KEY chapter_slug (chapter_slug(100)),
				KEY date_gmt (date_gmt),
				KEY volume_id (volume_id)
			) $charset",
			'data'     => "CREATE TABLE {$t['data']} (
				data_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				chapter_id bigint(20) unsigned NOT NULL,
				storage varchar(20) NOT NULL,
				data longtext NOT NULL,
				PRIMARY KEY  (data_id),
				KEY chapter_storage (chapter_id,storage),
				KEY storage (storage),
				KEY data (data(100))
			) $charset",
		);
	}

	/**
	 * Whether a table exists.
	 *
	 * @param string $table Full table name.
	 */
	public static function table_exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Creates one of Yomu's own tables once: CREATE TABLE IF NOT EXISTS, then the version option (autoloaded, so a
	 * site whose table is current pays one option read on init).
	 *
	 * @param string $table          Full table name.
	 * @param string $definition     The column and key list, without the parentheses.
	 * @param string $version_option Option that holds the installed version.
	 * @param string $version        The version this code writes.
	 */
	public static function create_once( string $table, string $definition, string $version_option, string $version ): void {
		if ( get_option( $version_option ) === $version ) {
			return;
		}
		global $wpdb;
		$wpdb->query( "CREATE TABLE IF NOT EXISTS `$table` ($definition) " . $wpdb->get_charset_collate() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- static DDL of our own tables.
		if ( self::table_exists( $table ) ) {
			update_option( $version_option, $version, true );
		}
	}

	/**
	 * Column names of a table.
	 *
	 * @param string $table Full table name (from self::tables()).
	 * @return string[]
	 */
	public static function columns( string $table ): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( "SHOW COLUMNS FROM `$table`" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name is ours.
	}

	/**
	 * Creates missing tables and adds missing late columns. Safe to run on every activation.
	 */
	public static function install(): void {
		global $wpdb;
		$tables = self::tables();
		foreach ( self::create_statements() as $key => $sql ) {
			if ( ! self::table_exists( $tables[ $key ] ) ) {
				$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
				continue;
			}
			$present = self::columns( $tables[ $key ] );
			foreach ( self::late_columns()[ $key ] ?? array() as $column => $definition ) {
				if ( ! in_array( $column, $present, true ) ) {
					$wpdb->query( "ALTER TABLE `{$tables[ $key ]}` ADD COLUMN `$column` $definition" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- static DDL.
				}
			}
		}
		self::allow_madara_nulls( $tables['chapters'] );
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * Lets the columns Madara fills with NULL hold it, when they do not yet (tables created by Yomu 1).
	 *
	 * @param string $table The chapters table.
	 */
	private static function allow_madara_nulls( string $table ): void {
		global $wpdb;
		$definitions = array(
			'storage_in_use' => "varchar(20) NULL DEFAULT 'local'",
			'chapter_metas'  => "varchar(1000) NULL DEFAULT ''",
		);
		foreach ( (array) $wpdb->get_results( "SHOW COLUMNS FROM `$table`" ) as $column ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name is ours.
			$name = (string) ( $column->Field ?? '' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- SHOW COLUMNS field names.
			if ( isset( $definitions[ $name ] ) && 'NO' === ( $column->Null ?? '' ) ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
				$wpdb->query( "ALTER TABLE `$table` MODIFY COLUMN `$name` {$definitions[ $name ]}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- static DDL.
			}
		}
	}

	/**
	 * Installs after a plugin update without reactivation.
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}
}
