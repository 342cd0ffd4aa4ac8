<?php
/**
 * JSON-LD builders.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Tests\Seo;

use Yomu\Core\Seo\JsonLd;
use Yomu\Core\Tests\TestCase;

/**
 * ComicSeries, ComicIssue and BreadcrumbList objects.
 */
final class JsonLdTest extends TestCase {

	public function test_series_has_the_details_and_leaves_out_what_is_empty(): void {
		$data = JsonLd::series(
			array(
				'name'        => 'Ay Işığı',
				'url'         => 'https://example.test/manga/ay/',
				'description' => 'Özet',
				'image'       => '',
				'authors'     => array( 'Elif' ),
				'artists'     => array(),
				'genres'      => array( 'Macera', 'Fantastik' ),
				'alternative' => 'Moonlight',
				'rating'      => 4.5,
				'votes'       => 12,
			)
		);
		$this->assertSame( 'ComicSeries', $data['@type'] );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		$this->assertSame( 'Moonlight', $data['alternateName'] );
		$this->assertSame(
			array(
				array(
					'@type' => 'Person',
					'name'  => 'Elif',
				),
			),
			$data['author']
		);
		$this->assertSame( array( 'Macera', 'Fantastik' ), $data['genre'] );
		$this->assertSame( 4.5, $data['aggregateRating']['ratingValue'] );
		$this->assertSame( 12, $data['aggregateRating']['ratingCount'] );
		$this->assertArrayNotHasKey( 'image', $data );
		$this->assertArrayNotHasKey( 'artist', $data );
	}

	public function test_series_without_votes_has_no_rating(): void {
		$data = JsonLd::series(
			array(
				'name'   => 'X',
				'url'    => 'https://example.test/x/',
				'rating' => 3.0,
				'votes'  => 0,
			)
		);
		$this->assertArrayNotHasKey( 'aggregateRating', $data );
	}

	public function test_issue_is_part_of_its_series(): void {
		$data = JsonLd::issue(
			array(
				'name'   => 'Bölüm 3',
				'url'    => 'https://example.test/manga/ay/bolum-3/',
				'number' => '3',
				'date'   => '2026-01-02T03:04:05+00:00',
			),
			array(
				'name' => 'Ay',
				'url'  => 'https://example.test/manga/ay/',
			)
		);
		$this->assertSame( 'ComicIssue', $data['@type'] );
		$this->assertSame( '3', $data['issueNumber'] );
		$this->assertSame( '2026-01-02T03:04:05+00:00', $data['datePublished'] );
		$this->assertSame(
			array(
				'@type' => 'ComicSeries',
				'name'  => 'Ay',
				'url'   => 'https://example.test/manga/ay/',
			),
			$data['isPartOf']
		);
	}

	public function test_breadcrumbs_are_numbered_from_one(): void {
		$data = JsonLd::breadcrumbs( array( array( 'Home', 'https://example.test/' ), array( 'Ay', 'https://example.test/manga/ay/' ) ) );
		$this->assertSame( 'BreadcrumbList', $data['@type'] );
		$this->assertSame( 1, $data['itemListElement'][0]['position'] );
		$this->assertSame( 'Ay', $data['itemListElement'][1]['name'] );
		$this->assertSame( 'https://example.test/manga/ay/', $data['itemListElement'][1]['item'] );
	}

	public function test_script_cannot_close_its_tag(): void {
		$html = JsonLd::script( JsonLd::breadcrumbs( array( array( '</script><b>x', 'https://example.test/' ) ) ) );
		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringStartsWith( '<script type="application/ld+json">', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$decoded = json_decode( substr( $html, strlen( '<script type="application/ld+json">' ), -strlen( "</script>\n" ) ), true );
		$this->assertSame( '</script><b>x', $decoded['itemListElement'][0]['name'] );
	}
}
