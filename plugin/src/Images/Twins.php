<?php
/**
 * Pages whose original is byte for byte one built before (a group's credits page in every chapter, a batch that
 * repeats a page) get copies of that page's variants instead of being measured and encoded again. A built page's
 * variants are remembered by the SHA-1 of its original for a day, per storage, in a transient (the object cache
 * where the site has one, shared by every node). A copy is only made while every remembered file can still be
 * read: a twin whose chapter was deleted or replaced meanwhile is forgotten and the page is encoded as usual.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\PageStore;
use Yomu\Core\Content\Storage\VariantNames;
use Yomu\Core\Content\Variant;

/**
 * Variants shared by identical pages.
 */
final class Twins {

	/** How long a built page is remembered: a batch of uploads, an import, a demo. */
	private const REMEMBER_SECONDS = 86400; // A day.

	/**
	 * Copies of the variants of an identical page built before, stored beside this page, or null when none can be.
	 *
	 * @param PageStore                $store Store of the page.
	 * @param array<int|string, mixed> $entry Page entry.
	 * @param string                   $hash  SHA-1 of the page's original.
	 * @return array<int, array{src: string, mime: string, w: int, h: int}>|null
	 */
	public static function copy( PageStore $store, array $entry, string $hash ): ?array {
		$twin = get_transient( self::key( $store, $hash ) );
		if ( ! is_array( $twin ) ) {
			return null;
		}
		$variants = array();
		foreach ( $twin as $variant ) {
			$file = is_array( $variant ) ? $store->fetch_original( array( 'src' => (string) ( $variant['src'] ?? '' ) ) ) : '';
			$src  = is_string( $file ) && '' !== $file ? $store->store_variant( $entry, VariantNames::file( (string) $entry['src'], (int) $variant['w'], (int) $variant['quality'], (string) $variant['ext'] ), $file, (string) $variant['mime'] ) : '';
			if ( ! is_string( $src ) || '' === $src ) {
				Files::delete( array( is_string( $file ) ? $file : '' ) );
				$store->delete_variants( array( array( Variant::ENTRY_KEY => $variants ) ) );
				delete_transient( self::key( $store, $hash ) );
				return null;
			}
			$variants[] = array(
				'src'  => $src,
				'mime' => (string) $variant['mime'],
				'w'    => (int) $variant['w'],
				'h'    => (int) $variant['h'],
			);
		}
		return $variants;
	}

	/**
	 * Remembers a page's variants just stored.
	 *
	 * @param PageStore                                                                               $store    Store.
	 * @param string                                                                                  $hash     SHA-1 of the original.
	 * @param array<int, array{src: string, mime: string, w: int, h: int, quality: int, ext: string}> $variants Stored variants.
	 */
	public static function remember( PageStore $store, string $hash, array $variants ): void {
		set_transient( self::key( $store, $hash ), $variants, self::REMEMBER_SECONDS );
	}

	/**
	 * The transient's name.
	 *
	 * @param PageStore $store Store.
	 * @param string    $hash  SHA-1.
	 */
	private static function key( PageStore $store, string $hash ): string {
		return 'yomu_twin_' . $store->storage() . '_' . $hash;
	}
}
