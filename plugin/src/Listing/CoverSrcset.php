<?php
/**
 * A cover's srcset from its crops (Images\CoverSizes), with the sizes of the slot it fills. A cover without crops
 * yet (a site coming from Madara) keeps WordPress's own srcset this time and is queued for its crops.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Images\Background\CoverQueue;
use Yomu\Core\Images\CoverSizes;

/**
 * Image attributes.
 */
final class CoverSrcset {

	/**
	 * A listing card's width (listing.css .manga-grid: columns 1rem apart in a page with 1rem sides): half the screen
	 * on phones, a third, a quarter, then a sixth of the content (171 px at 1350 px).
	 */
	public const CARD = '(max-width: 599px) calc(50vw - 24px), (max-width: 767px) calc(33.4vw - 22px), (max-width: 1199px) calc(25vw - 20px), 180px';

	/** A search row's cover (listing.css: 6rem, 8rem from 768 px). */
	public const SEARCH_ROW = '(max-width: 767px) 96px, 128px';

	/** The manga page's cover column (manga.css). */
	public const MANGA_PAGE = '(max-width: 767px) 112px, 200px';

	/**
	 * Slides per view of each slider style from each of the widths in SLIDER_WIDTHS (listing.css, --pv-0 … --pv-8).
	 */
	private const SLIDES = array(
		1 => array( 2, 2, 3, 3, 4, 4, 5, 6, 6 ),
		2 => array( 1, 2, 2, 2, 3, 3, 4, 4, 5 ),
		3 => array( 1, 1, 2, 2, 2, 3, 3, 3, 4 ),
		4 => array( 3, 3, 4, 4, 5, 6, 7, 8, 8 ),
	);

	/** Where listing.css changes the slides per view; the gap between slides is 16 px (style 4: 8 px). */
	private const SLIDER_WIDTHS = array( 0, 480, 600, 660, 768, 992, 1200, 1400, 1700 );

	/**
	 * A slider's sizes attribute: the screen shared by the slides its style shows at each width.
	 *
	 * @param int $style Slider style, 1–4.
	 * @param int $items Slides per view at most (0: as the style says; listing.css --slider-items).
	 */
	public static function slider( int $style, int $items = 0 ): string {
		$slides = self::SLIDES[ $style ] ?? self::SLIDES[1];
		$gap    = 4 === $style ? 8 : 16;
		$widths = array(); // Slot width up to each breakpoint (the last one: beyond).
		foreach ( $slides as $i => $count ) {
			$count = $items > 0 ? min( $count, $items ) : $count;
			// The page's 1rem sides and the gaps between the slides shown, shared by them.
			$widths[ self::SLIDER_WIDTHS[ $i + 1 ] ?? 0 ] = sprintf( 'calc(%svw - %dpx)', round( 100 / $count, 1 ), (int) ceil( ( 32 + ( $count - 1 ) * $gap ) / $count ) );
		}
		$parts = array();
		$last  = '';
		foreach ( $widths as $up_to => $width ) {
			if ( $width === $last ) {
				array_pop( $parts ); // The same width as below: one condition up to here.
			}
			$parts[] = $up_to > 0 ? '(max-width: ' . ( $up_to - 1 ) . 'px) ' . $width : $width;
			$last    = $width;
		}
		return implode( ', ', $parts );
	}

	/**
	 * The attributes to give wp_get_attachment_image(): srcset and sizes, or only sizes while the crops are queued.
	 *
	 * @param int    $attachment_id Cover attachment.
	 * @param string $sizes         The slot's sizes attribute.
	 * @return array<string, string>
	 */
	public static function attributes( int $attachment_id, string $sizes ): array {
		$sources = CoverSizes::sources( $attachment_id );
		if ( ! $sources ) {
			CoverQueue::want( $attachment_id );
			return array( 'sizes' => $sizes );
		}
		return array(
			'srcset' => implode( ', ', array_map( static fn ( array $source ): string => $source['url'] . ' ' . $source['width'] . 'w', $sources ) ),
			'sizes'  => $sizes,
		);
	}
}
