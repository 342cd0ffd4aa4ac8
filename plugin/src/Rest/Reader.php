<?php
/**
 * The signed-in reader behind a `/me/` route, and the entries of their lists that they may still see.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Rest;

use Yomu\Core\Content\ChapterRepository;

/**
 * Shared by the bookmarks and history routes.
 */
final class Reader {

	/**
	 * Signed in (through a cookie and the REST nonce, or an application password) and allowed to read.
	 *
	 * @return true|\WP_Error
	 */
	public static function check() {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'Sign in to see your bookmarks and reading history.', 'yomu-core' ), array( 'status' => 401 ) );
		}
		if ( ! current_user_can( 'read' ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * One list entry: the manga (null when the reader may no longer see it: the entry is left out) and the
	 * chapter when it still belongs to that manga.
	 *
	 * @param int $manga_id   Manga post ID.
	 * @param int $chapter_id Chapter ID (0: none).
	 * @param int $page       Reading page.
	 * @return array<string, mixed>|null
	 */
	public static function entry( int $manga_id, int $chapter_id, int $page ): ?array {
		$manga = Visibility::manga( $manga_id );
		if ( $manga instanceof \WP_Error ) {
			return null;
		}
		$chapter = $chapter_id > 0 ? ChapterRepository::visible( $chapter_id ) : null;
		return array(
			'manga'   => Serializer::manga_ref( $manga ),
			'chapter' => $chapter && $chapter->manga_id === $manga->ID ? Serializer::chapter( $chapter, $manga ) : null,
			'page'    => max( 1, $page ),
		);
	}
}
