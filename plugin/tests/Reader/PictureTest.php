<?php
/**
 * Page images with variants: the <picture> around the original <img> (per-format srcset, per-mode sizes, the
 * data saver's narrowest variant), the loading gate of later images, and ?style=list keeping every original in an
 * img's src for Madara-era clients.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Reader;

use Yomu\Core\Content\Page;
use Yomu\Core\Content\Variant;
use Yomu\Core\Reader\Content;
use Yomu\Core\Reader\DataSaver;
use Yomu\Core\Reader\Display;
use Yomu\Core\Reader\Picture;
use Yomu\Core\Reader\ReaderSettings;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\Routing\RoutingTestCase;

require_once dirname( __DIR__ ) . '/Routing/RoutingTestCase.php';

final class PictureTest extends RoutingTestCase {

	private static function page( array $variants = array() ): Page {
		return new Page( 2, 'https://example.com/p/02.jpg', 'image/jpeg', 1000, 1500, $variants );
	}

	private static function webp(): array {
		return array(
			new Variant( 'https://example.com/v/02.480.webp', 'image/webp', 480, 720 ),
			new Variant( 'https://example.com/v/02.720.webp', 'image/webp', 720, 1080 ),
		);
	}

	public function test_a_page_without_variants_stays_a_bare_img(): void {
		$html = Content::image( self::page(), 1, 3, true );
		/* translators: 1: page number, 2: page count of the chapter. */
		$this->assertSame( '<div class="page-break no-gaps"><img id="image-1" class="wp-manga-chapter-img" src="https://example.com/p/02.jpg" alt="' . esc_attr( sprintf( __( 'Page %1$d of %2$d', 'yomu-core' ), 2, 3 ) ) . '" fetchpriority="high" elementtiming="yomu-first-image" width="1000" height="1500" decoding="async" data-image-paged="2"></div>', $html );
	}

	public function test_a_page_with_variants_is_a_picture_whose_img_keeps_the_original_and_no_srcset(): void {
		$html = Content::image( self::page( self::webp() ), 1, 3, true, new Display( 'list', 'width', false ) );
		$this->assertStringStartsWith( '<div class="page-break no-gaps"><picture><source type="image/webp" srcset="https://example.com/v/02.480.webp 480w, https://example.com/v/02.720.webp 720w, https://example.com/p/02.jpg 1000w" sizes="(max-width: 932px) calc(100vw - 32px), 900px"><img id="image-1" class="wp-manga-chapter-img" src="https://example.com/p/02.jpg"', $html );
		$this->assertStringEndsWith( '</picture></div>', $html );
		$this->assertStringNotContainsString( 'data-yomu-gate', $html );
		$this->assertSame( 1, substr_count( $html, 'srcset=' ) );
	}

	public function test_sizes_follow_the_mode_and_fit_and_the_data_saver_keeps_the_narrowest(): void {
		$strip = Content::image( self::page( self::webp() ), 1, 3, true, new Display( 'strip', 'width', true ) );
		$this->assertStringContainsString( '<source type="image/webp" srcset="https://example.com/v/02.480.webp 480w" sizes="(max-width: 752px) calc(100vw - 32px), 720px">', $strip );
		$height = Content::image( self::page( self::webp() ), 1, 3, true, new Display( 'paged', 'height', false ) );
		$this->assertStringContainsString( 'sizes="min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 0.6667))"', $height );
		$this->assertSame( 'min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 0.6667))', Picture::sizes( 'paged', 'both', 1000, 1500 ) );
		$this->assertSame( '1000px', Picture::sizes( 'paged', 'original', 1000, 1500 ) );
		$this->assertSame( '(max-width: 672px) calc(100vw - 32px), 640px', Picture::sizes( 'strip', 'limit', 1000, 1500 ) );
		// Two-page spreads from 768 px: half the whole reader width, a wide page all of it; the single column below.
		$this->assertSame( '(min-width: 768px) and (max-width: 1140px) calc(50vw - 16px), (min-width: 768px) 554px, (max-width: 932px) calc(100vw - 32px), 900px', Picture::sizes( 'paged', 'width', 1000, 1500, true ) );
		$this->assertSame( '(min-width: 768px) and (max-width: 1140px) calc(100vw - 32px), (min-width: 768px) 1108px, (max-width: 932px) calc(100vw - 32px), 900px', Picture::sizes( 'paged', 'width', 2000, 1500, true ) );
		$this->assertSame( '(min-width: 768px) min(calc(50vw - 16px), 554px, calc((100vh - 16px) * 0.6667)), min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 0.6667))', Picture::sizes( 'paged', 'height', 1000, 1500, true ) );
	}

	public function test_a_later_image_waits_behind_a_gate_that_only_matches_with_scripts(): void {
		$html = Content::image( self::page(), 1, 3, false );
		$this->assertStringContainsString( '<picture><source media="(scripting: enabled)" srcset="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%271000%27%20height=%271500%27/%3E" data-yomu-gate><img id="image-1" class="wp-manga-chapter-img" src="https://example.com/p/02.jpg"', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
	}

	public function test_list_style_keeps_every_original_in_an_img_src_and_variants_in_sources(): void {
		$manga = self::factory()->manga->create_and_get();
		$pages = $this->local_pages( 3 );
		foreach ( $pages as $n => $entry ) {
			$pages[ $n ] += array(
				'w'                => 1000,
				'h'                => 1500,
				Variant::ENTRY_KEY => array(
					array(
						'src'  => sprintf( 'manga_test/ch/yomu-variants/%02d.720.avif', $n ),
						'mime' => 'image/avif',
						'w'    => 720,
						'h'    => 1080,
					),
				),
			);
		}
		$chapter = $this->add_chapter( $manga->ID, 'ch', 0, array( 'local' => $pages ) );
		$html    = Content::render( new Request( $manga, $chapter, 1, 'list', 'list' ) );
		preg_match_all( '/<div class="page-break no-gaps">(.*?)<\/div>/', $html, $blocks );
		$this->assertCount( 3, $blocks[1] );
		foreach ( $blocks[1] as $i => $block ) {
			$this->assertMatchesRegularExpression( sprintf( '#<img id="image-%d" class="wp-manga-chapter-img" src="[^"]+/manga_test/ch/%02d\.jpg"#', $i, $i + 1 ), $block );
			$this->assertStringContainsString( sprintf( '/manga_test/ch/yomu-variants/%02d.720.avif 720w', $i + 1 ), $block );
			$this->assertDoesNotMatchRegularExpression( '/<img[^>]*srcset/', $block );
		}
	}

	public function test_the_data_saver_follows_the_setting_then_save_data(): void {
		$this->assertTrue( DataSaver::applies( 'on', '' ) );
		$this->assertFalse( DataSaver::applies( 'off', 'on' ) );
		$this->assertTrue( DataSaver::applies( 'auto', ' On ' ) );
		$this->assertFalse( DataSaver::applies( 'auto', '' ) );
		$this->assertSame(
			array(
				'mode'  => 'strip',
				'saver' => 'on',
			),
			ReaderSettings::parse_cookie( 'strip.-.-.on' )
		);
		$this->assertSame( array( 'mode' => 'strip' ), ReaderSettings::parse_cookie( 'strip.-.-' ) );
	}
}
