<?php
/**
 * SameOrigin: the Origin header (else the Referer) must name the site's scheme, host and port.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Http;

use Yomu\Core\Http\SameOrigin;
use Yomu\Core\Tests\TestCase;

final class SameOriginTest extends TestCase {

	private const SITE = 'https://site.example/blog/';

	/**
	 * Origin, Referer and whether they pass for SITE.
	 *
	 * @return array<string, array{0: string|null, 1: string|null, 2: bool}>
	 */
	public static function cases(): array {
		return array(
			'missing both headers'          => array( null, null, false ),
			'empty both headers'            => array( '', '', false ),
			'the site origin'               => array( 'https://site.example', null, true ),
			'the site origin, explicit 443' => array( 'https://site.example:443', null, true ),
			'the site origin, upper case'   => array( 'HTTPS://Site.Example', null, true ),
			'null origin'                   => array( 'null', null, false ),
			'null origin, site referer'     => array( 'null', 'https://site.example/manga/x/', false ),
			'other port'                    => array( 'https://site.example:8443', null, false ),
			'other scheme'                  => array( 'http://site.example', null, false ),
			'lookalike host'                => array( 'https://site.example.evil', null, false ),
			'lookalike prefix'              => array( 'https://evilsite.example', null, false ),
			'subdomain'                     => array( 'https://www.site.example', null, false ),
			'other origin, site referer'    => array( 'https://evil.example', 'https://site.example/manga/x/', false ),
			'a referer on the site'         => array( null, 'https://site.example/manga/x/?style=list', true ),
			'a referer outside the path'    => array( null, 'https://site.example/other/', true ),
			'a lookalike referer'           => array( null, 'https://site.example.evil/manga/x/', false ),
			'a referer with user info'      => array( null, 'https://site.example@evil.example/', false ),
			'a referer on another port'     => array( null, 'https://site.example:444/', false ),
			'a relative referer'            => array( null, '/manga/x/', false ),
			'a javascript: referer'         => array( null, 'javascript://site.example/', false ),
			'a referer with a backslash'    => array( null, 'https://evil.example\\@site.example/', false ),
		);
	}

	/**
	 * Each case.
	 *
	 * @dataProvider cases
	 *
	 * @param string|null $origin  Origin header.
	 * @param string|null $referer Referer header.
	 * @param bool        $passes  Expected answer.
	 */
	public function test_matches( ?string $origin, ?string $referer, bool $passes ): void {
		$this->assertSame( $passes, SameOrigin::matches( $origin, $referer, self::SITE ) );
	}

	public function test_default_ports_and_explicit_ports(): void {
		$this->assertTrue( SameOrigin::matches( 'http://127.0.0.1:8080', null, 'http://127.0.0.1:8080/' ) );
		$this->assertFalse( SameOrigin::matches( 'http://127.0.0.1', null, 'http://127.0.0.1:8080/' ) );
		$this->assertTrue( SameOrigin::matches( 'http://site.example:80', null, 'http://site.example/' ) );
		$this->assertFalse( SameOrigin::matches( 'https://site.example', null, 'not a url' ) );
	}

	public function test_the_current_request_is_compared_with_home_url(): void {
		$saved = array_intersect_key( $_SERVER, array_flip( array( 'HTTP_ORIGIN', 'HTTP_REFERER' ) ) );
		try {
			unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_REFERER'] );
			$this->assertFalse( SameOrigin::request() );
			$_SERVER['HTTP_REFERER'] = home_url( '/manga/' );
			$this->assertTrue( SameOrigin::request() );
			$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
			$this->assertFalse( SameOrigin::request() );
			$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
			$this->assertTrue( SameOrigin::request() );
		} finally {
			unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_REFERER'] );
			$_SERVER = array_merge( $_SERVER, $saved );
		}
	}
}
