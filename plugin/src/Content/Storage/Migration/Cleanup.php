<?php
/**
 * Removes the copy a chapter no longer reads from, once the copy it reads from now has been verified: the page
 * row first (from then on nothing points at the files), then the files or objects, with the step recorded in
 * the Journal so that a run killed in between finishes the deletion next time. Files or objects in a folder
 * that another chapter's page row still names are kept (see SharedFolders).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\VariantNames;
use Yomu\Core\Content\Storage\ZipImages;

/**
 * Removal of a chapter's old copy.
 */
final class Cleanup {

	/**
	 * Removes a chapter's local page row, then its files and folder.
	 *
	 * @param Chapter  $chapter Chapter (now reading from the bucket).
	 * @param string[] $srcs    Relative srcs of its local pages.
	 * @return true|\WP_Error
	 */
	public static function local( Chapter $chapter, array $srcs ) {
		// Variants first: their folder empties before the chapter folder is looked at.
		$srcs = array_merge( VariantNames::srcs( PageRows::get( $chapter->id, 'local' ) ?? array() ), $srcs );
		$kept = array_values( array_filter( $srcs, static fn ( string $src ): bool => ! SharedFolders::used_by_others( $chapter->id, $chapter->manga_id, 'local', dirname( $src ) . '/' ) ) );
		Journal::begin( $chapter->id, Journal::DELETE_LOCAL, $kept );
		if ( ! PageRows::delete_storage( $chapter->id, 'local' ) ) {
			Journal::end( $chapter->id );
			return new \WP_Error( 'yomu_migrate_database', __( 'The chapter\'s local page list could not be removed from the database.', 'yomu-core' ) );
		}
		PageSwitch::changed( $chapter );
		self::delete_files( $kept );
		Journal::end( $chapter->id );
		return true;
	}

	/**
	 * Removes a chapter's amazon page row, then its objects.
	 *
	 * @param Chapter  $chapter Chapter (now reading from local disk).
	 * @param Client   $client  S3 client.
	 * @param string[] $keys    Object keys of its pages.
	 * @param string[] $urls    The page URLs of its amazon row, in the same order.
	 * @return true|\WP_Error
	 */
	public static function remote( Chapter $chapter, Client $client, array $keys, array $urls ) {
		$doomed = array();
		foreach ( $keys as $i => $key ) {
			if ( ! SharedFolders::used_by_others( $chapter->id, $chapter->manga_id, 'amazon', dirname( $urls[ $i ] ?? '' ) . '/' ) ) {
				$doomed[] = $key;
			}
		}
		Journal::begin( $chapter->id, Journal::DELETE_REMOTE, $doomed );
		if ( ! PageRows::delete_storage( $chapter->id, 'amazon' ) ) {
			Journal::end( $chapter->id );
			return new \WP_Error( 'yomu_migrate_database', __( 'The chapter\'s S3 page list could not be removed from the database.', 'yomu-core' ) );
		}
		PageSwitch::changed( $chapter );
		$deleted = self::delete_objects( $client, $doomed );
		if ( is_wp_error( $deleted ) ) {
			return $deleted; // The journal keeps the keys: the next run with --delete-remote deletes the rest.
		}
		Journal::end( $chapter->id );
		return true;
	}

	/**
	 * Finishes the deletions an earlier run decided but did not finish (it was killed in between).
	 *
	 * @param string      $step   Journal::DELETE_LOCAL or Journal::DELETE_REMOTE.
	 * @param Client|null $client S3 client (for DELETE_REMOTE).
	 * @return int Chapters finished.
	 */
	public static function finish_pending( string $step, ?Client $client ): int {
		$done = 0;
		foreach ( Journal::pending( $step ) as $chapter_id => $items ) {
			if ( Journal::DELETE_LOCAL === $step ) {
				self::delete_files( $items );
			} elseif ( null === $client || is_wp_error( self::delete_objects( $client, $items ) ) ) {
				continue;
			}
			Journal::end( $chapter_id );
			++$done;
		}
		return $done;
	}

	/**
	 * Deletes local page files (image files inside the data folder only), then their folders once empty.
	 *
	 * @param string[] $srcs Relative srcs.
	 */
	private static function delete_files( array $srcs ): void {
		$folders = array();
		foreach ( $srcs as $src ) {
			$path = Paths::local_file( $src );
			if ( '' !== $path && ( in_array( strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ), ZipImages::IMAGE_EXTENSIONS, true ) || VariantNames::is_variant( $path ) ) ) {
				Files::delete( array( $path ) );
				$folders[ dirname( $path ) ] = true;
			}
		}
		foreach ( array_keys( $folders ) as $folder ) {
			if ( array() === Files::names( $folder ) ) {
				rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- an emptied folder inside the data folder.
			}
		}
	}

	/**
	 * Deletes objects; stops at the first failure.
	 *
	 * @param Client   $client S3 client.
	 * @param string[] $keys   Object keys.
	 * @return true|\WP_Error
	 */
	private static function delete_objects( Client $client, array $keys ) {
		foreach ( $keys as $key ) {
			$deleted = $client->delete( $key );
			if ( is_wp_error( $deleted ) ) {
				return $deleted;
			}
		}
		return true;
	}
}
