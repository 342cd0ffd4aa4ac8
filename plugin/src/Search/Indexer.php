<?php
/**
 * Keeps the search index in step with manga: saves, alternative names, author terms, deletions.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

/**
 * Hook callbacks.
 */
final class Indexer {

	/** How often missing rows are looked for (manga written straight into the database). */
	private const HEAL_EVERY = 900;

	/** Set while the last look for missing rows is recent (OptionsPrime reads it with the other option misses). */
	public const HEAL_TRANSIENT = 'yomu_search_healed';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( Index::class, 'maybe_upgrade' ), 2 );
		add_action( 'init', array( self::class, 'maybe_continue' ), 3 );
		add_action( 'save_post_' . PostTypes::MANGA, array( self::class, 'post_saved' ), 20 );
		add_action( 'deleted_post', array( self::class, 'post_deleted' ) );
		// Status changes outside a full save (scheduled publishing, trash, untrash).
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 20, 3 );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 4 );
		add_action( 'added_post_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'updated_post_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'deleted_post_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'edited_term', array( self::class, 'term_edited' ), 10, 3 );
		add_action( 'delete_term', array( self::class, 'term_deleted' ), 10, 5 );
	}

	/**
	 * Continues a rebuild in progress (one second per request); otherwise adds missing rows at most every
	 * 15 minutes (one indexed query when nothing is missing), batch after batch while batches come back full.
	 */
	public static function maybe_continue(): void {
		// Neither option is autoloaded: OptionsPrime read both (and the transient's timeout) with the other misses.
		if ( Index::rebuilding() ) {
			Index::resume( 1.0 );
			return;
		}
		if ( get_transient( self::HEAL_TRANSIENT ) ) {
			return;
		}
		set_transient( self::HEAL_TRANSIENT, 1, self::HEAL_EVERY );
		// A full batch: more may be missing (a bulk import), so the next request goes on.
		if ( Index::heal() >= Index::BATCH ) {
			delete_transient( self::HEAL_TRANSIENT );
		}
	}

	/**
	 * A manga was saved (title, status…).
	 *
	 * @param int $post_id Post ID.
	 */
	public static function post_saved( $post_id ): void {
		Index::update( (int) $post_id );
	}

	/**
	 * A manga's status changed.
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post && PostTypes::MANGA === $post->post_type && $new_status !== $old_status ) {
			Index::update( $post->ID );
		}
	}

	/**
	 * A post was deleted.
	 *
	 * @param int $post_id Post ID.
	 */
	public static function post_deleted( $post_id ): void {
		Index::remove( (int) $post_id );
	}

	/**
	 * Authors of a manga changed.
	 *
	 * @param int    $object_id Object ID.
	 * @param mixed  $terms     Terms.
	 * @param mixed  $tt_ids    Term taxonomy IDs.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( Index::AUTHOR_TAX === $taxonomy && PostTypes::MANGA === get_post_type( (int) $object_id ) ) {
			Index::update( (int) $object_id );
		}
	}

	/**
	 * The alternative names or the adult flag of a manga changed.
	 *
	 * @param mixed  $meta_ids Meta ID(s).
	 * @param int    $post_id  Post ID.
	 * @param string $meta_key Meta key.
	 */
	public static function meta_changed( $meta_ids, $post_id, $meta_key ): void {
		if ( in_array( $meta_key, array( MetaKeys::ALTERNATIVE, MetaKeys::ADULT ), true ) && PostTypes::MANGA === get_post_type( (int) $post_id ) ) {
			Index::update( (int) $post_id );
		}
	}

	/**
	 * An author was renamed: its manga are found by the new name.
	 *
	 * @param int    $term_id  Term ID.
	 * @param int    $tt_id    Term taxonomy ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public static function term_edited( $term_id, $tt_id, $taxonomy ): void {
		if ( Index::AUTHOR_TAX !== $taxonomy ) {
			return;
		}
		$ids = get_objects_in_term( (int) $term_id, $taxonomy );
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			Index::update( (int) $id );
		}
	}

	/**
	 * An author was deleted: its manga lose the name.
	 *
	 * @param int          $term_id    Term ID.
	 * @param int          $tt_id      Term taxonomy ID.
	 * @param string       $taxonomy   Taxonomy.
	 * @param mixed        $deleted    The deleted term.
	 * @param array<mixed> $object_ids Objects that had it.
	 */
	public static function term_deleted( $term_id, $tt_id, $taxonomy, $deleted, $object_ids ): void {
		if ( Index::AUTHOR_TAX !== $taxonomy ) {
			return;
		}
		foreach ( $object_ids as $id ) {
			Index::update( (int) $id );
		}
	}
}
