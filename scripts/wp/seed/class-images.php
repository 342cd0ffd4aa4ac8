<?php
/**
 * Draws the demo's covers with GD, offline (chapter pages: class-page-pool.php and class-manga-page.php).
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * GD drawings written to temporary files.
 */
final class Images {

	private const FONTS = array(
		'/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
		'/System/Library/Fonts/Supplemental/Arial Bold.ttf',
		'/Library/Fonts/Arial Bold.ttf',
		'C:\\Windows\\Fonts\\arialbd.ttf',
	);

	/**
	 * A TrueType font, or '' to use GD's built-in bitmap font.
	 *
	 * @var string
	 */
	private string $font = '';

	/**
	 * Folder for the files.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * Files written so far.
	 *
	 * @var int
	 */
	private int $count = 0;

	/**
	 * Prepares a temporary folder.
	 *
	 * @param string $dir Folder to write into (created).
	 */
	public function __construct( string $dir ) {
		$this->dir = trailingslashit( $dir );
		wp_mkdir_p( $this->dir );
		if ( function_exists( 'imagettftext' ) ) {
			foreach ( self::FONTS as $font ) {
				if ( is_readable( $font ) ) {
					$this->font = $font;
					break;
				}
			}
		}
	}

	/**
	 * The TrueType font in use, or '' for GD's bitmap font.
	 */
	public function font(): string {
		return $this->font;
	}

