<?php
/**
 * Madara's OptionTree background values as CSS declarations safe in a style attribute: each part checked against
 * what CSS allows for it, the banner winning over the value's own image, nothing able to leave url("…").
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Madara\Background;
use Yomu\Core\Tests\TestCase;

final class BackgroundTest extends TestCase {

	public function test_a_stored_background_becomes_its_declarations(): void {
		$this->assertSame(
			'background-color:rgba(0, 0, 0, 0.5);background-image:url("https://cdn.example.com/bg.jpg");background-repeat:no-repeat;background-attachment:fixed;background-size:cover;background-position:center top',
			Background::css(
				array(
					'background-color'      => 'rgba(0, 0, 0, 0.5)',
					'background-repeat'     => 'no-repeat',
					'background-attachment' => 'fixed',
					'background-position'   => 'center top',
					'background-size'       => 'cover',
					'background-image'      => 'https://cdn.example.com/bg.jpg',
				)
			)
		);
		$this->assertSame( '', Background::css( '' ), "Madara's empty value" );
		$this->assertSame( '', Background::css( array( 'background-color' => '' ) ) );
	}

	public function test_the_banner_wins_over_the_backgrounds_image(): void {
		$this->assertSame(
			'background-color:#abc;background-image:url("https://cdn.example.com/banner.png")',
			Background::css(
				array(
					'background-color' => '#abc',
					'background-image' => 'https://cdn.example.com/bg.jpg',
				),
				'https://cdn.example.com/banner.png'
			)
		);
	}

	public function test_nothing_leaves_its_declaration(): void {
		$css = Background::css(
			array(
				'background-color'    => 'red;}body{display:none',
				'background-size'     => 'cover;position:fixed',
				'background-position' => 'center;x:y',
				'background-image'    => 'javascript:alert(1)',
			),
			''
		);
		$this->assertSame( '', $css );
		$url = Background::url( 'https://cdn.example.com/a.jpg?x=")\'(\\' );
		$this->assertStringStartsWith( 'https://cdn.example.com/a.jpg?x=', $url );
		$this->assertDoesNotMatchRegularExpression( '/["\'()\\\\]/', $url );
	}
}
