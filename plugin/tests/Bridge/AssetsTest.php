<?php
/**
 * Php-bridge ships in the plugin: the loader and a stylesheet are enqueued whatever the active theme; the Yomu theme
 * gets its whole stylesheet, any other theme only the styles of the plugin's own islands.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bridge;

use Yomu\Bridge\Assets;
use Yomu\Bridge\Manifest;
use Yomu\Bridge\Modules;
use Yomu\Core\Tests\TestCase;

/**
 * Against the plugin's real build (plugin/dist).
 */
final class AssetsTest extends TestCase {

	protected function tearDown(): void {
		add_theme_support( 'yomu' );
		foreach ( array_keys( wp_styles()->registered ) as $handle ) {
			if ( str_starts_with( (string) $handle, 'yomu-' ) && is_numeric( substr( (string) $handle, 5 ) ) ) {
				wp_deregister_style( $handle );
			}
		}
		wp_dequeue_script_module( Modules::MAIN );
		parent::tearDown();
	}

	/**
	 * The stylesheet URLs Assets enqueued.
	 *
	 * @return string[]
	 */
	private function enqueued_styles(): array {
		Assets::enqueue();
		$urls = array();
		foreach ( wp_styles()->queue as $handle ) {
			if ( preg_match( '/^yomu-\d+$/', $handle ) ) {
				$urls[] = (string) wp_styles()->registered[ $handle ]->src;
			}
		}
		return $urls;
	}

	public function test_the_plugin_owns_the_build(): void {
		$manifest = Assets::manifest();
		$this->assertInstanceOf( Manifest::class, $manifest );
		$this->assertTrue( $manifest->is_ready() );
		$this->assertStringStartsWith( plugins_url( 'dist/assets/main-', YOMU_CORE_FILE ), $manifest->url( Manifest::ENTRY ) );
	}

	public function test_the_yomu_theme_gets_the_loaders_stylesheet(): void {
		$this->assertTrue( current_theme_supports( 'yomu' ) );
		$styles = $this->enqueued_styles();
		$this->assertCount( 1, $styles );
		$this->assertSame( Assets::manifest()?->css( Manifest::ENTRY ), $styles );
	}

	public function test_another_theme_gets_only_the_plugin_islands_styles(): void {
		remove_theme_support( 'yomu' );
		$styles = $this->enqueued_styles();
		$this->assertCount( 1, $styles );
		$this->assertMatchesRegularExpression( '#/plugins/yomu-core/dist/assets/plugin-islands-[\w-]+\.css$#', $styles[0] );
		$css = (string) file_get_contents( YOMU_CORE_DIR . '/dist/' . substr( $styles[0], strlen( plugins_url( 'dist/', YOMU_CORE_FILE ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
		foreach ( array( '.yomu-consent-banner', '.adult-modal', '--yomu-bg' ) as $needle ) {
			$this->assertStringContainsString( $needle, $css );
		}
		// None of the Yomu theme's page chrome.
		$this->assertStringNotContainsString( '.site-header', $css );
	}

	public function test_an_admin_screen_with_islands_prints_the_catalogue_then_the_admin_loader(): void {
		$styles = wp_styles()->queue;
		Assets::enqueue_admin();
		$this->assertSame( $styles, wp_styles()->queue ); // WordPress's own admin styles only.
		$this->assertNotFalse( has_action( 'admin_print_footer_scripts', array( Assets::class, 'print_admin' ) ) );
		ob_start();
		Assets::print_admin();
		$html = (string) ob_get_clean();
		remove_action( 'admin_print_footer_scripts', array( Assets::class, 'print_admin' ) );
		$loader = (string) Assets::manifest()?->url( Manifest::ADMIN_ENTRY );
		$this->assertStringStartsWith( plugins_url( 'dist/assets/admin-', YOMU_CORE_FILE ), $loader );
		// WordPress versions print the tag's attributes in different orders: read them as attributes.
		$tags   = new \WP_HTML_Tag_Processor( $html );
		$module = '';
		while ( $tags->next_tag( 'script' ) ) {
			if ( $loader === $tags->get_attribute( 'src' ) ) {
				$module = (string) $tags->get_attribute( 'type' );
			}
		}
		$this->assertSame( 'module', $module );
		$this->assertLessThan( strpos( $html, $loader ), strpos( $html, 'yomuL10n' ) );
		// The site's loader stays off the admin screen.
		$this->assertStringNotContainsString( (string) Assets::manifest()?->url( Manifest::ENTRY ), $html );
	}
}
