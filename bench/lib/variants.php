<?php
/**
 * Variant building measured on drawn pages (run inside the bench site's WordPress by variants.bench.mjs):
 * a 1000×1500 JPEG q85 line-art page (panels, grey gradient, halftone dots, hatching, balloons with text,
 * paper grain) and a 720×6000 long strip of the same art. Prints JSON: per page the original bytes, the build
 * time (median of 5), each format's smallest passing encoding at 720 px and the variants built.
 *
 * @package Yomu\Core
 */

use Yomu\Core\Images\Codec;
use Yomu\Core\Images\FormatChoice;
use Yomu\Core\Images\PageVariants;
use Yomu\Core\Images\Ssim;
use Yomu\Core\Content\Storage\Files;

// phpcs:disable WordPress.WP.AlternativeFunctions -- a seeded drawing must be the same on every run.

/**
 * A drawn line-art page.
 *
 * @param int $width  Width.
 * @param int $height Height.
 */
function yomu_bench_variant_page( int $width, int $height ): GdImage {
	mt_srand( 11 );
	$image = imagecreatetruecolor( $width, $height );
	imagefill( $image, 0, 0, 0xffffff );
	$panel = (int) ( $height / 3 );
	for ( $top = 0; $top + 40 < $height; $top += $panel ) {
		for ( $y = $top + 40; $y < $top + (int) ( $panel * 0.45 ); $y++ ) {
			$grey = (int) ( 235 - ( $y - $top ) * 0.25 );
			imageline( $image, 40, $y, $width - 40, $y, ( $grey << 16 ) | ( $grey << 8 ) | $grey );
		}
		for ( $y = $top + (int) ( $panel * 0.5 ); $y < $top + (int) ( $panel * 0.8 ); $y += 7 ) {
			for ( $x = 40; $x < $width / 2; $x += 7 ) {
				$size = 1 + (int) ( 8 * $x / $width );
				imagefilledellipse( $image, $x, $y, $size, $size, 0x202020 );
			}
		}
		for ( $i = 0; $i < 100; $i++ ) {
			imageline( $image, (int) ( $width * 0.55 ) + $i * 3, $top + (int) ( $panel * 0.5 ), (int) ( $width * 0.55 ) + $i * 3 - 80, $top + (int) ( $panel * 0.8 ), 0x303030 );
		}
		imagesetthickness( $image, 3 );
		for ( $k = 0; $k < 30; $k++ ) {
			imageline( $image, mt_rand( 40, $width - 40 ), mt_rand( $top, $top + $panel ), mt_rand( 40, $width - 40 ), mt_rand( $top, $top + $panel ), 0 );
		}
		imagesetthickness( $image, 4 );
		imagerectangle( $image, 40, $top + 40, $width - 40, $top + $panel - 20, 0 );
		for ( $k = 0; $k < 2; $k++ ) {
			$cx = mt_rand( 150, $width - 150 );
			$cy = mt_rand( $top + 80, $top + $panel - 80 );
			imagefilledellipse( $image, $cx, $cy, 200, 110, 0xffffff );
			imagesetthickness( $image, 2 );
			imageellipse( $image, $cx, $cy, 200, 110, 0 );
			imagestring( $image, 5, $cx - 60, $cy - 16, 'WHAT IS THIS', 0 );
			imagestring( $image, 5, $cx - 50, $cy + 2, 'PLACE?!', 0 );
		}
	}
	for ( $i = 0; $i < $width * $height / 25; $i++ ) {
		$x     = mt_rand( 0, $width - 1 );
		$y     = mt_rand( 0, $height - 1 );
		$value = max( 0, min( 255, ( imagecolorat( $image, $x, $y ) & 255 ) + mt_rand( -25, 25 ) ) );
		imagesetpixel( $image, $x, $y, ( $value << 16 ) | ( $value << 8 ) | $value );
	}
	return $image;
}

/**
 * Measures the drawn pages.
 *
 * @return array<string, mixed>
 */
function yomu_bench_variants(): array {
	$results = array();
	foreach ( array(
		'paged 1000×1500 JPEG q85'     => array( 1000, 1500 ),
		'long strip 720×6000 JPEG q85' => array( 720, 6000 ),
	) as $label => $size ) {
		$path = Files::temp();
		imagejpeg( yomu_bench_variant_page( $size[0], $size[1] ), $path, 85 );
		$times = array();
		for ( $run = 0; $run < 5; $run++ ) {
			$began    = microtime( true );
			$variants = PageVariants::build( $path );
			$times[]  = ( microtime( true ) - $began ) * 1000;
			if ( is_array( $variants ) && $run < 4 ) {
				Files::delete( array_column( $variants, 'path' ) );
			}
		}
		sort( $times );
		$original = imagecreatefromjpeg( $path );
		$scaled   = imagecreatetruecolor( 720, (int) round( $size[1] * 720 / $size[0] ) );
		imagecopyresampled( $scaled, $original, 0, 0, 0, 0, 720, imagesy( $scaled ), $size[0], $size[1] );
		$reference  = Ssim::plane( $scaled );
		$candidates = array();
		foreach ( Codec::formats() as $mime ) {
			foreach ( Codec::AVIF === $mime ? array( Codec::AVIF_SPEED, Codec::AVIF_SPEED_THOROUGH ) : array( Codec::AVIF_SPEED ) as $speed ) {
				$found               = FormatChoice::lowest_passing( $scaled, $reference, $mime, PHP_INT_MAX, $speed );
				$name                = Codec::AVIF === $mime ? "$mime, encoder speed $speed" : $mime;
				$candidates[ $name ] = null === $found ? null : array(
					'quality' => $found[0],
					'bytes'   => $found[1],
				);
			}
		}
		$built = array();
		foreach ( is_array( $variants ) ? $variants : array() as $variant ) {
			$built[] = array(
				'w'       => $variant['w'],
				'mime'    => $variant['mime'],
				'quality' => $variant['quality'],
				'bytes'   => filesize( $variant['path'] ),
			);
		}
		$results[ $label ] = array(
			'original'   => filesize( $path ),
			'ms'         => round( $times[2] ),
			'candidates' => $candidates,
			'variants'   => $built,
		);
		Files::delete( array_merge( array( $path ), is_array( $variants ) ? array_column( $variants, 'path' ) : array() ) );
	}
	return $results;
}

echo wp_json_encode( yomu_bench_variants() );
