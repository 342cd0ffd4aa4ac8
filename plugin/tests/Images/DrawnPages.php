<?php
/**
 * Pages drawn with GD for the variant tests: a clean screentone page (black dots and ink lines on white, what
 * a scanned manga page looks like after levelling) and a photo-like page (smooth colour with grain).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Images;

/**
 * Drawn test pages.
 */
final class DrawnPages {

	/**
	 * A screentone page: a dot grid, panel borders and a few ink strokes.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	public static function screentone( int $width, int $height ): \GdImage {
		$image = imagecreatetruecolor( $width, $height );
		imagefill( $image, 0, 0, 0xffffff );
		for ( $y = 4; $y < $height / 2; $y += 6 ) {
			for ( $x = 4 + ( $y % 12 ? 3 : 0 ); $x < $width - 4; $x += 6 ) {
				imagefilledellipse( $image, $x, $y, 3, 3, 0x000000 );
			}
		}
		imagesetthickness( $image, 3 );
		imagerectangle( $image, 2, 2, $width - 3, $height - 3, 0x000000 );
		imageline( $image, 2, (int) ( $height / 2 ), $width - 3, (int) ( $height / 2 ), 0x000000 );
		for ( $i = 0; $i < 12; $i++ ) {
			imageline( $image, ( $i * 37 ) % $width, (int) ( $height / 2 ) + ( $i * 53 ) % (int) ( $height / 2 ), ( $i * 91 ) % $width, $height - 1 - ( $i * 29 ) % (int) ( $height / 3 ), 0x000000 );
		}
		imagestring( $image, 5, 20, (int) ( $height * 0.75 ), 'SPEECH BALLOON', 0x000000 );
		return $image;
	}

	/**
	 * A photo-like page: smooth colour fields with fine grain (a hash of the position, so the same every run).
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	public static function photo( int $width, int $height ): \GdImage {
		$image = imagecreatetruecolor( $width, $height );
		for ( $y = 0; $y < $height; $y++ ) {
			for ( $x = 0; $x < $width; $x++ ) {
				$grain = ( ( $x * 73856093 ) ^ ( $y * 19349663 ) ) % 5 - 2;
				$r     = (int) max( 0, min( 255, 128 + 90 * sin( $x / 41 ) + $grain ) );
				$g     = (int) max( 0, min( 255, 128 + 90 * cos( $y / 57 ) + $grain ) );
				$b     = (int) max( 0, min( 255, 128 + 60 * sin( ( $x + $y ) / 33 ) + $grain ) );
				imagesetpixel( $image, $x, $y, ( $r << 16 ) | ( $g << 8 ) | $b );
			}
		}
		return $image;
	}

	/** The stripe colours of colour_stripes(): hues of nearly the same brightness. */
	public const STRIPES = array( 0xc83c3c, 0x3c8c3c, 0x5a5ae6, 0xa07814, 0x148c8c, 0xaa46aa, 0x787878, 0xe65a28 );

	/**
	 * A colour page: eight horizontal stripes of STRIPES, 70 px each, crossed by ink lines.
	 */
	public static function colour_stripes(): \GdImage {
		$image = imagecreatetruecolor( 400, 560 );
		foreach ( self::STRIPES as $i => $colour ) {
			imagefilledrectangle( $image, 0, $i * 70, 399, $i * 70 + 69, $colour );
		}
		imagesetthickness( $image, 2 );
		for ( $i = 0; $i < 20; $i++ ) {
			imageline( $image, $i * 20, 0, 399 - $i * 20, 559, 0x000000 );
		}
		return $image;
	}

	/**
	 * Encodes an image.
	 *
	 * @param \GdImage $image   Image.
	 * @param string   $format  jpeg or png.
	 * @param int      $quality JPEG quality.
	 */
	public static function bytes( \GdImage $image, string $format = 'jpeg', int $quality = 85 ): string {
		ob_start();
		if ( 'png' === $format ) {
			imagepng( $image );
		} else {
			imagejpeg( $image, null, $quality );
		}
		return (string) ob_get_clean();
	}

	/**
	 * A two-frame animated GIF (1×1 pixel, white then black).
	 */
	public static function animated_gif(): string {
		$frame = "\x21\xF9\x04\x00\x0A\x00\x00\x00\x2C\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00"; // Delay, frame, pixel data.
		$loop  = "\x21\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00";
		return "GIF89a\x01\x00\x01\x00\x80\x00\x00\xFF\xFF\xFF\x00\x00\x00" . $loop . $frame . str_replace( "\x02\x02\x44\x01\x00", "\x02\x02\x4C\x01\x00", $frame ) . "\x3B";
	}

	/**
	 * Mean SSIM on BT.601 luma over every 8×8 window, written here apart from the plugin's so the test does not
	 * measure the plugin with itself.
	 *
	 * @param \GdImage $a Reference.
	 * @param \GdImage $b Compared image of the same size.
	 */
	public static function ssim( \GdImage $a, \GdImage $b ): float {
		$luma   = static function ( \GdImage $image, int $x, int $y ): float {
			$rgb = imagecolorsforindex( $image, imagecolorat( $image, $x, $y ) );
			return 0.299 * $rgb['red'] + 0.587 * $rgb['green'] + 0.114 * $rgb['blue'];
		};
		$total  = 0.0;
		$count  = 0;
		$width  = imagesx( $a );
		$height = imagesy( $a );
		for ( $top = 0; $top + 8 <= $height; $top += 8 ) {
			for ( $left = 0; $left + 8 <= $width; $left += 8 ) {
				$xs = array();
				$ys = array();
				for ( $y = $top; $y < $top + 8; $y++ ) {
					for ( $x = $left; $x < $left + 8; $x++ ) {
						$xs[] = $luma( $a, $x, $y );
						$ys[] = $luma( $b, $x, $y );
					}
				}
				$mx     = array_sum( $xs ) / 64;
				$my     = array_sum( $ys ) / 64;
				$vx     = array_sum( array_map( static fn ( float $v ): float => ( $v - $mx ) ** 2, $xs ) ) / 64;
				$vy     = array_sum( array_map( static fn ( float $v ): float => ( $v - $my ) ** 2, $ys ) ) / 64;
				$cov    = array_sum( array_map( static fn ( float $v, float $w ): float => ( $v - $mx ) * ( $w - $my ), $xs, $ys ) ) / 64;
				$total += ( ( 2 * $mx * $my + 6.5025 ) * ( 2 * $cov + 58.5225 ) ) / ( ( $mx ** 2 + $my ** 2 + 6.5025 ) * ( $vx + $vy + 58.5225 ) );
				++$count;
			}
		}
		return $total / max( 1, $count );
	}
}