	/**
	 * A cover drawn like one: a scene in the series' own palette (a city at dusk, mountains, speed lines around a
	 * figure, or a night sky; which one follows the hue) and the title in large type, with no caption a real cover
	 * would not carry.
	 *
	 * @param string $title  Manga title.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param int    $hue    0–359.
	 * @return string JPEG path.
	 */
	public function cover( string $title, int $width, int $height, int $hue ): string {
		$image = imagecreatetruecolor( $width, $height );
		$scene = intdiv( $hue, 7 ) % 4;
		$night = 3 === $scene;
		$from  = self::rgb( $hue, $night ? 0.55 : 0.7, $night ? 0.12 : 0.62 );
		$to    = self::rgb( ( $hue + 40 ) % 360, 0.65, $night ? 0.3 : 0.22 );
		for ( $y = 0; $y < $height; $y++ ) {
			imageline( $image, 0, $y, $width, $y, self::mix( $image, $from, $to, $y / max( 1, $height - 1 ) ) );
		}
		$state = $hue * 7919 + $width;
		$next  = static function ( int $max ) use ( &$state ): int {
			$state = ( $state * 1103515245 + 12345 ) & 0x7fffffff;
			return $max > 0 ? $state % $max : 0;
		};
		$glow  = self::color( $image, self::rgb( ( $hue + 30 ) % 360, 0.9, 0.78 ) );
		$dark  = self::color( $image, self::rgb( ( $hue + 200 ) % 360, 0.35, 0.1 ) );
		$mid   = self::color( $image, self::rgb( ( $hue + 200 ) % 360, 0.3, 0.22 ) );
		if ( 0 === $scene ) {
			// A city at dusk: a low sun behind towers with lit windows.
			imagefilledellipse( $image, (int) ( $width * 0.62 ), (int) ( $height * 0.55 ), (int) ( $width * 0.55 ), (int) ( $width * 0.55 ), $glow );
			$lit = self::color( $image, self::rgb( 45, 0.9, 0.7 ) );
			for ( $x = 0; $x < $width; ) {
				$w   = 24 + $next( (int) ( $width * 0.12 ) );
				$top = (int) ( $height * ( 0.45 + $next( 30 ) / 100 ) );
				imagefilledrectangle( $image, $x, $top, $x + $w, $height, $x % 2 ? $dark : $mid );
				for ( $wy = $top + 8; $wy < $height - 8; $wy += 14 ) {
					for ( $wx = $x + 5; $wx < $x + $w - 6; $wx += 10 ) {
						if ( 0 === $next( 4 ) ) {
							imagefilledrectangle( $image, $wx, $wy, $wx + 3, $wy + 5, $lit );
						}
					}
				}
				$x += $w + 2;
			}
		} elseif ( 1 === $scene ) {
			// Mountains in three layers, the nearest darkest.
			imagefilledellipse( $image, (int) ( $width * 0.3 ), (int) ( $height * 0.3 ), (int) ( $width * 0.3 ), (int) ( $width * 0.3 ), $glow );
			foreach ( array( array( 0.42, 0.45 ), array( 0.55, 0.3 ), array( 0.7, 0.16 ) ) as list( $base, $light ) ) {
				$points = array( 0, $height );
				for ( $x = 0; $x <= $width; $x += (int) ( $width / 6 ) ) {
					$points[] = $x;
					$points[] = (int) ( $height * $base ) + ( $next( 2 ) ? -1 : 1 ) * $next( (int) ( $height * 0.12 ) );
				}
				array_push( $points, $width, $height );
				imagefilledpolygon( $image, $points, self::color( $image, self::rgb( ( $hue + 180 ) % 360, 0.3, $light ) ) );
			}
		} elseif ( 2 === $scene ) {
			// Speed lines around a figure, as an action panel draws them.
			$cx = (int) ( $width * 0.5 );
			$cy = (int) ( $height * 0.55 );
			for ( $a = 0; $a < 360; $a += 6 + $next( 6 ) ) {
				$r1 = $width * 0.25;
				$r2 = $width * 1.2;
				$t  = deg2rad( $a );
				imageline( $image, (int) ( $cx + cos( $t ) * $r1 ), (int) ( $cy + sin( $t ) * $r1 ), (int) ( $cx + cos( $t ) * $r2 ), (int) ( $cy + sin( $t ) * $r2 ), $glow );
			}
			imagefilledellipse( $image, $cx, (int) ( $height * 0.47 ), (int) ( $width * 0.16 ), (int) ( $width * 0.19 ), $dark );
			imagefilledpolygon( $image, array( $cx, (int) ( $height * 0.52 ), (int) ( $cx - $width * 0.3 ), $height, (int) ( $cx + $width * 0.3 ), $height ), $dark );
		} else {
			// A night sky: stars and a crescent moon over a horizon.
			$star = imagecolorallocate( $image, 255, 255, 240 );
			for ( $k = 0; $k < 60; $k++ ) {
				$size = 1 + $next( 3 );
				imagefilledellipse( $image, $next( $width ), $next( (int) ( $height * 0.7 ) ), $size, $size, $star );
			}
			$mx = (int) ( $width * 0.68 );
			$my = (int) ( $height * 0.22 );
			imagefilledellipse( $image, $mx, $my, (int) ( $width * 0.26 ), (int) ( $width * 0.26 ), $glow );
			imagefilledellipse( $image, $mx + (int) ( $width * 0.07 ), $my - (int) ( $width * 0.03 ), (int) ( $width * 0.24 ), (int) ( $width * 0.24 ), self::mix( $image, $from, $to, 0.2 ) );
			imagefilledpolygon( $image, array( 0, (int) ( $height * 0.8 ), (int) ( $width * 0.4 ), (int) ( $height * 0.74 ), $width, (int) ( $height * 0.82 ), $width, $height, 0, $height ), $dark );
		}
		// The title over a soft band, large: in the bottom third, or in the top third below where a card puts its type
		// badge.
		$white = imagecolorallocate( $image, 255, 255, 255 );
		$black = imagecolorallocate( $image, 12, 12, 18 );
		$top   = 2 === $scene || 0 === $scene ? (int) ( $height * 0.13 ) : (int) ( $height * 0.74 );
		imagefilledrectangle( $image, 0, $top - 6, $width, $top + (int) ( $height * 0.2 ), imagecolorallocatealpha( $image, 0, 0, 0, 80 ) );
		$this->text( $image, $title, (int) max( 18, $width * 0.09 ), 16, $top, $white, $width - 32, $black );
		$path = $this->next( 'jpg' );
		imagejpeg( $image, $path, 85 );
		return $path;
	}

	/**
	 * Writes text from its top-left corner, wrapped to a width, optionally with a shadow.
	 *
	 * @param \GdImage $image  Image.
	 * @param string   $text   Text.
	 * @param int      $size   Letter height in pixels.
	 * @param int      $x      Left.
	 * @param int      $y      Top.
	 * @param int      $color  Colour.
	 * @param int      $width  Wrap width.
	 * @param int|null $shadow Shadow colour.
	 */
	private function text( \GdImage $image, string $text, int $size, int $x, int $y, int $color, int $width, ?int $shadow = null ): void {
		if ( '' === $this->font ) {
			$this->bitmap_text( $image, $text, $size, $x, $y, $color, $width );
			return;
		}
		$points = $size * 0.75;
		$line   = '';
		$lines  = array();
		foreach ( explode( ' ', $text ) as $word ) {
			$try = '' === $line ? $word : "$line $word";
			$box = imagettfbbox( $points, 0, $this->font, $try );
			if ( '' !== $line && false !== $box && $box[2] - $box[0] > $width ) {
				$lines[] = $line;
				$line    = $word;
			} else {
				$line = $try;
			}
		}
		$lines[] = $line;
		foreach ( $lines as $i => $one ) {
			$base = $y + (int) ( $size * ( 1 + $i * 1.25 ) );
			if ( null !== $shadow ) {
				imagettftext( $image, $points, 0, $x + 2, $base + 2, $shadow, $this->font, $one );
			}
			imagettftext( $image, $points, 0, $x, $base, -$color, $this->font, $one ); // Negative colour: no anti-aliasing, keeps palettes small.
		}
	}

