<?php
/**
 * Picks the page store: new pages go where the storage setting says; existing pages are edited where they are.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

use Yomu\Core\Content\Storage\S3\BucketPageStore;
use Yomu\Core\Content\Storage\S3\Config;

/**
 * Store selection.
 */
final class PageStores {

	/**
	 * The store chosen for this process (wp yomu import --storage), or null to follow the setting.
	 *
	 * @var PageStore|null
	 */
	private static ?PageStore $chosen = null;

	/**
	 * The store new chapters and replaced pages go to: the one chosen for this process, else the bucket when S3
	 * storage is on, else local.
	 */
	public static function for_new_pages(): PageStore {
		if ( null !== self::$chosen ) {
			return self::$chosen;
		}
		$config = Config::current();
		return null === $config ? new LocalPageStore() : new BucketPageStore( $config );
	}

	/**
	 * Sends this process's new pages to one storage, whatever the setting: "local", or "amazon" (the configured
	 * bucket, even while new pages from wp-admin still go to the uploads folder).
	 *
	 * @param string $storage local or amazon.
	 * @return true|\WP_Error
	 */
	public static function choose( string $storage ) {
		if ( 'local' === $storage ) {
			self::$chosen = new LocalPageStore();
			return true;
		}
		if ( Config::STORAGE !== $storage ) {
			/* translators: %s: storage name. */
			return new \WP_Error( 'yomu_unknown_storage', sprintf( __( 'The storage %s is not supported: use local or amazon.', 'yomu-core' ), $storage ) );
		}
		$config = Config::configured();
		if ( null === $config ) {
			return new \WP_Error( 'yomu_s3_not_configured', __( 'The S3-compatible bucket is not configured: set it up in Settings → Chapter storage and give the keys in wp-config.php.', 'yomu-core' ) );
		}
		self::$chosen = new BucketPageStore( $config );
		return true;
	}

	/**
	 * The store that holds a chapter's pages, or null when they are not ours to change: an "amazon" list is
	 * ours only when every page URL is in the configured bucket under its prefix.
	 *
	 * @param string                   $storage Storage name of the page list.
	 * @param array<int|string, mixed> $entries The page entries.
	 */
	public static function for_pages( string $storage, array $entries ): ?PageStore {
		if ( 'local' === $storage ) {
			return new LocalPageStore();
		}
		$config = Config::STORAGE === $storage ? Config::configured() : null;
		if ( null === $config ) {
			return null;
		}
		foreach ( $entries as $entry ) {
			$src = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $entry['src'] : '';
			if ( null === $config->owns_url( $src ) ) {
				return null;
			}
		}
		return new BucketPageStore( $config );
	}

	/**
	 * Deletes whatever files of these entries are ours: local files, and objects in the configured bucket.
	 * Other absolute URLs (another bucket, an image host) are never touched.
	 *
	 * @param array<int|string, mixed> $entries Page entries of any storage.
	 */
	public static function delete_pages( array $entries ): void {
		( new LocalPageStore() )->delete_pages( $entries );
		$config = Config::configured();
		if ( null !== $config ) {
			( new BucketPageStore( $config ) )->delete_pages( $entries );
		}
	}
}
