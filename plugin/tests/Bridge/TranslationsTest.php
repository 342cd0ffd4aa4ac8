<?php
/**
 * The islands' strings on the site's pages: the page carries the catalogue's versioned address, and the address
 * answers the strings in the locale it names, kept for a year only when the version is today's.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Bridge;

use Yomu\Bridge\Translations;
use Yomu\Core\Tests\TestCase;

/**
 * Against the plugin's Turkish translations.
 */
final class TranslationsTest extends TestCase {

	private const STRINGS = array( 'Go to top', 'A string nobody translated' );

	protected function tearDown(): void {
		restore_current_locale();
		parent::tearDown();
	}

	public function test_the_page_carries_the_address_of_its_strings_not_the_strings(): void {
		switch_to_locale( 'tr_TR' );
		$page = Translations::by_address( self::STRINGS, 'yomu-core' );
		$this->assertSame( 'tr_TR', $page['locale'] );
		$this->assertSame( array(), (array) $page['strings'] );
		$this->assertMatchesRegularExpression( '/[?&]yomu-l10n=tr_TR&v=[0-9a-f]{12}$/', $page['url'] );

		parse_str( (string) wp_parse_url( $page['url'], PHP_URL_QUERY ), $query );
		$answer = Translations::answer( self::STRINGS, 'yomu-core', 'tr_TR', $query['v'] );
		$this->assertSame( array( 'Go to top' => 'Yukarı çık' ), json_decode( $answer['body'], true ) );
		$this->assertSame( 'public, max-age=31536000, immutable', $answer['headers']['Cache-Control'] );
		$this->assertSame( 'application/json; charset=utf-8', $answer['headers']['Content-Type'] );
	}

	public function test_an_old_version_gets_todays_strings_without_being_kept(): void {
		switch_to_locale( 'tr_TR' );
		$answer = Translations::answer( self::STRINGS, 'yomu-core', 'tr_TR', 'a1b2c3d4e5f6' );
		$this->assertSame( array( 'Go to top' => 'Yukarı çık' ), json_decode( $answer['body'], true ) );
		$this->assertSame( 'public, no-cache', $answer['headers']['Cache-Control'] );
	}

	public function test_an_english_page_names_no_address_and_an_unknown_locale_gets_the_sites_own(): void {
		switch_to_locale( 'en_US' );
		$this->assertArrayNotHasKey( 'url', Translations::by_address( self::STRINGS, 'yomu-core' ) );
		$this->assertSame( '{}', Translations::answer( self::STRINGS, 'yomu-core', 'xx_XX', '' )['body'] );
	}
}
