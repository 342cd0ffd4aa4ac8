<?php
/**
 * Picks a page's variant format by measurement: for each format the server can encode, the lowest quality on its
 * ladder whose decoded result keeps SSIM ≥ TARGET against the image it was encoded from; then the smallest of
 * those. A clean halftone page usually ends as a few-colour PNG, a noisy or photo-like one as AVIF or WebP.
 * An encoding already larger than the best passing one so far is not measured: it cannot win. AVIF gets its slower
 * encoder unless a palette already carries the page: its smaller files are worth the time on the pages readers
 * download the most bytes of (scans, colour, noise).
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
	 * @param \GdImage $image      The page scaled to the measuring width.
	 * @param int      $avif_speed AVIF encoder speed where no palette carries the page (Codec::AVIF_SPEED_THOROUGH,
	 *                             or AVIF_SPEED where encoding time matters more).
	 * @return array{mime: string, quality: int, bytes: int, speed: int, encoded: string}|null The smallest encoding
	 *         that keeps the target (speed: the AVIF encoder speed to encode other widths with; encoded: this
	 *         image so encoded), or null when none does.
	 */
	public static function measure( \GdImage $image, int $avif_speed = Codec::AVIF_SPEED_THOROUGH ): ?array {
		$reference = Ssim::plane( $image );
		$best      = null;
		// PNG first: on clean line art it wins outright, and the other formats are then rejected on size alone.
		foreach ( array_reverse( Codec::formats() ) as $mime ) {
			$speed = null !== $best && Codec::PNG === $best['mime'] ? Codec::AVIF_SPEED : $avif_speed;
			$found = self::lowest_passing( $image, $reference, $mime, $best['bytes'] ?? PHP_INT_MAX, $speed );
			if ( null !== $found ) {
				$best = array(
					'mime'    => $mime,
					'quality' => $found[0],
					'bytes'   => $found[1],
					'speed'   => $speed,
					'encoded' => $found[2],
				);
			}
		}
		return $best;
	}

	/**
	 * Binary search on the format's ladder (SSIM and size grow with quality) for the lowest passing step smaller
	 * than $ceiling bytes.
	 *
	 * @param \GdImage                                              $image      Image.
	 * @param array{0: array<int, int|float>, 1: array<int, float>} $reference  Its Ssim::plane().
	 * @param string                                                $mime       Format.
	 * @param int                                                   $ceiling    Bytes to beat.
	 * @param int                                                   $avif_speed AVIF encoder speed (Codec).
	 * @return array{0: int, 1: int, 2: string}|null Quality, size and the encoded bytes, or null when no step
	 *         passes under the ceiling.
	 */
	public static function lowest_passing( \GdImage $image, array $reference, string $mime, int $ceiling = PHP_INT_MAX, int $avif_speed = Codec::AVIF_SPEED ): ?array {
		$ladder = Codec::LADDERS[ $mime ];
		$low    = 0;
		$high   = count( $ladder ) - 1;
		$best   = null;
		while ( $low <= $high ) {
			$middle = intdiv( $low + $high, 2 );
			$bytes  = Codec::encode( $image, $mime, $ladder[ $middle ], $avif_speed );
			if ( '' === $bytes || strlen( $bytes ) >= $ceiling ) {
				$high = $middle - 1;
				continue;
			}
			$decoded = Codec::decode( $bytes );
			if ( null !== $decoded && Ssim::against( $decoded, $reference, $image ) >= self::TARGET ) {
				$best = array( $ladder[ $middle ], strlen( $bytes ), $bytes );
				$high = $middle - 1;
			} else {
				$low = $middle + 1;
			}
		}
		return $best;
	}
}
