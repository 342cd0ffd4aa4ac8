<?php
/**
 * Rules: every Madara route resolves to the right query vars, in WordPress's own matching order, next to
 * WordPress's archive, feed and embed rules.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Routing\Rules;

require_once __DIR__ . '/RoutingTestCase.php';

final class RulesTest extends RoutingTestCase {

	/**
	 * The query vars WordPress would parse from a path, matching the full generated rule set in order.
	 *
	 * @param string $path Request path without the leading slash.
	 * @return array<string, string>
	 */
	private function route( string $path ): array {
		global $wp_rewrite;
		$wp_rewrite->matches = 'matches'; // As WP_Rewrite::wp_rewrite_rules() sets it before generating.
		foreach ( $wp_rewrite->rewrite_rules() as $regex => $query ) {
			if ( preg_match( "#^$regex#", $path, $matches ) ) {
				parse_str( (string) preg_replace( '!^.+\?!', '', \WP_MatchesMapRegex::apply( $query, $matches ) ), $vars );
				return array_filter( array_map( 'strval', $vars ), static fn ( string $value ): bool => '' !== $value );
			}
		}
		return array();
	}

	/**
	 * Paths and the query vars they must produce.
	 *
	 * @return array<string, array{0: string, 1: array<string, string>}>
	 */
	public function routes(): array {
		$m = array( 'manga-core' => 'one-piece' );
		return array(
			'manga page'                    => array( 'manga/one-piece/', $m ),
			'chapter'                       => array( 'manga/one-piece/chapter-1/', $m + array( 'chapter' => 'chapter-1' ) ),
			'chapter without slash'         => array( 'manga/one-piece/chapter-1', $m + array( 'chapter' => 'chapter-1' ) ),
			'chapter in a volume'           => array(
				'manga/one-piece/volume-1/chapter-1/',
				$m + array(
					'volume'  => 'volume-1',
					'chapter' => 'chapter-1',
				),
			),
			'chapter page'                  => array(
				'manga/one-piece/chapter-1/p/3/',
				$m + array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '3',
				),
			),
			'chapter page without slash'    => array(
				'manga/one-piece/chapter-1/p/3',
				$m + array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '3',
				),
			),
			'volume chapter page'           => array(
				'manga/one-piece/volume-1/chapter-1/p/3/',
				$m + array(
					'volume'      => 'volume-1',
					'chapter'     => 'chapter-1',
					'manga-paged' => '3',
				),
			),
			'chapter list'                  => array(
				'manga/one-piece/ajax/chapters/',
				$m + array(
					'manga_ajax' => '1',
					'maction'    => 'get_chapters',
				),
			),
			'chapter list without slash'    => array(
				'manga/one-piece/ajax/chapters',
				$m + array(
					'manga_ajax' => '1',
					'maction'    => 'get_chapters',
				),
			),
			'chapter comments'              => array(
				'manga/one-piece/chapter-1/comment-page-2/',
				$m + array(
					'chapter' => 'chapter-1',
					'cpage'   => '2',
				),
			),
			'volume chapter comments'       => array(
				'manga/one-piece/volume-1/chapter-1/comment-page-2/',
				$m + array(
					'volume'  => 'volume-1',
					'chapter' => 'chapter-1',
					'cpage'   => '2',
				),
			),
			'manga comments'                => array( 'manga/one-piece/comment-page-2/', $m + array( 'cpage' => '2' ) ),
			'amp manga'                     => array( 'manga/one-piece/amp/', $m + array( 'yomu_amp' => '1' ) ),
			'amp chapter'                   => array(
				'manga/one-piece/chapter-1/amp/',
				$m + array(
					'chapter'  => 'chapter-1',
					'yomu_amp' => '1',
				),
			),
			'amp chapter page'              => array(
				'manga/one-piece/chapter-1/amp/p/2',
				$m + array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '2',
					'yomu_amp'    => '1',
				),
			),
			'amp volume chapter'            => array(
				'manga/one-piece/volume-1/chapter-1/amp/',
				$m + array(
					'volume'   => 'volume-1',
					'chapter'  => 'chapter-1',
					'yomu_amp' => '1',
				),
			),
			'amp volume chapter page'       => array(
				'manga/one-piece/volume-1/chapter-1/amp/p/2/',
				$m + array(
					'volume'      => 'volume-1',
					'chapter'     => 'chapter-1',
					'manga-paged' => '2',
					'yomu_amp'    => '1',
				),
			),
			'archive'                       => array( 'manga/', array( 'post_type' => 'wp-manga' ) ),
			'archive page 2'                => array(
				'manga/page/2/',
				array(
					'post_type' => 'wp-manga',
					'paged'     => '2',
				),
			),
			'manga embed stays WordPress\'' => array( 'manga/one-piece/embed/', $m + array( 'embed' => 'true' ) ),
			'manga feed stays WordPress\''  => array( 'manga/one-piece/feed/', $m + array( 'feed' => 'feed' ) ),
			'manga rss2 feed'               => array( 'manga/one-piece/feed/rss2/', $m + array( 'feed' => 'rss2' ) ),
			'manga trackback'               => array( 'manga/one-piece/trackback/', $m + array( 'tb' => '1' ) ),
			'chapter named like a feed'     => array( 'manga/one-piece/feeder/', $m + array( 'chapter' => 'feeder' ) ),
		);
	}

	/**
	 * Each path resolves to its query vars.
	 *
	 * @dataProvider routes
	 *
	 * @param string                $path     Request path.
	 * @param array<string, string> $expected Query vars.
	 */
	public function test_route( string $path, array $expected ): void {
		$this->assertSame( $expected, $this->route( $path ) );
	}

	public function test_rules_follow_the_slug_and_paged_var_settings(): void {
		$rules = Rules::rules( 'seri', 'sayfa' );
		$this->assertArrayHasKey( 'seri/([^/]+)/ajax/chapters/?$', $rules );
		$this->assertSame( 'index.php?manga-core=$matches[1]&chapter=$matches[2]&sayfa=$matches[3]', $rules['seri/([^/]+)/([^/]+)/p/([0-9]+)/?$'] );
		foreach ( array_keys( $rules ) as $regex ) {
			$this->assertStringStartsWith( 'seri/', $regex );
		}
	}

	public function test_rules_are_in_madaras_order(): void {
		$order = array_keys( Rules::rules( 'manga', 'manga-paged' ) );
		$at    = static fn ( string $regex ): int => (int) array_search( $regex, $order, true );
		// The ajax route must win over "volume/chapter", and pages over plain chapters.
		$this->assertLessThan( $at( 'manga/([^/]+)/(?!feed/(?:feed|rdf|rss|rss2|atom)/?$)([^/]+)/([^/]+)/?$' ), $at( 'manga/([^/]+)/ajax/chapters/?$' ) );
		$this->assertSame( 'manga/([^/]+)/([^/]+)/([^/]+)/amp(?:/p/([0-9]+))?/?$', $order[0] );
		$this->assertSame( 'manga/([^/]+)/(?!(?:feed|rdf|rss|rss2|atom|embed|trackback)/?$)([^/]+)/?$', end( $order ) );
	}

	public function test_query_vars_are_public(): void {
		$this->assertNotFalse( has_filter( 'query_vars', array( Rules::class, 'query_vars' ) ) );
		$vars = Rules::query_vars( array( 'p' ) );
		$this->assertContains( 'p', $vars );
		foreach ( array( 'chapter', 'volume', 'manga-paged', 'manga_ajax', 'maction', 'style', 'host' ) as $var ) {
			$this->assertContains( $var, $vars );
		}
	}
}
