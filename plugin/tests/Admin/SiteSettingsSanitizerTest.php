<?php
/**
 * Madara's option wp_manga_settings is written by Settings → Manga and by other code (Premium's screen, importers):
 * once the screen's setting is registered, a save changes only the keys it changes, each checked, and leaves values
 * Madara stored in its own forms alone; a changed address base makes the next request flush the rewrite rules.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\SiteSettings\Screen;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\RewriteFlush;
use Yomu\Core\Tests\TestCase;

final class SiteSettingsSanitizerTest extends TestCase {

	/** A Madara site's option, with values in forms the screen would not save itself. */
	private const MADARA = array(
		'manga_slug'               => 'manga',
		'single_manga_seo'         => 'manga',
		'user_bookmark_max'        => 30,
		'related_by'               => 'related_color',
		'wp_manga_chapter_selling' => array( 'default_coin' => '5' ),
	);

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php'; // @phpstan-ignore requireOnce.fileNotFound (the Settings API, loaded on admin screens)
		update_option( Settings::OPTION, self::MADARA ); // As Madara left it, before Yomu's screen is there.
		Screen::settings();
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- each test reads its own errors.
	}

	protected function tearDown(): void {
		unregister_setting( Screen::SLUG, Settings::OPTION );
		parent::tearDown();
	}

	public function test_another_writer_keeps_madaras_values_byte_for_byte(): void {
		$all = get_option( Settings::OPTION );
		$all['wp_manga_chapter_selling']['default_coin'] = '8';
		update_option( Settings::OPTION, $all );
		$expected                             = self::MADARA;
		$expected['wp_manga_chapter_selling'] = array( 'default_coin' => '8' );
		$this->assertSame( $expected, get_option( Settings::OPTION ) );
		$this->assertSame( array(), get_settings_errors( Settings::OPTION ) );
	}

	public function test_a_changed_invalid_value_changes_nothing_and_says_why(): void {
		update_option( Settings::OPTION, array( 'manga_slug' => 'wp-admin' ) + self::MADARA );
		$this->assertSame( self::MADARA, get_option( Settings::OPTION ) );
		$this->assertSame( array( 'yomu_manga_slug' ), array_column( get_settings_errors( Settings::OPTION ), 'code' ) );
	}

	public function test_a_changed_valid_value_is_stored_in_madaras_form(): void {
		update_option( Settings::OPTION, array( 'user_bookmark_max' => ' 45 ' ) + self::MADARA );
		$this->assertSame( '45', get_option( Settings::OPTION )['user_bookmark_max'] );
		$this->assertSame( 'manga', get_option( Settings::OPTION )['single_manga_seo'] );
	}

	public function test_only_a_changed_address_base_makes_the_next_request_flush(): void {
		update_option( RewriteFlush::OPTION, array( 'signature' => 'kept' ) );
		update_option( Settings::OPTION, array( 'user_bookmark_max' => '40' ) + self::MADARA );
		$this->assertSame( array( 'signature' => 'kept' ), get_option( RewriteFlush::OPTION ) );
		update_option( Settings::OPTION, array( 'manga_tag_slug' => 'etiket' ) + get_option( Settings::OPTION ) );
		$this->assertFalse( get_option( RewriteFlush::OPTION ) );
	}

	public function test_deleting_or_first_saving_changed_bases_makes_the_next_request_flush(): void {
		update_option( RewriteFlush::OPTION, array( 'signature' => 'kept' ) );
		delete_option( Settings::OPTION );
		$this->assertFalse( get_option( RewriteFlush::OPTION ) );

		update_option( RewriteFlush::OPTION, array( 'signature' => 'kept' ) );
		add_option( Settings::OPTION, array( 'manga_slug' => 'manga' ) );
		$this->assertSame( array( 'signature' => 'kept' ), get_option( RewriteFlush::OPTION ) );
		delete_option( Settings::OPTION );
		update_option( RewriteFlush::OPTION, array( 'signature' => 'kept' ) );
		add_option( Settings::OPTION, array( 'manga_genres_slug' => 'tur' ) );
		$this->assertFalse( get_option( RewriteFlush::OPTION ) );
	}
}
