<?php
/**
 * Whether another chapter's page row still points into a folder, so that removing one chapter's copy cannot
 * take away pages another chapter shows (load-test data and hand-made imports share folders). Only chapters of
 * manga with the same storage folder (manga_unique_id) can share one, so the search stays within those.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Schema;

/**
 * Shared-folder check.
 */
final class SharedFolders {

	/**
	 * Whether a chapter other than $chapter_id has a $storage page row naming something under $folder.
	 *
	 * @param int    $chapter_id Chapter whose copy is to be removed.
	 * @param int    $manga_id   Its manga.
	 * @param string $storage    Storage of the row ('local' or 'amazon').
	 * @param string $folder     Folder as it appears in page srcs, with a trailing slash ("manga_x/abc/" or a URL).
	 */
	public static function used_by_others( int $chapter_id, int $manga_id, string $storage, string $folder ): bool {
		global $wpdb;
		$tables = Schema::tables();
		$unique = (string) get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true );
		// Page rows are JSON: Madara and WordPress write "/" as "\/", other writers may not.
		$plain   = '%' . $wpdb->esc_like( $folder ) . '%';
		$escaped = '%' . $wpdb->esc_like( str_replace( '/', '\\/', $folder ) ) . '%';
		$manga   = '' === $unique
			? $wpdb->prepare( 'c.post_id = %d', $manga_id )
			: $wpdb->prepare( "c.post_id IN (SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s)", MetaKeys::UNIQUE_ID, $unique );
		$sql     = "SELECT COUNT(*) FROM `{$tables['data']}` d JOIN `{$tables['chapters']}` c ON c.chapter_id = d.chapter_id WHERE $manga AND d.storage = %s AND d.chapter_id <> %d AND ( d.data LIKE %s OR d.data LIKE %s )";
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, $storage, $chapter_id, $plain, $escaped ) ) > 0; // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- $manga is prepared above.
	}
}
