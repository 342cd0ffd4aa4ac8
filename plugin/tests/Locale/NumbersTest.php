<?php
/**
 * Numbers in the site's language (issue 15): counts and ratings go through number_format_i18n(), so the Turkish
 * test site groups thousands with "." and writes decimals with ",", as WordPress's Turkish pack does.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Locale;

use Yomu\Core\Admin\Doctor\ScreenSections;
use Yomu\Core\Tests\TestCase;

/**
 * Locale-aware numbers.
 */
final class NumbersTest extends TestCase {

	public function test_the_doctor_counts_use_the_site_language_separators(): void {
		$this->assertSame( 'tr_TR', get_locale() );
		$this->assertSame( '12.345,5', number_format_i18n( 12345.5, 1 ) );
		$kinds  = array(
			'manga'   => 12345,
			'text'    => 0,
			'video'   => 0,
			'unknown' => 0,
			'total'   => 12345,
		);
		$report = array(
			'counts' => array(
				'manga'         => $kinds,
				'chapters'      => array_map( static fn ( int $n ): int => $n * 100, $kinds ),
				'volumes'       => 4321,
				'storages'      => array(),
				'unknown_types' => array(),
			),
			'files'  => array(
				'checked_pages'    => 250000,
				'checked_chapters' => 300,
				'local_chapters'   => 1234567,
				'missing_pages'    => 0,
			),
		);
		ob_start();
		ScreenSections::counts( $report );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<td>12.345</td><td>1.234.500</td>', $html );
		$this->assertStringContainsString( ': 4.321</li>', $html );
		$this->assertStringContainsString( '250.000', $html );
		$this->assertStringContainsString( '1.234.567', $html );
	}
}
