<?php
/**
 * A manga's cover gets 7:10 WebP crops at the card's widths (Images\CoverSizes), built in the background once the
 * cover is set or a page shows it without them (CoverQueue, the variants worker), and every card and the manga page
 * offer them in a srcset with the slot's sizes, so a phone never downloads the original. WordPress deletes them with
 * the attachment.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

use Yomu\Core\Images\Background\CoverQueue;
use Yomu\Core\Images\Background\Worker;
use Yomu\Core\Images\CoverSizes;
use Yomu\Core\Listing\Card;
use Yomu\Core\Listing\CoverSrcset;
use Yomu\Core\Tests\TestCase;

final class CoverSizesTest extends TestCase {

	/**
	 * A JPEG cover of the given size in the uploads folder, as an attachment with WordPress's metadata.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	private function cover( int $width, int $height ): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$image = imagecreatetruecolor( $width, $height );
		for ( $y = 0; $y < $height; $y += 10 ) {
			imagefilledrectangle( $image, 0, $y, $width, $y + 9, (int) imagecolorallocate( $image, ( $y * 3 ) % 256, 90, 200 - ( $y % 200 ) ) );
		}
		$file = wp_upload_dir()['path'] . '/cover-' . wp_generate_password( 8, false ) . '.jpg';
		imagejpeg( $image, $file, 90 );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'cover',
			),
			$file
		);
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		return $id;
	}

	/**
	 * A card's sizes attribute, without the "auto, " WordPress 6.7 and later put first on a lazy image (the browser
	 * then takes the laid-out width, and the rest where it cannot).
	 *
	 * @param string $html Card HTML.
	 */
	private static function sizes( string $html ): string {
		return preg_match( '/ sizes="(?:auto, )?([^"]*)"/', $html, $match ) ? $match[1] : '';
	}

	protected function setUp(): void {
		parent::setUp();
		self::forget_queue();
	}

	/**
	 * Empties the queue: what the site queued, and what an earlier test did (its rolled-back option lingers in the
	 * object cache, and what it asked for in CoverQueue's request memory).
	 */
	private static function forget_queue(): void {
		( new \ReflectionProperty( CoverQueue::class, 'wanted' ) )->setValue( null, array() );
		wp_cache_delete( CoverQueue::OPTION, 'options' );
		delete_option( CoverQueue::OPTION );
	}

	protected function tearDown(): void {
		self::forget_queue();
		parent::tearDown();
	}

	public function test_a_cover_gets_webp_crops_at_the_card_widths_none_wider_than_itself(): void {
		$id = $this->cover( 700, 1000 );
		$this->assertTrue( CoverSizes::missing( $id ) );
		$this->assertTrue( CoverSizes::build( $id ) );
		$this->assertFalse( CoverSizes::missing( $id ) );
		$sources = CoverSizes::sources( $id );
		$this->assertSame( array( array( 180, 257 ), array( 360, 514 ), array( 540, 771 ) ), array_map( static fn ( array $s ): array => array( $s['width'], $s['height'] ), $sources ) );
		$folder = dirname( (string) get_attached_file( $id ) );
		foreach ( $sources as $source ) {
			$path = $folder . '/' . rawurldecode( basename( $source['url'] ) );
			$this->assertFileExists( $path );
			$this->assertSame( 'image/webp', wp_get_image_mime( $path ) );
			$this->assertSame( array( $source['width'], $source['height'] ), array_slice( (array) getimagesize( $path ), 0, 2 ) );
			$this->assertLessThan( filesize( (string) get_attached_file( $id ) ), filesize( $path ) );
		}

		// A cover narrower than the widest crop: its own width takes the place of the wider ones.
		$small = $this->cover( 350, 500 );
		CoverSizes::build( $small );
		$this->assertSame( array( array( 180, 257 ), array( 350, 500 ) ), array_map( static fn ( array $s ): array => array( $s['width'], $s['height'] ), CoverSizes::sources( $small ) ) );
		// 300 × 430 is a pixel off 7:10, a crop WordPress declines: the whole cover is its 300 px size.
		$near = $this->cover( 300, 430 );
		$this->assertTrue( CoverSizes::build( $near ) );
		$this->assertSame( array( array( 180, 257 ), array( 300, 430 ) ), array_map( static fn ( array $s ): array => array( $s['width'], $s['height'] ), CoverSizes::sources( $near ) ) );
		// Covers off 7:10 give their middle 7:10 part, as the card shows them: every crop of a card is the same shape.
		$wide = $this->cover( 800, 400 );
		CoverSizes::build( $wide );
		$this->assertSame( array( array( 180, 257 ), array( 280, 400 ) ), array_map( static fn ( array $s ): array => array( $s['width'], $s['height'] ), CoverSizes::sources( $wide ) ) );
		$wider = $this->cover( 460, 650 );
		CoverSizes::build( $wider );
		$this->assertSame( array( array( 180, 257 ), array( 360, 514 ), array( 455, 650 ) ), array_map( static fn ( array $s ): array => array( $s['width'], $s['height'] ), CoverSizes::sources( $wider ) ) );

		// Deleted with the attachment.
		wp_delete_attachment( $id, true );
		foreach ( $sources as $source ) {
			$this->assertFileDoesNotExist( $folder . '/' . rawurldecode( basename( $source['url'] ) ) );
		}
	}

	public function test_an_unreadable_cover_is_noted_and_not_tried_again(): void {
		$id = $this->cover( 400, 600 );
		wp_delete_file( (string) get_attached_file( $id ) );
		$this->assertFalse( CoverSizes::build( $id ) );
		$this->assertFalse( CoverSizes::missing( $id ) );
		$this->assertSame( array(), CoverSizes::sources( $id ) );
	}

	public function test_a_card_offers_the_crops_and_a_cover_without_them_is_queued_and_built_by_the_worker(): void {
		$manga = self::factory()->manga->create_and_get();
		$cover = $this->cover( 700, 1000 );
		set_post_thumbnail( $manga, $cover );
		CoverQueue::flush();
		$this->assertSame( array( $cover ), CoverQueue::ids(), 'queued when it became the cover' );

		// Before the worker: WordPress's own image, with the slot's sizes; the page asks for the crops again.
		delete_option( CoverQueue::OPTION );
		$card = Card::render( $manga, Card::ARCHIVE, false );
		$this->assertSame( CoverSrcset::CARD, self::sizes( $card ) );
		$this->assertStringNotContainsString( 'yomu-cover-', $card );
		CoverQueue::flush();
		$this->assertSame( array( $cover ), CoverQueue::ids() );

		$run = Worker::run( 10 );
		$this->assertIsArray( $run );
		$this->assertSame( 1, $run['covers'] );
		$this->assertSame( array(), CoverQueue::ids() );

		$card = Card::render( $manga, Card::ARCHIVE, false );
		$this->assertSame( 1, preg_match( '/srcset="([^"]+)"/', $card, $match ), $card );
		$this->assertSame( array( '180w', '360w', '540w' ), array_map( static fn ( string $c ): string => (string) preg_replace( '/^\S+ /', '', trim( $c ) ), explode( ',', $match[1] ) ) );
		$this->assertStringContainsString( '-yomu-cover-360x514.webp 360w', $match[1] );
		$search = Card::render( $manga, Card::SEARCH, false );
		$this->assertSame( CoverSrcset::SEARCH_ROW, self::sizes( $search ) );
		$this->assertStringContainsString( '-yomu-cover-180x257.webp 180w', $search );
		CoverQueue::flush();
		$this->assertSame( array(), CoverQueue::ids(), 'a cover with its crops is not queued again' );
	}

	public function test_a_sliders_covers_are_sized_by_the_slides_its_style_shows(): void {
		// Style 1: two slides on a phone (a 412 px screen: 182 px each, as a grid card), up to six on wide screens.
		$this->assertSame( '(max-width: 599px) calc(50vw - 24px), (max-width: 767px) calc(33.3vw - 22px), (max-width: 1199px) calc(25vw - 20px), (max-width: 1399px) calc(20vw - 20px), calc(16.7vw - 19px)', CoverSrcset::slider( 1 ) );
		$this->assertStringStartsWith( '(max-width: 599px) calc(100vw - 32px), (max-width: 991px) calc(50vw - 24px)', CoverSrcset::slider( 3 ) );
		// At most two slides shown (style 4's gap is 8 px): never narrower than half the screen.
		$this->assertSame( 'calc(50vw - 20px)', CoverSrcset::slider( 4, 2 ) );
		$manga = self::factory()->manga->create_and_get();
		set_post_thumbnail( $manga, $this->cover( 400, 600 ) );
		$this->assertSame( CoverSrcset::slider( 2 ), self::sizes( yomu_manga_card_html( $manga, 'archive', false, CoverSrcset::slider( 2 ) ) ) );
	}

	public function test_the_backfill_queues_every_cover_without_crops_once(): void {
		$with    = self::factory()->manga->create_and_get();
		$without = self::factory()->manga->create_and_get();
		$shared  = self::factory()->manga->create_and_get();
		$done    = $this->cover( 400, 600 );
		$missing = $this->cover( 400, 600 );
		set_post_thumbnail( $with, $done );
		set_post_thumbnail( $without, $missing );
		set_post_thumbnail( $shared, $missing );
		self::forget_queue();
		CoverSizes::build( $done );

		$this->assertSame( 1, CoverQueue::backfill() );
		$this->assertSame( array( $missing ), CoverQueue::ids() );
		$this->assertSame( 0, CoverQueue::backfill(), 'already queued' );
		$this->assertSame( array( $missing ), CoverQueue::ids() );
	}
}
