<?php
/**
 * Draws one realistic manga page with GD: paper with noise, panels with black borders, halftone screentones at
 * angles (flat and gradient), figures from curves and polygons, speed lines, and speech balloons with text.
 * Heavy on purpose: real pages are 150–450 KB JPEGs, and the reader's budgets are measured against those.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * One drawn page.
 */
final class Manga_Page {

	private const LINES = array(
		'Bunu neden yaptın?',
		'Daha bitmedi!',
		'Beni bekle…',
		'Kapıyı kim açtı?',
		'Geri dönmeyeceğim.',
		'Sessiz ol, biri geliyor.',
		'Bu harita doğruysa…',
		'Hadi, son bir kez!',
		'Yalan söylüyorsun.',
		'Sabaha kadar vaktimiz var.',
	);

	/**
	 * Image being drawn.
	 *
	 * @var \GdImage
	 */
	private \GdImage $image;

	/**
	 * Random source (seeded, so a pool is the same on every machine).
	 *
	 * @var Dice
	 */
	private Dice $dice;

	/**
	 * TrueType font or ''.
	 *
	 * @var string
	 */
	private string $font;

	/**
	 * Ink colour.
	 *
	 * @var int
	 */
	private int $ink;

	/**
	 * The noise tile, kept alive while the image refers to it (GD crashes if it is freed first).
	 *
	 * @var \GdImage|null
	 */
	private ?\GdImage $tile = null;

	/**
	 * Starts a page on paper.
	 *
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param int    $seed   Random seed.
	 * @param string $font   TrueType font or ''.
	 * @param bool   $noise  Paper noise (scanned look); false gives a clean digital page.
	 */
	public function __construct( int $width, int $height, int $seed, string $font, bool $noise ) {
		$this->dice  = new Dice( $seed );
		$this->font  = $font;
		$this->image = imagecreatetruecolor( $width, $height );
		$this->ink   = imagecolorallocate( $this->image, 22, 20, 24 );
		imagefilledrectangle( $this->image, 0, 0, $width, $height, imagecolorallocate( $this->image, 246, 243, 236 ) );
		if ( $noise ) {
			$this->tile = $this->noise_tile();
			imagesettile( $this->image, $this->tile );
			imagefilledrectangle( $this->image, 0, 0, $width, $height, IMG_COLOR_TILED );
		}
	}

	/**
	 * Draws the panels and returns the image.
	 */
	public function draw(): \GdImage {
		$width  = imagesx( $this->image );
		$height = imagesy( $this->image );
		$margin = (int) ( $width * 0.05 );
		$gutter = (int) max( 12, $width * 0.02 );
		$tall   = $height > 2.5 * $width;
		$y      = $margin;
		while ( $y < $height - $margin - 120 ) {
			$row_h = $tall ? $this->dice->int( (int) ( $width * 0.9 ), (int) ( $width * 1.4 ) ) : $this->dice->int( (int) ( $height * 0.22 ), (int) ( $height * 0.36 ) );
			$row_h = min( $row_h, $height - $margin - $y );
			$cuts  = $tall ? 1 : $this->dice->int( 1, 3 );
			$x     = $margin;
			for ( $c = 0; $c < $cuts; $c++ ) {
				$right = $c === $cuts - 1 ? $width - $margin : $x + (int) ( ( $width - $margin - $x ) * $this->dice->int( 35, 65 ) / 100 );
				$this->panel( $x, $y, $right, $y + $row_h );
				$x = $right + $gutter;
			}
			$y += $row_h + ( $tall ? $this->dice->int( 80, 400 ) : $gutter );
		}
		return $this->image;
	}

