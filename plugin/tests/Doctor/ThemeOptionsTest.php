<?php
/**
 * The doctor names every Madara theme option the site set that Yomu does not read, and none that it reads or that
 * is empty; the text and wp-admin reports print such site-wide examples.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\Findings;
use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Admin\Doctor\TextReport;
use Yomu\Core\Admin\Doctor\ThemeOptionsCheck;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Tests\TestCase;

final class ThemeOptionsTest extends TestCase {

	public function test_options_yomu_does_not_read_are_named(): void {
		update_option(
			ThemeOptions::OPTION,
			array(
				'logo_image'               => 'https://example.com/logo.png',
				'manga_reading_style'      => 'list',
				'amp'                      => 'on',
				'page404_title'            => 'Lost?',
				'copyright'                => '',
				'main_top_sidebar_spacing' => array(
					'top'  => '',
					'unit' => '',
				),
			)
		);
		$findings = new Findings();
		$this->assertSame(
			array(
				'set'          => 4,
				'carried_over' => 2,
			),
			ThemeOptionsCheck::run( $findings )
		);
		$this->assertSame( 2, $findings->count( 'theme_options_ignored' ) );
		$found = array_values( array_filter( $findings->to_array(), static fn ( array $f ): bool => 'theme_options_ignored' === $f['code'] ) )[0];
		$this->assertSame( array( array( 'detail' => 'amp' ), array( 'detail' => 'page404_title' ) ), $found['items'] );

		$text = implode( "\n", TextReport::lines( Report::build() ) );
		$this->assertStringContainsString( 'page404_title', $text );
	}

	public function test_a_site_without_theme_options_has_nothing_to_name(): void {
		delete_option( ThemeOptions::OPTION );
		$findings = new Findings();
		ThemeOptionsCheck::run( $findings );
		$this->assertSame( 0, $findings->count( 'theme_options_ignored' ) );
	}
}
