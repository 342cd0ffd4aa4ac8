<?php
/**
 * A pool of distinct realistic pages (see Manga_Page), drawn once and kept on disk under the repository's
 * .wp/page-pool/v{VERSION}/, so every later seed copies files instead of drawing. Bump VERSION when the drawing
 * changes. Scanned pages are JPEGs (Scan: grey shading, grain, an earlier JPEG save; the webtoon strips and every
 * sixth page in colour); clean digital pages are palette PNGs. Paged and strip pages alternate
 * JPEG (even positions) and PNG (odd), so a chapter can keep to one format as a real upload does.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Pool of drawn pages by kind.
 */
final class Page_Pool {

	public const VERSION = 3;

	/** Quality of the JPEG pages. */
	private const JPEG_QUALITY = 92;

	/**
	 * Per kind: [width, height, format] of each pool page. Paged 900–1100 × 1300–1600, long strips
	 * 720 × 4000–8000, double-page spreads twice a page wide.
	 */
	private const SHAPES = array(
		'paged'  => array(
			array( 1000, 1500, 'jpg' ),
			array( 1100, 1600, 'png' ),
			array( 900, 1300, 'jpg' ),
			array( 1080, 1560, 'png' ),
			array( 1050, 1550, 'jpg' ),
			array( 1040, 1500, 'png' ),
			array( 960, 1400, 'jpg' ),
			array( 1000, 1440, 'png' ),
			array( 940, 1360, 'jpg' ),
			array( 920, 1330, 'png' ),
			array( 980, 1420, 'jpg' ),
			array( 1000, 1500, 'png' ),
		),
		'strip'  => array(
			array( 720, 4000, 'jpg' ),
			array( 720, 5200, 'png' ),
			array( 720, 6400, 'jpg' ),
			array( 720, 8000, 'png' ),
			array( 720, 4600, 'jpg' ),
			array( 720, 7200, 'png' ),
		),
		'spread' => array(
			array( 2000, 1500, 'jpg' ),
			array( 1900, 1400, 'jpg' ),
		),
	);

	/**
	 * Pool folder.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * TrueType font or ''.
	 *
	 * @var string
	 */
	private string $font;

	/**
	 * Sets up the folder.
	 *
	 * @param string $dir  Where the pool lives (a version folder is made inside).
	 * @param string $font TrueType font or ''.
	 */
	public function __construct( string $dir, string $font ) {
		$this->dir  = trailingslashit( $dir ) . 'v' . self::VERSION . '/';
		$this->font = $font;
		wp_mkdir_p( $this->dir );
	}

	/**
	 * How many pages a kind has.
	 *
	 * @param string $kind paged, strip or spread.
	 */
	public function size( string $kind ): int {
		return count( self::SHAPES[ $kind ] );
	}

	/**
	 * The n-th page of a kind (wrapping around), drawn now if the pool does not have it yet.
	 *
	 * @param string $kind paged, strip or spread.
	 * @param int    $n    Any number.
	 * @return array{path: string, w: int, h: int, ext: string}
	 * @throws \RuntimeException When the file cannot be written.
	 */
	public function page( string $kind, int $n ): array {
		$shapes              = self::SHAPES[ $kind ];
		$index               = $n % count( $shapes );
		list( $w, $h, $ext ) = $shapes[ $index ];
		$path                = sprintf( '%s%s-%02d-%dx%d.%s', $this->dir, $kind, $index, $w, $h, $ext );
		if ( ! is_file( $path ) ) {
			$image = ( new Manga_Page( $w, $h, crc32( "$kind:$index" ), $this->font, 'jpg' === $ext ) )->draw();
			if ( 'jpg' === $ext ) {
				$image = Scan::age( $image, crc32( "scan:$kind:$index" ), 'strip' === $kind || 0 === $index % 6 );
			}
			$temp = $path . '.' . getmypid() . '.tmp';
			if ( ! self::write( $image, $temp, $ext ) || ! rename( $temp, $path ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- our own cache file, moved into place whole.
				throw new \RuntimeException( esc_html( "Could not write $path" ) );
			}
		}
		return array(
			'path' => $path,
			'w'    => $w,
			'h'    => $h,
			'ext'  => $ext,
		);
	}

	/**
	 * A copy of a pool page with a title banner across the top (page 1 names the chapter), in a temporary file.
	 *
	 * @param array{path: string, w: int, h: int, ext: string} $page    Pool page.
	 * @param string                                           $caption Text.
	 * @param string                                           $out     File to write (same extension).
	 * @throws \RuntimeException When the file cannot be written.
	 */
	public function titled( array $page, string $caption, string $out ): void {
		$image = 'png' === $page['ext'] ? imagecreatefrompng( $page['path'] ) : imagecreatefromjpeg( $page['path'] );
		if ( false === $image ) {
			throw new \RuntimeException( esc_html( "Could not read {$page['path']}" ) );
		}
		if ( ! imageistruecolor( $image ) ) {
			imagepalettetotruecolor( $image );
		}
		$w     = $page['w'];
		$ink   = imagecolorallocate( $image, 22, 20, 24 );
		$paper = imagecolorallocate( $image, 252, 250, 244 );
		$band  = (int) max( 70, $w * 0.09 );
		imagefilledrectangle( $image, (int) ( $w * 0.05 ), 10, (int) ( $w * 0.95 ), 10 + $band, $paper );
		imagesetthickness( $image, 4 );
		imagerectangle( $image, (int) ( $w * 0.05 ), 10, (int) ( $w * 0.95 ), 10 + $band, $ink );
		$size = (int) ( $band * 0.32 );
		if ( '' !== $this->font ) {
			imagettftext( $image, $size, 0, (int) ( $w * 0.08 ), 10 + (int) ( $band * 0.68 ), $ink, $this->font, $caption );
		} else {
			imagestring( $image, 5, (int) ( $w * 0.08 ), 10 + (int) ( $band * 0.4 ), (string) preg_replace( '/[^\x20-\x7e]/', '-', remove_accents( $caption ) ), $ink );
		}
		if ( 'png' === $page['ext'] ) {
			imagetruecolortopalette( $image, false, 16 );
		}
		if ( ! self::write( $image, $out, $page['ext'] ) ) {
			throw new \RuntimeException( esc_html( "Could not write $out" ) );
		}
	}

	/**
	 * Writes a page: JPEG at the quality scan releases use (300–550 KB a page, like the issue's measured pages), or a
	 * 16-colour PNG (a clean page needs no more).
	 *
	 * @param \GdImage $image Image.
	 * @param string   $path  File.
	 * @param string   $ext   jpg or png.
	 */
	private static function write( \GdImage $image, string $path, string $ext ): bool {
		if ( 'jpg' === $ext ) {
			return imagejpeg( $image, $path, self::JPEG_QUALITY );
		}
		if ( imageistruecolor( $image ) ) {
			imagetruecolortopalette( $image, false, 16 );
		}
		return imagepng( $image, $path, 6 );
	}
}
