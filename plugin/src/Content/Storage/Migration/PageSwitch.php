<?php
/**
 * Points a chapter at another storage: writes that storage's page row and sets storage_in_use in one
 * transaction, but only while the old storage's page row is still what was copied (a page edited during the
 * copy makes the switch refuse, and the next run copies the chapter again). Readers see the old pages or the
 * new ones, never a mix, and every cached read of the manga goes stale at once.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterPages;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Variant;

/**
 * The switch of a chapter's storage.
 */
final class PageSwitch {

	/**
	 * Switches a chapter from $chapter->storage to $storage.
	 *
	 * @param Chapter           $chapter Chapter (as read before the copy).
	 * @param array<int, mixed> $copied  The old storage's page entries that were copied.
	 * @param string            $storage Target storage name.
	 * @param array<int, mixed> $entries Target page entries, in page order.
	 * @return true|\WP_Error
	 */
	public static function to( Chapter $chapter, array $copied, string $storage, array $entries ) {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( PageRows::get( $chapter->id, $chapter->storage ) !== $copied || self::storage_in_use( $chapter->id ) !== $chapter->storage ) {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return new \WP_Error( 'yomu_migrate_changed', __( 'The chapter changed during the copy; run the migration again to copy it anew.', 'yomu-core' ) );
		}
		$saved   = PageRows::save( $chapter->id, self::own_variants_only( $entries ), $storage );
		$updated = $saved && false !== $wpdb->update( Schema::tables()['chapters'], array( 'storage_in_use' => $storage ), array( 'chapter_id' => $chapter->id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( ! $updated ) {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return new \WP_Error( 'yomu_migrate_database', __( 'The chapter\'s new page list could not be saved in the database.', 'yomu-core' ) );
		}
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::changed( $chapter );
		ChapterPages::stored( $chapter->id ); // The new storage's pages get their own variants.
		return true;
	}

	/**
	 * Page entries without the variants that live in the other storage: a copied entry keeps its old variant
	 * srcs (relative ones on a bucket page, bucket URLs on a local page), which belong to the old copy and go
	 * with it. A local mirror coming back keeps its own.
	 *
	 * @param array<int, mixed> $entries Page entries.
	 * @return array<int, mixed>
	 */
	private static function own_variants_only( array $entries ): array {
		$absolute = static fn ( $src ): bool => is_string( $src ) && 1 === preg_match( '#^([a-z][a-z0-9+.-]*:|//)#i', $src );
		foreach ( $entries as $i => $entry ) {
			if ( ! is_array( $entry ) || ! is_array( $entry[ Variant::ENTRY_KEY ] ?? null ) ) {
				continue;
			}
			foreach ( $entry[ Variant::ENTRY_KEY ] as $variant ) {
				if ( ! is_array( $variant ) || $absolute( $variant['src'] ?? null ) !== $absolute( $entry['src'] ?? null ) ) {
					unset( $entries[ $i ][ Variant::ENTRY_KEY ] );
					break;
				}
			}
		}
		return $entries;
	}

	/**
	 * After a chapter's pages changed place: cached reads of the manga go stale, and listeners (page caches,
	 * CDNs) hear which chapter changed (the purge goes out at once, before an old copy is deleted).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function changed( Chapter $chapter ): void {
		Cache::bump( $chapter->manga_id, $chapter );
		/**
		 * Fires after a chapter's page storage changed (a migration switched it, or removed a mirror copy).
		 *
		 * @param int $chapter_id Chapter ID.
		 * @param int $manga_id   Manga post ID.
		 */
		do_action( 'yomu_chapter_storage_changed', $chapter->id, $chapter->manga_id );
	}

	/**
	 * The chapter's storage_in_use as stored now.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	private static function storage_in_use( int $chapter_id ): string {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT storage_in_use FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
