<?php
/**
 * Template tags of the manga and chapter pages.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Resolver;

require_once __DIR__ . '/RoutingTestCase.php';

final class TemplateTagsTest extends RoutingTestCase {

	/**
	 * A manga with chapter-1 (3 pages; page 2 with known size) and chapter-2 (1 page), no volumes.
	 */
	private function manga(): \WP_Post {
		$manga           = self::factory()->manga->create_and_get( array( 'post_name' => 'tags-' . wp_generate_password( 6, false ) ) );
		$pages           = $this->local_pages( 3 );
		$pages[2]['w']   = 720;
		$pages[2]['h']   = 1080;
		$pages[3]['src'] = '<evil>"/03.jpg';
		$this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $pages ) );
		$this->add_chapter( $manga->ID, 'chapter-2', 0, array( 'local' => $this->local_pages( 1 ) ) );
		return $manga;
	}

	/**
	 * Sets the current request.
	 *
	 * @param \WP_Post             $manga Manga.
	 * @param array<string, mixed> $vars  Query vars.
	 */
	private function open( \WP_Post $manga, array $vars ): void {
		$request = Resolver::resolve( $manga, $vars );
		$this->assertNotNull( $request );
		Request::set( $request );
	}

	public function test_list_style_prints_every_image_first_eager_rest_lazy(): void {
		$this->open(
			$this->manga(),
			array(
				'chapter' => 'chapter-1',
				'style'   => 'list',
			)
		);
		$html = yomu_chapter_images_html();
		$this->assertSame( 3, substr_count( $html, '<div class="page-break' ) );
		$alt = esc_attr( sprintf( /* translators: %d: page number. */ __( 'Page %d', 'yomu-core' ), 1 ) );
		$this->assertMatchesRegularExpression( '#<div class="page-break no-gaps"><img id="image-0" class="wp-manga-chapter-img" src="[^"]+/WP-manga/data/manga_test/ch/01\.jpg" alt="' . $alt . '" fetchpriority="high" elementtiming="yomu-first-image" decoding="async"></div>#', $html );
		$this->assertStringContainsString( 'id="image-1" class="wp-manga-chapter-img"', $html );
		$this->assertMatchesRegularExpression( '#id="image-1"[^>]+ width="720" height="1080" loading="lazy"#', $html );
		$this->assertSame( 1, substr_count( $html, 'fetchpriority' ) );
		$this->assertSame( 2, substr_count( $html, 'loading="lazy"' ) );
		$this->assertStringNotContainsString( '<evil>', $html );
	}

	public function test_paged_style_prints_the_current_page_eagerly(): void {
		$this->open(
			$this->manga(),
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '2',
			)
		);
		$html = yomu_chapter_images_html();
		$this->assertSame( 1, substr_count( $html, '<img' ) );
		$this->assertStringContainsString( 'id="image-1"', $html );
		$this->assertStringContainsString( 'fetchpriority="high"', $html );
		$this->assertStringNotContainsString( 'loading="lazy"', $html );
	}

	public function test_navigation_walks_pages_then_chapters(): void {
		$manga = $this->manga();
		$base  = home_url( '/manga/' . $manga->post_name . '/' );

		$this->open( $manga, array( 'chapter' => 'chapter-1' ) );
		$this->assertSame(
			array(
				'prev' => '',
				'next' => $base . 'chapter-1/p/2/',
			),
			yomu_chapter_nav()
		);
		$this->open(
			$manga,
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '2',
			)
		);
		$this->assertSame(
			array(
				'prev' => $base . 'chapter-1/',
				'next' => $base . 'chapter-1/p/3/',
			),
			yomu_chapter_nav()
		);
		$this->open(
			$manga,
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '3',
			)
		);
		$this->assertSame( $base . 'chapter-2/', yomu_chapter_nav()['next'] );
		$this->open( $manga, array( 'chapter' => 'chapter-2' ) );
		$this->assertSame(
			array(
				'prev' => $base . 'chapter-1/',
				'next' => '',
			),
			yomu_chapter_nav()
		);
		$this->assertStringContainsString( 'class="btn back" href="' . $base . '"', yomu_chapter_nav_html() );
		$this->open(
			$manga,
			array(
				'chapter' => 'chapter-1',
				'style'   => 'list',
			)
		);
		$this->assertSame(
			array(
				'prev' => '',
				'next' => $base . 'chapter-2/?style=list',
			),
			yomu_chapter_nav()
		);
	}

	public function test_navigation_keeps_a_mirror_only_where_it_exists(): void {
		$manga  = self::factory()->manga->create_and_get( array( 'post_name' => 'tags-mirror' ) );
		$mirror = array( 'mirror' => $this->local_pages( 1 ) );
		$this->add_chapter( $manga->ID, 'chapter-1', 0, $mirror );
		$this->add_chapter( $manga->ID, 'chapter-2', 0, $mirror );
		$this->add_chapter( $manga->ID, 'chapter-3', 0, array( 'local' => $this->local_pages( 1 ) ) );
		$this->open(
			$manga,
			array(
				'chapter' => 'chapter-2',
				'host'    => 'mirror',
			)
		);
		$this->assertSame(
			array(
				'prev' => home_url( '/manga/tags-mirror/chapter-1/?host=mirror' ),
				'next' => home_url( '/manga/tags-mirror/chapter-3/' ),
			),
			yomu_chapter_nav()
		);
	}

	public function test_text_body_is_filtered(): void {
		$novel   = self::factory()->manga->create_and_get( array(), array( MetaKeys::CHAPTER_TYPE => 'text' ) );
		$chapter = $this->add_chapter( $novel->ID, 'chapter-1' );
		wp_insert_post(
			array(
				'post_type'    => 'chapter_text_content',
				'post_status'  => 'publish',
				'post_parent'  => $chapter->id,
				'post_title'   => $chapter->id . '-chapter-1',
				'post_content' => '<p>Hello <strong>reader</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
			)
		);
		$this->open( $novel, array( 'chapter' => 'chapter-1' ) );
		$html = yomu_chapter_body_html();
		$this->assertStringContainsString( '<p>Hello <strong>reader</strong></p>', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertSame( '', yomu_chapter_images_html() );

		add_filter( 'yomu_hide_chapter_images', '__return_true' );
		$hidden = yomu_chapter_body_html();
		remove_filter( 'yomu_hide_chapter_images', '__return_true' );
		$this->assertSame( '', $hidden, 'a hidden (e.g. unconfirmed adult) chapter body stays out of the HTML' );
	}

	public function test_tags_are_empty_outside_chapter_pages(): void {
		$this->assertNull( yomu_manga_request() );
		$this->assertFalse( yomu_is_chapter_page() );
		$this->assertSame( '', yomu_chapter_images_html() );
		$this->assertSame( '', yomu_chapter_body_html() );
		$this->assertSame( '', yomu_chapter_nav_html() );
		$this->assertSame( '', yomu_chapter_title() );
		$this->assertSame( '', yomu_chapter_list_html( 0 ) );
	}

	public function test_chapter_list_tags(): void {
		$manga = $this->manga();
		$this->assertStringContainsString( 'wp-manga-chapter', yomu_chapter_list_html( $manga ) );
		$this->assertSame( home_url( '/manga/' . $manga->post_name . '/ajax/chapters/' ), yomu_chapter_list_url( $manga ) );
		$this->open( $manga, array( 'chapter' => 'chapter-1' ) );
		$this->assertTrue( yomu_is_chapter_page() );
		$this->assertSame( 'Chapter chapter-1', yomu_chapter_title() );
	}
}
