<?php
/**
 * Deleting the plugin removes Yomu's own tables and options and keeps the site's manga content.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Maintenance;

use Yomu\Core\Maintenance\Uninstall;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Views\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- checking tables directly is the point.

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
		foreach ( $this->saved as $name => $value ) {
			update_option( $name, $value );
		}
		if ( $this->manga ) {
			wp_delete_post( $this->manga, true );
		}
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

		foreach ( array_merge( array_values( Tables::names() ), array( \Yomu\Core\Search\Index::table(), \Yomu\Core\Consent\LogTable::name() ) ) as $table ) {
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), $table );
		}
		$this->assertFalse( get_option( 'yomu_test_uninstall' ) );
		$this->assertFalse( get_transient( 'yomu_test_uninstall' ) );
		$this->assertSame( 'Kept after uninstall', get_the_title( $manga ) );
		$this->assertSame( $wpdb->prefix . 'manga_chapters', $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'manga_chapters' ) ) );
		unset( $this->saved['yomu_test_uninstall'] );
	}
}
