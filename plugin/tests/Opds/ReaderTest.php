<?php
/**
 * The catalog's signed-in reader: application passwords apply to catalog requests only, and a reader's chapter
 * entries carry the last read page of their history (1-based) while a guest's carry none.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Opds;

use Yomu\Core\Opds\MangaFeed;
use Yomu\Core\Opds\Reader;
use Yomu\Core\Tests\TestCase;

/**
 * Reader::is_catalog_request and Reader::last_read through the chapter feed.
 */
final class ReaderTest extends TestCase {

	/**
	 * The request URI before the test.
	 *
	 * @var mixed
	 */
	private $uri;

	protected function setUp(): void {
		parent::setUp();
		$this->uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored as it was.
	}

	protected function tearDown(): void {
		$_SERVER['REQUEST_URI'] = $this->uri;
		unset( $_GET['yomu_opds'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test input.
		parent::tearDown();
	}

	public function test_application_passwords_apply_to_catalog_requests_only(): void {
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		foreach ( array(
			'opds/'                => true,
			'opds'                 => true,
			'opds/manga/5/?page=2' => true,
			'opdsx/'               => false,
			'manga/opds/'          => false,
			''                     => false,
		) as $path => $expected ) {
			$_SERVER['REQUEST_URI'] = rtrim( $home, '/' ) . '/' . $path;
			$this->assertSame( $expected, Reader::is_catalog_request(), $path );
			$api = apply_filters( 'application_password_is_api_request', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's filter.
			$this->assertSame( $expected, $api, $path );
		}
		$_SERVER['REQUEST_URI'] = '/';
		$_GET['yomu_opds']      = '/latest/';
		$this->assertTrue( Reader::is_catalog_request(), 'plain permalinks' );
	}

	public function test_a_readers_chapter_entry_carries_the_last_read_page_of_their_history(): void {
		$manga    = self::factory()->manga->create( array( 'post_title' => 'Read manga' ) );
		$chapters = array();
		foreach ( array( 1, 2 ) as $n ) {
			$chapters[ $n ] = self::factory()->chapter->row(
				$manga,
				array(
					'chapter_name'   => "Chapter $n",
					'chapter_slug'   => "chapter-$n",
					'storage_in_use' => 'amazon',
					'date'           => "2026-01-0$n 00:00:00",
					'date_gmt'       => "2026-01-0$n 00:00:00",
				),
				array( 'amazon' => array_fill( 1, 5, array( 'src' => 'https://cdn.example.test/p.jpg' ) ) )
			);
		}
		$user = $this->create_user();
		update_user_meta(
			$user->ID,
			'_wp_manga_history',
			array(
				array(
					'id' => 999999,
					'c'  => 1,
					'p'  => 1,
					'i'  => 4,
					't'  => 1700000000,
				),
				array(
					'id' => $manga,
					'c'  => $chapters[2],
					'p'  => 1,
					'i'  => 2,
					't'  => 1767225600,
				),
			)
		);

		$this->assertStringNotContainsString( 'lastRead', (string) MangaFeed::build( $manga ), 'a guest has no last read page' );
		wp_set_current_user( $user->ID );
		$dom = new \DOMDocument();
		$dom->loadXML( (string) MangaFeed::build( $manga ) );
		$xpath = new \DOMXPath( $dom );
		$xpath->registerNamespace( 'a', 'http://www.w3.org/2005/Atom' );
		$links = $xpath->query( '/a:feed/a:entry/a:link[@rel="http://vaemendis.net/opds-pse/stream"]' );
		$this->assertNotFalse( $links );
		$this->assertSame( 2, $links->length );
		$first  = $links->item( 0 );
		$second = $links->item( 1 );
		$this->assertInstanceOf( \DOMElement::class, $first );
		$this->assertInstanceOf( \DOMElement::class, $second );
		$ns = 'http://vaemendis.net/opds-pse/ns';
		$this->assertFalse( $first->hasAttributeNS( $ns, 'lastRead' ), 'only the chapter read last' );
		$this->assertSame( '3', $second->getAttributeNS( $ns, 'lastRead' ), 'image index 2 is page 3' );
		$this->assertSame( '2026-01-01T00:00:00Z', $second->getAttributeNS( $ns, 'lastReadDate' ) );
	}
}
