<?php
/**
 * Seals a chapter's pages in the S3-compatible bucket. Per-object ACLs are not portable (R2 and MinIO have none,
 * new AWS buckets disable them), so sealing MOVES the chapter's objects (pages and variants) by server-side copy
 * to the private folder SealedKeys names, and unsealing moves them back. Madara's page list keeps the public URLs,
 * so a switch back (or a deactivation, which unseals) finds everything where Madara expects it. Readers who may
 * read the chapter get presigned GET URLs of the sealed objects, dated and expiring on PageLinks' rounded window.
 *
 * The record of a sealed chapter is one option row per chapter (`yomu_bucket_sealed_{id}`, not autoloaded): shared
 * by every web node through the database, written with no read-modify-write race between chapters, and read by
 * one indexed query (or the object cache) per chapter view. Its value is a fingerprint of the keys moved, so a
 * reconcile of an unchanged sealed chapter sends no request; a new page or variant (written at its public key)
 * changes the fingerprint, and the next reconcile moves it too. "moving" marks a move under way (or interrupted).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\S3\SealedKeys;
use Yomu\Core\Content\Storage\VariantNames;

/**
 * Bucket seals.
 */
final class BucketSeal {

	public const OPTION_PREFIX = 'yomu_bucket_sealed_';

	private const MOVING = 'moving';

	private const ROUND = 600;

	/** S3 refuses presigned URLs valid longer than seven days. */
	private const MAX_EXPIRES = 604800;

	/** Seconds deactivation spends moving objects back. */
	private const UNSEAL_BUDGET = 20;

	/**
	 * Seals or unseals a chapter's bucket objects.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param bool    $sealed  Whether they should be sealed.
	 */
	public static function apply( Chapter $chapter, bool $sealed ): void {
		$config = Config::configured();
		$record = get_option( self::option( $chapter->id ) );
		if ( null === $config || ( ! $sealed && false === $record ) ) {
			return;
		}
		$keys = self::keys( $chapter, $config );
		if ( $sealed ) {
			$print = md5( implode( "\n", $keys ) );
			if ( $print === $record || ( ! $keys && false === $record ) ) {
				return;
			}
			update_option( self::option( $chapter->id ), self::MOVING, false );
			if ( self::move_all( $config, $keys, true ) ) {
				update_option( self::option( $chapter->id ), $print, false );
			}
			return;
		}
		if ( self::move_all( $config, $keys, false ) ) {
			delete_option( self::option( $chapter->id ) );
		}
	}

	/**
	 * Whether the chapter's bucket objects are sealed (or being sealed).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function sealed( Chapter $chapter ): bool {
		// Asked on every chapter view: a site without a bucket has no record to read.
		return null !== Config::configured() && false !== get_option( self::option( $chapter->id ) );
	}

	/**
	 * A presigned URL of a sealed bucket object, or null when the src is not one of the bucket's objects or the
	 * chapter is not sealed in the bucket (its public URL still works). Not bound to the reader: anyone holding it
	 * may load that one object until it expires, so it lives no longer than a page link (PageLinks::lifetime()),
	 * dated and expiring on ten-minute boundaries so a reader's URLs stay the same (and cached) for a while.
	 *
	 * @param string  $src     Absolute URL.
	 * @param Chapter $chapter Chapter.
	 */
	public static function url( string $src, Chapter $chapter ): ?string {
		$config = Config::configured();
		$key    = null === $config ? null : $config->owns_url( $src );
		if ( null === $config || null === $key || ! self::sealed( $chapter ) ) {
			return null;
		}
		$now     = time();
		$from    = intdiv( $now, self::ROUND ) * self::ROUND;
		$until   = (int) ( ceil( ( $now + PageLinks::lifetime() ) / self::ROUND ) * self::ROUND );
		$expires = min( self::MAX_EXPIRES, $until - $from );
		return ( new Client( $config ) )->presigned_url( SealedKeys::of( $config, $key ), $from, $expires, array( 'cache-control' => 'private, max-age=' . $expires ) );
	}

	/**
	 * Unseals every sealed bucket object (on deactivation), for up to UNSEAL_BUDGET seconds; returns how many
	 * chapters are still sealed (they stay recorded: the next activation's sweep reconciles them, and the next
	 * deactivation carries on).
	 */
	public static function unseal_all(): int {
		global $wpdb;
		$until = microtime( true ) + self::UNSEAL_BUDGET;
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id ASC", $wpdb->esc_like( self::OPTION_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$left  = count( $names );
		foreach ( $names as $name ) {
			if ( microtime( true ) > $until ) {
				break;
			}
			$chapter = ChapterRepository::find( (int) substr( (string) $name, strlen( self::OPTION_PREFIX ) ) );
			if ( null === $chapter ) {
				delete_option( (string) $name ); // The chapter is gone, and its objects with it (PageStores::delete_pages).
			} else {
				self::apply( $chapter, false );
			}
			$left -= false === get_option( (string) $name ) ? 1 : 0;
		}
		return $left;
	}

	/**
	 * The public object keys of the chapter's bucket pages and their variants, sorted.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param Config  $config  The bucket.
	 * @return string[]
	 */
	private static function keys( Chapter $chapter, Config $config ): array {
		$entries = ChapterRepository::page_data( $chapter )[ Config::STORAGE ] ?? array();
		$srcs    = VariantNames::srcs( $entries );
		foreach ( $entries as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['src'] ?? null ) ) {
				$srcs[] = $entry['src'];
			}
		}
		$keys = array();
		foreach ( $srcs as $src ) {
			$key = $config->owns_url( $src );
			if ( null !== $key ) {
				$keys[ $key ] = true;
			}
		}
		$keys = array_keys( $keys );
		sort( $keys, SORT_STRING );
		return $keys;
	}

	/**
	 * Moves each object to its sealed key or back; false at the first failure (the record stays, so the next
	 * reconcile tries again).
	 *
	 * @param Config   $config The bucket.
	 * @param string[] $keys   Public keys.
	 * @param bool     $seal   Towards the sealed keys, or back.
	 */
	private static function move_all( Config $config, array $keys, bool $seal ): bool {
		$client = new Client( $config );
		foreach ( $keys as $key ) {
			$sealed = SealedKeys::of( $config, $key );
			$moved  = $seal ? $client->move( $key, $sealed ) : $client->move( $sealed, $key );
			if ( is_wp_error( $moved ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The option recording a chapter's seal.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	private static function option( int $chapter_id ): string {
		return self::OPTION_PREFIX . $chapter_id;
	}
}
