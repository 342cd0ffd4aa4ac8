<?php
/**
 * Keeps the chapter sitemaps fresh. A write to a manga's chapters (Content\Cache::bump(): add, edit, move, delete,
 * volumes) or a change to what guests may see of a manga (published or not, a password, its slug, its deletion)
 * marks the sitemap pages from the lowest chapter it touched on as stale (PageTable), drops Yoast SEO's and Rank
 * Math's stored copies of the chapter sitemaps and their index, and puts the index and the pages that may have
 * changed on the request's purge list (Purge\Queue): only the touched page for an edit of existing chapters, that
 * page and every later one when chapters come or go (later pages shift).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Seo\Sitemaps;

use Yomu\Core\Access\Policy;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;
use Yomu\Core\Purge\Queue;
use Yomu\Core\Seo\Owner;

/**
 * Listeners.
 */
final class Changes {

	/**
	 * Hooks the listeners.
	 */
	public static function register(): void {
		add_action( 'yomu_manga_content_changed', array( self::class, 'chapters_changed' ), 10, 2 );
		add_action( 'post_updated', array( self::class, 'manga_updated' ), 10, 3 );
		add_action( 'transition_post_status', array( self::class, 'manga_transition' ), 10, 3 );
		// Before Content\MangaCleanup removes the chapters (priority 10), so their ids are still known.
		add_action( 'before_delete_post', array( self::class, 'manga_deleting' ), 5, 2 );
	}

	/**
	 * A write to a listed manga's chapter data.
	 *
	 * @param int                $manga_id Manga post ID.
	 * @param array<Chapter|int> $chapters Touched chapters (as they were) or new chapter IDs; empty for the whole manga.
	 */
	public static function chapters_changed( int $manga_id, array $chapters ): void {
		$manga = get_post( $manga_id );
		if ( ! $manga instanceof \WP_Post || ! Policy::listed( $manga ) ) {
			return;
		}
		$ids    = array();
		$shifts = ! $chapters;
		foreach ( $chapters as $chapter ) {
			$ids[] = $chapter instanceof Chapter ? $chapter->id : (int) $chapter;
			// A new chapter (an id) or one that is gone moves the pages after it.
			$shifts = $shifts || ! $chapter instanceof Chapter || null === ChapterRepository::find( $chapter->id );
		}
		$lowest = $ids ? min( $ids ) : self::first_chapter( $manga_id );
		if ( $lowest > 0 ) {
			self::changed( $lowest, $shifts );
		}
	}

	/**
	 * A manga saved: its chapters enter or leave the sitemaps, or change URL (a new slug).
	 *
	 * @param int   $post_id Post ID.
	 * @param mixed $after   The post now.
	 * @param mixed $before  The post before.
	 */
	public static function manga_updated( int $post_id, $after, $before ): void {
		if ( ! $after instanceof \WP_Post || ! $before instanceof \WP_Post || PostTypes::MANGA !== $after->post_type ) {
			return;
		}
		$listed = Policy::listed( $after );
		if ( Policy::listed( $before ) !== $listed || ( $listed && $after->post_name !== $before->post_name ) ) {
			self::manga_changed( $post_id );
		}
	}

	/**
	 * A scheduled manga going live (wp_publish_post() fires no post_updated).
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function manga_transition( $new_status, $old_status, $post ): void {
		if ( 'future' === $old_status && 'publish' === $new_status && $post instanceof \WP_Post && Policy::listed( $post ) ) {
			self::manga_changed( $post->ID );
		}
	}

	/**
	 * A listed manga deleted without going through the trash.
	 *
	 * @param int           $post_id Post ID.
	 * @param \WP_Post|null $post    Post.
	 */
	public static function manga_deleting( int $post_id, $post = null ): void {
		$post = $post instanceof \WP_Post ? $post : get_post( $post_id );
		if ( $post instanceof \WP_Post && Policy::listed( $post ) ) {
			self::manga_changed( $post_id );
		}
	}

	/**
	 * Every chapter of a manga enters, leaves or moves.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private static function manga_changed( int $manga_id ): void {
		$lowest = self::first_chapter( $manga_id );
		if ( $lowest > 0 ) {
			self::changed( $lowest, true );
		}
	}

	/**
	 * Marks, drops the SEO plugins' copies and queues the purge.
	 *
	 * @param int  $lowest Lowest chapter id touched.
	 * @param bool $shifts Whether chapters came or went (later pages change too).
	 */
	private static function changed( int $lowest, bool $shifts ): void {
		PageTable::mark( $lowest );
		self::drop_plugin_caches();
		$owner = Owner::plugin();
		$pages = PageTable::stored();
		$first = PageTable::index_of( $pages, $lowest ) + 1;
		// A new page may follow the last one.
		$last = $shifts ? count( $pages ) + 1 : $first;
		$urls = array( Names::index( $owner ) );
		for ( $page = $first; $page <= $last; $page++ ) {
			$urls = array_merge( $urls, Names::all( $owner, $page ) );
		}
		Queue::add( $urls );
	}

	/**
	 * The manga's lowest chapter id (0 when it has none), read on the (post_id, chapter_id) index.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private static function first_chapter( int $manga_id ): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name; a write is under way, nothing to cache.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT MIN(chapter_id) FROM `$table` WHERE post_id = %d", $manga_id ) );
	}

	/**
	 * Drops the stored copies Yoast SEO (when its transient caching is on) and Rank Math (files, by default) keep of
	 * the chapter sitemaps and the index.
	 */
	private static function drop_plugin_caches(): void {
		if ( is_callable( array( '\WPSEO_Sitemaps_Cache', 'invalidate' ) ) ) {
			call_user_func( array( '\WPSEO_Sitemaps_Cache', 'invalidate' ), ChapterSitemap::TYPE );
		}
		if ( is_callable( array( '\RankMath\Sitemap\Cache', 'invalidate_storage' ) ) ) {
			call_user_func( array( '\RankMath\Sitemap\Cache', 'invalidate_storage' ), ChapterSitemap::TYPE );
			call_user_func( array( '\RankMath\Sitemap\Cache', 'invalidate_storage' ), '1' );
		}
	}
}
