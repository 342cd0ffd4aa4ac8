<?php
/**
 * One page's variants: the format is measured per page (a screentone page and a photo-like page end in
 * different formats), widths follow the reader and never upscale, the chosen variant keeps the SSIM target
 * measured here independently, and pages that would not gain (animated GIFs, tiny files) get none.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

use Yomu\Core\Images\Codec;
use Yomu\Core\Images\FormatChoice;
use Yomu\Core\Images\PageVariants;
use Yomu\Core\Images\Ssim;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/DrawnPages.php';

/**
 * PageVariants and FormatChoice.
 */
final class PageVariantsTest extends TestCase {

	/**
	 * Temporary files to remove.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		remove_all_filters( 'yomu_upload_limits' );
		Files::delete( $this->files );
		parent::tearDown();
	}

	/**
	 * Writes bytes to a temporary file.
	 *
	 * @param string $bytes Bytes.
	 */
	private function file( string $bytes ): string {
		$path          = Files::temp();
		$this->files[] = $path;
		Files::write( $path, $bytes );
		return $path;
	}

	/**
	 * Builds the variants of a file, and remembers them for removal.
	 *
	 * @param string $path Original.
	 * @return array<int, array{path: string, mime: string, ext: string, w: int, h: int, quality: int}>
	 */
	private function build( string $path ): array {
		$variants = PageVariants::build( $path );
		$this->assertIsArray( $variants );
		$this->files = array_merge( $this->files, array_column( $variants, 'path' ) );
		return $variants;
	}

	/**
	 * The original scaled as a reader's browser would compare it: to the variant's size.
	 *
	 * @param string $path   Original file.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 */
	private function original_at( string $path, int $width, int $height ): \GdImage {
		$original = imagecreatefromstring( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertInstanceOf( \GdImage::class, $original );
		$scaled = imagecreatetruecolor( $width, $height );
		imagecopyresampled( $scaled, $original, 0, 0, 0, 0, $width, $height, imagesx( $original ), imagesy( $original ) );
		return $scaled;
	}

	public function test_a_screentone_page_and_a_photo_like_page_get_different_formats(): void {
		$screentone = $this->build( $this->file( DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) ) );
		$photo      = $this->build( $this->file( DrawnPages::bytes( DrawnPages::photo( 400, 560 ), 'jpeg', 95 ) ) );

		$this->assertCount( 1, $screentone );
		$this->assertSame( Codec::PNG, $screentone[0]['mime'], 'black dots on white fit a few palette colours' );
		$this->assertSame( 'image/png', getimagesize( $screentone[0]['path'] )['mime'] ?? '' );
		$this->assertCount( 1, $photo );
		$this->assertContains( $photo[0]['mime'], array( Codec::AVIF, Codec::WEBP ), 'grainy colour does not fit a palette' );
		$this->assertSame( $photo[0]['mime'], ( new \finfo( FILEINFO_MIME_TYPE ) )->file( $photo[0]['path'] ) );
	}

