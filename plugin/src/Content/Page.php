<?php
/**
 * One page image of an image chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Immutable page value; width and height are 0 when the site never stored them (Madara's own uploads).
 */
final class Page {

	/**
	 * Builds a page.
	 *
	 * @param int       $number   1-based page number.
	 * @param string    $url      Full image URL.
	 * @param string    $mime     MIME type.
	 * @param int       $width    Pixel width, 0 when unknown.
	 * @param int       $height   Pixel height, 0 when unknown.
	 * @param Variant[] $variants Built variants, narrowest first (none until they are built).
	 */
	public function __construct(
		public readonly int $number,
		public readonly string $url,
		public readonly string $mime,
		public readonly int $width,
		public readonly int $height,
		public readonly array $variants = array()
	) {}
}