	/**
	 * The fallback without a TrueType font: GD's 9×15 font (ASCII only), scaled up.
	 *
	 * @param \GdImage $image Image.
	 * @param string   $text  Text.
	 * @param int      $size  Letter height in pixels.
	 * @param int      $x     Left.
	 * @param int      $y     Top.
	 * @param int      $color Colour.
	 * @param int      $width Wrap width.
	 */
	private function bitmap_text( \GdImage $image, string $text, int $size, int $x, int $y, int $color, int $width ): void {
		$ascii = preg_replace( '/[^\x20-\x7e]/u', '-', remove_accents( $text ) );
		$scale = max( 1, (int) round( $size / 15 ) );
		$chars = max( 1, (int) ( $width / ( 9 * $scale ) ) );
		foreach ( explode( "\n", wordwrap( (string) $ascii, $chars, "\n", true ) ) as $i => $line ) {
			$small = imagecreate( max( 1, strlen( $line ) * 9 ), 15 );
			$rgb   = imagecolorsforindex( $image, $color );
			$bg    = imagecolorallocate( $small, 255 - $rgb['red'], 255 - $rgb['green'], 255 - $rgb['blue'] );
			imagecolortransparent( $small, $bg );
			imagestring( $small, 5, 0, 0, $line, imagecolorallocate( $small, $rgb['red'], $rgb['green'], $rgb['blue'] ) );
			imagecopyresized( $image, $small, $x, $y + $i * 17 * $scale, 0, 0, imagesx( $small ) * $scale, 15 * $scale, imagesx( $small ), 15 );
		}
	}

	/**
	 * A new file name in the folder.
	 *
	 * @param string $ext Extension.
	 */
	private function next( string $ext ): string {
		return $this->dir . sprintf( 'seed-%d-%06d.%s', getmypid(), ++$this->count, $ext );
	}

	/**
	 * Colour index for an RGB triple.
	 *
	 * @param \GdImage        $image Image.
	 * @param array<int, int> $rgb   Red, green, blue.
	 */
	private static function color( \GdImage $image, array $rgb ): int {
		return (int) imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] );
	}

	/**
	 * A colour between two RGB triples.
	 *
	 * @param \GdImage        $image Image.
	 * @param array<int, int> $from  Start.
	 * @param array<int, int> $to    End.
	 * @param float           $t     0–1.
	 */
	private static function mix( \GdImage $image, array $from, array $to, float $t ): int {
		return (int) imagecolorallocate( $image, (int) ( $from[0] + ( $to[0] - $from[0] ) * $t ), (int) ( $from[1] + ( $to[1] - $from[1] ) * $t ), (int) ( $from[2] + ( $to[2] - $from[2] ) * $t ) );
	}

	/**
	 * HSL to RGB.
	 *
	 * @param int   $hue        0–359.
	 * @param float $saturation 0–1.
	 * @param float $lightness  0–1.
	 * @return array<int, int>
	 */
	private static function rgb( int $hue, float $saturation, float $lightness ): array {
		$c = ( 1 - abs( 2 * $lightness - 1 ) ) * $saturation;
		$x = $c * ( 1 - abs( fmod( $hue / 60, 2 ) - 1 ) );
		$m = $lightness - $c / 2;
		$s = (int) ( $hue / 60 ) % 6;
		$p = array( array( $c, $x, 0 ), array( $x, $c, 0 ), array( 0, $c, $x ), array( 0, $x, $c ), array( $x, 0, $c ), array( $c, 0, $x ) )[ $s ];
		return array_map( static fn ( $v ) => (int) round( ( $v + $m ) * 255 ), $p );
	}
}
