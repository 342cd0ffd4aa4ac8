<?php
/**
 * Builds the variants of one original page image into temporary files: the widths the reader asks for (480 for
 * the data saver, 720, 1080), never wider than the original, in the one format and quality FormatChoice measured
 * at 720 (or the original width when narrower). A width whose variant would not be smaller than the original file
 * gets none (the original is served there). An animated GIF gets no variant: it would lose its animation; nor
 * does a page larger than the upload pixel limit (imported from elsewhere), which GD might not have memory for.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Limits;

/**
 * One page's variants.
 */
final class PageVariants {

	/** The widths the reader's srcset uses. */
	public const WIDTHS = array( 480, 720, 1080 );

	/** The width the format is measured at. */
	public const MEASURE_WIDTH = 720;

	/** The tallest image the format is measured on; a taller page (a long strip) is measured on bands of it. */
	public const MEASURE_HEIGHT = 1600;

	/** Bands sampled from a long strip. */
	private const BANDS = 8;

	/**
	 * The variant widths for an original width: each reader width, capped at the original's own width.
	 *
	 * @param int $width Original width.
	 * @return int[] Ascending.
	 */
	public static function widths( int $width ): array {
		return array_values( array_unique( array_map( static fn ( int $w ): int => min( $w, $width ), self::WIDTHS ) ) );
	}

	/**
	 * Builds the variants of an original file.
	 *
	 * @param string $path Original image file (left untouched).
	 * @return array<int, array{path: string, mime: string, ext: string, w: int, h: int, quality: int}>|\WP_Error
	 *         Temporary files, narrowest first (the caller moves or deletes them); empty when the page gets none.
	 */
	public static function build( string $path ) {
		$bytes = is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$size  = '' === $bytes ? false : @getimagesizefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken original is reported below, not logged.
		if ( self::is_animated_gif( $bytes ) || ( is_array( $size ) && $size[0] * $size[1] > Limits::get( 'image_pixels' ) ) ) {
			return array(); // Served as it is: animation would be lost; a page above the upload limit is not decoded here.
		}
		$original = '' === $bytes ? null : Codec::decode( $bytes );
		if ( null === $original ) {
			return new \WP_Error( 'yomu_variant_original', __( 'The original page image could not be read or decoded.', 'yomu-core' ) );
		}
		$width    = imagesx( $original );
		$measured = min( self::MEASURE_WIDTH, $width );
		$scaled   = array( $measured => self::scale( $original, $measured ) );
		$sample   = self::sample( $scaled[ $measured ] );
		$whole    = $sample === $scaled[ $measured ];
		// A long strip keeps AVIF's fast encoder: each of its widths is up to eight pages' worth of pixels.
		$choice = FormatChoice::measure( $sample, $whole ? Codec::AVIF_SPEED_THOROUGH : Codec::AVIF_SPEED );
		if ( null === $choice ) {
			return array();
		}
		// A page measured whole was encoded at its measuring width already.
		$done     = $whole ? array( $measured => $choice['encoded'] ) : array();
		$variants = array();
		foreach ( self::widths( $width ) as $target ) {
			$image   = $scaled[ $target ] ?? self::scale( $original, $target );
			$encoded = $done[ $target ] ?? Codec::encode( $image, $choice['mime'], $choice['quality'], $choice['speed'] );
			if ( '' === $encoded || strlen( $encoded ) >= strlen( $bytes ) ) {
				continue;
			}
			$file = Files::temp();
			if ( '' === $file || ! Files::write( $file, $encoded ) ) {
				Files::delete( array_merge( array( $file ), array_column( $variants, 'path' ) ) );
				return new \WP_Error( 'yomu_variant_write', __( 'A page variant could not be written to the temporary folder.', 'yomu-core' ) );
			}
			$variants[] = array(
				'path'    => $file,
				'mime'    => $choice['mime'],
				'ext'     => Codec::EXTENSIONS[ $choice['mime'] ],
				'w'       => $target,
				'h'       => imagesy( $image ),
				'quality' => $choice['quality'],
			);
		}
		return $variants;
	}

	/**
	 * The original scaled to a width, proportions kept.
	 *
	 * @param \GdImage $original Original.
	 * @param int      $width    Target width (≤ the original's).
	 */
	private static function scale( \GdImage $original, int $width ): \GdImage {
		$source = imagesx( $original );
		$height = max( 1, (int) round( imagesy( $original ) * $width / $source ) );
		$image  = imagecreatetruecolor( $width, $height );
		if ( false === $image ) {
			return $original;
		}
		imagealphablending( $image, false );
		imagesavealpha( $image, true );
		imagecopyresampled( $image, $original, 0, 0, 0, 0, $width, $height, $source, imagesy( $original ) );
		return $image;
	}

	/**
	 * The image the format is measured on: the page, or for a long strip (a webtoon of 720×8000 and more) bands
	 * taken evenly from top to bottom and stacked, so measuring costs what a paged page costs and still sees
	 * every kind of art in the strip.
	 *
	 * @param \GdImage $image Page at the measuring width.
	 */
	private static function sample( \GdImage $image ): \GdImage {
		$width  = imagesx( $image );
		$height = imagesy( $image );
		$sample = $height > self::MEASURE_HEIGHT ? imagecreatetruecolor( $width, self::MEASURE_HEIGHT ) : false;
		if ( false === $sample ) {
			return $image;
		}
		$band = intdiv( self::MEASURE_HEIGHT, self::BANDS );
		for ( $i = 0; $i < self::BANDS; $i++ ) {
			$from = intdiv( ( $height - $band ) * $i, self::BANDS - 1 );
			imagecopy( $sample, $image, 0, $i * $band, 0, $from, $width, $band );
		}
		return $sample;
	}

	/**
	 * Whether bytes are a GIF with more than one frame (more than one graphic control block).
	 *
	 * @param string $bytes File bytes.
	 */
	public static function is_animated_gif( string $bytes ): bool {
		return str_starts_with( $bytes, 'GIF8' ) && preg_match_all( '/\x00\x21\xF9\x04.{4}\x00[\x2C\x21]/s', $bytes ) > 1;
	}
}