	/**
	 * One panel: a tone, a figure or a scene, balloons, the border.
	 *
	 * @param int $x1 Left.
	 * @param int $y1 Top.
	 * @param int $x2 Right.
	 * @param int $y2 Bottom.
	 */
	private function panel( int $x1, int $y1, int $x2, int $y2 ): void {
		$image = $this->image;
		imagesetclip( $image, $x1, $y1, $x2, $y2 );
		$kind = $this->dice->int( 0, 3 );
		if ( 3 !== $kind ) {
			$this->tone( $x1, $y1, $x2, $y2, 0 === $kind );
		}
		if ( 1 === $kind ) {
			$this->speed_lines( $x1, $y1, $x2, $y2 );
		}
		if ( 2 === $kind ) {
			$this->skyline( $x1, $y1, $x2, $y2 );
		} else {
			$this->figure( $this->dice->int( $x1 + 40, max( $x1 + 41, $x2 - 40 ) ), $y2, (int) min( ( $y2 - $y1 ) * 0.85, ( $x2 - $x1 ) * 1.3 ) );
		}
		if ( $this->dice->chance( 0.75 ) ) {
			$this->balloon( $x1, $y1, $x2, $y2 );
		}
		imagesetclip( $image, 0, 0, imagesx( $image ) - 1, imagesy( $image ) - 1 );
		imagesetthickness( $image, 5 );
		imagerectangle( $image, $x1, $y1, $x2, $y2, $this->ink );
		imagesetthickness( $image, 1 );
	}

	/**
	 * A halftone screentone: a dot grid at an angle whose dots grow along a gradient (or stay even).
	 *
	 * @param int  $x1       Left.
	 * @param int  $y1       Top.
	 * @param int  $x2       Right.
	 * @param int  $y2       Bottom.
	 * @param bool $gradient Dots grow from top to bottom.
	 */
	private function tone( int $x1, int $y1, int $x2, int $y2, bool $gradient ): void {
		$pitch = $this->dice->int( 8, 12 );
		$angle = deg2rad( $this->dice->pick( array( 15, 30, 45, 60, 75 ) ) );
		$cos   = cos( $angle );
		$sin   = sin( $angle );
		$even  = $this->dice->int( 25, 60 ) / 100;
		$tone  = imagecolorallocate( $this->image, 40, 38, 44 );
		$reach = (int) ( hypot( $x2 - $x1, $y2 - $y1 ) / $pitch ) + 1;
		$cx    = ( $x1 + $x2 ) / 2;
		$cy    = ( $y1 + $y2 ) / 2;
		for ( $u = -$reach; $u <= $reach; $u++ ) {
			for ( $v = -$reach; $v <= $reach; $v++ ) {
				$x = (int) ( $cx + ( $u * $cos - $v * $sin ) * $pitch );
				$y = (int) ( $cy + ( $u * $sin + $v * $cos ) * $pitch );
				if ( $x < $x1 || $x > $x2 || $y < $y1 || $y > $y2 ) {
					continue;
				}
				$level = $gradient ? ( $y - $y1 ) / max( 1, $y2 - $y1 ) : $even;
				$size  = (int) round( $pitch * 0.95 * $level );
				if ( $size >= 2 ) {
					imagefilledellipse( $this->image, $x, $y, $size, $size, $tone );
				}
			}
		}
	}

	/**
	 * Speed lines converging on a point in the panel.
	 *
	 * @param int $x1 Left.
	 * @param int $y1 Top.
	 * @param int $x2 Right.
	 * @param int $y2 Bottom.
	 */
	private function speed_lines( int $x1, int $y1, int $x2, int $y2 ): void {
		$cx     = $this->dice->int( $x1, $x2 );
		$cy     = $this->dice->int( $y1, $y2 );
		$radius = (int) hypot( $x2 - $x1, $y2 - $y1 );
		for ( $a = 0; $a < 360; $a += $this->dice->int( 2, 5 ) ) {
			$inner = $radius * $this->dice->int( 25, 45 ) / 100;
			$rad   = deg2rad( $a );
			$near  = array( (int) ( $cx + cos( $rad ) * $inner ), (int) ( $cy + sin( $rad ) * $inner ) );
			$far   = array( (int) ( $cx + cos( $rad - 0.012 ) * $radius ), (int) ( $cy + sin( $rad - 0.012 ) * $radius ), (int) ( $cx + cos( $rad + 0.012 ) * $radius ), (int) ( $cy + sin( $rad + 0.012 ) * $radius ) );
			imagefilledpolygon( $this->image, array( $near[0], $near[1], $far[0], $far[1], $far[2], $far[3] ), $this->ink );
		}
	}

