<?php
/**
 * Which pages ask the browser to count their view (Views\PageView), and the one reading of Madara's view switches
 * (Settings::madara_switch, "≠ '0'") that the page, the ajax action and the page config share.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Content\Settings;
use Yomu\Core\Reader\PageSetup;
use Yomu\Core\Routing\Request;
use Yomu\Core\Views\PageView;

require_once __DIR__ . '/ViewsTestCase.php';

final class PageViewTest extends ViewsTestCase {

	protected function tearDown(): void {
		Request::set( null );
		parent::tearDown();
	}

	public function test_manga_and_chapter_pages_name_their_manga_and_chapter(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = self::factory()->chapter->text( $manga->ID, array( 'chapter_name' => 'Bölüm 3' ) );

		$this->assertSame(
			array(
				'manga'   => $manga->ID,
				'chapter' => '',
			),
			PageView::props( new Request( $manga ) )
		);
		$this->assertSame(
			array(
				'manga'   => $manga->ID,
				'chapter' => $chapter->slug,
			),
			PageView::props( new Request( $manga, $chapter ) )
		);
		$this->assertNull( PageView::props( null ), 'any other page' );
	}

	public function test_the_footer_prints_the_view_only_where_it_counts(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = self::factory()->chapter->text( $manga->ID );
		Request::set( new Request( $manga, $chapter ) );
		$html = $this->footer();
		// Attributes in any order, the JSON on lines of its own or not (WordPress versions print it differently).
		$this->assertSame( 1, preg_match( '#<script(?=[^>]* type="application/json")(?=[^>]* id="yomu-page-view")[^>]*>([^<]*)</script>#', $html, $match ), $html );
		$this->assertSame(
			array(
				'manga'   => $manga->ID,
				'chapter' => $chapter->slug,
			),
			json_decode( trim( $match[1] ), true )
		);

		$this->set_setting( 'manga_view', '0' );
		$this->assertSame( '', $this->footer(), 'views off: the page asks for nothing' );

		$this->set_setting( 'manga_view', '1' );
		$draft = self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) );
		Request::set( new Request( $draft ) );
		$this->assertSame( '', $this->footer(), 'a draft previewed by its editor' );

		Request::set( null );
		$this->assertSame( '', $this->footer() );
	}

	public function test_madaras_switches_are_off_only_when_saved_as_0(): void {
		$readings = array(
			'1'   => true,
			''    => true,
			'on'  => true,
			'off' => true,
			'0'   => false,
		);
		foreach ( array( 'manga_view', 'chapter_view' ) as $key ) {
			delete_option( Settings::OPTION );
			$this->assertTrue( Settings::madara_switch( $key ), "$key: nothing saved" );
			foreach ( $readings as $saved => $on ) {
				$this->set_setting( $key, (string) $saved );
				$this->assertSame( $on, Settings::madara_switch( $key ), "$key saved as '$saved'" );
			}
			update_option( Settings::OPTION, array( $key => 0 ) );
			$this->assertFalse( Settings::madara_switch( $key ), "$key saved as the number 0" );
		}
	}

	public function test_the_page_config_for_apps_says_what_the_page_does(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = self::factory()->chapter->text( $manga->ID );
		$request = new Request( $manga, $chapter );
		// A value Madara never saves: Madara counts ("≠ 0"), and so do the page and the apps' config.
		$this->set_setting( 'manga_view', 'off' );
		$this->assertSame( '1', PageSetup::objects( $request, 0 )['manga']['data']['enable_manga_view'] );
		$this->assertNotNull( PageView::props( $request ) );
		$this->assertSame( '1', yomu_manga_page_config( $manga )['enable_manga_view'] );

		$this->set_setting( 'manga_view', '0' );
		$this->assertSame( '0', PageSetup::objects( $request, 0 )['manga']['data']['enable_manga_view'] );
		$this->assertNull( PageView::props( $request ) );
		$this->assertSame( '0', yomu_manga_page_config( $manga )['enable_manga_view'] );
	}

	/**
	 * What PageView prints in the footer.
	 */
	private function footer(): string {
		ob_start();
		PageView::print();
		return (string) ob_get_clean();
	}
}
