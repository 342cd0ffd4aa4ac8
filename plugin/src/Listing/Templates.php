<?php
/**
 * The load-more template names a client may ask for, each mapped to a card variant. The client never names a
 * file: an unknown name gets nothing (CVE-2025-4524).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * Whitelist of template names.
 */
final class Templates {

	public const MAP = array(
		'madara-core/content/content-archive' => Card::ARCHIVE,
		'madara-core/content/content-search'  => Card::SEARCH,
		'html/loop/content'                   => Card::ARCHIVE,
		'yomu/listing/card'                   => Card::ARCHIVE,
		'yomu/listing/search-item'            => Card::SEARCH,
	);

	/**
	 * The card variant for a template name, or null when the name is not on the list.
	 *
	 * @param mixed $name Raw template name.
	 */
	public static function variant( $name ): ?string {
		if ( ! is_string( $name ) ) {
			return null;
		}
		return self::MAP[ trim( $name, " \t\n\r\0\x0B/" ) ] ?? null;
	}
}
