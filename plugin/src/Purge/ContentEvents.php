<?php
/**
 * Turns content changes into purge-list entries: the manga post hooks (publish, update, schedule, trash, delete,
 * scheduled posts going live, term changes) and Content\Cache::bump(), which every chapter write passes.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Purge;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\PostTypes;

/**
 * Listeners.
 */
final class ContentEvents {

	/**
	 * Hooks the listeners.
	 */
	public static function register(): void {
		add_action( 'post_updated', array( self::class, 'updated' ), 10, 3 );
		add_action( 'transition_post_status', array( self::class, 'transition' ), 10, 3 );
		// Before Content\MangaCleanup removes the chapters (priority 10), so their URLs are still known.
		add_action( 'before_delete_post', array( self::class, 'deleting' ), 5, 2 );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 6 );
		add_action( 'yomu_manga_content_changed', array( self::class, 'content_changed' ), 10, 2 );
		// A migration runs for minutes and may delete the old copy next: its purges cannot wait for shutdown.
		add_action( 'yomu_chapter_storage_changed', array( Queue::class, 'flush' ), 10, 0 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
	}

	/**
	 * A cover set or removed without saving the post (the media modal's "Set featured image"). Other manga meta
	 * is saved with the post, and _latest_update moves with every new chapter, so only the cover is watched.
	 *
	 * @param mixed  $meta_id   Meta ID(s).
	 * @param int    $object_id Post ID.
	 * @param string $meta_key  Meta key.
	 */
	public static function meta_changed( $meta_id, $object_id, $meta_key ): void {
		unset( $meta_id );
		if ( '_thumbnail_id' === $meta_key && AffectedUrls::is_public( get_post( (int) $object_id ) ) ) {
			Queue::manga( (int) $object_id );
		}
	}

	/**
	 * A manga post saved: the URLs it had (when public and now gone or renamed) and the ones it has.
	 *
	 * @param int      $post_id Post ID.
	 * @param \WP_Post $after   The post now.
	 * @param \WP_Post $before  The post before.
	 */
	public static function updated( int $post_id, $after, $before ): void {
		if ( AffectedUrls::is_public( $before ) && ( ! AffectedUrls::is_public( $after ) || $before->post_name !== $after->post_name ) ) {
			Queue::add( AffectedUrls::manga_change( $before ) );
		}
		if ( AffectedUrls::is_public( $after ) ) {
			Queue::manga( $post_id );
		}
	}

	/**
	 * A manga going public: a new one published, or a scheduled one going live (wp_publish_post() fires no
	 * post_updated).
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       Post.
	 */
	public static function transition( $new_status, $old_status, $post ): void {
		if ( 'publish' === $new_status && 'publish' !== $old_status && AffectedUrls::is_public( $post ) ) {
			Queue::manga( $post->ID );
		}
	}

	/**
	 * A public manga deleted without going through the trash.
	 *
	 * @param int           $post_id Post ID.
	 * @param \WP_Post|null $post    Post.
	 */
	public static function deleting( int $post_id, $post = null ): void {
		$post = $post instanceof \WP_Post ? $post : get_post( $post_id );
		if ( AffectedUrls::is_public( $post ) ) {
			Queue::add( AffectedUrls::manga_change( $post ) );
		}
	}

	/**
	 * A public manga's terms set: the term pages it leaves list it no more (the ones it has come with the
	 * manga's own set).
	 *
	 * @param int    $object_id  Post ID.
	 * @param mixed  $terms      Terms given.
	 * @param int[]  $tt_ids     New term taxonomy IDs.
	 * @param string $taxonomy   Taxonomy.
	 * @param bool   $append     Whether terms were appended.
	 * @param int[]  $old_tt_ids Term taxonomy IDs before.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		unset( $terms, $append );
		$post = get_post( (int) $object_id );
		if ( ! in_array( $taxonomy, AffectedUrls::TAXONOMIES, true ) || ! AffectedUrls::is_public( $post ) ) {
			return;
		}
		$gone = array_diff( array_map( 'intval', (array) $old_tt_ids ), array_map( 'intval', (array) $tt_ids ) );
		if ( $gone ) {
			$found = get_terms(
				array(
					'taxonomy'         => $taxonomy,
					'term_taxonomy_id' => array_values( $gone ),
					'hide_empty'       => false,
				)
			);
			Queue::add( AffectedUrls::terms( is_array( $found ) ? $found : array() ) );
		}
		Queue::manga( (int) $object_id );
	}

	/**
	 * A write to a manga's chapter data (Content\Cache::bump()).
	 *
	 * @param int                $manga_id Manga post ID.
	 * @param array<Chapter|int> $chapters Touched chapters as they were, or IDs; empty for the whole manga.
	 */
	public static function content_changed( int $manga_id, array $chapters ): void {
		$manga = get_post( $manga_id );
		if ( ! AffectedUrls::is_public( $manga ) || PostTypes::MANGA !== $manga->post_type ) {
			return;
		}
		if ( ! $chapters ) {
			Queue::manga( $manga_id );
			return;
		}
		foreach ( $chapters as $chapter ) {
			if ( $chapter instanceof Chapter ) {
				// Its URL as it was (renamed, moved or deleted chapters leave an old page behind).
				Queue::add( AffectedUrls::chapter_change( $manga, $chapter ) );
				Queue::chapter( $chapter->id );
			} else {
				Queue::chapter( (int) $chapter );
			}
		}
	}
}
