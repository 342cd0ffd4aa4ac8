<?php
/**
 * Picks a page's variant format by measurement: for each format the server can encode, the lowest quality on its
 * ladder whose decoded result keeps SSIM ≥ TARGET against the image it was encoded from; then the smallest of
 * those. A clean halftone page usually ends as a few-colour PNG, a noisy or photo-like one as AVIF or WebP.
 * An encoding already larger than the best passing one so far is not measured: it cannot win.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

/**
 * The measured choice of format and quality.
 */
final class FormatChoice {

	/**
	 * The quality target. The promise is SSIM ≥ 0.97 against the original scaled by any good resampler; a page
	 * scaled by GD and by ImageMagick already differ by about 0.01 on screentones, so the target here keeps that
	 * margin (0.975 measured ≥ 0.975 here but 0.967 against ImageMagick's scaling in the bench).
	 */
	public const TARGET = 0.98;

	/**
	 * Measures the formats on one image.
	 *
	 * @param \GdImage $image The page scaled to the measuring width.
	 * @return array{mime: string, quality: int, bytes: int}|null The smallest encoding that keeps the target, or
	 *         null when none does.
	 */
	public static function measure( \GdImage $image ): ?array {
		$reference = Ssim::plane( $image );
		$best      = null;
		// PNG first: on clean line art it wins outright, and the other formats are then rejected on size alone.
		foreach ( array_reverse( Codec::formats() ) as $mime ) {
			$found = self::lowest_passing( $image, $reference, $mime, null === $best ? PHP_INT_MAX : $best['bytes'] );
			if ( null !== $found ) {
				$best = array(
					'mime'    => $mime,
					'quality' => $found[0],
					'bytes'   => $found[1],
				);
			}
		}
		return $best;
	}

	/**
	 * Binary search on the format's ladder (SSIM and size grow with quality) for the lowest passing step smaller
	 * than $ceiling bytes.
	 *
	 * @param \GdImage                                              $image     Image.
	 * @param array{0: array<int, int|float>, 1: array<int, float>} $reference Its Ssim::plane().
	 * @param string                                                $mime      Format.
	 * @param int                                                   $ceiling   Bytes to beat.
	 * @return array{0: int, 1: int}|null Quality and bytes, or null when no step passes under the ceiling.
	 */
	public static function lowest_passing( \GdImage $image, array $reference, string $mime, int $ceiling = PHP_INT_MAX ): ?array {
		$ladder = Codec::LADDERS[ $mime ];
		$low    = 0;
		$high   = count( $ladder ) - 1;
		$best   = null;
		while ( $low <= $high ) {
			$middle = intdiv( $low + $high, 2 );
			$bytes  = Codec::encode( $image, $mime, $ladder[ $middle ] );
			if ( '' === $bytes || strlen( $bytes ) >= $ceiling ) {
				$high = $middle - 1;
				continue;
			}
			$decoded = Codec::decode( $bytes );
			if ( null !== $decoded && Ssim::against( $decoded, $reference, $image ) >= self::TARGET ) {
				$best = array( $ladder[ $middle ], strlen( $bytes ) );
				$high = $middle - 1;
			} else {
				$low = $middle + 1;
			}
		}
		return $best;
	}
}
