<?php
/**
 * What deleting the plugin removes: everything that is only Yomu's (README.md "Switching back to Madara").
 * The manga, chapters, volumes, page files, Madara's tables (with any column Yomu added, since Madara uses
 * them) and every Madara-format option and meta stay, because they are the site's content, shared with Madara
 * and any later reader. On a multisite network each site's data is removed.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Maintenance;

use Yomu\Core\Deactivation;
use Yomu\Core\Reader\ReaderSettings;
use Yomu\Core\Storage\DataDir;

/**
 * Runs from uninstall.php.
 */
final class Uninstall {

	/**
	 * Cleans every site, then what is shared by the network (user meta, site transients).
	 */
	public static function run(): void {
		if ( is_multisite() ) {
			foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site_id ) {
				switch_to_blog( (int) $site_id );
				self::site();
				restore_current_blog();
			}
		} else {
			self::site();
		}
		self::shared();
	}

	/**
	 * One site: Yomu's tables (every `{prefix}yomu_` table), options and transients named yomu_…, post meta
	 * only Yomu writes, scheduled events, and the protection files Yomu wrote in the data folder.
	 */
	private static function site(): void {
		global $wpdb;
		Deactivation::clear_cron();
		DataDir::remove();
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'yomu_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $tables as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( (string) $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own tables.
		}
		$like  = $wpdb->esc_like( 'yomu_' ) . '%';
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like, '\_transient\_' . $like, '\_transient\_timeout\_' . $like, '\_site\_transient\_' . $like, '\_site\_transient\_timeout\_' . $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $names as $name ) {
			delete_option( (string) $name );
		}
		delete_post_meta_by_key( ReaderSettings::MANGA_META );
		wp_cache_flush();
	}

	/**
	 * What a network shares: user meta only Yomu writes and network-wide transients.
	 */
	private static function shared(): void {
		global $wpdb;
		delete_metadata( 'user', 0, ReaderSettings::USER_META, '', true );
		if ( ! is_multisite() ) {
			return;
		}
		$like  = $wpdb->esc_like( 'yomu_' ) . '%';
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", '\_site\_transient\_' . $like, '\_site\_transient\_timeout\_' . $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $names as $name ) {
			delete_site_option( (string) $name );
		}
	}
}
