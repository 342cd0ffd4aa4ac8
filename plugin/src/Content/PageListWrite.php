<?php
/**
 * Saves an edited page list under the chapter's page-list lock, keeping the variants that a build saved while
 * the edit was being prepared (an upload takes seconds; the background build may finish in between). Without
 * this, the edit would write back the list it read before and the variants' entries would be lost.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Page-list saves that do not lose concurrent variant entries.
 */
final class PageListWrite {

	/**
	 * The lock name of a chapter's page list, shared by page edits and variant builds.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function lock_name( int $chapter_id ): string {
		return 'chapter-pages-' . $chapter_id;
	}

	/**
	 * Saves a page list; a page listed without variants gets those stored for the same src meanwhile.
	 *
	 * @param int               $chapter_id Chapter ID.
	 * @param array<int, mixed> $entries    Page entries in page order.
	 * @param string            $storage    Storage name.
	 */
	public static function save( int $chapter_id, array $entries, string $storage ): bool {
		return Lock::with(
			self::lock_name( $chapter_id ),
			static function () use ( $chapter_id, $entries, $storage ): bool {
				$built = array();
				foreach ( PageRows::get( $chapter_id, $storage ) ?? array() as $entry ) {
					if ( is_array( $entry ) && is_string( $entry['src'] ?? null ) && array_key_exists( Variant::ENTRY_KEY, $entry ) ) {
						$built[ $entry['src'] ] = $entry[ Variant::ENTRY_KEY ];
					}
				}
				foreach ( $entries as $i => $entry ) {
					$src = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $entry['src'] : '';
					if ( isset( $built[ $src ] ) && ! array_key_exists( Variant::ENTRY_KEY, (array) $entry ) ) {
						$entries[ $i ][ Variant::ENTRY_KEY ] = $built[ $src ];
					}
				}
				return PageRows::save( $chapter_id, $entries, $storage );
			}
		);
	}
}
