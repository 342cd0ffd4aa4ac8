<?php
/**
 * Who may upload and edit chapters from the front end: a signed-in user who may edit THAT manga
 * (edit_post on the manga, so authors their own manga, editors and administrators any) and may upload
 * files (upload_files). Subscribers and contributors never see the forms and are refused by the server.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\FrontUpload;

use Yomu\Core\Admin\Targets;

/**
 * The permission rule and the nonce of the front-end chapter forms.
 */
final class Access {

	/** Name of the nonce field. */
	public const NONCE_FIELD = '_yomu_front_nonce';

	/**
	 * Whether the current user may upload and edit chapters of the manga.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function can_manage( int $manga_id ): bool {
		return is_user_logged_in() && Targets::is_manga( $manga_id )
			&& current_user_can( 'edit_post', $manga_id ) && current_user_can( 'upload_files' );
	}

	/**
	 * Whether the current user may upload chapters to some manga (no lookup of any ID).
	 */
	public static function may_upload(): bool {
		return is_user_logged_in() && current_user_can( 'edit_posts' ) && current_user_can( 'upload_files' );
	}

	/**
	 * Whether the current user edits every manga, so telling them an ID is missing reveals nothing.
	 */
	public static function sees_all(): bool {
		return self::may_upload() && current_user_can( 'edit_others_posts' );
	}

	/**
	 * The nonce action of a form kind (create or update) for one manga.
	 *
	 * @param string $kind     create or update.
	 * @param int    $manga_id Manga post ID.
	 */
	public static function nonce_action( string $kind, int $manga_id ): string {
		return 'yomu_front_chapter_' . $kind . '_' . $manga_id;
	}
}
