<?php
/**
 * The URLs `yomu_purge_urls` hands over for each kind of change: exactly the pages guests could have cached
 * that show the changed manga or chapter, once per request.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Purge;

use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Purge\NginxPurge;
use Yomu\Core\Purge\Queue;
use Yomu\Core\Content\Storage\Migration\PageSwitch;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class PurgeUrlsTest extends ChapterTestCase {

	/**
	 * Each list the action received.
	 *
	 * @var array<int, string[]>
	 */
	private array $fired = array();

	protected function setUp(): void {
		parent::setUp();
		add_action( 'yomu_purge_urls', array( $this, 'record' ) );
	}

	protected function tearDown(): void {
		remove_action( 'yomu_purge_urls', array( $this, 'record' ) );
		remove_all_filters( 'yomu_purge_affected_urls' );
		parent::tearDown();
		Queue::flush();
	}

	/**
	 * The action's listener. The chapter sitemaps' URLs are left out: which of their pages a change reaches depends on
	 * the page table (tests/integration/chapter-sitemaps.test.ts checks those purges).
	 *
	 * @param string[] $urls URLs.
	 */
	public function record( array $urls ): void {
		$this->fired[] = array_values( array_filter( $urls, static fn ( string $url ): bool => ! preg_match( '~/wp-sitemap[^/]*\.xml$|/wp-manga-chapters-sitemap\d*\.xml$~', $url ) ) );
	}

	/**
	 * What the next shutdown hands over, sorted.
	 *
	 * @return string[]
	 */
	private function flushed(): array {
		$this->fired = array();
		Queue::flush();
		$this->assertLessThanOrEqual( 1, count( $this->fired ), 'the action fires at most once per request' );
		$urls = $this->fired[0] ?? array();
		$this->assertSame( count( $urls ), count( array_unique( $urls ) ), 'no duplicates' );
		sort( $urls );
		return $urls;
	}

	/**
	 * A published manga in one new genre, and the paths of its page and genre page.
	 *
	 * @return array{0: int, 1: string, 2: string}
	 */
	private function manga_in_genre(): array {
		$slug  = 'purge-' . strtolower( wp_generate_password( 6, false ) );
		$term  = self::factory()->term->create( 'Genre ' . $slug, 'wp-manga-genre', array( 'slug' => $slug . '-genre' ) );
		$manga = self::factory()->manga->create( array( 'post_name' => $slug ) );
		wp_set_object_terms( $manga, array( $term ), 'wp-manga-genre' );
		return array( $manga, $slug, $slug . '-genre' );
	}

	/**
	 * The listings every change purges.
	 *
	 * @return string[]
	 */
	private function listings(): array {
		$home = home_url( '/' );
		$urls = array( $home, $home . 'manga/', $home . 'manga/feed/', $home . 'feed/manga-chapters/', $home . 'wp-json/yomu/v1/manga', $home . 'opds/', $home . 'opds/latest/', $home . 'opds/popular/', $home . 'opds/genres/' );
		foreach ( array( 'latest', 'alphabet', 'rating', 'trending', 'views', 'new-manga' ) as $order ) {
			$urls[] = $home . 'manga/?m_orderby=' . $order;
		}
		return $urls;
	}

	/**
	 * A manga's own URLs.
	 *
	 * @param int    $manga Manga ID.
	 * @param string $slug  Manga slug.
	 * @param string $genre Its genre's slug.
	 * @return string[]
	 */
	private function manga_urls( int $manga, string $slug, string $genre ): array {
		$home = home_url( '/' );
		return array(
			$home . "manga/$slug/",
			$home . "manga/$slug/feed/manga-chapters/",
			$home . "wp-json/yomu/v1/manga/$manga",
			$home . "wp-json/yomu/v1/manga/by-slug/$slug",
			$home . "wp-json/yomu/v1/manga/$manga/chapters",
			$home . "wp-json/yomu/v1/manga/$manga/chapters?order=desc",
			$home . "opds/manga/$manga/",
			$home . "manga-genre/$genre/",
			$home . "opds/genre/$genre/",
		);
	}

	/**
	 * A chapter's URLs (reader, list style, reading pages 2…pages, REST).
	 *
	 * @param string $slug       Manga slug.
	 * @param string $chapter    Chapter slug.
	 * @param int    $chapter_id Chapter ID.
	 * @param int    $pages      Page count.
	 * @return string[]
	 */
	private function chapter_urls( string $slug, string $chapter, int $chapter_id, int $pages ): array {
		$base = home_url( "/manga/$slug/$chapter/" );
		$urls = array( $base, $base . '?style=list', home_url( "/wp-json/yomu/v1/chapters/$chapter_id" ) );
		for ( $page = 2; $page <= $pages; $page++ ) {
			$urls[] = $base . "p/$page/";
		}
		return $urls;
	}

	/**
	 * Sorted union.
	 *
	 * @param string[] ...$lists Lists.
	 * @return string[]
	 */
	private function expected( array ...$lists ): array {
		$urls = array_values( array_unique( array_merge( ...$lists ) ) );
		sort( $urls );
		return $urls;
	}

	public function test_a_new_chapter_purges_its_pages_the_manga_and_the_listings_but_no_other_chapter(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$old                          = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();

		$new = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 2' ), array( $this->upload( 'a.jpg' ), $this->upload( 'b.jpg' ), $this->upload( 'c.jpg' ) ) );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $this->chapter_urls( $slug, 'chapter-2', $new->id, 3 ) ), $this->flushed() );
		$this->assertNotContains( home_url( "/manga/$slug/chapter-1/" ), $this->flushed(), 'nothing is left over for the next request' );
		$this->assertSame( 'chapter-1', $old->slug );
	}

	public function test_a_migrated_chapter_is_purged_at_once_without_the_other_chapters(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$moved = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 2' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();
		$this->fired = array();

		PageSwitch::changed( $moved );
		$this->assertCount( 1, $this->fired, 'the purge went out before the migration goes on (no shutdown needed)' );
		$urls = $this->fired[0];
		sort( $urls );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $this->chapter_urls( $slug, 'chapter-2', $moved->id, 1 ) ), $urls );
		$this->assertSame( array(), $this->flushed(), 'nothing is left for shutdown' );
	}

	public function test_renaming_removing_pages_and_deleting_a_chapter_purge_its_old_and_new_urls(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$chapter                      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ), $this->upload( 'b.jpg' ) ) );
		$this->flushed();
		$common = array_merge( $this->listings(), $this->manga_urls( $manga, $slug, $genre ) );

		ChapterWriter::update( $chapter->id, array( 'name' => 'Chapter 5' ) );
		$this->assertSame( $this->expected( $common, $this->chapter_urls( $slug, 'chapter-1', $chapter->id, 2 ), $this->chapter_urls( $slug, 'chapter-5', $chapter->id, 2 ) ), $this->flushed() );

		ChapterWriter::remove_pages( $chapter->id, array( 2 ) );
		$this->assertSame( $this->expected( $common, $this->chapter_urls( $slug, 'chapter-5', $chapter->id, 1 ) ), $this->flushed() );

		ChapterWriter::delete( $chapter->id );
		$this->assertSame( $this->expected( $common, $this->chapter_urls( $slug, 'chapter-5', $chapter->id, 0 ) ), $this->flushed() );
	}

	public function test_a_manga_change_purges_all_its_chapters_and_the_genre_it_left(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$one                          = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$two                          = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 2' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();

		wp_update_post(
			array(
				'ID'         => $manga,
				'post_title' => 'Renamed title',
			)
		);
		$chapters = array_merge( $this->chapter_urls( $slug, 'chapter-1', $one->id, 1 ), $this->chapter_urls( $slug, 'chapter-2', $two->id, 1 ) );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $chapters ), $this->flushed() );

		wp_set_object_terms( $manga, array(), 'wp-manga-genre' );
		$now = array_slice( $this->manga_urls( $manga, $slug, $genre ), 0, 7 );
		$this->assertSame( $this->expected( $this->listings(), $now, $chapters, array( home_url( "/manga-genre/$genre/" ), home_url( "/opds/genre/$genre/" ) ) ), $this->flushed() );
	}

	public function test_a_new_cover_purges_the_whole_manga(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$chapter                      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();

		update_post_meta( $manga, '_thumbnail_id', 999999 );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $this->chapter_urls( $slug, 'chapter-1', $chapter->id, 1 ) ), $this->flushed() );
		update_post_meta( $manga, '_some_other_meta', 'x' );
		$this->assertSame( array(), $this->flushed() );
	}

	public function test_trashing_purges_the_urls_the_manga_had_and_drafts_purge_nothing(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$chapter                      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();

		wp_trash_post( $manga );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $this->chapter_urls( $slug, 'chapter-1', $chapter->id, 1 ) ), $this->flushed() );

		$draft = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		ChapterWriter::create_image_chapter( $draft, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => 'Still a draft',
			)
		);
		$this->assertSame( array(), $this->flushed(), 'guests never saw a draft' );
	}

	public function test_scheduling_purges_the_public_manga_and_going_live_purges_again(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$this->flushed();
		$expected = $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ) );

		wp_update_post(
			array(
				'ID'            => $manga,
				'post_status'   => 'future',
				'post_date'     => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
			)
		);
		$this->assertSame( 'future', get_post_status( $manga ) );
		$this->assertSame( $expected, $this->flushed() );

		wp_publish_post( $manga );
		$this->assertSame( $expected, $this->flushed() );
	}

	public function test_deleting_a_published_manga_purges_its_pages_and_the_filter_adds_urls(): void {
		list( $manga, $slug, $genre ) = $this->manga_in_genre();
		$chapter                      = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->flushed();
		add_filter(
			'yomu_purge_affected_urls',
			static function ( array $urls, \WP_Post $post ): array {
				$urls[] = home_url( '/featured/' . $post->ID . '/' );
				return $urls;
			},
			10,
			2
		);

		wp_delete_post( $manga, true );
		$this->assertNull( get_post( $manga ) );
		$this->assertSame( $this->expected( $this->listings(), $this->manga_urls( $manga, $slug, $genre ), $this->chapter_urls( $slug, 'chapter-1', $chapter->id, 1 ), array( home_url( "/featured/$manga/" ) ) ), $this->flushed() );
	}

	public function test_an_unreachable_purge_server_is_logged_and_the_request_goes_on(): void {
		$log      = get_temp_dir() . 'yomu-purge-log-' . wp_generate_password( 6, false );
		$previous = ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- captures what an operator would read.
		try {
			$failed = NginxPurge::send_to( 'http://127.0.0.1:1/yomu-purge', array( home_url( '/' ), home_url( '/manga/' ) ) );
		} finally {
			ini_set( 'error_log', (string) $previous ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}
		$this->assertSame( 2, $failed );
		$logged = (string) file_get_contents( $log ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		wp_delete_file( $log );
		$this->assertStringContainsString( 'Yomu: 2 of 2 page cache purge requests failed', $logged );
	}

	public function test_purge_requests_name_the_cache_key_of_each_url(): void {
		$base = 'http://127.0.0.1:8080/yomu-purge';
		$this->assertSame( $base . '/https://example.com/manga/x/?m_orderby=views', NginxPurge::target( $base, 'https://Example.com:8443/manga/x/?m_orderby=views' ) );
		$this->assertSame( $base . '/http://example.com/', NginxPurge::target( $base, 'http://example.com' ) );
		$this->assertSame( $base . '/http://example.com/manga/%e3%83%af/', NginxPurge::target( $base, 'http://example.com/manga/%e3%83%af/' ) );
		$this->assertSame( '', NginxPurge::target( $base, 'ftp://example.com/x' ) );
	}
}
