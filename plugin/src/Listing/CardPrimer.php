<?php
/**
 * Reads what a page of cards needs in a few queries instead of a few per card. Every query that returns manga is
 * remembered (ids only, nothing read); when the first card of one of them renders, the covers (attachment posts
 * and meta) and the latest chapters and volumes of all that query's manga are read together (see LatestChapters).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\PostTypes;

/**
 * Batch loading for listing cards.
 */
final class CardPrimer {

	/**
	 * Manga ids of each query not primed yet, by query.
	 *
	 * @var array<int, int[]>
	 */
	private static $groups = array();

	/**
	 * Manga ids of each primed query whose terms were not read yet, by query.
	 *
	 * @var array<int, int[]>
	 */
	private static $untermed = array();

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_filter( 'the_posts', array( self::class, 'remember' ) );
	}

	/**
	 * Remembers the manga of a query's results.
	 *
	 * @param mixed $posts Query results.
	 * @return mixed
	 */
	public static function remember( $posts ) {
		if ( ! is_array( $posts ) || count( $posts ) < 2 ) {
			return $posts;
		}
		$ids = array();
		foreach ( $posts as $post ) {
			if ( $post instanceof \WP_Post && PostTypes::MANGA === $post->post_type ) {
				$ids[] = (int) $post->ID;
			}
		}
		if ( count( $ids ) > 1 ) {
			self::$groups[] = $ids;
		}
		return $posts;
	}

	/**
	 * Before a card of this manga renders: reads the data of every card of its query, once.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function prime_for( int $manga_id ): void {
		$ids = self::take( self::$groups, $manga_id );
		if ( $ids ) {
			self::$untermed[] = $ids;
			self::prime( $ids );
		}
	}

	/**
	 * Before a card that shows terms renders: reads the terms of every manga of its query, once (listing queries
	 * that feed cards without terms skip them: yomu_listing_query()).
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function prime_terms_for( int $manga_id ): void {
		$ids = self::take( self::$untermed, $manga_id );
		if ( $ids ) {
			update_object_term_cache( $ids, PostTypes::MANGA ); // Reads only the manga whose terms are not cached.
		}
	}

	/**
	 * Removes and returns the group holding this manga.
	 *
	 * @param array<int, int[]> $groups   Groups of manga IDs.
	 * @param int               $manga_id Manga post ID.
	 * @return int[]
	 */
	private static function take( array &$groups, int $manga_id ): array {
		foreach ( $groups as $key => $ids ) {
			if ( in_array( $manga_id, $ids, true ) ) {
				unset( $groups[ $key ] );
				return $ids;
			}
		}
		return array();
	}

	/**
	 * Reads the covers, chapters and volumes of these manga.
	 *
	 * @param int[] $ids Manga post IDs.
	 */
	private static function prime( array $ids ): void {
		update_meta_cache( 'post', $ids );
		$covers = array_filter( array_map( static fn ( int $id ): int => (int) get_post_thumbnail_id( $id ), $ids ) );
		if ( $covers ) {
			_prime_post_caches( $covers, false, true );
		}
		LatestChapters::prime( $ids );
	}
}
