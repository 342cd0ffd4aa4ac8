<?php
/**
 * ChapterList, its endpoint and the manga_get_chapters action: Madara's chapter list HTML, escaped, newest first,
 * empty (endpoint) or refused (action) for manga a visitor may not read.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Routing\ChapterList;
use Yomu\Core\Routing\ChapterListAction;
use Yomu\Core\Routing\ChapterListEndpoint;
use Yomu\Core\Routing\Request;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

require_once __DIR__ . '/RoutingTestCase.php';

final class ChapterListTest extends RoutingTestCase {

	/**
	 * Parses HTML for XPath queries.
	 *
	 * @param string $html Fragment.
	 */
	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NOERROR ) );
		return new \DOMXPath( $document );
	}

	public function test_chapters_without_volumes_are_items_of_the_main_list_newest_first(): void {
		$manga = self::factory()->manga->create_and_get( array( 'post_name' => 'list-a' ) );
		$this->add_chapter(
			$manga->ID,
			'chapter-1',
			0,
			array(),
			array(
				'chapter_name' => 'Chapter 1',
				'date_gmt'     => '2024-03-05 10:00:00',
			)
		);
		$this->add_chapter(
			$manga->ID,
			'chapter-2',
			0,
			array(),
			array(
				'chapter_name'        => 'Chapter 2',
				'chapter_name_extend' => 'The Return',
			)
		);
		$xpath = $this->xpath( ChapterList::render( $manga ) );

		$items = $xpath->query( '//div[contains(@class,"page-content-listing") and contains(@class,"single-page")]/div[@class="listing-chapters_wrap"]/ul[contains(@class,"main") and contains(@class,"version-chap")]/li[@class="wp-manga-chapter"]' );
		$this->assertSame( 2, $items->length );
		$this->assertSame( 'Chapter 2 - The Return', $xpath->query( 'a', $items->item( 0 ) )->item( 0 )->textContent );
		$this->assertSame( home_url( '/manga/list-a/chapter-2/' ), $xpath->query( 'a/@href', $items->item( 0 ) )->item( 0 )->nodeValue );
		$this->assertSame( 'Chapter 1', $xpath->query( 'a', $items->item( 1 ) )->item( 0 )->textContent );
		$this->assertSame(
			'5 Mart 2024', // The Turkish test site: its language's month names and date order.
			$xpath->query( 'span[@class="chapter-release-date"]/i', $items->item( 1 ) )->item( 0 )->textContent
		);
	}

	public function test_volumes_hold_their_chapters_and_loose_chapters_come_first(): void {
		$manga = self::factory()->manga->create_and_get( array( 'post_name' => 'list-b' ) );
		$one   = $this->add_volume( $manga->ID, 'Volume 1', 1 );
		$two   = $this->add_volume( $manga->ID, 'Volume 2', 2 );
		$this->add_chapter( $manga->ID, 'chapter-1', $one );
		$this->add_chapter( $manga->ID, 'chapter-2', $one );
		$this->add_chapter( $manga->ID, 'chapter-3', $two );
		$this->add_chapter( $manga->ID, 'chapter-4' );
		$xpath = $this->xpath( ChapterList::render( $manga ) );

		$main = '//ul[contains(@class,"version-chap")]';
		$this->assertSame( array( 'chapter-4' ), $this->slugs( $xpath, "$main/li[@class='wp-manga-chapter']" ) );
		$volumes = $xpath->query( "$main/li[@class='parent has-child']" );
		$this->assertSame( 2, $volumes->length );
		$this->assertSame( 'Volume 2', $xpath->query( 'a', $volumes->item( 0 ) )->item( 0 )->textContent );
		$this->assertSame( array( 'chapter-3' ), $this->slugs( $xpath, 'ul[@class="sub-chap list-chap"]/li/ul[@class="sub-chap-list"]/li[@class="wp-manga-chapter"]', $volumes->item( 0 ) ) );
		$this->assertSame( array( 'chapter-2', 'chapter-1' ), $this->slugs( $xpath, 'ul[@class="sub-chap list-chap"]/li/ul[@class="sub-chap-list"]/li[@class="wp-manga-chapter"]', $volumes->item( 1 ) ) );
		$this->assertStringContainsString( '/manga/list-b/volume-1/chapter-1/', ChapterList::render( $manga ) );
	}

	public function test_ascending_order_when_the_site_says_so(): void {
		$manga = self::factory()->manga->create_and_get();
		$this->add_chapter( $manga->ID, 'chapter-1' );
		$this->add_chapter( $manga->ID, 'chapter-2' );
		$this->theme_options( array( 'manga_chapters_order' => 'date_asc' ) );
		$this->assertSame( array( 'chapter-1', 'chapter-2' ), $this->slugs( $this->xpath( ChapterList::render( $manga ) ), '//li[@class="wp-manga-chapter"]' ) );
	}

	public function test_hostile_names_are_escaped(): void {
		$manga  = self::factory()->manga->create_and_get();
		$volume = $this->add_volume( $manga->ID, '<img src=x onerror=alert(1)>Vol "1"' );
		$this->add_chapter(
			$manga->ID,
			'chapter-1',
			$volume,
			array(),
			array(
				'chapter_name'        => '<script>alert(1)</script>',
				'chapter_name_extend' => '<b onmouseover=alert(2)>x</b>',
			)
		);
		$html = ChapterList::render( $manga );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<b ', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;Vol &quot;1&quot;', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; - &lt;b onmouseover=alert(2)&gt;x&lt;/b&gt;', $html );
	}

	public function test_unreadable_manga_get_an_empty_list(): void {
		$draft = self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) );
		$this->add_chapter( $draft->ID, 'chapter-1' );
		$this->assertSame( '', ChapterList::render( $draft ) );
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertStringContainsString( 'wp-manga-chapter', ChapterList::render( $draft ) );
	}

	public function test_a_password_protected_manga_lists_nothing_until_its_password_was_given(): void {
		$locked = self::factory()->manga->create_and_get( array( 'post_password' => 'sesame' ) );
		$this->add_chapter( $locked->ID, 'chapter-1' );
		$this->assertSame( '', ChapterList::render( $locked ) );
		// The post-password cookie is a phpass hash, as wp-login.php?action=postpass sets it; WordPress 6.8+ no longer
		// loads phpass for user passwords, so load it as core does before hashing.
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$hasher                                 = new \PasswordHash( 8, true );
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = $hasher->HashPassword( 'sesame' );
		try {
			$this->assertStringContainsString( 'wp-manga-chapter', ChapterList::render( $locked ) );
		} finally {
			unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		}
	}

	public function test_manga_without_chapters_gets_the_empty_wrapper(): void {
		$manga = self::factory()->manga->create_and_get();
		$xpath = $this->xpath( ChapterList::render( $manga ) );
		$this->assertSame( 1, $xpath->query( '//div[@class="listing-chapters_wrap"]/ul[contains(@class,"version-chap")]' )->length );
		$this->assertSame( 0, $xpath->query( '//li' )->length );
	}

	public function test_endpoint_answers_the_current_manga_or_nothing(): void {
		$manga = self::factory()->manga->create_and_get();
		$this->add_chapter( $manga->ID, 'chapter-1' );
		$this->assertSame( '', ChapterListEndpoint::answer() );
		Request::set( new Request( $manga ) );
		$this->assertSame( ChapterList::render( $manga ), ChapterListEndpoint::answer() );
	}

	public function test_the_madara_1_6_action_is_registered_for_guests_and_readers(): void {
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_manga_get_chapters', array( Registrar::class, 'dispatch' ) ) );
		$this->assertNotFalse( has_action( 'wp_ajax_manga_get_chapters', array( Registrar::class, 'dispatch' ) ) );
	}

	public function test_the_action_answers_the_endpoints_list_of_a_published_manga(): void {
		$manga  = self::factory()->manga->create_and_get( array( 'post_name' => 'list-action' ) );
		$volume = $this->add_volume( $manga->ID, 'Volume <1>', 1 );
		$this->add_chapter( $manga->ID, 'chapter-1', $volume, array(), array( 'chapter_name' => 'Chapter <b>1</b>' ) );
		$this->add_chapter( $manga->ID, 'chapter-2' );
		Request::set( new Request( $manga ) );
		$html = ChapterListAction::answer( new Input( ChapterListAction::action()->fields, array( 'manga' => (string) $manga->ID ) ) )->data;
		$this->assertSame( ChapterListEndpoint::answer(), $html );
		$this->assertSame( array( 'chapter-2', 'chapter-1' ), $this->slugs( $this->xpath( (string) $html ), '//li[@class="wp-manga-chapter"]' ) );
		$this->assertStringContainsString( 'Chapter &lt;b&gt;1&lt;/b&gt;', (string) $html );
		$this->assertStringNotContainsString( '<b>', (string) $html );
		wp_set_current_user( $this->create_user()->ID );
		$this->assertSame( $html, Registrar::call( ChapterListAction::ACTION, array( 'manga' => (string) $manga->ID ) )->data, 'a signed-in reader gets the same list' );
	}

	public function test_the_action_refuses_what_is_not_a_published_public_manga(): void {
		$hidden = array(
			'draft'    => self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) ),
			'pending'  => self::factory()->manga->create_and_get( array( 'post_status' => 'pending' ) ),
			'private'  => self::factory()->manga->create_and_get( array( 'post_status' => 'private' ) ),
			'future'   => self::factory()->manga->create_and_get(
				array(
					'post_status' => 'future',
					'post_date'   => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
				)
			),
			'password' => self::factory()->manga->create_and_get( array( 'post_password' => 'secret' ) ),
			'post'     => self::factory()->manga->create_and_get( array( 'post_type' => 'post' ) ),
		);
		foreach ( $hidden as $manga ) {
			$this->add_chapter( $manga->ID, 'chapter-secret' );
		}
		// Even an editor, who may read drafts on the manga page, gets nothing from the public action.
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		foreach ( $hidden as $kind => $manga ) {
			$this->assertEquals( Answer::bare( '0', 400 ), Registrar::call( ChapterListAction::ACTION, array( 'manga' => (string) $manga->ID ) ), $kind );
		}
	}

	/**
	 * Hostile or malformed `manga` values.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function hostile_ids(): array {
		return array(
			'missing'  => array( null ),
			'empty'    => array( '' ),
			'zero'     => array( '0' ),
			'unknown'  => array( '999999999' ),
			'negative' => array( '-1' ),
			'sql'      => array( '1 OR 1=1' ),
			'quote'    => array( "1' OR '1'='1" ),
			'exponent' => array( '1e3' ),
			'spaces'   => array( ' 1' ),
			'array'    => array( array( '1' ) ),
			'huge'     => array( str_repeat( '9', 40 ) ),
			'script'   => array( '<script>alert(1)</script>' ),
		);
	}

	/**
	 * Each hostile value is refused as data.
	 *
	 * @dataProvider hostile_ids
	 *
	 * @param mixed $value The manga field.
	 */
	public function test_the_action_treats_hostile_values_as_data( $value ): void {
		self::factory()->manga->create_and_get();
		$this->assertEquals( Answer::bare( '0', 400 ), Registrar::call( ChapterListAction::ACTION, null === $value ? array() : array( 'manga' => $value ) ) );
	}

	/**
	 * Chapter slugs (last path segment of each link) of the matched items.
	 *
	 * @param \DOMXPath     $xpath   Document.
	 * @param string        $query   XPath of li elements.
	 * @param \DOMNode|null $context Context node.
	 * @return string[]
	 */
	private function slugs( \DOMXPath $xpath, string $query, ?\DOMNode $context = null ): array {
		$slugs = array();
		foreach ( $xpath->query( $query, $context ) as $li ) {
			$slugs[] = basename( (string) $xpath->query( 'a/@href', $li )->item( 0 )->nodeValue );
		}
		return $slugs;
	}
}
