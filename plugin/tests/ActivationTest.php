<?php
/**
 * The plugin and theme are active on the site, with the Turkish translations loaded.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

use Yomu\Core\Tests\Kit\NoRollback;

/**
 * Activation and bootstrap.
 */
final class ActivationTest extends TestCase {

	public function test_plugin_is_active_and_records_its_version(): void {
		$this->assertTrue( is_plugin_active( 'yomu-core/yomu-core.php' ) );
		$this->assertSame( YOMU_CORE_VERSION, get_option( 'yomu_core_version' ) );
	}

	public function test_theme_is_active(): void {
		$this->assertSame( 'yomu', get_stylesheet() );
		$this->assertTrue( function_exists( 'yomu_user_section' ) );
	}

	public function test_activation_hook_sets_the_version_again(): void {
		update_option( 'yomu_core_version', '0.0.0' );
		\Yomu\Core\Activation::activate();
		$this->assertSame( YOMU_CORE_VERSION, get_option( 'yomu_core_version' ) );
	}

	#[NoRollback( 'the rank table rebuild drops and creates a table (DDL commits on MariaDB)' )]
	public function test_activation_has_the_next_request_rebuild_the_listing_rank_table(): void {
		global $wpdb;
		$table = \Yomu\Core\Listing\RankTable::table();
		$made  = wp_insert_post(
			array(
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'post_title'  => 'Imported while Yomu was off',
			)
		);
		$wpdb->query( "DELETE FROM `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- rows lost behind WordPress's back.
		\Yomu\Core\Activation::activate();
		$this->assertFalse( \Yomu\Core\Listing\RankTable::ready() );
		\Yomu\Core\Listing\RankTable::maybe_install(); // What init does on the next request.
		$this->assertTrue( \Yomu\Core\Listing\RankTable::ready() );
		$manga = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'wp-manga' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertGreaterThan( 0, $manga );
		$this->assertSame( $manga, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table`" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		wp_delete_post( $made, true );
	}

	public function test_turkish_strings_come_from_the_shipped_translation_files(): void {
		$this->assertSame( 'tr_TR', get_locale() );
		$this->assertSame( 'Kullanıcı Ayarları', __( 'User Settings', 'yomu-core' ) );
		$this->assertSame( 'Başa dön', __( 'Back to top', 'yomu' ) );
	}
}