	public function test_the_chosen_variants_keep_the_quality_target_measured_independently(): void {
		foreach ( array( DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ), DrawnPages::bytes( DrawnPages::photo( 400, 560 ), 'jpeg', 95 ) ) as $bytes ) {
			$path = $this->file( $bytes );
			foreach ( $this->build( $path ) as $variant ) {
				$decoded = imagecreatefromstring( (string) file_get_contents( $variant['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				$this->assertInstanceOf( \GdImage::class, $decoded );
				imagepalettetotruecolor( $decoded );
				$this->assertGreaterThanOrEqual( FormatChoice::TARGET, DrawnPages::ssim( $this->original_at( $path, $variant['w'], $variant['h'] ), $decoded ), $variant['mime'] );
				$this->assertLessThan( strlen( $bytes ), (int) filesize( $variant['path'] ), 'a variant is smaller than its original' );
			}
		}
	}

	public function test_a_grainy_page_gets_the_slower_avif_encoders_smaller_file_at_the_same_target(): void {
		$path     = $this->file( DrawnPages::bytes( DrawnPages::photo( 720, 1000 ), 'jpeg', 92 ) );
		$original = $this->original_at( $path, 720, 1000 );
		$fast     = array();
		foreach ( array( Codec::AVIF, Codec::WEBP ) as $mime ) {
			$found = FormatChoice::lowest_passing( $original, Ssim::plane( $original ), $mime );
			$this->assertNotNull( $found, $mime );
			$fast[ $mime ] = $found[1];
		}

		$variants = array_column( $this->build( $path ), null, 'w' );

		$this->assertSame( array( 480, 720 ), array_keys( $variants ) );
		$this->assertSame( Codec::AVIF, $variants[720]['mime'] );
		$this->assertLessThan( min( $fast ), (int) filesize( $variants[720]['path'] ), 'smaller than the fast AVIF encoder and WebP at the target: ' . wp_json_encode( $fast ) );
		$decoded = Codec::decode( (string) file_get_contents( $variants[720]['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertNotNull( $decoded );
		$this->assertGreaterThanOrEqual( FormatChoice::TARGET, DrawnPages::ssim( $original, $decoded ) );
	}

	public function test_a_colour_page_keeps_its_colours_even_where_brightness_alone_would_pass(): void {
		$variants = $this->build( $this->file( DrawnPages::bytes( DrawnPages::colour_stripes(), 'png' ) ) );

		$this->assertCount( 1, $variants );
		$decoded = imagecreatefromstring( (string) file_get_contents( $variants[0]['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertInstanceOf( \GdImage::class, $decoded );
		foreach ( DrawnPages::STRIPES as $i => $colour ) {
			// A stripe's pixel clear of the ink lines (x = 5 lies between two lines).
			$pixel = imagecolorsforindex( $decoded, imagecolorat( $decoded, 5, $i * 70 + 35 ) );
			$this->assertEqualsWithDelta( ( $colour >> 16 ) & 255, $pixel['red'], 12, "stripe $i red" );
			$this->assertEqualsWithDelta( ( $colour >> 8 ) & 255, $pixel['green'], 12, "stripe $i green" );
			$this->assertEqualsWithDelta( $colour & 255, $pixel['blue'], 12, "stripe $i blue" );
		}
	}

	public function test_a_long_strip_measured_on_bands_keeps_the_target_over_its_whole_length(): void {
		$strip = imagecreatetruecolor( 240, 2400 );
		imagecopy( $strip, DrawnPages::screentone( 240, 1200 ), 0, 0, 0, 0, 240, 1200 );
		imagecopy( $strip, DrawnPages::photo( 240, 1200 ), 0, 1200, 0, 0, 240, 1200 );
		$path = $this->file( DrawnPages::bytes( $strip, 'jpeg', 90 ) );

		$variants = $this->build( $path );

		$this->assertCount( 1, $variants );
		$this->assertSame( array( 240, 2400 ), array( $variants[0]['w'], $variants[0]['h'] ) );
		$decoded = imagecreatefromstring( (string) file_get_contents( $variants[0]['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertInstanceOf( \GdImage::class, $decoded );
		imagepalettetotruecolor( $decoded );
		$this->assertGreaterThanOrEqual( FormatChoice::TARGET, DrawnPages::ssim( $this->original_at( $path, 240, 2400 ), $decoded ) );
	}

	public function test_widths_follow_the_reader_and_never_upscale(): void {
		$this->assertSame( array( 480, 720, 1080 ), PageVariants::widths( 1400 ) );
		$this->assertSame( array( 480, 720, 900 ), PageVariants::widths( 900 ), 'between 720 and 1080 the own width replaces 1080' );
		$this->assertSame( array( 480, 600 ), PageVariants::widths( 600 ) );
		$this->assertSame( array( 300 ), PageVariants::widths( 300 ) );

		$variants = $this->build( $this->file( DrawnPages::bytes( DrawnPages::screentone( 800, 1000 ) ) ) );
		$this->assertSame( array( 480, 720, 800 ), array_column( $variants, 'w' ) );
		foreach ( $variants as $variant ) {
			$this->assertSame( (int) round( 1000 * $variant['w'] / 800 ), $variant['h'], 'proportions kept' );
			$this->assertSame( array( $variant['w'], $variant['h'] ), array_slice( (array) getimagesize( $variant['path'] ), 0, 2 ) );
		}
		$this->assertCount( 1, array_unique( array_column( $variants, 'mime' ) ), 'one format for every width of a page' );
	}

	public function test_an_animated_gif_and_a_page_no_variant_would_shrink_get_none(): void {
		$this->assertSame( array(), $this->build( $this->file( DrawnPages::animated_gif() ) ) );

		$flat = imagecreate( 200, 300 );
		imagecolorallocate( $flat, 255, 255, 255 );
		ob_start();
		imagepng( $flat, null, 9 );
		$this->assertSame( array(), $this->build( $this->file( (string) ob_get_clean() ) ), 'a one-colour 200×300 PNG is already smaller than any re-encoding' );
	}

	public function test_a_page_above_the_upload_pixel_limit_is_served_as_it_is(): void {
		$path = $this->file( DrawnPages::bytes( DrawnPages::screentone( 400, 560 ) ) );
		add_filter( 'yomu_upload_limits', static fn (): array => array( 'image_pixels' => 400 * 559 ) );

		$this->assertSame( array(), $this->build( $path ) );
	}

	public function test_a_broken_original_is_an_error(): void {
		$result = PageVariants::build( $this->file( "\xFF\xD8\xFF\xE0 not really a jpeg" ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'yomu_variant_original', $result->get_error_code() );
	}
}
