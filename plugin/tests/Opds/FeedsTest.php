<?php
/**
 * The OPDS feed builders inside WordPress: hostile titles stay text in well-formed XML, drafts, private,
 * password-protected and (unconfirmed) adult manga never appear, listing feeds page with first/previous/next/last,
 * chapter entries carry the PSE stream link of image chapters only, and the page endpoint resolves 0-based pages.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Opds;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Schema;
use Yomu\Core\Opds\Listing;
use Yomu\Core\Opds\MangaFeed;
use Yomu\Core\Opds\Navigation;
use Yomu\Core\Opds\PageRedirect;
use Yomu\Core\Opds\Router;
use Yomu\Core\Tests\TestCase;

/**
 * Feed builders on real WordPress data.
 */
final class FeedsTest extends TestCase {

	private const ATOM = 'http://www.w3.org/2005/Atom';

	protected function tearDown(): void {
		unset( $_COOKIE['wpmanga-adault'] );
		parent::tearDown();
	}

	/**
	 * A genre term.
	 *
	 * @param string $slug Slug.
	 */
	private function genre( string $slug ): string {
		self::factory()->term->create( 'Genre ' . $slug, 'wp-manga-genre', array( 'slug' => $slug ) );
		return $slug;
	}

	/**
	 * A chapter row, with page URLs on a cloud storage when given.
	 *
	 * @param int      $manga_id Manga.
	 * @param string   $name     Chapter name.
	 * @param string[] $pages    Absolute page URLs.
	 */
	private function chapter( int $manga_id, string $name, array $pages = array() ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::tables()['chapters'],
			array(
				'post_id'             => $manga_id,
				'volume_id'           => 0,
				'chapter_name'        => $name,
				'chapter_name_extend' => '',
				'chapter_slug'        => sanitize_title( $name ),
				'storage_in_use'      => $pages ? 'amazon' : null,
				'date'                => '2026-01-02 03:04:05',
				'date_gmt'            => '2026-01-02 03:04:05',
			)
		);
		$id = (int) $wpdb->insert_id;
		if ( $pages ) {
			PageRows::save(
				$id,
				array_map(
					static fn ( string $url ): array => array(
						'src'  => $url,
						'mime' => 'image/jpeg',
					),
					$pages
				),
				'amazon'
			);
		}
		Cache::bump( $manga_id );
		return $id;
	}

	/**
	 * Parses a feed; fails on any XML error.
	 *
	 * @param string|null $xml Feed.
	 */
	private function parse( ?string $xml ): \DOMXPath {
		$this->assertIsString( $xml, 'a feed was built' );
		$dom      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$loaded   = $dom->loadXML( $xml, LIBXML_NONET );
		$errors   = libxml_get_errors();
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$this->assertTrue( $loaded, 'well-formed XML' );
		$this->assertSame( array(), $errors, 'no XML errors' );
		$xpath = new \DOMXPath( $dom );
		$xpath->registerNamespace( 'a', self::ATOM );
		$xpath->registerNamespace( 'pse', 'http://vaemendis.net/opds-pse/ns' );
		return $xpath;
	}

	/**
	 * Entry titles of a parsed feed.
	 *
	 * @param \DOMXPath $xpath Feed.
	 * @return string[]
	 */
	private static function titles( \DOMXPath $xpath ): array {
		$titles = array();
		$nodes  = $xpath->query( '/a:feed/a:entry/a:title' );
		foreach ( false === $nodes ? array() : $nodes as $node ) {
			$titles[] = (string) $node->nodeValue; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM property.
		}
		return $titles;
	}

	/**
	 * The href of the feed link with a relation, or null.
	 *
	 * @param \DOMXPath $xpath Feed.
	 * @param string    $rel   Relation.
	 */
	private static function link( \DOMXPath $xpath, string $rel ): ?string {
		$nodes = $xpath->query( '/a:feed/a:link[@rel="' . $rel . '"]/@href' );
		return $nodes && $nodes->length ? (string) $nodes->item( 0 )->nodeValue : null;
	}

	public function test_hostile_titles_and_summaries_stay_text_in_well_formed_xml(): void {
		global $wpdb;
		$genre   = $this->genre( 'opds-hostile-' . wp_generate_password( 6, false ) );
		$terms   = array( 'wp-manga-genre' => array( $genre ) );
		$id      = self::factory()->manga->create( array( 'post_title' => 'placeholder' ), array(), $terms );
		$hostile = "Tom & Jerry </title><script>alert(1)</script> \"quoted\" 'single' ]]> \x01\x0B end";
		// Written as an import would, past kses, so the builder meets the raw text.
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->posts,
			array(
				'post_title'   => $hostile,
				'post_excerpt' => '<img src=x onerror=alert(2)>Story & <b>more</b>',
			),
			array( 'ID' => $id )
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( $id );
		$this->chapter( $id, 'Chapter 1 <i>&</i> "x"', array( 'https://cdn.example.test/a.jpg' ) );

		$xml   = Listing::genre( $genre, 1 );
		$xpath = $this->parse( $xml );
		$title = self::titles( $xpath )[0] ?? '';
		$this->assertStringStartsWith( 'Tom & Jerry', $title );
		$this->assertStringContainsString( '"quoted" \'single\' ]]>', $title );
		$this->assertStringNotContainsString( '<script', (string) $xml );
		$this->assertStringNotContainsString( "\x01", (string) $xml );
		$this->assertStringContainsString( 'Tom &amp; Jerry', (string) $xml );
		$this->assertSame( 'Story & more', $xpath->query( '/a:feed/a:entry/a:summary' )->item( 0 )->textContent );

		$chapters = $this->parse( MangaFeed::build( $id ) );
		$this->assertSame( array( 'Chapter 1 & "x"' ), self::titles( $chapters ) );
		$this->assertStringStartsWith( 'Tom & Jerry', (string) $chapters->query( '/a:feed/a:title' )->item( 0 )->textContent );
	}

	public function test_drafts_private_locked_and_unconfirmed_adult_manga_are_never_listed_or_served(): void {
		$genre  = $this->genre( 'opds-hidden-' . wp_generate_password( 6, false ) );
		$terms  = array( 'wp-manga-genre' => array( $genre ) );
		$shown  = self::factory()->manga->create( array( 'post_title' => 'Shown manga' ), array(), $terms );
		$hidden = array(
			'draft'   => self::factory()->manga->create(
				array(
					'post_title'  => 'Draft manga',
					'post_status' => 'draft',
				),
				array(),
				$terms
			),
			'private' => self::factory()->manga->create(
				array(
					'post_title'  => 'Private manga',
					'post_status' => 'private',
				),
				array(),
				$terms
			),
			'locked'  => self::factory()->manga->create(
				array(
					'post_title'    => 'Locked manga',
					'post_password' => 'pw',
				),
				array(),
				$terms
			),
		);
		$adult  = self::factory()->manga->create( array( 'post_title' => 'Adult manga' ), array(), $terms );
		update_post_meta( $adult, 'manga_adult_content', array( 'yes' ) );
		foreach ( array_merge( array_values( $hidden ), array( $adult ) ) as $id ) {
			$this->chapter( $id, 'Chapter 1', array( 'https://cdn.example.test/' . $id . '.jpg' ) );
		}
		$admin = $this->create_user( array( 'role' => 'administrator' ) );
		wp_set_current_user( $admin->ID ); // Even an administrator's request lists only what guests see.

		$this->assertSame( array( 'Shown manga' ), self::titles( $this->parse( Listing::genre( $genre, 1 ) ) ) );
		foreach ( array_merge( $hidden, array( 'adult' => $adult ) ) as $kind => $id ) {
			$this->assertNull( MangaFeed::build( $id ), "$kind manga has no feed" );
			$chapter = $this->chapter( $id, 'Chapter 2', array( 'https://cdn.example.test/2.jpg' ) );
			$this->assertSame( '', PageRedirect::image_url( $chapter, 0 ), "$kind manga serves no page" );
			$this->assertSame( 404, Router::answer( '/manga/' . $id . '/', array() )->status );
		}
		$this->assertNotContains( 'Adult manga', self::titles( $this->parse( Listing::search( 'Adult manga', 1 ) ) ) );

		$_COOKIE['wpmanga-adault'] = '1';
		$this->assertSame( array( 'Adult manga', 'Shown manga' ), self::sorted( self::titles( $this->parse( Listing::genre( $genre, 1 ) ) ) ) );
		$this->assertNotNull( MangaFeed::build( $adult ), 'the confirmation cookie opens adult manga' );
	}

	/**
	 * A sorted copy.
	 *
	 * @param string[] $list List.
	 * @return string[]
	 */
	private static function sorted( array $list ): array {
		sort( $list );
		return $list;
	}

	public function test_listing_feeds_page_with_first_previous_next_and_last_links(): void {
		$genre = $this->genre( 'opds-pages-' . wp_generate_password( 6, false ) );
		$terms = array( 'wp-manga-genre' => array( $genre ) );
		for ( $i = 1; $i <= 26; $i++ ) {
			$id = self::factory()->manga->create( array( 'post_title' => sprintf( 'Paged %02d', $i ) ), array(), $terms );
			update_post_meta( $id, '_latest_update', 1700000000 + $i );
		}
		$first = $this->parse( Listing::genre( $genre, 1 ) );
		$this->assertCount( 24, self::titles( $first ) );
		$this->assertSame( 'Paged 26', self::titles( $first )[0], 'latest first' );
		$this->assertStringContainsString( 'page=2', (string) self::link( $first, 'next' ) );
		$this->assertStringContainsString( 'page=2', (string) self::link( $first, 'last' ) );
		$this->assertStringNotContainsString( 'page=', (string) self::link( $first, 'first' ) );
		$this->assertNull( self::link( $first, 'previous' ) );
		$this->assertSame( '26', $first->query( '/a:feed/*[local-name()="totalResults"]' )->item( 0 )->textContent );

		$second = $this->parse( Listing::genre( $genre, 2 ) );
		$this->assertSame( array( 'Paged 02', 'Paged 01' ), self::titles( $second ) );
		$this->assertNull( self::link( $second, 'next' ) );
		$this->assertSame( self::link( $first, 'self' ), self::link( $second, 'previous' ) );
		$this->assertSame( self::link( $second, 'previous' ), self::link( $second, 'prev' ) );
		$this->assertNull( Listing::genre( $genre, 3 ), 'past the last page' );
		$this->assertSame( 404, Router::answer( 'genre/' . $genre . '/', array( 'page' => '3' ) )->status );
		$this->assertSame( 404, Router::answer( 'latest/', array( 'page' => 'x' ) )->status );
	}

	public function test_image_chapters_carry_a_pse_stream_link_and_pages_resolve_from_zero(): void {
		$manga = self::factory()->manga->create( array( 'post_title' => 'Stream manga' ) );
		$pages = array( 'https://cdn.example.test/1.jpg', 'https://cdn.example.test/2.jpg', 'https://cdn.example.test/3.jpg' );
		$ch    = $this->chapter( $manga, 'Chapter 1', $pages );
		$this->chapter( $manga, 'Chapter 2', array( 'https://cdn.example.test/b.jpg' ) );
		$xpath = $this->parse( MangaFeed::build( $manga ) );
		$this->assertSame( array( 'Chapter 1', 'Chapter 2' ), self::titles( $xpath ), 'reading order' );
		$stream = $xpath->query( '/a:feed/a:entry[1]/a:link[@rel="http://vaemendis.net/opds-pse/stream"]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $stream );
		$this->assertSame( '3', $stream->getAttributeNS( 'http://vaemendis.net/opds-pse/ns', 'count' ) );
		$this->assertStringEndsWith( '/opds/chapter/' . $ch . '/page/{pageNumber}', $stream->getAttribute( 'href' ) );
		$this->assertSame( 1, $xpath->query( '/a:feed/a:entry[1]/a:link[@rel="http://opds-spec.org/acquisition"][@type="text/html"]' )->length );
		$this->assertSame( $pages[0], PageRedirect::image_url( $ch, 0 ) );
		$this->assertSame( $pages[2], PageRedirect::image_url( $ch, 2 ) );
		$this->assertSame( '', PageRedirect::image_url( $ch, 3 ) );
		$answer = Router::answer( '/chapter/' . $ch . '/page/1', array() );
		$this->assertSame( array( 302, $pages[1] ), array( $answer->status, $answer->location ) );

		$novel = self::factory()->manga->create( array( 'post_title' => 'Novel manga' ) );
		update_post_meta( $novel, '_wp_manga_chapter_type', 'text' );
		$text = $this->chapter( $novel, 'Text 1' );
		$feed = $this->parse( MangaFeed::build( $novel ) );
		$this->assertSame( 0, $feed->query( '//a:link[@rel="http://vaemendis.net/opds-pse/stream"]' )->length, 'text chapters have no page stream' );
		$this->assertSame( 1, $feed->query( '/a:feed/a:entry/a:link[@rel="http://opds-spec.org/acquisition"][@type="text/html"]' )->length, 'they link to their reading page' );
		$this->assertSame( '', PageRedirect::image_url( $text, 0 ) );
	}

	public function test_the_root_lists_latest_popular_and_genres_and_links_search(): void {
		$xpath = $this->parse( Navigation::root() );
		$rels  = array();
		$links = $xpath->query( '/a:feed/a:entry/a:link' );
		foreach ( false === $links ? array() : $links as $link ) {
			$rels[] = $link->getAttribute( 'rel' ) . ' ' . $link->getAttribute( 'type' );
		}
		$this->assertSame(
			array(
				'http://opds-spec.org/sort/new application/atom+xml;profile=opds-catalog;kind=acquisition',
				'http://opds-spec.org/sort/popular application/atom+xml;profile=opds-catalog;kind=acquisition',
				'subsection application/atom+xml;profile=opds-catalog;kind=navigation',
			),
			$rels
		);
		$this->assertStringEndsWith( '/opds/opensearch.xml', (string) self::link( $xpath, 'search' ) );
	}
}
