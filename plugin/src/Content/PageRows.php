<?php
/**
 * Writes the page lists of image chapters into {prefix}manga_chapters_data: one row per (chapter, storage),
 * data = JSON object keyed from "1" (MADARA.md §1.3), encoded the way Madara encodes it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Page-list rows.
 */
final class PageRows {

	/**
	 * The page entries of one storage, in page order (a list from 0), or null when the chapter has no row
	 * for that storage. Page order is the JSON members' order, as ChapterRepository::pages() reads it; save()
	 * then numbers them from 1 in that order.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $storage    Storage name.
	 * @return array<int, mixed>|null
	 */
	public static function get( int $chapter_id, string $storage = 'local' ): ?array {
		global $wpdb;
		$table = Schema::tables()['data'];
		$json  = $wpdb->get_var( $wpdb->prepare( "SELECT data FROM `$table` WHERE chapter_id = %d AND storage = %s ORDER BY data_id ASC LIMIT 1", $chapter_id, $storage ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( null === $json ) {
			return null;
		}
		$data = json_decode( (string) $json, true );
		if ( ! is_array( $data ) ) {
			return array();
		}
		return array_values( $data );
	}

	/**
	 * Storage names that hold a row for the chapter.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return string[]
	 */
	public static function storages( int $chapter_id ): array {
		global $wpdb;
		$table = Schema::tables()['data'];
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT storage FROM `$table` WHERE chapter_id = %d", $chapter_id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Saves the page list of one storage, renumbered from 1.
	 *
	 * @param int               $chapter_id Chapter ID.
	 * @param array<int, mixed> $entries    Page entries in page order.
	 * @param string            $storage    Storage name.
	 */
	public static function save( int $chapter_id, array $entries, string $storage = 'local' ): bool {
		global $wpdb;
		$table = Schema::tables()['data'];
		$map   = array();
		foreach ( array_values( $entries ) as $i => $entry ) {
			$map[ $i + 1 ] = $entry;
		}
		$json = $map ? (string) wp_json_encode( $map ) : '[]';
		$id   = $wpdb->get_var( $wpdb->prepare( "SELECT data_id FROM `$table` WHERE chapter_id = %d AND storage = %s ORDER BY data_id ASC LIMIT 1", $chapter_id, $storage ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( null !== $id ) {
			return false !== $wpdb->update( $table, array( 'data' => $json ), array( 'data_id' => (int) $id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		return (bool) $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$table,
			array(
				'chapter_id' => $chapter_id,
				'storage'    => $storage,
				'data'       => $json,
			),
			array( '%d', '%s', '%s' )
		);
	}

	/**
	 * Deletes the page row of one storage.
	 *
	 * @param int    $chapter_id Chapter ID.
	 * @param string $storage    Storage name.
	 */
	public static function delete_storage( int $chapter_id, string $storage ): bool {
		global $wpdb;
		$where = array(
			'chapter_id' => $chapter_id,
			'storage'    => $storage,
		);
		return false !== $wpdb->delete( Schema::tables()['data'], $where, array( '%d', '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes every page row of a chapter.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	public static function delete_all( int $chapter_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::tables()['data'], array( 'chapter_id' => $chapter_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
