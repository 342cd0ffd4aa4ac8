<?php
/**
 * The theme's theme.json: valid, read by WordPress, and printed in the head as the presets the theme's CSS reads.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Theme;

use Yomu\Core\Tests\TestCase;

/**
 * Runs against the active Yomu theme of the test site.
 */
final class ThemeJsonTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// theme.json's names in English (test sites run in Turkish), read afresh rather than from a cache that
		// an earlier test filled in another language.
		switch_to_locale( 'en_US' );
		wp_clean_theme_json_cache();
	}

	/**
	 * The decoded theme.json file.
	 *
	 * @return array<string, mixed>
	 */
	private function theme_json(): array {
		$file = get_template_directory() . '/theme.json';
		$this->assertFileExists( $file );
		$json = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertSame( JSON_ERROR_NONE, json_last_error(), 'theme.json is valid JSON' );
		$this->assertIsArray( $json );
		return $json;
	}

	public function test_the_active_theme_is_yomu_and_has_a_theme_json_of_a_schema_wordpress_65_reads(): void {
		$this->assertSame( 'yomu', get_template() );
		$json = $this->theme_json();
		$this->assertSame( 2, $json['version'] );
		$this->assertTrue( wp_theme_has_theme_json() );
	}

	public function test_wordpress_returns_the_palette_fonts_sizes_and_widths_of_theme_json(): void {
		$json     = $this->theme_json();
		$settings = wp_get_global_settings();

		$this->assertSame( $json['settings']['color']['palette'], $settings['color']['palette']['theme'] );
		$this->assertSame( array( 'base', 'contrast', 'muted', 'accent', 'surface', 'border' ), array_column( $settings['color']['palette']['theme'], 'slug' ) );
		$this->assertFalse( $settings['color']['defaultPalette'] );
		$this->assertSame( $json['settings']['typography']['fontFamilies'], $settings['typography']['fontFamilies']['theme'] );
		$this->assertSame( $json['settings']['typography']['fontSizes'], $settings['typography']['fontSizes']['theme'] );
		$this->assertSame( $json['settings']['spacing']['spacingSizes'], $settings['spacing']['spacingSizes']['theme'] );
		$this->assertSame( '760px', $settings['layout']['contentSize'] );
		$this->assertSame( '1108px', $settings['layout']['wideSize'] );
	}

	public function test_the_global_stylesheet_defines_every_preset_and_the_body_styles(): void {
		$json = $this->theme_json();
		$css  = wp_get_global_stylesheet();
		foreach ( $json['settings']['color']['palette'] as $color ) {
			$this->assertStringContainsString( '--wp--preset--color--' . $color['slug'] . ': ' . $color['color'] . ';', $css );
			$this->assertStringContainsString( '.has-' . $color['slug'] . '-color{', $css );
		}
		foreach ( $json['settings']['typography']['fontFamilies'] as $family ) {
			$this->assertStringContainsString( '--wp--preset--font-family--' . $family['slug'] . ': ' . $family['fontFamily'] . ';', $css );
		}
		$this->assertStringContainsString( '--wp--style--global--content-size: 760px;', $css );
		$this->assertMatchesRegularExpression( '/body\{background-color: var\(--wp--preset--color--base\);color: var\(--wp--preset--color--contrast\);/', $css );
	}

	public function test_the_theme_enqueues_the_global_styles_in_the_head_not_in_the_footer(): void {
		wp_enqueue_scripts();
		$this->assertTrue( wp_style_is( 'global-styles', 'enqueued' ) );
		$this->assertStringContainsString( '--wp--preset--color--accent: #c0392b;', implode( '', (array) wp_styles()->get_data( 'global-styles', 'after' ) ) );
		$this->assertFalse( has_action( 'wp_footer', 'wp_enqueue_global_styles' ) );
	}

	protected function tearDown(): void {
		wp_dequeue_style( 'global-styles' );
		wp_deregister_style( 'global-styles' );
		add_action( 'wp_footer', 'wp_enqueue_global_styles', 1 );
		restore_previous_locale();
		wp_clean_theme_json_cache();
		parent::tearDown();
	}
}
