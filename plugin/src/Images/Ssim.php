<?php
/**
 * Structural similarity (SSIM) on luma, the quality target of page variants: mean SSIM over 8×8 windows
 * without overlap. Large images are measured on an even grid of windows (at most MAX_WINDOWS), which keeps a
 * 720×8000 strip as fast as a paged page while still sampling every part of it.
 *
 * Luma alone cannot see a hue change of equal brightness (a few-colour palette on a colour page), so each
 * window's mean chroma is compared too: a mean shift above MAX_CHROMA_SHIFT counts as a failed comparison.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

/**
 * SSIM between two images of the same size.
 */
final class Ssim {

	/** Windows measured at most per image. */
	private const MAX_WINDOWS = 3000;

	/** Largest mean chroma shift (|ΔCb| + |ΔCr| per window, 0–255 scale) a variant may have. */
	public const MAX_CHROMA_SHIFT = 3.0;

	/**
	 * The luma (BT.601, 0–255) of the measured windows' pixels, window after window, and each window's mean
	 * chroma (Cb, Cr).
	 *
	 * @param \GdImage $image Truecolor image.
	 * @return array{0: array<int, int|float>, 1: array<int, float>}
	 */
	public static function plane( \GdImage $image ): array {
		$luma   = array();
		$chroma = array();
		foreach ( self::windows( imagesx( $image ), imagesy( $image ) ) as list( $left, $top ) ) {
			$reds  = 0;
			$blues = 0;
			$lumas = 0;
			for ( $y = $top; $y < $top + 8; $y++ ) {
				for ( $x = $left; $x < $left + 8; $x++ ) {
					$rgb    = imagecolorat( $image, $x, $y );
					$red    = ( $rgb >> 16 ) & 255;
					$blue   = $rgb & 255;
					$value  = ( $red * 299 + ( ( $rgb >> 8 ) & 255 ) * 587 + $blue * 114 ) / 1000;
					$luma[] = $value;
					$reds  += $red;
					$blues += $blue;
					$lumas += $value;
				}
			}
			$chroma[] = 0.564 * ( $blues - $lumas ) / 64;
			$chroma[] = 0.713 * ( $reds - $lumas ) / 64;
		}
		return array( $luma, $chroma );
	}

	/**
	 * Mean luma SSIM of two images of the same size (1.0 = identical); 0 when their sizes differ or the
	 * colours moved more than MAX_CHROMA_SHIFT.
	 *
	 * @param \GdImage                                              $image     Compared image.
	 * @param array{0: array<int, int|float>, 1: array<int, float>} $reference The reference image's plane().
	 * @param \GdImage                                              $original  The reference image (for its size).
	 */
	public static function against( \GdImage $image, array $reference, \GdImage $original ): float {
		if ( imagesx( $image ) !== imagesx( $original ) || imagesy( $image ) !== imagesy( $original ) ) {
			return 0.0;
		}
		$plane = self::plane( $image );
		$shift = 0.0;
		foreach ( $plane[1] as $i => $value ) {
			$shift += abs( $value - ( $reference[1][ $i ] ?? 0.0 ) );
		}
		if ( $plane[1] && $shift / ( count( $plane[1] ) / 2 ) > self::MAX_CHROMA_SHIFT ) {
			return 0.0;
		}
		return self::compare( $reference[0], $plane[0] );
	}

	/**
	 * Mean SSIM of two planes taken from images of the same size.
	 *
	 * @param array<int, int|float> $a Reference luma.
	 * @param array<int, int|float> $b Compared luma.
	 */
	public static function compare( array $a, array $b ): float {
		$count = intdiv( count( $a ), 64 );
		if ( 0 === $count || count( $b ) !== count( $a ) ) {
			return 0.0;
		}
		$c1  = 6.5025; // (0.01 × 255)².
		$c2  = 58.5225; // (0.03 × 255)².
		$sum = 0.0;
		for ( $w = 0; $w < $count; $w++ ) {
			$sx  = 0;
			$sy  = 0;
			$sxx = 0;
			$syy = 0;
			$sxy = 0;
			for ( $i = $w * 64, $end = $i + 64; $i < $end; $i++ ) {
				$x    = $a[ $i ];
				$z    = $b[ $i ];
				$sx  += $x;
				$sy  += $z;
				$sxx += $x * $x;
				$syy += $z * $z;
				$sxy += $x * $z;
			}
			$mx   = $sx / 64;
			$my   = $sy / 64;
			$vx   = $sxx / 64 - $mx * $mx;
			$vy   = $syy / 64 - $my * $my;
			$cov  = $sxy / 64 - $mx * $my;
			$sum += ( ( 2 * $mx * $my + $c1 ) * ( 2 * $cov + $c2 ) ) / ( ( $mx * $mx + $my * $my + $c1 ) * ( $vx + $vy + $c2 ) );
		}
		return $sum / $count;
	}

	/**
	 * The top-left corners of the measured 8×8 windows: all of them, or an even grid of at most MAX_WINDOWS.
	 *
	 * @param int $width  Image width.
	 * @param int $height Image height.
	 * @return \Generator<int, array{0: int, 1: int}>
	 */
	private static function windows( int $width, int $height ): \Generator {
		$cols = intdiv( $width, 8 );
		$rows = intdiv( $height, 8 );
		if ( 0 === $cols || 0 === $rows ) {
			return;
		}
		$step = max( 1, (int) ceil( sqrt( $cols * $rows / self::MAX_WINDOWS ) ) );
		foreach ( range( 0, max( 0, $rows - 1 ), $step ) as $row ) {
			foreach ( range( 0, max( 0, $cols - 1 ), $step ) as $col ) {
				yield array( $col * 8, $row * 8 );
			}
		}
	}
}
