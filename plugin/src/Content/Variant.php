<?php
/**
 * A smaller or lighter copy of a page image (WebP, AVIF or a quantized PNG at one width), built by Yomu beside
 * the untouched original. Stored in the page entry under the key `yomu_variants`, which Madara ignores:
 * `[{ "src": <relative to the data folder like the page's own src, or absolute>, "mime", "w", "h" }, …]`.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Immutable variant value.
 */
final class Variant {

	/**
	 * The page-entry key that holds a page's variants.
	 */
	public const ENTRY_KEY = 'yomu_variants';

	/**
	 * Builds a variant.
	 *
	 * @param string $url    Full image URL.
	 * @param string $mime   MIME type (image/avif, image/webp or image/png).
	 * @param int    $width  Pixel width.
	 * @param int    $height Pixel height.
	 */
	public function __construct(
		public readonly string $url,
		public readonly string $mime,
		public readonly int $width,
		public readonly int $height
	) {}
}
