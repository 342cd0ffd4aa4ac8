<?php
/**
 * Makes a drawn page look scanned from print, so that the demo and the bench see what real uploads hold rather than
 * line art that a 16-colour PNG keeps whole: continuous grey shading and uneven light (a smooth field multiplied
 * over the page), a shadow towards the binding, soft edges (the scanner's optics), paper grain on every pixel, and
 * the blocks of a JPEG saved once before. A colour page (a volume's insert, a webtoon) gets a colour wash first.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Scanned look.
 */
final class Scan {

	/** Side of the grain tile: primes, so its repetition never lines up with 8×8 JPEG blocks or with itself. */
	private const GRAIN = array( 257, 251 );

	/** Pixels between two computed points of a smooth field. */
	private const STEP = 16;

	/** Quality of the earlier save whose artefacts the page keeps. */
	private const EARLIER_QUALITY = 70;

	/**
	 * Ages a page in place and returns it (recompressed, so a new image).
	 *
	 * @param \GdImage $page   Truecolour page.
	 * @param int      $seed   Random seed.
	 * @param bool     $colour Whether it is a colour page.
	 */
	public static function age( \GdImage $page, int $seed, bool $colour ): \GdImage {
		$dice = new Dice( $seed );
		$w    = imagesx( $page );
		$h    = imagesy( $page );
		if ( $colour ) {
			self::multiply( $page, self::field( $dice, $w, $h, 4, 140, true ) );
		}
		self::multiply( $page, self::field( $dice, $w, $h, 3, 175, false ) );
		self::multiply( $page, self::binding_shadow( $w, $h, $dice->chance( 0.5 ) ) );
		imagefilter( $page, IMG_FILTER_GAUSSIAN_BLUR );
		self::grain( $page, $dice );
		return self::saved_before( $page );
	}

	/**
	 * A smooth field: random values at a few points across, interpolated between them on a grid of STEP pixels
	 * (GD's own scaling of so few pixels shows their cells), then scaled up to the page.
	 *
	 * @param Dice $dice   Dice.
	 * @param int  $w      Page width.
	 * @param int  $h      Page height.
	 * @param int  $across Points across (down in proportion).
	 * @param int  $low    Darkest channel value (255 leaves a pixel as it is when multiplied).
	 * @param bool $colour Each channel its own value, instead of grey.
	 */
	private static function field( Dice $dice, int $w, int $h, int $across, int $low, bool $colour ): \GdImage {
		$down   = max( 2, (int) round( $across * $h / $w ) );
		$points = array();
		for ( $i = 0; $i < ( $across + 1 ) * ( $down + 1 ); $i++ ) {
			$r        = $dice->int( $low, 255 );
			$points[] = $colour ? array( $r, $dice->int( $low, 255 ), $dice->int( $low, 255 ) ) : array( $r, $r, $r );
		}
		$gw   = (int) ceil( $w / self::STEP ) + 1;
		$gh   = (int) ceil( $h / self::STEP ) + 1;
		$grid = imagecreatetruecolor( $gw, $gh );
		for ( $y = 0; $y < $gh; $y++ ) {
			$fy  = $y / ( $gh - 1 ) * $down;
			$row = min( $down - 1, (int) $fy );
			$ty  = self::ease( $fy - $row );
			for ( $x = 0; $x < $gw; $x++ ) {
				$fx  = $x / ( $gw - 1 ) * $across;
				$col = min( $across - 1, (int) $fx );
				$tx  = self::ease( $fx - $col );
				$c   = array();
				for ( $k = 0; $k < 3; $k++ ) {
					$top     = $points[ $row * ( $across + 1 ) + $col ][ $k ] * ( 1 - $tx ) + $points[ $row * ( $across + 1 ) + $col + 1 ][ $k ] * $tx;
					$bottom  = $points[ ( $row + 1 ) * ( $across + 1 ) + $col ][ $k ] * ( 1 - $tx ) + $points[ ( $row + 1 ) * ( $across + 1 ) + $col + 1 ][ $k ] * $tx;
					$c[ $k ] = (int) round( $top * ( 1 - $ty ) + $bottom * $ty );
				}
				imagesetpixel( $grid, $x, $y, ( $c[0] << 16 ) | ( $c[1] << 8 ) | $c[2] );
			}
		}
		imagesetinterpolation( $grid, IMG_BILINEAR_FIXED );
		$field = imagescale( $grid, $w, $h, IMG_BILINEAR_FIXED );
		return false === $field ? $grid : $field;
	}

