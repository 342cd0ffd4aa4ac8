<?php
/**
 * The permission layer of every chapter and volume action: signed in, allowed to edit manga, the target
 * exists, allowed to edit THE manga that owns the target (derived from the database row), allowed to upload
 * when files come with it, and a nonce made for this action on this manga.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Authorization of admin actions.
 */
final class Guard {

	/**
	 * Decides whether the current user may run an action on the target named in the request.
	 *
	 * @param string               $action  Action name.
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return int|\WP_Error The manga ID the action works on, or why it is refused (with an HTTP status).
	 */
	public static function authorize( string $action, array $request ) {
		$definition = Actions::get( $action );
		if ( null === $definition ) {
			return self::refuse( 'yomu_unknown_action', __( 'Unknown action.', 'yomu-core' ), 400 );
		}
		if ( ! is_user_logged_in() ) {
			return self::refuse( 'yomu_signed_out', __( 'You must be signed in to manage chapters.', 'yomu-core' ), 403 );
		}
		if ( ! current_user_can( 'edit_posts' ) ) {
			return self::refuse( 'yomu_forbidden', __( 'You are not allowed to manage manga chapters.', 'yomu-core' ), 403 );
		}

		$manga_id = self::target_manga( $definition[0], $request );
		$hidden   = is_wp_error( $manga_id ) && 'yomu_not_found' === $manga_id->get_error_code() && ! current_user_can( 'edit_others_posts' );
		if ( is_wp_error( $manga_id ) && ! $hidden ) {
			return $manga_id;
		}
		// A missing ID and someone else's manga get the same answer, unless the user edits every manga.
		if ( $hidden || ! current_user_can( 'edit_post', $manga_id ) ) {
			return self::refuse( 'yomu_forbidden', __( 'You are not allowed to edit this manga.', 'yomu-core' ), 403 );
		}
		if ( $definition[2] && ! current_user_can( 'upload_files' ) ) {
			return self::refuse( 'yomu_forbidden', __( 'You are not allowed to upload files.', 'yomu-core' ), 403 );
		}
		$nonce = isset( $request['_yomu_nonce'] ) && is_string( $request['_yomu_nonce'] ) ? $request['_yomu_nonce'] : '';
		if ( ! wp_verify_nonce( $nonce, Forms::nonce_action( $action, $manga_id ) ) ) {
			return self::refuse( 'yomu_bad_nonce', __( 'This form has expired or was not made for this manga. Reload the page and try again.', 'yomu-core' ), 403 );
		}
		return $manga_id;
	}

	/**
	 * The manga that owns the action's target.
	 *
	 * @param string               $kind    Target kind (Actions::TARGET_*).
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return int|\WP_Error
	 */
	private static function target_manga( string $kind, array $request ) {
		switch ( $kind ) {
			case Actions::TARGET_MANGA:
				$manga_id = Targets::id( $request['manga_id'] ?? '' );
				return Targets::is_manga( $manga_id ) ? $manga_id : self::refuse( 'yomu_not_found', __( 'This manga does not exist.', 'yomu-core' ), 404 );

			case Actions::TARGET_VOLUME:
				$manga_id = Targets::manga_of_volume( Targets::id( $request['volume_id'] ?? '' ) );
				return $manga_id > 0 && Targets::is_manga( $manga_id ) ? $manga_id : self::refuse( 'yomu_not_found', __( 'This volume does not exist.', 'yomu-core' ), 404 );

			case Actions::TARGET_CHAPTER:
				$manga_id = Targets::manga_of_chapter( Targets::id( $request['chapter_id'] ?? '' ) );
				return $manga_id > 0 && Targets::is_manga( $manga_id ) ? $manga_id : self::refuse( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ), 404 );

			case Actions::TARGET_CHAPTERS:
				$ids = Targets::ids( $request['chapter_ids'] ?? null );
				if ( ! $ids ) {
					return self::refuse( 'yomu_no_chapters', __( 'Select at least one chapter.', 'yomu-core' ), 400 );
				}
				$owners = array_unique( array_map( array( Targets::class, 'manga_of_chapter' ), $ids ) );
				if ( in_array( 0, $owners, true ) ) {
					return self::refuse( 'yomu_not_found', __( 'One of the selected chapters does not exist.', 'yomu-core' ), 404 );
				}
				if ( 1 !== count( $owners ) ) {
					return self::refuse( 'yomu_mixed_manga', __( 'The selected chapters belong to different manga.', 'yomu-core' ), 400 );
				}
				$manga_id = (int) reset( $owners );
				return Targets::is_manga( $manga_id ) ? $manga_id : self::refuse( 'yomu_not_found', __( 'This manga does not exist.', 'yomu-core' ), 404 );
		}
		return self::refuse( 'yomu_unknown_action', __( 'Unknown action.', 'yomu-core' ), 400 );
	}

	/**
	 * A refusal with its HTTP status.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message for the user.
	 * @param int    $status  HTTP status.
	 */
	private static function refuse( string $code, string $message, int $status ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => $status ) );
	}
}