	/**
	 * Buildings against the sky: polygons with windows.
	 *
	 * @param int $x1 Left.
	 * @param int $y1 Top.
	 * @param int $x2 Right.
	 * @param int $y2 Bottom.
	 */
	private function skyline( int $x1, int $y1, int $x2, int $y2 ): void {
		$white = imagecolorallocate( $this->image, 250, 248, 242 );
		$x     = $x1 - 10;
		while ( $x < $x2 ) {
			$w   = $this->dice->int( 40, 120 );
			$top = $this->dice->int( $y1 + (int) ( ( $y2 - $y1 ) * 0.2 ), $y2 - 40 );
			imagefilledrectangle( $this->image, $x, $top, $x + $w, $y2, $white );
			imagesetthickness( $this->image, 3 );
			imagerectangle( $this->image, $x, $top, $x + $w, $y2 + 5, $this->ink );
			imagesetthickness( $this->image, 1 );
			for ( $wy = $top + 12; $wy < $y2 - 14; $wy += 22 ) {
				for ( $wx = $x + 8; $wx < $x + $w - 12; $wx += 18 ) {
					if ( $this->dice->chance( 0.6 ) ) {
						imagefilledrectangle( $this->image, $wx, $wy, $wx + 8, $wy + 12, $this->ink );
					}
				}
			}
			$x += $w + $this->dice->int( 0, 20 );
		}
	}

	/**
	 * A figure from curves: head, hair spikes, eyes, shoulders and a collar, standing on the panel's bottom.
	 *
	 * @param int $cx     Centre.
	 * @param int $bottom Panel bottom.
	 * @param int $size   Height of the figure.
	 */
	private function figure( int $cx, int $bottom, int $size ): void {
		$image = $this->image;
		$white = imagecolorallocate( $image, 252, 250, 246 );
		$head  = (int) ( $size * 0.42 );
		$hy    = $bottom - $size + (int) ( $head * 0.6 );
		$body  = array( $cx - (int) ( $head * 1.3 ), $bottom + 5, $cx - (int) ( $head * 0.9 ), $hy + (int) ( $head * 0.9 ), $cx + (int) ( $head * 0.9 ), $hy + (int) ( $head * 0.9 ), $cx + (int) ( $head * 1.3 ), $bottom + 5 );
		imagefilledpolygon( $image, $body, $white );
		imagesetthickness( $image, 4 );
		imagepolygon( $image, $body, $this->ink );
		imagefilledellipse( $image, $cx, $hy, $head, (int) ( $head * 1.15 ), $white );
		imageellipse( $image, $cx, $hy, $head, (int) ( $head * 1.15 ), $this->ink );
		imagearc( $image, $cx, $hy + (int) ( $head * 0.6 ), (int) ( $head * 0.5 ), (int) ( $head * 0.3 ), 200, 340, $this->ink );
		$spikes = array();
		for ( $a = 180; $a <= 360; $a += 20 ) {
			$r        = $head * ( 0 === ( $a / 20 ) % 2 ? 0.75 : 0.5 );
			$spikes[] = (int) ( $cx + cos( deg2rad( $a ) ) * $r );
			$spikes[] = (int) ( $hy - $head * 0.05 + sin( deg2rad( $a ) ) * $r );
		}
		imagefilledpolygon( $image, $spikes, $this->ink );
		foreach ( array( -1, 1 ) as $side ) {
			$ex = $cx + $side * (int) ( $head * 0.2 );
			imagefilledellipse( $image, $ex, $hy + (int) ( $head * 0.08 ), (int) ( $head * 0.16 ), (int) ( $head * 0.24 ), $this->ink );
			imagefilledellipse( $image, $ex + 3, $hy + (int) ( $head * 0.04 ), (int) ( $head * 0.06 ), (int) ( $head * 0.08 ), $white );
		}
		$this->curve( array( $cx - (int) ( $head * 0.5 ), $hy + (int) ( $head * 1.3 ), $cx, $hy + (int) ( $head * 1.6 ), $cx + (int) ( $head * 0.5 ), $hy + (int) ( $head * 1.3 ) ) );
		imagesetthickness( $image, 1 );
	}

