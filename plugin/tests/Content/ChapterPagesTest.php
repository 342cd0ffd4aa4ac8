<?php
/**
 * ChapterRepository::pages(), hosts() and text() on a Madara site's page lists and text chapters
 * (MADARA.md §1.3, §1.4).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Page;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Variant;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Page lists per storage and text bodies.
 */
final class ChapterPagesTest extends FixtureCase {

	public function test_local_pages_are_the_data_url_plus_the_relative_src_and_exist_on_disk(): void {
		$this->assertSame( self::$fixture['data_url'], Paths::data_url() );
		$pages  = ChapterRepository::pages( $this->chapter( 'ch1' ) );
		$folder = self::$fixture['data_url'] . self::$fixture['unique_id'] . '/' . self::$fixture['folders']['ch1'] . '/';
		$this->assertSame( array( $folder . '01.png', $folder . '02.png', $folder . '03.png' ), self::urls( $pages ), 'the page without extension is dropped' );
		$this->assertSame( array( 1, 2, 3 ), array_map( static fn ( Page $page ): int => $page->number, $pages ), 'numbered again without the gap' );
		foreach ( $pages as $page ) {
			$this->assertSame( 'image/png', $page->mime );
			$this->assertSame( array( 0, 0 ), array( $page->width, $page->height ), 'Madara stored no sizes' );
			$this->assertFileExists( self::$fixture['data_dir'] . substr( $page->url, strlen( self::$fixture['data_url'] ) ) );
		}
	}

	public function test_cloud_pages_keep_their_absolute_urls(): void {
		$this->assertSame(
			array( 'https://i.imgur.com/Fx3aaaa.jpg', 'https://i.imgur.com/Fx3bbbb.png' ),
			self::urls( ChapterRepository::pages( $this->chapter( 'ch3' ) ) )
		);
		$this->assertSame(
			array( 'https://yomu-fixture.s3.amazonaws.com/' . self::$fixture['unique_id'] . '/ch4/01.jpg?v=2' ),
			self::urls( ChapterRepository::pages( $this->chapter( 'ch4' ) ) ),
			'a query string is not an extension problem'
		);
	}

	public function test_host_picks_a_mirror_and_falls_back_to_the_storage_in_use(): void {
		$chapter = $this->chapter( 'ch2' );
		$this->assertSame( array( 'amazon', 'local' ), ChapterRepository::hosts( $chapter ), 'in data_id order' );

		$local = self::urls( ChapterRepository::pages( $chapter ) );
		$this->assertCount( 11, $local );
		$this->assertStringStartsWith( self::$fixture['data_url'], $local[0], 'storage_in_use (local), although amazon was stored first' );
		$this->assertStringEndsWith( '/02.png', $local[1], 'numeric page order: 2 before 10' );
		$this->assertStringEndsWith( '/10.png', $local[9] );
		$this->assertStringEndsWith( '/11.png', $local[10] );

		$amazon = self::urls( ChapterRepository::pages( $chapter, 'amazon' ) );
		$this->assertCount( 11, $amazon );
		$this->assertSame( 'https://yomu-fixture.s3.amazonaws.com/' . self::$fixture['unique_id'] . '/ch2/01.jpg', $amazon[0] );
		$this->assertStringEndsWith( '/11.jpg', $amazon[10] );

		$this->assertSame( $local, self::urls( ChapterRepository::pages( $chapter, 'imgur' ) ), 'a host the chapter lacks' );
		$this->assertSame( $local, self::urls( ChapterRepository::pages( $chapter, '../local' ) ) );
		$this->assertSame( $local, self::urls( ChapterRepository::pages( $chapter, 'local' ) ) );
	}

	public function test_a_storage_in_use_without_pages_falls_back_to_the_first_mirror(): void {
		global $wpdb;
		$table = $wpdb->prefix . 'manga_chapters';
		$wpdb->update( $table, array( 'storage_in_use' => 'flickr' ), array( 'chapter_id' => self::id( 'ch2' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Cache::bump( self::$fixture['manga'] );
		try {
			$urls = self::urls( ChapterRepository::pages( $this->chapter( 'ch2' ) ) );
		} finally {
			$wpdb->update( $table, array( 'storage_in_use' => 'local' ), array( 'chapter_id' => self::id( 'ch2' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Cache::bump( self::$fixture['manga'] );
		}
		$this->assertStringStartsWith( 'https://yomu-fixture.s3.amazonaws.com/', $urls[0] );
	}

	public function test_a_chapter_still_uploading_has_no_pages_and_no_hosts(): void {
		$chapter = $this->chapter( 'ch6' );
		$this->assertSame( array(), ChapterRepository::pages( $chapter ) );
		$this->assertSame( array(), ChapterRepository::pages( $chapter, 'local' ) );
		$this->assertSame( array(), ChapterRepository::hosts( $chapter ) );
	}

	public function test_variants_resolve_like_the_page_narrowest_first_and_malformed_ones_are_dropped(): void {
		$chapter = $this->chapter( 'ch1' );
		$saved   = PageRows::get( $chapter->id ) ?? array();
		$entries = $saved;
		$folder  = dirname( (string) $entries[0]['src'] ) . '/';

		$entries[0][ Variant::ENTRY_KEY ] = array(
			self::variant( $folder . 'v/01.1080.webp', 1080 ),
			self::variant( 'https://cdn.example.com/01.720.webp', 720 ),
			self::variant( '', 480 ),
			self::variant( $folder . 'v/01.480.webp', 0 ),
			'not an entry',
		);
		$entries[1][ Variant::ENTRY_KEY ] = 'not a list';
		PageRows::save( $chapter->id, $entries );
		Cache::bump( self::$fixture['manga'] );
		try {
			$pages = ChapterRepository::pages( $chapter );
			$this->assertSame(
				array( array( 'https://cdn.example.com/01.720.webp', 720 ), array( self::$fixture['data_url'] . $folder . 'v/01.1080.webp', 1080 ) ),
				array_map( static fn ( Variant $variant ): array => array( $variant->url, $variant->width ), $pages[0]->variants )
			);
			$this->assertSame( array(), $pages[1]->variants );
			$this->assertSame( array(), $pages[2]->variants, 'a page without the key has none' );
		} finally {
			PageRows::save( $chapter->id, $saved );
			Cache::bump( self::$fixture['manga'] );
		}
	}

	public function test_text_chapters_read_their_chapter_text_content_post(): void {
		$this->assertSame( "<p>Bir varmış, bir yokmuş…</p>\n<p><strong>First</strong> chapter.</p>", ChapterRepository::text( $this->chapter( 'n1' ) ) );
		$this->assertSame( '<p>Second chapter.</p>', ChapterRepository::text( $this->chapter( 'n2' ) ) );
		$this->assertSame( '', ChapterRepository::text( $this->chapter( 'ch1' ) ), 'an image chapter has no text post' );
		$this->assertSame( array(), ChapterRepository::pages( $this->chapter( 'n1' ) ), 'and a text chapter no pages' );
	}

	/**
	 * A stored WebP variant entry.
	 *
	 * @param string $src   Stored src.
	 * @param int    $width Width.
	 * @return array<string, mixed>
	 */
	private static function variant( string $src, int $width ): array {
		return array(
			'src'  => $src,
			'mime' => 'image/webp',
			'w'    => $width,
			'h'    => 1600,
		);
	}

	/**
	 * Page URLs.
	 *
	 * @param Page[] $pages Pages.
	 * @return string[]
	 */
	private static function urls( array $pages ): array {
		return array_map( static fn ( Page $page ): string => $page->url, $pages );
	}
}