	/**
	 * Smoothstep: no crease where two cells meet.
	 *
	 * @param float $t 0–1.
	 */
	private static function ease( float $t ): float {
		return $t * $t * ( 3 - 2 * $t );
	}

	/**
	 * The page darkening towards the spine of the book it was scanned from.
	 *
	 * @param int  $w    Page width.
	 * @param int  $h    Page height.
	 * @param bool $left Whether the spine is on the left.
	 */
	private static function binding_shadow( int $w, int $h, bool $left ): \GdImage {
		$shadow = imagecreatetruecolor( $w, $h );
		imagefill( $shadow, 0, 0, 0xffffff );
		$reach = (int) ( $w * 0.08 );
		for ( $i = 0; $i < $reach; $i++ ) {
			$value = (int) ( 255 - 70 * ( ( $reach - $i ) / $reach ) ** 2 );
			$x     = $left ? $i : $w - 1 - $i;
			imageline( $shadow, $x, 0, $x, $h - 1, ( $value << 16 ) | ( $value << 8 ) | $value );
		}
		return $shadow;
	}

	/**
	 * Paper grain on every pixel: a tile of random darkening, multiplied at shifting offsets.
	 *
	 * @param \GdImage $page Page.
	 * @param Dice     $dice Dice.
	 */
	private static function grain( \GdImage $page, Dice $dice ): void {
		list( $tw, $th ) = self::GRAIN;
		$tile            = imagecreatetruecolor( $tw, $th );
		for ( $y = 0; $y < $th; $y++ ) {
			for ( $x = 0; $x < $tw; $x++ ) {
				$v = 255 - $dice->int( 0, 8 ) - $dice->int( 0, 8 ); // Two dice: most grains are light.
				imagesetpixel( $tile, $x, $y, ( $v << 16 ) | ( $v << 8 ) | $v );
			}
		}
		$w = imagesx( $page );
		$h = imagesy( $page );
		imagelayereffect( $page, IMG_EFFECT_MULTIPLY );
		for ( $y = -$dice->int( 0, $th - 1 ); $y < $h; $y += $th ) {
			$shift = $dice->int( 0, $tw - 1 );
			for ( $x = -$shift; $x < $w; $x += $tw ) {
				imagecopy( $page, $tile, $x, $y, 0, 0, $tw, $th );
			}
		}
		imagelayereffect( $page, IMG_EFFECT_REPLACE );
	}

	/**
	 * Multiplies a layer of the page's size over it.
	 *
	 * @param \GdImage $page  Page.
	 * @param \GdImage $layer Layer.
	 */
	private static function multiply( \GdImage $page, \GdImage $layer ): void {
		imagelayereffect( $page, IMG_EFFECT_MULTIPLY );
		imagecopy( $page, $layer, 0, 0, 0, 0, imagesx( $page ), imagesy( $page ) );
		imagelayereffect( $page, IMG_EFFECT_REPLACE );
	}

	/**
	 * The page as it reads back after a JPEG save at EARLIER_QUALITY.
	 *
	 * @param \GdImage $page Page.
	 */
	private static function saved_before( \GdImage $page ): \GdImage {
		ob_start();
		imagejpeg( $page, null, self::EARLIER_QUALITY );
		$again = imagecreatefromstring( (string) ob_get_clean() );
		return false === $again ? $page : $again;
	}
}
