<?php
/**
 * Deleting the plugin removes Yomu's own tables and options and keeps the site's manga content.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Maintenance;

use Yomu\Core\Maintenance\Uninstall;
use Yomu\Core\Reader\ReaderSettings;
use Yomu\Core\Content\Storage\DataDir;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Kit\NoRollback;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Views\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- checking tables directly is the point.
// phpcs:disable WordPress.WP.AlternativeFunctions -- reading and writing the data folder's protection files.

#[NoRollback( 'uninstall drops and the test recreates the plugin tables (DDL commits on MariaDB)' )]
final class UninstallTest extends TestCase {

	/**
	 * Yomu options before the test, restored after it.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved = array();

	/**
	 * The manga made by the test, deleted once the tables are back (its delete hooks use them).
	 *
	 * @var int
	 */
	private int $manga = 0;

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		foreach ( $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'yomu\\_%'" ) as $name ) {
			$this->saved[ (string) $name ] = get_option( (string) $name );
		}
	}

	protected function tearDown(): void {
		// The tables first: their installers look at the (now deleted) version options.
		Tables::install();
		\Yomu\Core\Search\Index::install();
		\Yomu\Core\Consent\LogTable::maybe_install();
		\Yomu\Core\Listing\RankTable::maybe_install();
		\Yomu\Core\Images\Background\QueueTable::install();
		\Yomu\Core\Premium\EarlyAccessTable::maybe_install();
		\Yomu\Core\Premium\CoinTable::install();
		\Yomu\Core\Alerts\Bookmarkers::maybe_install();
		foreach ( $this->saved as $name => $value ) {
			update_option( $name, $value );
		}
		if ( $this->manga ) {
			wp_delete_post( $this->manga, true );
		}
		if ( is_file( Paths::data_dir() . '.htaccess' ) ) {
			$current = (string) file_get_contents( Paths::data_dir() . '.htaccess' );
			file_put_contents( Paths::data_dir() . '.htaccess', str_replace( "Header set X-Owner yes\n", '', $current ) );
		}
		DataDir::ensure();
		\Yomu\Core\Views\Maintenance::schedule();
		parent::tearDown();
	}

	public function test_own_tables_and_options_go_and_the_manga_stay(): void {
		global $wpdb;
		$manga       = wp_insert_post(
			array(
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'post_title'  => 'Kept after uninstall',
			)
		);
		$this->manga = (int) $manga;
		update_option( 'yomu_test_uninstall', 'x' );
		set_transient( 'yomu_test_uninstall', 'x' );

		Uninstall::run();

		foreach ( array_merge( array_values( Tables::names() ), array( \Yomu\Core\Search\Index::table(), \Yomu\Core\Consent\LogTable::name(), \Yomu\Core\Images\Background\QueueTable::name() ) ) as $table ) {
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), $table );
		}
		$this->assertFalse( get_option( 'yomu_test_uninstall' ) );
		$this->assertFalse( get_transient( 'yomu_test_uninstall' ) );
		$this->assertSame( 'Kept after uninstall', get_the_title( $manga ) );
		$this->assertSame( $wpdb->prefix . 'manga_chapters', $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'manga_chapters' ) ) );
		unset( $this->saved['yomu_test_uninstall'] );
	}

	public function test_only_yomus_meta_cron_and_protection_files_go(): void {
		$this->manga = (int) wp_insert_post(
			array(
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'post_title'  => 'Meta kept after uninstall',
			)
		);
		$user        = self::factory_user();
		update_post_meta( $this->manga, ReaderSettings::MANGA_META, array( 'mode' => 'paged' ) );
		update_post_meta( $this->manga, '_wp_manga_views', '12' );
		update_user_meta( $user, ReaderSettings::USER_META, array( 'mode' => 'list' ) );
		update_user_meta( $user, '_manga_reading_style', 'list' );
		wp_schedule_single_event( time() + 600, 'yomu_test_uninstall_event' );
		wp_schedule_single_event( time() + 600, 'madara_test_event' );
		// The owner's own rule in the data folder's .htaccess, then Yomu's block; the index.php is Yomu's.
		wp_delete_file( Paths::data_dir() . '.htaccess' );
		wp_delete_file( Paths::data_dir() . 'index.php' );
		delete_option( DataDir::INDEX_OPTION );
		wp_mkdir_p( Paths::data_dir() );
		file_put_contents( Paths::data_dir() . '.htaccess', "Header set X-Owner yes\n" );
		$this->assertTrue( DataDir::ensure() );

		Uninstall::run();

		$this->assertSame( '', get_post_meta( $this->manga, ReaderSettings::MANGA_META, true ) );
		$this->assertSame( '12', get_post_meta( $this->manga, '_wp_manga_views', true ) );
		$this->assertSame( '', get_user_meta( $user, ReaderSettings::USER_META, true ) );
		$this->assertSame( 'list', get_user_meta( $user, '_manga_reading_style', true ) );
		$this->assertFalse( wp_next_scheduled( 'yomu_test_uninstall_event' ) );
		$this->assertIsInt( wp_next_scheduled( 'madara_test_event' ) );
		$this->assertSame( "Header set X-Owner yes\n", (string) file_get_contents( Paths::data_dir() . '.htaccess' ) );
		$this->assertFileDoesNotExist( Paths::data_dir() . 'index.php' );
		$this->assertFalse( get_option( DataDir::INDEX_OPTION ) );

		wp_clear_scheduled_hook( 'madara_test_event' );
		wp_delete_user( $user );
	}

	public function test_yomus_transients_and_cache_groups_go_and_other_cached_values_stay(): void {
		$user = self::factory_user();
		wp_set_current_user( $user );
		\Yomu\Core\Admin\Notices::push( 'success', 'Saved' );
		wp_set_current_user( 0 );
		set_transient( 'yomu_login_fail_ip_' . md5( '203.0.113.9' ), 3, 900 );
		$this->manga = (int) wp_insert_post(
			array(
				'post_type'   => 'wp-manga',
				'post_status' => 'publish',
				'post_title'  => 'Cached before uninstall',
			)
		);
		\Yomu\Core\Content\Cache::store( $this->manga, 'reading-order', array( 'cached' ) );
		wp_cache_set( 'kept', 'other plugin', 'yomu_test_other_group' );

		Uninstall::run();
		// What another request would read: the request's own copies dropped, the shared cache asked again.
		wp_cache_flush_runtime();

		$this->assertFalse( get_transient( 'yomu_admin_notice_' . $user ) );
		$this->assertFalse( get_transient( 'yomu_login_fail_ip_' . md5( '203.0.113.9' ) ) );
		$this->assertFalse( \Yomu\Core\Content\Cache::has( $this->manga, 'reading-order' ) );
		if ( wp_using_ext_object_cache() ) {
			// Only a persistent cache outlives the request; without one, the runtime flush above emptied it.
			$this->assertSame( 'other plugin', wp_cache_get( 'kept', 'yomu_test_other_group' ) );
		}
		wp_cache_delete( 'kept', 'yomu_test_other_group' );
		wp_delete_user( $user );
	}

	public function test_an_index_php_yomu_did_not_write_stays(): void {
		wp_mkdir_p( Paths::data_dir() );
		wp_delete_file( Paths::data_dir() . 'index.php' );
		delete_option( DataDir::INDEX_OPTION );
		file_put_contents( Paths::data_dir() . 'index.php', "<?php\n// Madara's.\n" );
		$this->assertTrue( DataDir::ensure() );

		Uninstall::run();

		$this->assertSame( "<?php\n// Madara's.\n", (string) file_get_contents( Paths::data_dir() . 'index.php' ) );
		$this->assertFileDoesNotExist( Paths::data_dir() . '.htaccess' );
		wp_delete_file( Paths::data_dir() . 'index.php' );
	}

	/**
	 * A subscriber made for the test.
	 */
	private static function factory_user(): int {
		$name = 'uninstall' . wp_rand();
		return (int) wp_insert_user(
			array(
				'user_login' => $name,
				'user_email' => "$name@example.com",
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
	}
}
