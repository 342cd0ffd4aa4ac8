<?php
/**
 * Madara's theme options read as Madara reads them: option_tree, '' as missing, a singular page's post meta first
 * (unless unset, '', 'default' or all-empty), and the caller's default last; nothing is ever written.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Tests\TestCase;

final class ThemeOptionsTest extends TestCase {

	public function test_the_stored_value_else_the_callers_default(): void {
		update_option(
			ThemeOptions::OPTION,
			array(
				'manga_reading_style' => 'list',
				'copyright'           => '',
			)
		);
		$this->assertSame( 'list', ThemeOptions::get( 'manga_reading_style', 'paged' ) );
		$this->assertSame( 'Madara Inc.', ThemeOptions::get( 'copyright', 'Madara Inc.' ), "'' counts as missing" );
		$this->assertSame( 'on', ThemeOptions::get( 'go_to_top', 'on' ) );
		$this->assertNull( ThemeOptions::stored( 'copyright' ) );
		delete_option( ThemeOptions::OPTION );
		$this->assertSame( 'paged', ThemeOptions::get( 'manga_reading_style', 'paged' ), 'a site that never saved its theme options runs on code defaults' );
	}

	public function test_a_posts_meta_overrides_unless_empty_or_default(): void {
		update_option( ThemeOptions::OPTION, array( 'body_schema' => 'light' ) );
		$post = self::factory()->manga->create();
		$this->assertSame( 'light', ThemeOptions::get( 'body_schema', 'light', $post ) );
		foreach ( array( '', 'default', array( '', '' ) ) as $ignored ) {
			update_post_meta( $post, 'body_schema', $ignored );
			$this->assertSame( 'light', ThemeOptions::get( 'body_schema', 'light', $post ), wp_json_encode( $ignored ) );
		}
		update_post_meta( $post, 'body_schema', 'dark' );
		$this->assertSame( 'dark', ThemeOptions::get( 'body_schema', 'light', $post ) );
		$this->assertSame( 'light', ThemeOptions::get( 'body_schema', 'light', 0 ), 'no post, no override' );
		$this->assertTrue( ThemeOptions::on( 'missing_switch', 'on' ) );
		$this->assertFalse( ThemeOptions::on( 'missing_switch', 'off' ) );
	}
}
