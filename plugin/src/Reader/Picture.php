<?php
/**
 * The <picture> around a page image: one <source> per variant format with its widths (srcset) and the width the
 * page is drawn at (sizes), so a phone downloads a small WebP/AVIF and a desktop a large one. The <img> inside
 * keeps src = the full-quality original and never gets a srcset: Madara-era clients read data-src, srcset, then
 * src (MADARA §6). The reader script draws the same sources (src/lib/reader/picture.ts follows these rules).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Content\Page;

/**
 * Pure markup helpers.
 */
final class Picture {

	/** Formats a <source> may name, in the order the browser should try them (it takes the first it supports). */
	public const TYPES = array( 'image/avif', 'image/webp', 'image/png' );

	/** The reader column (theme/css/reader.css): at most 900 px wide (the long strip 720 px), 16 px padding each side. */
	public const COLUMN = 900;
	public const STRIP  = 720;
	public const LIMIT  = 640;
	public const FULL   = 1108;
	public const GUTTER = 32;

	/** Two-page spreads show from this viewport width (src/islands/reader/use-two-up.ts). */
	public const TWO_UP = 768;

	/** Fit to height: the page box is the viewport's height minus this margin. */
	public const HEIGHT_MARGIN = 16;

	/**
	 * The sources of a page: per format, its variants by width and, when the original is wider than the widest
	 * variant, the original at its own width (a variant that would not be smaller was never built). With the data
	 * saver, only the narrowest variant of each format. None for a page without variants.
	 *
	 * @param Page $page  Page.
	 * @param bool $saver Whether the data saver is on.
	 * @return array<int, array{type: string, srcset: string}>
	 */
	public static function sources( Page $page, bool $saver ): array {
		$sources = array();
		foreach ( self::TYPES as $type ) {
			$widths = array();
			foreach ( $page->variants as $variant ) {
				if ( $type === $variant->mime && $variant->width > 0 && ! isset( $widths[ $variant->width ] ) ) {
					$widths[ $variant->width ] = $variant->url;
				}
			}
			if ( ! $widths ) {
				continue;
			}
			ksort( $widths );
			if ( $saver ) {
				$widths = array_slice( $widths, 0, 1, true );
			} elseif ( $page->width > array_key_last( $widths ) ) {
				$widths[ $page->width ] = $page->url;
			}
			$candidates = array();
			foreach ( $widths as $width => $url ) {
				$candidates[] = esc_url_raw( $url ) . ' ' . $width . 'w';
			}
			$sources[] = array(
				'type'   => $type,
				'srcset' => implode( ', ', $candidates ),
			);
		}
		return $sources;
	}

	/**
	 * A page's variants for the reader script (the companions of chapter_preloaded_images): [url, mime, width]
	 * of each variant in a format a source may name.
	 *
	 * @param Page $page Page.
	 * @return array<int, array{0: string, 1: string, 2: int}>
	 */
	public static function data( Page $page ): array {
		$data = array();
		foreach ( $page->variants as $variant ) {
			if ( in_array( $variant->mime, self::TYPES, true ) && $variant->width > 0 ) {
				$data[] = array( esc_url_raw( $variant->url ), $variant->mime, $variant->width );
			}
		}
		return $data;
	}

	/**
	 * The next chapter's first page for the reader script to warm up the way its <picture> will load it.
	 *
	 * @param Page $page The page.
	 * @return array{width: int, height: int, variants: array<int, array{0: string, 1: string, 2: int}>}
	 */
	public static function next( Page $page ): array {
		return array(
			'width'    => $page->width,
			'height'   => $page->height,
			'variants' => self::data( $page ),
		);
	}

