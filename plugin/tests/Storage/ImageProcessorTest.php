<?php
/**
 * Images are accepted by content, checked against the limits before decoding, and re-encoded so that no
 * metadata or hidden payload reaches the served folder.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage;

use Yomu\Core\Content\Storage\ImageProcessor;
use Yomu\Core\Content\Storage\Limits;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.WP.AlternativeFunctions -- reading the produced test files.

final class ImageProcessorTest extends ChapterTestCase {

	/**
	 * Prepares bytes and returns the result, remembering the output for clean-up.
	 *
	 * @param string $bytes File contents.
	 * @param string $name  Client name.
	 * @return array{path: string, mime: string, ext: string, w: int, h: int}|\WP_Error
	 */
	private function prepare( string $bytes, string $name = 'page.jpg' ) {
		$result = ImageProcessor::prepare( $this->temp_file( $bytes ), $name );
		if ( is_array( $result ) ) {
			$this->track( $result['path'] );
		}
		return $result;
	}

	/**
	 * A minimal animated GIF: two 1×1 frames, a looping block, a comment and an unknown application block
	 * that both carry PHP, and junk after the trailer.
	 */
	private function animated_gif(): string {
		// Graphic control block, image descriptor, then LZW data for one pixel.
		$frame = implode( '', array( "!\xF9\x04\x00\x0A\x00\x00\x00", ",\x00\x00\x00\x00\x01\x00\x01\x00\x00", "\x02\x02D\x01\x00" ) );
		return "GIF89a\x01\x00\x01\x00\x80\x00\x00\xFF\xFF\xFF\x00\x00\x00"
			. "!\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00"
			. "!\xFE\x13<?php phpinfo(); ?>\x00"
			. "!\xFF\x0BXMP DataXMP\x05<?php\x00"
			. $frame . $frame . ';<?php system($_GET[0]); ?>';
	}

	public function test_each_format_is_re_encoded_keeping_its_format_except_bmp_which_becomes_png(): void {
		$expect = array(
			'jpeg' => array( 'image/jpeg', 'jpg' ),
			'png'  => array( 'image/png', 'png' ),
			'gif'  => array( 'image/gif', 'gif' ),
			'webp' => array( 'image/webp', 'webp' ),
			'bmp'  => array( 'image/png', 'png' ),
		);
		foreach ( $expect as $format => list( $mime, $ext ) ) {
			$source = $this->image_bytes( 33, 44, $format );
			$result = $this->prepare( $source, "page.$format" );
			$this->assertIsArray( $result, $format );
			$this->assertSame( array( $mime, $ext, 33, 44 ), array( $result['mime'], $result['ext'], $result['w'], $result['h'] ), $format );
			$this->assertSame( $mime, wp_getimagesize( $result['path'] )['mime'], $format );
			if ( 'gif' !== $format ) { // GD wrote the source GIF, so its re-encoding is byte-identical.
				$this->assertNotSame( $source, file_get_contents( $result['path'] ), $format . ' is re-encoded' );
			}
		}
	}

	public function test_metadata_and_appended_code_do_not_survive(): void {
		$jpeg = $this->image_bytes( 20, 20 );
		// A COM segment right after SOI, and PHP appended after EOI.
		$comment = '<?php phpinfo(); ?>';
		$tainted = "\xFF\xD8\xFF\xFE" . pack( 'n', strlen( $comment ) + 2 ) . $comment . substr( $jpeg, 2 ) . '<?php system($_GET[0]); ?>';
		$result  = $this->prepare( $tainted );
		$this->assertIsArray( $result );
		$this->assertStringNotContainsString( '<?php', (string) file_get_contents( $result['path'] ) );

		$png    = $this->image_bytes( 20, 20, 'png' );
		$result = $this->prepare( substr( $png, 0, 33 ) . pack( 'N', 11 ) . 'tEXt' . "Comment\0<?p" . pack( 'N', crc32( "tEXtComment\0<?p" ) ) . substr( $png, 33 ), 'a.png' );
		$this->assertIsArray( $result );
		$this->assertStringNotContainsString( 'Comment', (string) file_get_contents( $result['path'] ) );
	}

	public function test_exif_rotation_is_applied_before_metadata_is_dropped(): void {
		$jpeg = $this->image_bytes( 40, 10 );
		// APP1 Exif with one IFD entry: Orientation (0x0112) = 6, "rotate 90° clockwise to display".
		// TIFF header, entry count, the entry (tag, type SHORT, count 1, value 6), no next IFD.
		$tiff = implode( '', array( "II*\x00\x08\x00\x00\x00", "\x01\x00", "\x12\x01\x03\x00\x01\x00\x00\x00\x06\x00\x00\x00", "\x00\x00\x00\x00" ) );
		$app1 = "Exif\x00\x00" . $tiff;
		$with = "\xFF\xD8\xFF\xE1" . pack( 'n', strlen( $app1 ) + 2 ) . $app1 . substr( $jpeg, 2 );
		$this->assertSame( 6, exif_read_data( $this->temp_file( $with ) )['Orientation'] );
		$result = $this->prepare( $with );
		$this->assertSame( array( 10, 40 ), array( $result['w'], $result['h'] ) );
		$this->assertSame( array( 10, 40 ), array_slice( wp_getimagesize( $result['path'] ), 0, 2 ) );
	}

	public function test_animated_gifs_keep_their_frames_but_lose_comments_and_trailing_code(): void {
		$result = $this->prepare( $this->animated_gif(), 'anim.gif' );
		$this->assertIsArray( $result );
		$bytes = (string) file_get_contents( $result['path'] );
		$this->assertSame( 2, substr_count( $bytes, ",\x00\x00\x00\x00\x01\x00\x01\x00" ) );
		$this->assertStringContainsString( 'NETSCAPE2.0', $bytes );
		$this->assertStringNotContainsString( '<?', $bytes );
		$this->assertStringNotContainsString( 'XMP', $bytes );
		$this->assertStringEndsWith( ';', $bytes );
		$this->assertSame( array( 'image/gif', 1, 1 ), array( $result['mime'], $result['w'], $result['h'] ) );
	}

	public function test_content_decides_not_the_name(): void {
		$cases = array(
			'shell.jpg'     => "<?php system(\$_GET['c']); ?>",
			'page.png'      => '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
			'page.gif'      => '<html><script>alert(1)</script></html>',
			'double.jpg'    => "GIF89a<?php echo 1; ?>\x00\x00",
			'truncated.jpg' => "\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00",
			'tiff.jpg'      => "II*\x00\x08\x00\x00\x00\x00\x00",
		);
		foreach ( $cases as $name => $bytes ) {
			$result = $this->prepare( $bytes, $name );
			$this->assertInstanceOf( \WP_Error::class, $result, $name );
			$this->assertContains( $result->get_error_code(), array( 'yomu_image_type', 'yomu_image_corrupt', 'yomu_image_dimensions' ), $name );
		}
		$this->assertWpError( 'yomu_image_empty', $this->prepare( '' ) );
		$this->assertWpError( 'yomu_image_unreadable', ImageProcessor::prepare( '/nonexistent/file.jpg', 'file.jpg' ) );

		// A real PNG named .jpg is accepted as the PNG it is.
		$png = $this->prepare( $this->image_bytes( 5, 5, 'png' ), 'really-a-png.jpg' );
		$this->assertSame( array( 'image/png', 'png' ), array( $png['mime'], $png['ext'] ) );
	}

	public function test_size_and_dimension_limits(): void {
		$this->assertSame(
			array(
				'image_bytes'   => 20971520,
				'image_width'   => 5000,
				'image_height'  => 20000,
				'image_pixels'  => 40000000,
				'chapter_pages' => 500,
				'zip_entries'   => 1000,
				'zip_bytes'     => 1073741824,
				'quality'       => 90,
			),
			Limits::all()
		);
		// A webtoon strip at the height limit passes; one pixel more does not.
		$this->assertIsArray( $this->prepare( $this->image_bytes( 8, 20000, 'png' ), 'strip.png' ) );
		$this->assertWpError( 'yomu_image_dimensions', $this->prepare( $this->image_bytes( 8, 20001, 'png' ), 'strip.png' ) );
		$this->assertWpError( 'yomu_image_dimensions', $this->prepare( $this->image_bytes( 5001, 4, 'png' ), 'wide.png' ) );

		$this->set_limits( array( 'image_bytes' => 500, 'image_pixels' => 100 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertWpError( 'yomu_image_too_large', $this->prepare( $this->image_bytes( 200, 200 ) ) );
		$this->assertWpError( 'yomu_image_dimensions', $this->prepare( $this->image_bytes( 11, 10, 'png' ), 'a.png' ) );
	}
}
