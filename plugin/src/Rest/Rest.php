<?php
/**
 * The REST API `yomu/v1` for reader apps and integrations (DESIGN.md §3): manga, chapters, a chapter's pages,
 * and the signed-in reader's bookmarks and history. Every route has an argument schema and a permission check;
 * guests see only what the public pages show.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

/**
 * Registers the routes and the cache policy.
 */
final class Rest {

	public const NAMESPACE = 'yomu/v1';

	/**
	 * Hooks registration.
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
		add_filter( 'rest_post_dispatch', array( CachePolicy::class, 'apply' ), 10, 3 );
		PurgeUrls::register();
		NamespaceIndex::register();
	}

	/**
	 * Registers every route of the namespace.
	 */
	public static function routes(): void {
		( new MangaController() )->register_routes();
		( new ChaptersController() )->register_routes();
		( new ChapterController() )->register_routes();
		( new BookmarksController() )->register_routes();
		( new HistoryController() )->register_routes();
	}
}
