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
	 * A cover: a two-colour gradient, a few shapes, the type on top and the title at the bottom.
	 *
	 * @param string $title  Manga title.
	 * @param string $label  Small text above (the type).
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param int    $hue    0–359.
	 * @return string JPEG path.
	 */
	public function cover( string $title, string $label, int $width, int $height, int $hue ): string {
		$image = imagecreatetruecolor( $width, $height );
		$from  = self::rgb( $hue, 0.65, 0.55 );
		$to    = self::rgb( ( $hue + 40 ) % 360, 0.7, 0.18 );
		for ( $y = 0; $y < $height; $y++ ) {
			$t = $y / max( 1, $height - 1 );
			imageline( $image, 0, $y, $width, $y, self::mix( $image, $from, $to, $t ) );
		}
		$light = self::color( $image, self::rgb( ( $hue + 180 ) % 360, 0.5, 0.75 ) );
		imagefilledellipse( $image, (int) ( $width * 0.7 ), (int) ( $height * 0.32 ), (int) ( $width * 0.8 ), (int) ( $width * 0.8 ), $light );
		$panel = self::color( $image, self::rgb( $hue, 0.35, 0.9 ) );
		imagefilledpolygon( $image, array( 0, (int) ( $height * 0.55 ), $width, (int) ( $height * 0.42 ), $width, (int) ( $height * 0.5 ), 0, (int) ( $height * 0.63 ) ), $panel );
		$white = imagecolorallocate( $image, 255, 255, 255 );
		$black = imagecolorallocate( $image, 20, 20, 28 );
		imagefilledrectangle( $image, 0, (int) ( $height * 0.7 ), $width, $height, imagecolorallocatealpha( $image, 0, 0, 0, 50 ) );
		$this->text( $image, strtoupper( $label ), (int) ( $width * 0.05 ), 16, 14, $white, $width - 32 );
		$this->text( $image, $title, (int) ( $width * 0.085 ), 18, (int) ( $height * 0.74 ), $white, $width - 36, $black );
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
