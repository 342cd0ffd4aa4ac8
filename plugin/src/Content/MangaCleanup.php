<?php
/**
 * When a manga is deleted for good (not trashed), its chapters, volumes, text bodies and image folders go too,
 * so no orphaned rows or files stay behind.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Cascade on permanent manga deletion.
 */
final class MangaCleanup {

	/**
	 * Hooks the cascade.
	 */
	public static function register(): void {
		add_action( 'before_delete_post', array( self::class, 'cascade' ), 10, 2 );
	}

	/**
	 * Deletes everything a manga owns in the chapter tables and the data folder.
	 *
	 * @param int           $post_id Post being deleted.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function cascade( int $post_id, $post = null ): void {
		if ( PostTypes::MANGA !== get_post_type( $post instanceof \WP_Post ? $post : $post_id ) ) {
			return;
		}
		foreach ( ChapterRepository::with_scheduled( $post_id ) as $chapter ) {
			ChapterWriter::delete( $chapter->id );
		}
		foreach ( ChapterRepository::volumes( $post_id ) as $volume ) {
			VolumeWriter::delete( $volume->id );
		}
		Cache::bump( $post_id );
	}
}
