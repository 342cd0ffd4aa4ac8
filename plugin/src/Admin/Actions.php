<?php
/**
 * The admin-post actions of the manga edit screen: what each one targets and which handler runs it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Action table.
 */
final class Actions {

	public const TARGET_MANGA    = 'manga';
	public const TARGET_VOLUME   = 'volume';
	public const TARGET_CHAPTER  = 'chapter';
	public const TARGET_CHAPTERS = 'chapters';

	/**
	 * Action => [target kind, handler, takes uploads]. The target kind says which request field names the
	 * row the action works on; the manga is always derived from that row on the server.
	 *
	 * @return array<string, array{0: string, 1: callable, 2: bool}>
	 */
	public static function all(): array {
		$actions = array(
			'yomu_volume_create'         => array( self::TARGET_MANGA, array( VolumeHandlers::class, 'create' ), false ),
			'yomu_volume_rename'         => array( self::TARGET_VOLUME, array( VolumeHandlers::class, 'rename' ), false ),
			'yomu_volume_move'           => array( self::TARGET_VOLUME, array( VolumeHandlers::class, 'move' ), false ),
			'yomu_volume_delete'         => array( self::TARGET_VOLUME, array( VolumeHandlers::class, 'delete' ), false ),
			'yomu_chapter_create_images' => array( self::TARGET_MANGA, array( ChapterHandlers::class, 'create_images' ), true ),
			'yomu_chapter_create_text'   => array( self::TARGET_MANGA, array( ChapterHandlers::class, 'create_text' ), false ),
			'yomu_chapter_create_video'  => array( self::TARGET_MANGA, array( ChapterHandlers::class, 'create_video' ), false ),
			'yomu_chapter_update'        => array( self::TARGET_CHAPTER, array( ChapterHandlers::class, 'update' ), false ),
			'yomu_chapter_video_update'  => array( self::TARGET_CHAPTER, array( ChapterHandlers::class, 'update_video' ), false ),
			'yomu_chapter_delete'        => array( self::TARGET_CHAPTER, array( ChapterHandlers::class, 'delete' ), false ),
			'yomu_chapters_move'         => array( self::TARGET_CHAPTERS, array( ChapterHandlers::class, 'move' ), false ),
			'yomu_chapters_price'        => array( self::TARGET_MANGA, array( PriceHandlers::class, 'bulk' ), false ),
			'yomu_chapter_pages_add'     => array( self::TARGET_CHAPTER, array( PageHandlers::class, 'add' ), true ),
			'yomu_chapter_pages_replace' => array( self::TARGET_CHAPTER, array( PageHandlers::class, 'replace' ), true ),
			'yomu_chapter_pages_remove'  => array( self::TARGET_CHAPTER, array( PageHandlers::class, 'remove' ), false ),
			'yomu_chapter_pages_reorder' => array( self::TARGET_CHAPTER, array( PageHandlers::class, 'reorder' ), false ),
			'yomu_chapter_download'      => array( self::TARGET_CHAPTER, array( DownloadHandler::class, 'chapter' ), false ),
			'yomu_manga_download'        => array( self::TARGET_MANGA, array( DownloadHandler::class, 'manga' ), false ),
			'yomu_chapter_storage'       => array( self::TARGET_CHAPTER, array( StorageHandler::class, 'run' ), true ),
		);
		/**
		 * Filters the action table: other parts add their own chapter actions (EarlyAccessField), which then
		 * pass the same Guard and Dispatcher. Their admin_post_ hooks are theirs to add.
		 *
		 * @param array<string, array{0: string, 1: callable, 2: bool}> $actions Action => definition.
		 */
		return (array) apply_filters( 'yomu_admin_actions', $actions );
	}

	/**
	 * One action's definition, or null for an unknown action.
	 *
	 * @param string $action Action name.
	 * @return array{0: string, 1: callable, 2: bool}|null
	 */
	public static function get( string $action ): ?array {
		return self::all()[ $action ] ?? null;
	}
}
