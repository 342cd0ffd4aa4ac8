<?php
/**
 * Consent\Blocker holds third-party frames behind a placeholder; LogEndpoint parses categories strictly.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Consent;

use Yomu\Core\Consent\Blocker;
use Yomu\Core\Consent\LogEndpoint;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Markup rewriting and input parsing.
 */
final class ConsentBlockerTest extends TestCase {

	/**
	 * A YouTube frame loses its src, keeps it in data-src and gets the placeholder text.
	 */
	public function test_holds_known_video_frames(): void {
		$html = Blocker::hold( '<p>a</p><iframe width="560" src="https://www.youtube.com/embed/abc?x=1&amp;y=2" title="V"></iframe><p>b</p>' );
		$this->assertIsString( $html );
		$this->assertStringNotContainsString( ' src=', $html );
		$this->assertStringContainsString( 'data-src="https://www.youtube.com/embed/abc?x=1&amp;y=2"', $html );
		$this->assertStringContainsString( 'data-yomu-consent="advertisement"', $html );
		$this->assertStringContainsString( 'Bu içeriğe erişmek için lütfen çerezleri kabul edin', $html );
		$this->assertStringStartsWith( '<p>a</p><div class="yomu-consent-embed"', $html );
	}

	/**
	 * Frames from the site itself or unknown hosts, and look-alike hosts, are left alone.
	 */
	public function test_leaves_other_frames_alone(): void {
		$own = '<iframe src="' . esc_url( home_url( '/x/' ) ) . '"></iframe>';
		$this->assertSame( $own, Blocker::hold( $own ) );
		$fake = '<iframe src="https://notyoutube.com/embed/x"></iframe>';
		$this->assertSame( $fake, Blocker::hold( $fake ) );
		$this->assertSame( 'no frames', Blocker::hold( 'no frames' ) );
		$this->assertSame( 3, Blocker::hold( 3 ) );
		$vimeo = Blocker::hold( '<iframe src="https://player.vimeo.com/video/1"></iframe>' );
		$this->assertIsString( $vimeo );
		$this->assertStringContainsString( 'data-yomu-consent="functional"', $vimeo );
	}

	/**
	 * Categories must list each known slug once, yes or no, with necessary yes.
	 */
	public function test_parses_categories_strictly(): void {
		$this->assertSame(
			array(
				'necessary'     => 'yes',
				'functional'    => 'no',
				'analytics'     => 'yes',
				'performance'   => 'no',
				'advertisement' => 'no',
			),
			LogEndpoint::parse_categories( 'analytics:yes,necessary:yes,functional:no,performance:no,advertisement:no' )
		);
		$this->assertNull( LogEndpoint::parse_categories( 'necessary:yes' ) );
		$this->assertNull( LogEndpoint::parse_categories( 'necessary:no,functional:no,analytics:no,performance:no,advertisement:no' ) );
		$this->assertNull( LogEndpoint::parse_categories( 'necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,' ) );
		$this->assertNull( LogEndpoint::parse_categories( "necessary:yes,functional:no,analytics:no,performance:no,advertisement:no\n" ) );
	}

	/**
	 * The endpoint refuses anything but POST, and ids that only match up to a trailing newline.
	 */
	public function test_refuses_get_and_ids_with_a_trailing_newline(): void {
		$answer = Registrar::call( LogEndpoint::ACTION, array(), array(), 'GET' );
		$this->assertFalse( $answer->success );
		$this->assertSame( 405, $answer->status );
		$fields = array(
			'consent_id'     => str_repeat( 'a', 32 ) . "\n",
			'consent_action' => 'reject',
			'categories'     => 'necessary:yes,functional:no,analytics:no,performance:no,advertisement:no',
		);
		$answer = Registrar::call( LogEndpoint::ACTION, $fields );
		$this->assertFalse( $answer->success );
		$this->assertSame( 400, $answer->status );
	}
}
