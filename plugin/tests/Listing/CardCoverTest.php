<?php
/**
 * A card's cover on a chapter (a widget's or a shortcode's card, below the chapter): lazy and without high
 * priority, so the page image is the only image that loads first. Elsewhere an eager card keeps both.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Listing;

use Yomu\Core\Listing\Card;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\TestCase;

final class CardCoverTest extends TestCase {

	protected function tearDown(): void {
		Request::set( null );
		parent::tearDown();
	}

	public function test_an_eager_card_waits_on_a_chapter(): void {
		$manga = self::factory()->manga->create_and_get();
		$cover = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'cover',
			),
			'cover.jpg'
		);
		update_post_meta(
			$cover,
			'_wp_attachment_metadata',
			array(
				'width'  => 300,
				'height' => 450,
				'file'   => 'cover.jpg',
				'sizes'  => array(),
			)
		);
		set_post_thumbnail( $manga, $cover );
		( new \ReflectionProperty( Card::class, 'priority_given' ) )->setValue( null, false );

		Request::set( new Request( $manga, self::factory()->chapter->text( $manga->ID ) ) );
		$below = Card::render( $manga, Card::ARCHIVE, true );
		$this->assertStringContainsString( 'loading="lazy"', $below );
		$this->assertStringNotContainsString( 'fetchpriority', $below );

		Request::set( null );
		$first = Card::render( $manga, Card::ARCHIVE, true );
		$this->assertStringContainsString( 'loading="eager"', $first );
		$this->assertStringContainsString( 'fetchpriority="high"', $first );
	}
}
