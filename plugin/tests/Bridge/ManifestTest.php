<?php
/**
 * Php-bridge: reading Vite's manifest, dev server mode, and the string catalogue.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bridge;

use Yomu\Bridge\Manifest;
use Yomu\Bridge\Translations;
use Yomu\Core\Tests\TestCase;

/**
 * Manifest lookups against a manifest written for the test.
 */
final class ManifestTest extends TestCase {

	/**
	 * Temporary build folder.
	 *
	 * @var string
	 */
	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = get_temp_dir() . 'yomu-manifest-' . wp_generate_password( 6, false );
		wp_mkdir_p( $this->dir . '/.vite' );
		$manifest = array(
			'src/main.ts'                  => array(
				'file'           => 'assets/main-1.js',
				'isEntry'        => true,
				'css'            => array( 'assets/main-1.css' ),
				'dynamicImports' => array( 'src/islands/reader/index.tsx' ),
			),
			'src/islands/reader/index.tsx' => array(
				'file'    => 'assets/reader-2.js',
				'imports' => array( '_react-3.js' ),
			),
			'_react-3.js'                  => array(
				'file' => 'assets/react-3.js',
				'name' => 'react',
			),
			'src/plugin-islands.css'       => array(
				'file'    => 'assets/plugin-islands-4.css',
				'isEntry' => true,
			),
		);
		file_put_contents( $this->dir . '/.vite/manifest.json', wp_json_encode( $manifest ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $this->dir . '/i18n-strings.json', wp_json_encode( array( 'Back to top', 'Untranslated string', 42 ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	protected function tearDown(): void {
		array_map( 'unlink', array( $this->dir . '/.vite/manifest.json', $this->dir . '/i18n-strings.json' ) );
		rmdir( $this->dir . '/.vite' );
		rmdir( $this->dir );
		parent::tearDown();
	}

	public function test_build_urls_come_from_the_manifest(): void {
		$manifest = new Manifest( $this->dir, 'https://cdn.test/dist' );
		$this->assertTrue( $manifest->is_ready() );
		$this->assertFalse( $manifest->is_dev() );
		$this->assertSame( 'https://cdn.test/dist/assets/main-1.js', $manifest->url( 'src/main.ts' ) );
		$this->assertSame( array( 'https://cdn.test/dist/assets/main-1.css' ), $manifest->css( 'src/main.ts' ) );
	}

	public function test_a_stylesheet_entry_is_its_own_css_file(): void {
		$manifest = new Manifest( $this->dir, 'https://cdn.test/dist' );
		$this->assertSame( array( 'https://cdn.test/dist/assets/plugin-islands-4.css' ), $manifest->css( Manifest::OTHER_THEME_STYLES ) );
	}

	public function test_dev_server_mode_points_at_vite(): void {
		$manifest = new Manifest( $this->dir, 'https://cdn.test/dist', 'http://127.0.0.1:5173' );
		$this->assertTrue( $manifest->is_dev() );
		$this->assertSame( 'http://127.0.0.1:5173/src/main.ts', $manifest->url( 'src/main.ts' ) );
		$this->assertSame( array(), $manifest->css( 'src/main.ts' ) );
	}

	public function test_missing_manifest_is_not_ready(): void {
		$manifest = new Manifest( $this->dir . '/nowhere', 'https://cdn.test/dist' );
		$this->assertFalse( $manifest->is_ready() );
		$this->assertSame( '', $manifest->url( 'src/main.ts' ) );
	}

	public function test_catalogue_holds_only_translated_strings(): void {
		$manifest  = new Manifest( $this->dir, 'https://cdn.test/dist' );
		$catalogue = Translations::catalogue( $manifest->i18n_strings(), 'yomu' );
		$this->assertSame( 'tr_TR', $catalogue['locale'] );
		$this->assertFalse( $catalogue['rtl'] );
		$this->assertSame( array( 'Back to top' => 'Başa dön' ), (array) $catalogue['strings'] );
	}
}
