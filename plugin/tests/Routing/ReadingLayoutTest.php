<?php
/**
 * The reading page's layout and volume order with Madara's precedence: a manga's own meta (gaps), then the owner's
 * choice in Settings → Reader (`yomu_reading`), then Madara's theme options, then Madara's code defaults.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Reader\ReadingDefaultsFields;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\ReadingLayout;
use Yomu\Core\Tests\TestCase;

final class ReadingLayoutTest extends TestCase {

	public function test_gaps_follow_the_manga_then_the_owner_then_madara(): void {
		$manga = self::factory()->manga->create();
		$this->assertTrue( ReadingLayout::gaps( $manga ), "Madara's default: on" );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_content_gaps' => 'off' ) );
		$this->assertFalse( ReadingLayout::gaps( $manga ) );
		update_post_meta( $manga, 'manga_reading_content_gaps', 'default' );
		$this->assertFalse( ReadingLayout::gaps( $manga ), "the manga's 'default' follows the site" );
		update_option( Reading::OPTION, array( 'gaps' => 'on' ) );
		$this->assertTrue( ReadingLayout::gaps( $manga ), "the owner's choice over Madara's option" );
		update_post_meta( $manga, 'manga_reading_content_gaps', 'off' );
		$this->assertFalse( ReadingLayout::gaps( $manga ), "the manga's own wins" );
		$this->assertTrue( ReadingLayout::gaps(), 'other manga keep the site value' );
	}

	public function test_full_width_and_sticky_navigation_switches(): void {
		$this->assertTrue( ReadingLayout::full_width() );
		$this->assertTrue( ReadingLayout::sticky_navigation() );
		$this->assertFalse( ReadingLayout::sticky_navigation( true ), 'phones: off by default' );
		update_option(
			ThemeOptions::OPTION,
			array(
				'manga_reading_full_width'               => 'off',
				'manga_reading_sticky_navigation'        => 'off',
				'manga_reading_sticky_navigation_mobile' => 'on',
			)
		);
		$this->assertFalse( ReadingLayout::full_width() );
		$this->assertFalse( ReadingLayout::sticky_navigation() );
		$this->assertTrue( ReadingLayout::sticky_navigation( true ) );
		update_option(
			Reading::OPTION,
			array(
				'full_width'        => 'on',
				'sticky_nav'        => 'on',
				'sticky_nav_mobile' => '',
			)
		);
		$this->assertTrue( ReadingLayout::full_width() );
		$this->assertTrue( ReadingLayout::sticky_navigation() );
		$this->assertTrue( ReadingLayout::sticky_navigation( true ), "'' follows Madara" );
	}

	public function test_sticky_header_follows_the_site_unless_set(): void {
		$this->assertSame( 2, ReadingLayout::sticky_header( 2 ), "'' follows nav_sticky" );
		$this->assertSame( 0, ReadingLayout::sticky_header( 0 ) );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_sticky_header' => 'on' ) );
		$this->assertSame( 1, ReadingLayout::sticky_header( 0 ), 'on makes an unsticky header stick' );
		$this->assertSame( 2, ReadingLayout::sticky_header( 2 ), "on keeps the site's sticky style" );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_sticky_header' => 'off' ) );
		$this->assertSame( 0, ReadingLayout::sticky_header( 1 ) );
		update_option( Reading::OPTION, array( 'sticky_header' => 'on' ) );
		$this->assertSame( 1, ReadingLayout::sticky_header( 1 ), "the owner's choice over Madara's option" );
	}

	public function test_text_font_size_is_a_bounded_number(): void {
		$this->assertSame( 0, ReadingLayout::text_font_size() );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_text_fontsize' => '20' ) );
		$this->assertSame( 20, ReadingLayout::text_font_size() );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_text_fontsize' => '20px; color: red' ) );
		$this->assertSame( 0, ReadingLayout::text_font_size() );
	}

	public function test_volume_order_on_reading_pages_and_the_manga_page(): void {
		$this->assertSame( 'desc', Reading::volumes_order( true ), "Madara's default: desc" );
		$this->assertSame( 'desc', Reading::volumes_order(), 'the manga page turns volumes with the chapters' );
		update_option(
			ThemeOptions::OPTION,
			array(
				'manga_volumes_order'  => 'asc',
				'manga_chapters_order' => 'name_desc',
			)
		);
		$this->assertSame( 'asc', Reading::volumes_order( true ) );
		$this->assertSame( 'desc', Reading::volumes_order() );
		update_option( Reading::OPTION, array( 'volumes_order' => 'desc' ) );
		$this->assertSame( 'desc', Reading::volumes_order( true ), "the owner's choice applies everywhere" );
		update_option( Reading::OPTION, array( 'volumes_order' => 'asc' ) );
		$this->assertSame( 'asc', Reading::volumes_order() );
	}

	public function test_grouped_turns_volumes_apart_from_their_chapters(): void {
		$manga = self::factory()->manga->create();
		$one   = self::factory()->volume->create( $manga, 'Cilt 1' );
		$two   = self::factory()->volume->create( $manga, 'Cilt 2' );
		foreach ( array( array( $one, 1 ), array( $one, 2 ), array( $two, 3 ) ) as list( $volume, $n ) ) {
			self::factory()->chapter->row(
				$manga,
				array(
					'volume_id'    => $volume,
					'chapter_name' => "Chapter $n",
					'chapter_slug' => "chapter-$n",
				)
			);
		}
		$shape = static fn ( array $groups ): array => array_map(
			static fn ( array $group ): string => $group[0]->name . ': ' . implode( ',', array_map( static fn ( $chapter ): string => $chapter->slug, $group[1] ) ),
			$groups
		);
		$this->assertSame( array( 'Cilt 2: chapter-3', 'Cilt 1: chapter-2,chapter-1' ), $shape( ChapterRepository::grouped( $manga, 'desc' ) ) );
		$this->assertSame( array( 'Cilt 1: chapter-2,chapter-1', 'Cilt 2: chapter-3' ), $shape( ChapterRepository::grouped( $manga, 'desc', 'asc' ) ) );
		$this->assertSame( array( 'Cilt 2: chapter-3', 'Cilt 1: chapter-1,chapter-2' ), $shape( ChapterRepository::grouped( $manga, 'asc', 'desc' ) ) );
	}

	public function test_settings_keep_only_known_choices(): void {
		$clean = ReadingDefaultsFields::sanitize(
			array(
				'gaps'          => 'off',
				'full_width'    => 'maybe',
				'sticky_header' => 'on',
				'volumes_order' => 'asc',
				'unknown'       => 'on',
			)
		);
		$this->assertSame( 'off', $clean['gaps'] );
		$this->assertSame( '', $clean['full_width'] );
		$this->assertSame( 'on', $clean['sticky_header'] );
		$this->assertSame( 'asc', $clean['volumes_order'] );
		$this->assertArrayNotHasKey( 'unknown', $clean );
	}
}
