<?php
/**
 * Php-bridge: the loader is a WordPress script module (`@yomu/main`), printed by WordPress, not a rewritten tag.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bridge;

use Yomu\Bridge\Assets;
use Yomu\Bridge\Manifest;
use Yomu\Bridge\Modules;
use Yomu\Core\Tests\TestCase;

/**
 * Registration against a fresh WP_Script_Modules registry and a manifest written for the test.
 */
final class ModulesTest extends TestCase {

	/**
	 * Temporary build folder.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * The site's registry, put back after each test.
	 *
	 * @var \WP_Script_Modules|null
	 */
	private ?\WP_Script_Modules $saved = null;

	protected function setUp(): void {
		parent::setUp();
		global $wp_script_modules;
		$this->saved       = $wp_script_modules;
		$wp_script_modules = new \WP_Script_Modules(); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals,WordPress.WP.GlobalVariablesOverride -- a fresh registry per test, put back in tearDown().
		$this->dir         = get_temp_dir() . 'yomu-modules-' . wp_generate_password( 6, false );
		wp_mkdir_p( $this->dir . '/.vite' );
		$manifest = array(
			'src/main.ts'                  => array(
				'file'           => 'assets/main-1.js',
				'isEntry'        => true,
				'dynamicImports' => array( 'src/islands/reader/index.tsx' ),
			),
			'src/islands/reader/index.tsx' => array(
				'file'    => 'assets/reader-2.js',
				'imports' => array( '_react-3.js' ),
			),
			'_react-3.js'                  => array( 'file' => 'assets/react-3.js' ),
		);
		file_put_contents( $this->dir . '/.vite/manifest.json', wp_json_encode( $manifest ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	protected function tearDown(): void {
		global $wp_script_modules;
		$wp_script_modules = $this->saved; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals,WordPress.WP.GlobalVariablesOverride -- the site's registry again.
		unlink( $this->dir . '/.vite/manifest.json' );
		rmdir( $this->dir . '/.vite' );
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * What WordPress prints for the enqueued modules: import map, preloads, module tags.
	 *
	 * @return array{map: string, preloads: string, modules: string}
	 */
	private function printed(): array {
		$out     = array();
		$methods = array(
			'map'      => 'print_import_map',
			'preloads' => 'print_script_module_preloads',
			'modules'  => 'print_enqueued_script_modules',
		);
		foreach ( $methods as $key => $method ) {
			ob_start();
			wp_script_modules()->$method();
			$out[ $key ] = (string) ob_get_clean();
		}
		return $out;
	}

	/**
	 * The attributes of each script tag printed, sorted by name (WordPress 6.5 prints type, src, id; 7.1 id, src, type).
	 *
	 * @param string $html Printed HTML.
	 * @return array<int, array<string, string>>
	 */
	private function script_tags( string $html ): array {
		preg_match_all( '#<script\b([^>]*)></script>#', $html, $tags );
		$out = array();
		foreach ( $tags[1] as $attributes ) {
			preg_match_all( '#([\w-]+)="([^"]*)"#', $attributes, $pairs );
			$tag = array_combine( $pairs[1], $pairs[2] );
			ksort( $tag );
			$out[] = $tag;
		}
		return $out;
	}

	public function test_build_enqueues_only_the_loader_module_without_version_or_preload(): void {
		Modules::enqueue( new Manifest( $this->dir, 'https://cdn.test/dist' ) );
		$printed = $this->printed();
		$this->assertSame( 1, substr_count( $printed['modules'], '<script' ) );
		$this->assertMatchesRegularExpression( '#^<script [^>]*></script>\s*$#', $printed['modules'] );
		$this->assertSame(
			array(
				array(
					'id'   => '@yomu/main-js-module',
					'src'  => 'https://cdn.test/dist/assets/main-1.js',
					'type' => 'module',
				),
			),
			$this->script_tags( $printed['modules'] )
		);
		// Islands, React and the shared runtime are imported by the loader through relative URLs when due: nothing
		// else is announced, and nothing is preloaded against the first image.
		$this->assertSame( '', $printed['preloads'] );
		$this->assertSame( '', $printed['map'] );
		$this->assertStringNotContainsString( 'reader-2.js', implode( '', $printed ) );
	}

	public function test_dev_server_enqueues_vites_client_before_the_loader(): void {
		Modules::enqueue( new Manifest( $this->dir, 'https://cdn.test/dist', 'http://127.0.0.1:5173' ) );
		$printed = $this->printed();
		$tags    = $this->script_tags( $printed['modules'] );
		$this->assertSame( array( 'module', 'module' ), array_column( $tags, 'type' ) );
		$this->assertSame( array( 'http://127.0.0.1:5173/@vite/client', 'http://127.0.0.1:5173/src/main.ts' ), array_column( $tags, 'src' ) );
		$this->assertSame( array( Modules::VITE_CLIENT . '-js-module', Modules::MAIN . '-js-module' ), array_column( $tags, 'id' ) );
		$this->assertSame( '', $printed['map'] . $printed['preloads'] );
	}

	public function test_the_plugin_enqueues_the_loader_through_the_script_module_api_only(): void {
		$this->assertInstanceOf( Manifest::class, Assets::manifest() );
		Assets::enqueue();
		$printed = $this->printed();
		$tags    = array_values( array_filter( $this->script_tags( $printed['modules'] ), static fn ( $tag ) => '@yomu/main-js-module' === ( $tag['id'] ?? '' ) ) );
		$this->assertCount( 1, $tags );
		$this->assertSame( 'module', $tags[0]['type'] ?? '' );
		$this->assertMatchesRegularExpression( '#/wp-content/plugins/yomu-core/dist/assets/main-[\w-]+\.js$#', $tags[0]['src'] ?? '' );
		$this->assertSame( '', $printed['map'] . $printed['preloads'] );
		// No classic script handle and no tag rewriting: WordPress prints the module tag itself.
		$this->assertFalse( wp_script_is( 'yomu-main', 'registered' ) );
		foreach ( $GLOBALS['wp_filter']['script_loader_tag']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$this->assertFalse( is_array( $callback['function'] ) && is_string( $callback['function'][0] ) && str_starts_with( $callback['function'][0], 'Yomu\\Bridge\\' ) );
			}
		}
	}

	public function test_the_page_config_prints_before_wordpress_prints_modules(): void {
		$config  = has_action( 'wp_footer', array( Assets::class, 'print_footer' ) );
		$modules = has_action( 'wp_footer', array( $this->saved, 'print_enqueued_script_modules' ) );
		$this->assertIsInt( $config );
		$this->assertIsInt( $modules, 'a classic theme: WordPress prints script modules in the footer' );
		$this->assertLessThan( $modules, $config );
	}
}