	/**
	 * A quadratic Bézier stroke through three points.
	 *
	 * @param int[] $p x0, y0, x1, y1, x2, y2.
	 */
	private function curve( array $p ): void {
		$last = array( $p[0], $p[1] );
		for ( $i = 1; $i <= 16; $i++ ) {
			$t = $i / 16;
			$x = (int) ( ( 1 - $t ) ** 2 * $p[0] + 2 * ( 1 - $t ) * $t * $p[2] + $t ** 2 * $p[4] );
			$y = (int) ( ( 1 - $t ) ** 2 * $p[1] + 2 * ( 1 - $t ) * $t * $p[3] + $t ** 2 * $p[5] );
			imageline( $this->image, $last[0], $last[1], $x, $y, $this->ink );
			$last = array( $x, $y );
		}
	}

	/**
	 * A speech balloon with a tail and a line of dialogue.
	 *
	 * @param int $x1 Left.
	 * @param int $y1 Top.
	 * @param int $x2 Right.
	 * @param int $y2 Bottom.
	 */
	private function balloon( int $x1, int $y1, int $x2, int $y2 ): void {
		$image = $this->image;
		$text  = $this->dice->pick( self::LINES );
		$box   = '' === $this->font ? false : imagettfbbox( 15, 0, $this->font, $text );
		$tw    = false === $box ? strlen( $text ) * 9 : $box[2] - $box[0];
		$w     = $tw + 60;
		$h     = 90;
		if ( $w > ( $x2 - $x1 ) - 20 || $h > ( $y2 - $y1 ) * 0.5 ) {
			return;
		}
		$cx    = $this->dice->int( $x1 + (int) ( $w / 2 ) + 8, max( $x1 + (int) ( $w / 2 ) + 9, $x2 - (int) ( $w / 2 ) - 8 ) );
		$cy    = $y1 + (int) ( $h / 2 ) + 14;
		$white = imagecolorallocate( $image, 255, 255, 255 );
		$tail  = array( $cx - 12, $cy + (int) ( $h * 0.3 ), $cx + 14, $cy + (int) ( $h * 0.3 ), $cx + $this->dice->int( -40, 40 ), $cy + $h );
		imagesetthickness( $image, 3 );
		imagefilledpolygon( $image, $tail, $white );
		imagepolygon( $image, $tail, $this->ink );
		imagefilledellipse( $image, $cx, $cy, $w, $h, $white );
		imageellipse( $image, $cx, $cy, $w, $h, $this->ink );
		imagesetthickness( $image, 1 );
		if ( '' !== $this->font ) {
			imagettftext( $image, 15, 0, $cx - (int) ( $tw / 2 ), $cy + 7, $this->ink, $this->font, $text );
		} else {
			imagestring( $image, 5, $cx - (int) ( strlen( $text ) * 4.5 ), $cy - 7, (string) preg_replace( '/[^\x20-\x7e]/', '-', $text ), $this->ink );
		}
	}

	/**
	 * A small tile of grey grain, repeated over the paper like a scan's noise.
	 */
	private function noise_tile(): \GdImage {
		$tile = imagecreatetruecolor( 97, 89 ); // Odd sizes: the repetition does not line up with the 8×8 JPEG blocks.
		for ( $y = 0; $y < 89; $y++ ) {
			for ( $x = 0; $x < 97; $x++ ) {
				$g = 243 + $this->dice->int( -4, 4 );
				imagesetpixel( $tile, $x, $y, ( $g << 16 ) | ( ( $g - 2 ) << 8 ) | ( $g - 7 ) );
			}
		}
		return $tile;
	}
}
