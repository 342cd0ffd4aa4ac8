<?php
/**
 * Encodes a GD image as one variant format at one quality: AVIF and WebP by quality (0–100), PNG by the number
 * of palette colours. AVIF counts only where GD can really encode it: some builds define imageavif() without a
 * working encoder, so a small image is encoded once per process and must decode again.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

/**
 * Variant encoders.
 */
final class Codec {

	public const AVIF = 'image/avif';
	public const WEBP = 'image/webp';
	public const PNG  = 'image/png';

	/** AVIF encoder speed (0 slowest … 10 fastest) where time counts more: line art a palette carries, long strips. */
	public const AVIF_SPEED = 9;

	/**
	 * AVIF speed for a page no palette can carry (FormatChoice), long strips aside (PageVariants): each encode takes
	 * about four times as long, and the files are a fifth to a third smaller at the same SSIM on scan-like pages.
	 */
	public const AVIF_SPEED_THOROUGH = 6;

	/**
	 * Qualities tried per format, lowest first (for PNG: palette colours).
	 */
	public const LADDERS = array(
		self::AVIF => array( 30, 40, 50, 60, 70, 80, 90 ),
		self::WEBP => array( 40, 55, 65, 75, 85, 92, 97 ),
		self::PNG  => array( 4, 8, 16, 32, 64, 128, 256 ),
	);

	/** File extension per format. */
	public const EXTENSIONS = array(
		self::AVIF => 'avif',
		self::WEBP => 'webp',
		self::PNG  => 'png',
	);

	/**
	 * Whether AVIF really encodes here (measured once per process).
	 *
	 * @var bool|null
	 */
	private static ?bool $avif = null;

	/**
	 * The formats this server can encode, AVIF first when it works.
	 *
	 * @return string[]
	 */
	public static function formats(): array {
		$formats = array();
		if ( self::avif_works() ) {
			$formats[] = self::AVIF;
		}
		if ( function_exists( 'imagewebp' ) ) {
			$formats[] = self::WEBP;
		}
		$formats[] = self::PNG;
		return $formats;
	}

	/**
	 * What this server can do, for status screens: GD's working encoders, and whether Imagick is installed
	 * (reported only: variants are built with GD, which every WordPress host has).
	 *
	 * @return array{avif: bool, webp: bool, imagick: bool}
	 */
	public static function capabilities(): array {
		return array(
			'avif'    => self::avif_works(),
			'webp'    => function_exists( 'imagewebp' ),
			'imagick' => extension_loaded( 'imagick' ),
		);
	}

	/**
	 * Encodes an image; '' when the encoder fails.
	 *
	 * @param \GdImage $image      Truecolor image.
	 * @param string   $mime       One of the format constants.
	 * @param int      $quality    Quality, or palette colours for PNG.
	 * @param int      $avif_speed AVIF encoder speed (AVIF_SPEED or AVIF_SPEED_THOROUGH).
	 */
	public static function encode( \GdImage $image, string $mime, int $quality, int $avif_speed = self::AVIF_SPEED ): string {
		ob_start();
		if ( self::AVIF === $mime ) {
			$done = imageavif( $image, null, $quality, $avif_speed );
		} elseif ( self::WEBP === $mime ) {
			$done = imagewebp( $image, null, $quality );
		} else {
			$palette = imagecreatetruecolor( imagesx( $image ), imagesy( $image ) );
			imagealphablending( $palette, false );
			imagecopy( $palette, $image, 0, 0, 0, 0, imagesx( $image ), imagesy( $image ) );
			imagetruecolortopalette( $palette, false, $quality );
			imagesavealpha( $palette, true );
			$done = imagepng( $palette, null, 6 );
		}
		$bytes = (string) ob_get_clean();
		return $done ? $bytes : '';
	}

	/**
	 * Decodes encoded bytes back to a truecolor image (to measure them), or null.
	 *
	 * @param string $bytes Encoded image.
	 */
	public static function decode( string $bytes ): ?\GdImage {
		$image = '' === $bytes ? false : @imagecreatefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken encoder's output must not log warnings.
		if ( false === $image ) {
			return null;
		}
		imagepalettetotruecolor( $image );
		return $image;
	}

	/**
	 * Whether imageavif() exists and its output decodes to the same size.
	 */
	private static function avif_works(): bool {
		if ( null === self::$avif ) {
			self::$avif = false;
			if ( function_exists( 'imageavif' ) ) {
				$probe = imagecreatetruecolor( 16, 16 );
				imagefilledrectangle( $probe, 0, 0, 7, 15, 0xffffff );
				$back       = self::decode( self::encode( $probe, self::AVIF, 50 ) );
				self::$avif = null !== $back && 16 === imagesx( $back ) && 16 === imagesy( $back );
			}
		}
		return self::$avif;
	}
}
