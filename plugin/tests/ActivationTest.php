<?php
/**
 * The plugin and theme are active on the site, with the Turkish translations loaded.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests;

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

	public function test_turkish_strings_come_from_the_shipped_translation_files(): void {
		$this->assertSame( 'tr_TR', get_locale() );
		$this->assertSame( 'Kullanıcı Ayarları', __( 'User Settings', 'yomu-core' ) );
		$this->assertSame( 'Başa dön', __( 'Back to top', 'yomu' ) );
	}
}
