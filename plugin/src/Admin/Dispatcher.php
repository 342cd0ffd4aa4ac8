<?php
/**
 * Runs an admin-post action: Guard first, then the handler, then back to the manga edit screen with a
 * notice. Refusals end with an error page and HTTP 403 (or 400/404) and change nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * The admin-post.php entry point for every action in Actions.
 */
final class Dispatcher {

	/**
	 * Hooks every action, for signed-in users and for guests (who get a clear 403 instead of a blank 400).
	 */
	public static function register(): void {
		foreach ( array_keys( Actions::all() ) as $action ) {
			add_action( 'admin_post_' . $action, array( self::class, 'handle' ) );
			add_action( 'admin_post_nopriv_' . $action, array( self::class, 'handle' ) );
		}
		add_action( 'admin_post', array( self::class, 'too_large' ) );
		add_action( 'admin_post_nopriv', array( self::class, 'too_large' ) );
	}

	/**
	 * Authorizes and runs an action.
	 *
	 * @param string               $action  Action name.
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @param array<string, mixed> $files   $_FILES.
	 * @return array{0: int, 1: string|Warned|\WP_Error} [manga ID (0 when refused), message, warning or error]
	 */
	public static function run( string $action, array $request, array $files ): array {
		$manga_id = Guard::authorize( $action, $request );
		if ( is_wp_error( $manga_id ) ) {
			return array( 0, $manga_id );
		}
		$definition = Actions::get( $action );
		$result     = null === $definition ? null : call_user_func( $definition[1], $manga_id, $request, $files );
		if ( ! is_string( $result ) && ! $result instanceof Warned && ! is_wp_error( $result ) ) {
			$result = new \WP_Error( 'yomu_failed', __( 'The change could not be saved.', 'yomu-core' ) );
		}
		return array( $manga_id, $result );
	}

	/**
	 * Handles one admin-post.php request.
	 */
	public static function handle(): void {
		$action = (string) preg_replace( '/^admin_post_(nopriv_)?/', '', current_action() );
		// The nonce is checked in Guard::authorize(), once the manga it must have been made for is known.
		$request                   = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$files                     = $_FILES; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		list( $manga_id, $result ) = self::run( $action, $request, $files );

		if ( 0 === $manga_id && is_wp_error( $result ) ) {
			$data   = $result->get_error_data();
			$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 403;
			wp_die(
				esc_html( $result->get_error_message() ),
				esc_html__( 'Not allowed', 'yomu-core' ),
				array(
					'response'  => absint( $status ),
					'back_link' => true,
				)
			);
		}
		if ( is_wp_error( $result ) ) {
			RejectedInput::keep( KeptInput::form( $manga_id ), array( 'action' => $action ) + $request );
			Notices::push( 'error', $result->get_error_message() . ( self::chose_files( $files ) ? ' ' . __( 'Choose the files again: a browser does not keep them after the page reloads.', 'yomu-core' ) : '' ) );
		} else {
			Notices::push( $result instanceof Warned ? 'warning' : 'success', $result instanceof Warned ? $result->message : $result );
		}
		wp_safe_redirect( self::back_url( $manga_id, $action, $request ), 303 );
		exit;
	}

	/**
	 * Whether the request carried any chosen file.
	 *
	 * @param array<string, mixed> $files $_FILES.
	 */
	private static function chose_files( array $files ): bool {
		foreach ( $files as $field ) {
			$names = is_array( $field ) ? (array) ( $field['name'] ?? array() ) : array();
			if ( array_filter( $names, static fn ( $name ): bool => is_string( $name ) && '' !== $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Where to go after an action: the edit screen, with the chapter panel still open for chapter edits.
	 *
	 * @param int                  $manga_id Manga.
	 * @param string               $action   Action name.
	 * @param array<string, mixed> $request  Unslashed request fields.
	 */
	public static function back_url( int $manga_id, string $action, array $request ): string {
		$url        = add_query_arg(
			array(
				'post'   => $manga_id,
				'action' => 'edit',
			),
			admin_url( 'post.php' )
		);
		$chapter_id = Targets::id( $request['chapter_id'] ?? '' );
		$panel      = in_array( $action, array( 'yomu_chapter_update', 'yomu_chapter_video_update', 'yomu_chapter_pages_add', 'yomu_chapter_pages_replace', 'yomu_chapter_pages_remove', 'yomu_chapter_pages_reorder', 'yomu_chapter_download', 'yomu_chapter_storage', WarningField::ACTION, ChapterSeoField::ACTION ), true );
		if ( $panel && Targets::manga_of_chapter( $chapter_id ) === $manga_id ) {
			return add_query_arg( 'yomu_chapter', $chapter_id, $url ) . '#yomu-chapter-panel';
		}
		return $url . '#yomu-chapters';
	}

	/**
	 * A POST larger than post_max_size reaches PHP with empty $_POST and $_FILES, so admin-post.php cannot
	 * tell which action it was: say why instead of showing a blank page.
	 */
	public static function too_large(): void {
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $limit > 0 && $length > $limit ) {
			wp_die(
				/* translators: %s: size limit such as "8 MB" */
				esc_html( sprintf( __( 'The upload is larger than the server accepts (%s). Upload fewer or smaller files at a time.', 'yomu-core' ), size_format( $limit ) ) ),
				esc_html__( 'Upload too large', 'yomu-core' ),
				array(
					'response'  => 413,
					'back_link' => true,
				)
			);
		}
	}
}
