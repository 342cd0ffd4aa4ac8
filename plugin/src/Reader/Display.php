<?php
/**
 * How the page images of a reading page are shown: the mode on screen (paged, list, strip), the fit (width,
 * height, both, original, limit), whether the data saver is on, and whether the reader script will draw two-page
 * spreads on screens 768 px and wider. Page images take their sizes and sources from it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Routing\Request;

/**
 * Immutable display value.
 */
final class Display {

	/**
	 * Builds a display.
	 *
	 * @param string $mode  'paged', 'list' or 'strip'.
	 * @param string $fit    'width', 'height', 'both', 'original' or 'limit'.
	 * @param bool   $saver  Whether the data saver is on.
	 * @param bool   $spread Whether wide screens show two-page spreads.
	 */
	public function __construct(
		public readonly string $mode = 'paged',
		public readonly string $fit = 'width',
		public readonly bool $saver = false,
		public readonly bool $spread = false
	) {}

	/**
	 * The display of a reading request for a visitor: their effective settings and the browser's Save-Data.
	 *
	 * @param Request $request Reading request.
	 * @param int     $user_id Current user (0 for a guest).
	 */
	public static function of( Request $request, int $user_id ): self {
		$settings = ReaderSettings::effective( $user_id, $request->manga->ID );
		$mode     = PageSetup::mode( $request, $settings['mode'] );
		// The reader script draws spreads from the preloaded chapter, one image per reading page.
		$spread = 'single' !== $settings['spread'] && 'paged' === $mode && PageSetup::preloads( $request ) && 1 === \Yomu\Core\Routing\Reading::images_per_page();
		return new self( $mode, $settings['fit'], DataSaver::applies( $settings['saver'], DataSaver::header() ), $spread );
	}
}
