<?php
/**
 * Php-bridge: island mount points and page config scripts.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bridge;

use Yomu\Bridge\Island;
use Yomu\Bridge\PageConfig;
use Yomu\Core\Tests\TestCase;

/**
 * Mount points carry safely escaped JSON props; config scripts are valid JSON that cannot close the tag.
 */
final class IslandTest extends TestCase {

	public function test_props_round_trip_through_an_escaped_attribute(): void {
		$props = array(
			'title' => "O'Brien \"quoted\" <b>bold</b> & ünïcödé",
			'ids'   => array( 1, 2 ),
		);
		$html  = Island::render( 'go-to-top', $props, '<a href="#top">Top</a>', 'visible' );
		$this->assertMatchesRegularExpression( '/^<div data-island="go-to-top" data-load="visible" data-props="[^"<>]*"><a href="#top">Top<\/a><\/div>$/', $html );

		$this->assertSame( 1, preg_match( '/data-props="([^"]*)"/', $html, $match ) );
		$this->assertSame( $props, json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true ) );
	}

	public function test_unknown_load_strategy_and_odd_names_are_normalised(): void {
		$html = Island::render( 'Bad Name!', array(), '', 'whenever' );
		$this->assertStringContainsString( 'data-island="badname"', $html );
		$this->assertStringContainsString( 'data-load="idle"', $html );
		$this->assertStringContainsString( 'data-props="{}"', $html );
	}

	public function test_an_interaction_island_names_the_links_and_event_that_wake_it_escaped(): void {
		$wake = array(
			'selector' => '[data-yomu-modal="a"]',
			'event'    => 'yomu:require-login',
			'hover'    => '.card[data-id="1"]',
		);
		$html = Island::render( 'account-modals', array(), '', 'interaction', 'div', $wake );
		$this->assertStringContainsString( 'data-wake="[data-yomu-modal=&quot;a&quot;]" data-wake-event="yomu:require-login" data-wake-hover=".card[data-id=&quot;1&quot;]"', $html );
		// Only an interaction island waits to be woken.
		$this->assertStringNotContainsString( 'data-wake', Island::render( 'account-modals', array(), '', 'eager', 'div', $wake ) );
	}

	public function test_config_script_is_valid_json_and_cannot_end_the_script_tag(): void {
		$script = PageConfig::script( 'manga', array( 'title' => '</script><script>alert(1)</script>' ) );
		$this->assertStringStartsWith( 'var manga = ', $script );
		$this->assertStringEndsWith( ';', $script );
		$this->assertStringNotContainsString( '</script', $script );
		$json = substr( $script, strlen( 'var manga = ' ), -1 );
		$this->assertSame( array( 'title' => '</script><script>alert(1)</script>' ), json_decode( $json, true ) );
	}

	public function test_config_objects_merge_and_keep_their_script_id(): void {
		PageConfig::set( 'yomuTest', array( 'a' => 1 ), 'wp-manga-js-extra' );
		PageConfig::set( 'yomuTest', array( 'b' => 2 ) );
		$all = PageConfig::all();
		$this->assertSame( 'wp-manga-js-extra', $all['yomuTest']['id'] );
		$this->assertSame(
			array(
				'a' => 1,
				'b' => 2,
			),
			$all['yomuTest']['data']
		);
	}
}
