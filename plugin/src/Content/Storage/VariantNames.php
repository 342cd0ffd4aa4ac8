<?php
/**
 * Where a page's variants go and what they are called. They sit in a "yomu-variants" folder beside the page
 * (locally uploads/WP-manga/data/{manga}/{chapter}/yomu-variants/, in a bucket the same path under the prefix):
 * Madara reads a chapter's pages only from its page list, never by listing the folder, and a name without an
 * extension is not an image to any folder scan; deleting the chapter folder (Madara or Yomu) removes them with
 * it. A variant's name carries the page file's own name and a hash of its src (page names are never reused), its
 * width and quality, so a name never comes back with other content and CDNs may cache it forever.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

use Yomu\Core\Content\Variant;

/**
 * Variant naming.
 */
final class VariantNames {

	/** The folder beside the pages. */
	public const FOLDER = 'yomu-variants';

	/** Extensions a variant file may have. */
	public const EXTENSIONS = array( 'avif', 'webp', 'png' );

	/**
	 * A variant's file name, e.g. "007-3f2a9c1e-720w-q62.webp" for page "007.jpg": the hash of the page's src
	 * keeps two page names that sanitize alike ("a b.jpg", "a-b.jpg") apart.
	 *
	 * @param string $page_src The page's src (relative path or URL).
	 * @param int    $width    Variant width.
	 * @param int    $quality  Encoding quality (palette colours for PNG).
	 * @param string $ext      Variant extension.
	 */
	public static function file( string $page_src, int $width, int $quality, string $ext ): string {
		$base = pathinfo( (string) wp_parse_url( $page_src, PHP_URL_PATH ), PATHINFO_FILENAME );
		return sprintf( '%s-%s-%dw-q%d.%s', sanitize_file_name( $base ), substr( md5( $page_src ), 0, 8 ), $width, $quality, $ext );
	}

	/**
	 * The variants' path beside a page path ("a/b/007.jpg" → "a/b/yomu-variants/{file}").
	 *
	 * @param string $page_path Page path or object key.
	 * @param string $file      Variant file name.
	 */
	public static function beside( string $page_path, string $file ): string {
		$dir = dirname( $page_path );
		return ( '.' === $dir ? '' : $dir . '/' ) . self::FOLDER . '/' . $file;
	}

	/**
	 * Whether a path names a variant file: inside a variants folder, with a variant extension.
	 *
	 * @param string $path Path, key or URL path.
	 */
	public static function is_variant( string $path ): bool {
		return basename( dirname( $path ) ) === self::FOLDER && in_array( strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ), self::EXTENSIONS, true );
	}

	/**
	 * The src of every variant listed in page entries.
	 *
	 * @param array<int|string, mixed> $entries Page entries.
	 * @return string[]
	 */
	public static function srcs( array $entries ): array {
		$srcs = array();
		foreach ( $entries as $entry ) {
			$variants = is_array( $entry ) && is_array( $entry[ Variant::ENTRY_KEY ] ?? null ) ? $entry[ Variant::ENTRY_KEY ] : array();
			foreach ( $variants as $variant ) {
				if ( is_array( $variant ) && is_string( $variant['src'] ?? null ) && self::is_variant( (string) wp_parse_url( $variant['src'], PHP_URL_PATH ) ) ) {
					$srcs[] = $variant['src'];
				}
			}
		}
		return $srcs;
	}
}
