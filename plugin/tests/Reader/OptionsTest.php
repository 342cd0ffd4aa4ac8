<?php
/**
 * The reader's switches follow what Madara's site stored (theme options, wp_manga_settings) until the owner saves
 * Settings → Reader; Yomu's defaults apply where Madara stored nothing.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Reader;

use Yomu\Core\Content\Settings;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Reader\Options;
use Yomu\Core\Tests\TestCase;

final class OptionsTest extends TestCase {

	public function test_switches_follow_madara_until_saved_in_yomu(): void {
		delete_option( Options::OPTION );
		$this->assertTrue( Options::on( 'ajax_paging' ) );
		$this->assertFalse( Options::on( 'click_to_scroll' ) );
		update_option(
			ThemeOptions::OPTION,
			array(
				'manga_page_reading_ajax'      => 'off',
				'madara_reading_history_items' => '-1',
			)
		);
		update_option(
			Settings::OPTION,
			array(
				'click_to_scroll'       => '1',
				'keyboard_navigate'     => '0',
				'navigation_manga_info' => '2',
			)
		);
		$this->assertFalse( Options::on( 'ajax_paging' ) );
		$this->assertTrue( Options::on( 'click_to_scroll' ) );
		$this->assertFalse( Options::on( 'keyboard' ) );
		$this->assertTrue( Options::on( 'back_info' ) );
		$this->assertSame( PHP_INT_MAX, Options::history_items() );
		update_option(
			Options::OPTION,
			array(
				'ajax_paging'   => 'on',
				'history_items' => 5,
			)
		);
		$this->assertTrue( Options::on( 'ajax_paging' ), "the owner's saved choice wins" );
		$this->assertSame( 5, Options::history_items() );
		$this->assertTrue( Options::on( 'click_to_scroll' ), 'keys not saved in Yomu still follow Madara' );
	}
}
