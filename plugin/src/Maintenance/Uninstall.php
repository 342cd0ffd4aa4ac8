<?php
/**
 * What deleting the plugin removes: Yomu's own tables and options. The manga, chapters, volumes, files and
 * Madara-format meta stay, because they are the site's content, shared with Madara and any later reader.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Maintenance;

/**
 * Runs from uninstall.php.
 */
final class Uninstall {

	/**
	 * Drops Yomu-only tables (views, search index, consent log: every `{prefix}yomu_` table) and deletes every
	 * option and transient whose name starts with `yomu_`.
	 */
	public static function run(): void {
		global $wpdb;
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'yomu_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $tables as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( (string) $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own tables.
		}
		$like  = $wpdb->esc_like( 'yomu_' ) . '%';
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like, '_transient_' . $like, '_transient_timeout_' . $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $names as $name ) {
			delete_option( (string) $name );
		}
	}
}
