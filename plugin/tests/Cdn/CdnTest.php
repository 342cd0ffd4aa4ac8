<?php
/**
 * CDN base URL: chapter images in the local data folder and the theme's built assets move to the CDN origin
 * (same paths), preconnect hints follow, and nothing changes without a CDN or in wp-admin screens.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Cdn;

use Yomu\Bridge\Manifest;
use Yomu\Core\Cdn\CdnUrl;
use Yomu\Core\Cdn\Hints;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class CdnTest extends ChapterTestCase {

	private const CDN = 'https://cdn.example.test';

	/**
	 * The main query before the test.
	 *
	 * @var \WP_Query|null
	 */
	private $main = null;

	protected function setUp(): void {
		parent::setUp();
		$this->main = $GLOBALS['wp_query'];
		delete_option( CdnUrl::OPTION );
	}

	protected function tearDown(): void {
		remove_filter( 'yomu_image_origins', array( $this, 'other_storage' ) );
		$GLOBALS['wp_query']       = $this->main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
		$GLOBALS['wp_the_query']   = $this->main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
		parent::tearDown();
	}

	/**
	 * Makes a manga's page the main query.
	 *
	 * @param int $manga Manga ID.
	 */
	private function visit( int $manga ): void {
		$query                   = new \WP_Query(
			array(
				'p'         => $manga,
				'post_type' => 'wp-manga',
			)
		);
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
	}

	/**
	 * The first page URL of a new one-page chapter, and the manga.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function chapter_image(): array {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		return array( $manga, ChapterRepository::pages( ChapterRepository::find( $chapter->id ) )[0]->url );
	}

	public function test_without_a_cdn_nothing_moves_and_no_hint_is_printed(): void {
		list( $manga, $image ) = $this->chapter_image();
		$this->visit( $manga );
		$this->assertStringStartsWith( content_url( '/uploads/' ), $image );
		$this->assertStringStartsWith( content_url( '/uploads/' ), wp_upload_dir( null, false )['baseurl'] . '/' );
		$dist = plugins_url( 'dist/assets/main-1.js', YOMU_CORE_FILE );
		$this->assertSame( $dist, apply_filters( 'yomu_static_url', $dist ) );
		$this->assertSame( array(), Hints::hints() );
	}

	public function test_with_a_cdn_chapter_images_and_built_assets_take_its_origin_with_their_paths(): void {
		update_option( CdnUrl::OPTION, self::CDN );
		list( $manga, $image ) = $this->chapter_image();
		$path                  = (string) wp_parse_url( content_url( '/uploads/WP-manga/data/' ), PHP_URL_PATH );
		$this->assertStringStartsWith( self::CDN . $path, $image );

		$dir = get_temp_dir() . 'yomu-cdn-manifest-' . wp_generate_password( 6, false );
		wp_mkdir_p( $dir . '/.vite' );
		file_put_contents( $dir . '/.vite/manifest.json', '{"src/main.ts":{"file":"assets/main-1.js","isEntry":true,"css":["assets/main-1.css"]}}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$manifest = new Manifest( $dir, plugins_url( 'dist', YOMU_CORE_FILE ) );
		$dist     = (string) wp_parse_url( plugins_url( 'dist', YOMU_CORE_FILE ), PHP_URL_PATH );
		$this->assertSame( self::CDN . $dist . '/assets/main-1.js', $manifest->url( 'src/main.ts' ) );
		$this->assertSame( array( self::CDN . $dist . '/assets/main-1.css' ), $manifest->css( 'src/main.ts' ) );
		unlink( $dir . '/.vite/manifest.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		rmdir( $dir . '/.vite' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_rmdir
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_rmdir

		$this->assertSame( 'https://elsewhere.example/x.js', CdnUrl::rewrite( 'https://elsewhere.example/x.js' ), 'other origins stay' );
		$this->visit( $manga );
		$this->assertSame( array( array( self::CDN, false ), array( self::CDN, true ) ), Hints::hints() );
		ob_start();
		Hints::print();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<link rel="preconnect" href="' . self::CDN . '" crossorigin>', $html );
	}

	/**
	 * Another storage's origin (a filter the test adds and removes; the plugin's own stay).
	 *
	 * @param string[] $origins Origins.
	 * @return string[]
	 */
	public function other_storage( array $origins ): array {
		$origins[] = 'https://bucket.s3.example.test/prefix/';
		return $origins;
	}

	public function test_image_origins_from_other_storage_get_a_hint_on_manga_pages_only(): void {
		list( $manga ) = $this->chapter_image();
		add_filter( 'yomu_image_origins', array( $this, 'other_storage' ) );
		$this->visit( $manga );
		$this->assertSame( array( array( 'https://bucket.s3.example.test', false ) ), Hints::hints() );
		$this->visit( 0 );
		$GLOBALS['wp_query'] = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query this test visits, put back in tearDown().
		$this->assertSame( array(), Hints::hints() );
	}

	public function test_admin_screens_keep_the_site_urls(): void {
		update_option( CdnUrl::OPTION, self::CDN );
		// What is_admin() reads on a wp-admin screen.
		$GLOBALS['current_screen'] = new class() { // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- put back in tearDown().
			/** An admin screen. */
			public function in_admin(): bool {
				return true;
			}
		};
		$this->assertTrue( is_admin() );
		list( , $image ) = $this->chapter_image();
		$this->assertStringStartsWith( content_url( '/uploads/' ), $image );
	}

	public function test_the_setting_keeps_only_an_http_base_url(): void {
		$this->assertSame( 'https://cdn.example.test/base', CdnUrl::normalize( ' HTTPS://CDN.Example.test/base/?x=1#y ' ) );
		$this->assertSame( 'http://127.0.0.1:8081', CdnUrl::normalize( 'http://127.0.0.1:8081/' ) );
		$this->assertSame( '', CdnUrl::normalize( 'javascript:alert(1)' ) );
		$this->assertSame( '', CdnUrl::normalize( 'ftp://cdn.example.test' ) );
		$this->assertSame( '', CdnUrl::normalize( 'https://user:pw@cdn.example.test' ) );
		$this->assertSame( '', CdnUrl::normalize( '/relative' ) );
	}
}
