<?php
/**
 * How the page images of a reading page are shown: the mode on screen (paged, list, strip), the fit (width,
 * height) and whether the data saver is on. Page images take their sizes and sources from it.
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
	 * @param string $fit   'width' or 'height'.
	 * @param bool   $saver Whether the data saver is on.
	 */
	public function __construct(
		public readonly string $mode = 'paged',
		public readonly string $fit = 'width',
		public readonly bool $saver = false
	) {}

	/**
	 * The display of a reading request for a visitor: their effective settings and the browser's Save-Data.
	 *
	 * @param Request $request Reading request.
	 * @param int     $user_id Current user (0 for a guest).
	 */
	public static function of( Request $request, int $user_id ): self {
		$settings = ReaderSettings::effective( $user_id, $request->manga->ID );
		return new self( PageSetup::mode( $request, $settings['mode'] ), $settings['fit'], DataSaver::applies( $settings['saver'], DataSaver::header() ) );
	}
}
