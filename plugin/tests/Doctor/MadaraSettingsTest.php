<?php
/**
 * The doctor names every Madara setting the site set that Yomu does not read, with the reason and what the site
 * shows instead, and none that it reads or that is empty; the text report prints them.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\Findings;
use Yomu\Core\Admin\Doctor\MadaraSettingsCheck;
use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Admin\Doctor\TextReport;
use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\NotCarriedOver;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Tests\TestCase;

final class MadaraSettingsTest extends TestCase {

	public function test_settings_yomu_does_not_read_are_named_with_their_reason(): void {
		update_option(
			ThemeOptions::OPTION,
			array(
				'logo_image'               => 'https://example.com/logo.png',
				'manga_reading_style'      => 'list',
				'main_font_size'           => '15',
				'heading_font_size_h1'     => '30',
				'amp'                      => 'on',
				'an_addon_option'          => 'x',
				'copyright'                => '',
				'main_top_sidebar_spacing' => array(
					'top'  => '',
					'unit' => '',
				),
			)
		);
		update_option(
			Settings::OPTION,
			array(
				'manga_slug'        => 'seri',
				'loading_slick'     => '1',
				'webpush_noti'      => '1',
				'hosting_selection' => '0',
			)
		);
		$findings = new Findings( 1 );
		$this->assertSame(
			array(
				'theme_options'  => array(
					'set'          => 6,
					'carried_over' => 2,
				),
				'manga_settings' => array(
					'set'          => 4,
					'carried_over' => 2,
				),
			),
			MadaraSettingsCheck::run( $findings )
		);
		$this->assertSame( 4, $findings->count( 'theme_options_ignored' ) );
		$themes = $this->items( $findings, 'theme_options_ignored' );
		// One example per reason, every one kept though the example limit is 1.
		$this->assertCount( 3, $themes );
		$this->assertSame( 'main_font_size, heading_font_size_h1', $themes[0]['detail'] );
		$this->assertSame( NotCarriedOver::theme_option( 'main_font_size' ), $themes[0]['reason'] );
		$this->assertSame( 'amp', $themes[1]['detail'] );
		$this->assertSame( 'an_addon_option', $themes[2]['detail'] );
		$this->assertNotEmpty( $themes[2]['reason'] );
		$settings = $this->items( $findings, 'manga_settings_ignored' );
		$this->assertSame( array( 'loading_slick', 'webpush_noti' ), array_column( $settings, 'detail' ) );

		$text = implode( "\n", TextReport::lines( Report::build() ) );
		$this->assertStringContainsString( 'amp: ' . NotCarriedOver::theme_option( 'amp' ), $text );
		$this->assertStringContainsString( 'webpush_noti', $text );
	}

	public function test_a_site_without_madara_settings_has_nothing_to_name(): void {
		delete_option( ThemeOptions::OPTION );
		delete_option( Settings::OPTION );
		$findings = new Findings();
		MadaraSettingsCheck::run( $findings );
		$this->assertSame( 0, $findings->count( 'theme_options_ignored' ) );
		$this->assertSame( 0, $findings->count( 'manga_settings_ignored' ) );
	}

	/**
	 * A finding's examples.
	 *
	 * @param Findings $findings Findings.
	 * @param string   $code     Code.
	 * @return array<int, array<string, int|string>>
	 */
	private function items( Findings $findings, string $code ): array {
		return array_values( array_filter( $findings->to_array(), static fn ( array $f ): bool => $code === $f['code'] ) )[0]['items'];
	}
}
