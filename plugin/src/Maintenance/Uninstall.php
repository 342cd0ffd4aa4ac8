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

use Yomu\Core\Alerts\Mail\Digest;
use Yomu\Core\Alerts\Mail\Preference;
use Yomu\Core\Content\Cache;
use Yomu\Core\Deactivation;
use Yomu\Core\Import\Staged;
use Yomu\Core\Listing\CountsVersion;
use Yomu\Core\Listing\LatestChapters;
use Yomu\Core\Listing\RankWindow;
use Yomu\Core\Reader\ReaderSettings;
use Yomu\Core\Search\IndexVersion;
use Yomu\Core\Content\Storage\DataDir;

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
		self::object_cache();
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
		// Chapter Coin's price table, when Yomu created it and no price was ever set.
		$coins = $wpdb->prefix . 'manga_chapter_coin';
		if ( ! get_option( 'wp_manga_chapter_coin_db_ver' ) && $coins === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $coins ) ) ) && 0 === (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$coins`" ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a one-off check at uninstall.
			$wpdb->query( "DROP TABLE IF EXISTS `$coins`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- created by Yomu, empty.
		}
		$like  = $wpdb->esc_like( 'yomu_' ) . '%';
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like, '\_transient\_' . $like, '\_transient\_timeout\_' . $like, '\_site\_transient\_' . $like, '\_site\_transient\_timeout\_' . $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $names as $name ) {
			self::delete_option_or_transient( (string) $name );
		}
		delete_post_meta_by_key( ReaderSettings::MANGA_META );
		delete_post_meta_by_key( LatestChapters::META );
	}

	/**
	 * Deletes an option row through the API that also drops its cached copy: a transient's row through
	 * delete_transient() (which takes its timeout row too), any other through delete_option().
	 *
	 * @param string $name Option name.
	 */
	private static function delete_option_or_transient( string $name ): void {
		foreach ( array( '_site_transient_timeout_', '_transient_timeout_' ) as $timeout ) {
			if ( str_starts_with( $name, $timeout ) ) {
				delete_option( $name ); // Normally gone with its transient already; an orphan row goes here.
				return;
			}
		}
		if ( str_starts_with( $name, '_site_transient_' ) ) {
			delete_site_transient( substr( $name, strlen( '_site_transient_' ) ) );
		} elseif ( str_starts_with( $name, '_transient_' ) ) {
			delete_transient( substr( $name, strlen( '_transient_' ) ) );
		} else {
			delete_option( $name );
		}
	}

	/**
	 * What a persistent object cache holds for Yomu. Its transients live only there (no option rows to find), some
	 * under names made from a client's address (rate limits), which no list can name; they all expire within 15
	 * minutes, and WordPress lets any transient vanish early, so the transient group is flushed with Yomu's own
	 * groups. A cache that cannot flush one group is emptied, as before this was narrowed.
	 */
	private static function object_cache(): void {
		if ( ! wp_using_ext_object_cache() ) {
			wp_cache_flush(); // This request's memory only.
			return;
		}
		if ( ! wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush();
			return;
		}
		foreach ( array( Cache::GROUP, CountsVersion::GROUP, RankWindow::COUNT_GROUP, IndexVersion::GROUP, 'transient', 'site-transient' ) as $group ) {
			wp_cache_flush_group( $group );
		}
	}

	/**
	 * What a network shares: user meta only Yomu writes and network-wide transients.
	 */
	private static function shared(): void {
		global $wpdb;
		delete_metadata( 'user', 0, ReaderSettings::USER_META, '', true );
		delete_metadata( 'user', 0, Preference::META, '', true );
		delete_metadata( 'user', 0, Digest::PENDING, '', true );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( Staged::USER_META ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off cleanup at uninstall.
		if ( ! is_multisite() ) {
			return;
		}
		$like  = $wpdb->esc_like( 'yomu_' ) . '%';
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", '\_site\_transient\_' . $like, '\_site\_transient\_timeout\_' . $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off scan at uninstall.
		foreach ( $names as $name ) {
			$name = (string) $name;
			if ( str_starts_with( $name, '_site_transient_' ) && ! str_starts_with( $name, '_site_transient_timeout_' ) ) {
				delete_site_transient( substr( $name, strlen( '_site_transient_' ) ) );
			}
			delete_site_option( $name );
		}
	}
}
