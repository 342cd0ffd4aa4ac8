<?php
/**
 * The reader's defaults with Madara's precedence: the member's choice, then the manga's, then the owner's choice in
 * Settings → Reader, then Madara's theme options, then Madara's code defaults.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Tests\TestCase;

final class ReadingTest extends TestCase {

	public function test_reading_style_precedence(): void {
		$manga = self::factory()->manga->create();
		$this->assertSame( 'paged', Reading::default_style( $manga ), "Madara's code default" );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_style' => 'list' ) );
		$this->assertSame( 'list', Reading::default_style( $manga ), "Madara's theme option" );
		update_post_meta( $manga, 'manga_reading_style', 'default' );
		$this->assertSame( 'list', Reading::default_style( $manga ), "the manga's 'default' follows the site" );
		update_post_meta( $manga, 'manga_reading_style', 'paged' );
		$this->assertSame( 'paged', Reading::default_style( $manga ), "the manga's own" );
		$this->assertSame( 'list', Reading::default_style(), 'other manga keep the site style' );
		update_option( Reading::OPTION, array( 'style' => 'paged' ) );
		$this->assertSame( 'paged', Reading::default_style(), "the owner's choice in Yomu over Madara's option" );

		$member = self::factory()->user->create();
		wp_set_current_user( $member );
		update_user_meta( $member, '_manga_reading_style', 'default' );
		$this->assertSame( 'paged', Reading::default_style( $manga ) );
		update_user_meta( $member, '_manga_reading_style', 'list' );
		$this->assertSame( 'list', Reading::default_style( $manga ), "the member's own choice wins" );
	}

	public function test_images_per_page_precedence(): void {
		$this->assertSame( 1, Reading::images_per_page() );
		update_option( ThemeOptions::OPTION, array( 'manga_reading_images_per_page' => '3' ) );
		$this->assertSame( 3, Reading::images_per_page() );
		update_option( Reading::OPTION, array( 'per_page' => '6' ) );
		$this->assertSame( 6, Reading::images_per_page() );
		$member = self::factory()->user->create();
		wp_set_current_user( $member );
		update_user_meta( $member, '_manga_img_per_page', '10' );
		$this->assertSame( 10, Reading::images_per_page() );
	}

	public function test_chapter_order_follows_madaras_sort_direction_and_the_reading_pages_reverse(): void {
		$this->assertSame( 'desc', Reading::chapters_order(), 'name_desc by default' );
		update_option(
			ThemeOptions::OPTION,
			array(
				'manga_chapters_order'        => 'date_asc',
				'manga_chapters_select_order' => 'reverse',
			)
		);
		$this->assertSame( 'asc', Reading::chapters_order() );
		$this->assertSame( 'desc', Reading::chapters_order( true ), 'reading pages flip it' );
		update_option( Reading::OPTION, array( 'chapters_order' => 'desc' ) );
		$this->assertSame( 'desc', Reading::chapters_order() );
		$this->assertSame( 'asc', Reading::chapters_order( true ) );
	}
}