	/**
	 * The sizes attribute: the width a page is drawn at in a mode (paged, list, strip) and fit (width, height, both,
	 * original, limit). Fit to height or to both (paged only) draws the page at most as tall as the viewport, so its
	 * width follows its proportions; the original size is the page's own width; the limited width is a narrower
	 * column.
	 *
	 * @param string $mode   Mode shown.
	 * @param string $fit    Fit setting.
	 * @param int    $width  Page width (0 when unknown).
	 * @param int    $height Page height (0 when unknown).
	 * @param bool   $spread Whether screens 768 px and wider show two-page spreads (a page that is not wide takes
	 *                       half of the whole reader width there, as src/lib/reader/picture.ts draws it).
	 */
	public static function sizes( string $mode, string $fit, int $width, int $height, bool $spread = false ): string {
		if ( 'original' === $fit && $width > 0 ) {
			return $width . 'px';
		}
		$parts = self::column_sizes( $mode, $fit, $width, $height, 'limit' === $fit ? self::LIMIT : ( 'strip' === $mode ? self::STRIP : self::COLUMN ), 1 );
		if ( $spread ) {
			$wide  = $width > $height && $height > 0;
			$two   = array();
			$media = sprintf( '(min-width: %dpx)', self::TWO_UP );
			foreach ( self::column_sizes( $mode, $fit, $width, $height, self::FULL, $wide ? 1 : 2 ) as $part ) {
				$two[] = '' === $part[0] ? $media . ' ' . $part[1] : $media . ' and ' . $part[0] . ' ' . $part[1];
			}
			$parts = array_merge( array_map( static fn ( string $entry ): array => array( '', $entry ), $two ), $parts );
		}
		return implode( ', ', array_map( static fn ( array $part ): string => ltrim( $part[0] . ' ' . $part[1] ), $parts ) );
	}

	/**
	 * The sizes of a page in a column of the given width, shared by `share` pages side by side.
	 *
	 * @param string $mode   Mode shown.
	 * @param string $fit    Fit setting.
	 * @param int    $width  Page width.
	 * @param int    $height Page height.
	 * @param int    $column Column width in pixels.
	 * @param int    $share  Pages side by side (1 or 2).
	 * @return array<int, array{0: string, 1: string}> Media condition ('' for none) and length of each entry.
	 */
	private static function column_sizes( string $mode, string $fit, int $width, int $height, int $column, int $share ): array {
		$viewport = 1 === $share ? sprintf( 'calc(100vw - %dpx)', self::GUTTER ) : sprintf( 'calc(50vw - %dpx)', intdiv( self::GUTTER, 2 ) );
		$length   = intdiv( $column, $share );
		if ( 'paged' === $mode && in_array( $fit, array( 'height', 'both' ), true ) && $width > 0 && $height > 0 ) {
			return array( array( '', sprintf( 'min(%1$s, %2$dpx, calc((100vh - %3$dpx) * %4$s))', $viewport, $length, self::HEIGHT_MARGIN, self::ratio( $width, $height ) ) ) );
		}
		return array(
			array( sprintf( '(max-width: %dpx)', $column + self::GUTTER ), $viewport ),
			array( '', $length . 'px' ),
		);
	}

	/**
	 * Width over height with at most four decimals.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	private static function ratio( int $width, int $height ): string {
		return rtrim( rtrim( number_format( $width / $height, 4, '.', '' ), '0' ), '.' );
	}

	/**
	 * The <picture> for an <img>: the gate first (see gate()), then the sources; the bare <img> when there is
	 * neither.
	 *
	 * @param string                                          $img     The escaped <img> tag.
	 * @param array<int, array{type: string, srcset: string}> $sources From sources().
	 * @param string                                          $sizes   From sizes().
	 * @param string                                          $gate    From gate(), or ''.
	 */
	public static function html( string $img, array $sources, string $sizes, string $gate ): string {
		if ( ! $sources && '' === $gate ) {
			return $img;
		}
		$html = $gate;
		foreach ( $sources as $source ) {
			$html .= sprintf( '<source type="%1$s" srcset="%2$s" sizes="%3$s">', esc_attr( $source['type'] ), esc_attr( $source['srcset'] ), esc_attr( $sizes ) );
		}
		return '<picture>' . $html . $img . '</picture>';
	}

	/**
	 * The loading gate of an image that must wait for the one before it: a source that matches only when scripts
	 * run and shows an empty placeholder of the page's proportions. The reader script removes it once the page
	 * before has loaded, so pages download one after the other; without scripts it never matches and the image
	 * loads as usual, and every client still finds the original in the <img>.
	 *
	 * @param int $width  Page width (0 when unknown: a 2:3 placeholder, the usual page shape).
	 * @param int $height Page height.
	 */
	public static function gate( int $width, int $height ): string {
		$sized = $width > 0 && $height > 0;
		// Percent-encoded throughout: srcset splits candidates on spaces and would cut a readable SVG apart.
		$svg = sprintf( '%%3Csvg%%20xmlns=%%27http://www.w3.org/2000/svg%%27%%20width=%%27%d%%27%%20height=%%27%d%%27/%%3E', $sized ? $width : 2, $sized ? $height : 3 );
		return sprintf( '<source media="(scripting: enabled)" srcset="data:image/svg+xml,%s" data-yomu-gate>', esc_attr( $svg ) );
	}
}
