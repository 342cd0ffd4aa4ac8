<?php
/**
 * Chapter dates in the site's language (issue 15): Turkish and Arabic month names, the language's date order
 * while the site keeps WordPress's English default format, the owner's own format when set, and text that reader
 * apps parse back to the chapter's day (MADARA.md §6: an English site's "MMMM dd, yyyy"; a Turkish site's
 * "d MMMM yyyy", which the apps' Turkish Madara sources read with a Turkish locale).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Blocks\CountdownBlock;
use Yomu\Core\Listing\Card;
use Yomu\Core\Routing\ChapterList;

require_once __DIR__ . '/RoutingTestCase.php';

final class ReleaseDateTest extends RoutingTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' ); // WordPress's default, as an install in English leaves it.
	}

	/**
	 * The text of span.chapter-release-date of the manga's only chapter, released 2026-11-22 10:00 UTC.
	 */
	private function release_text(): string {
		$manga = self::factory()->manga->create_and_get();
		$this->add_chapter(
			$manga->ID,
			'chapter-1',
			0,
			array(),
			array(
				'date'     => '2026-11-22 10:00:00',
				'date_gmt' => '2026-11-22 10:00:00',
			)
		);
		$this->assertSame( 1, preg_match( '#<span class="chapter-release-date"><i>([^<]*)</i></span>#', ChapterList::render( $manga ), $match ) );
		return html_entity_decode( $match[1], ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The day an ICU date parser (what Java's SimpleDateFormat does in the apps) reads from the text.
	 *
	 * @param string $text    Date text.
	 * @param string $locale  ICU locale.
	 * @param string $pattern ICU pattern.
	 */
	private function parsed_day( string $text, string $locale, string $pattern ): string {
		$parser = new \IntlDateFormatter( $locale, \IntlDateFormatter::NONE, \IntlDateFormatter::NONE, 'UTC', \IntlDateFormatter::GREGORIAN, $pattern );
		$parser->setLenient( false );
		$time = $parser->parse( $text );
		$this->assertIsInt( $time, "'$text' does not parse as $pattern in $locale" );
		return gmdate( 'Y-m-d', $time );
	}

	public function test_the_turkish_site_shows_turkish_month_names_in_turkish_order(): void {
		$this->assertSame( 'tr_TR', get_locale() );
		$text = $this->release_text();
		$this->assertSame( '22 Kasım 2026', $text );
		$this->assertSame( '2026-11-22', $this->parsed_day( $text, 'tr_TR', 'd MMMM y' ) );
		$this->assertSame( 'j F Y', yomu_date_format() ); // The theme's post dates use it too.
	}

	public function test_an_english_site_keeps_the_form_reader_apps_parse_by_default(): void {
		switch_to_locale( 'en_US' );
		$text = $this->release_text();
		$this->assertSame( 'November 22, 2026', $text );
		// The generic Madara source's "MMMM dd, yyyy" in English.
		$this->assertSame( '2026-11-22', $this->parsed_day( $text, 'en_US', 'MMMM dd, yyyy' ) );
	}

	public function test_an_arabic_site_shows_arabic_month_names(): void {
		$this->assertTrue( switch_to_locale( 'ar' ) );
		$text = $this->release_text();
		$this->assertSame( '22 نوفمبر 2026', $text );
		$this->assertStringNotContainsString( 'November', $text );
		$this->assertSame( '2026-11-22', $this->parsed_day( $text, 'ar', 'd MMMM y' ) );
	}

	public function test_a_format_the_owner_chose_is_kept_in_the_site_language(): void {
		update_option( 'date_format', 'l, j F Y' );
		$this->assertSame( 'Pazar, 22 Kasım 2026', $this->release_text() );
		update_option( 'date_format', 'Y-m-d' );
		$this->assertSame( '2026-11-22', $this->release_text() );
	}

	public function test_listing_cards_and_the_countdown_fallback_use_the_same_dates(): void {
		$manga = self::factory()->manga->create_and_get();
		$this->add_chapter(
			$manga->ID,
			'chapter-1',
			0,
			array(),
			array(
				'date'     => '2026-11-22 10:00:00',
				'date_gmt' => '2026-11-22 10:00:00',
			)
		);
		$this->assertStringContainsString( '<span class="post-on font-meta">22 Kasım 2026</span>', Card::render( $manga ) );
		$html = CountdownBlock::render( array( 'target' => '2026-11-22T21:30' ) );
		$this->assertStringContainsString( '>22 Kasım 2026 21:30</time>', $html );
	}
}
