<?php
/**
 * "Import chapters from a ZIP" on the manga edit screen: the admin-ajax actions behind its island
 * (src/admin/islands/chapter-import). The browser sends the file in chunks (Import\Staged: resumable after a dropped
 * connection or a reload), asks for the preview, starts the import, and polls its progress; each poll also runs a
 * slice of the import (Import\ImportJob), so it moves on while the editor watches and under WP-Cron when they leave.
 *
 * Every action needs the nonce made for the manga, the right to edit that manga and to upload files; a session is
 * the editor's own. Refusals answer with a message and an HTTP status, and change nothing.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Import\ImportJob;
use Yomu\Core\Import\Staged;

/**
 * The import's endpoints and the data its section prints.
 *
 * @phpstan-import-type Session from Staged
 */
final class ChapterImport {

	/** Nonce action prefix (with the manga ID). */
	public const NONCE = 'yomu_import_';

	/** Seconds of import a progress request may run. */
	private const POLL_BUDGET = 5;

	/** Action => handler. */
	private const ACTIONS = array(
		'yomu_import_begin'   => 'begin',
		'yomu_import_chunk'   => 'chunk',
		'yomu_import_preview' => 'preview',
		'yomu_import_start'   => 'start',
		'yomu_import_status'  => 'status',
		'yomu_import_discard' => 'discard',
	);

	/**
	 * Hooks the actions (signed-in users only: guests get admin-ajax's own refusal).
	 */
	public static function register(): void {
		foreach ( array_keys( self::ACTIONS ) as $action ) {
			add_action( 'wp_ajax_' . $action, array( self::class, 'handle' ) );
		}
		ImportJob::register();
	}

	/**
	 * What the section needs, or null for a manga of video chapters or an editor who cannot upload.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<string, mixed>|null
	 */
	public static function section( int $manga_id ): ?array {
		$type = MetaKeys::chapter_type( $manga_id );
		if ( 'video' === $type || ! current_user_can( 'upload_files' ) ) {
			return null;
		}
		$session = Staged::of_editor( get_current_user_id(), $manga_id );
		return array(
			'text'    => 'text' === $type,
			'manga'   => $manga_id,
			'nonce'   => wp_create_nonce( self::NONCE . $manga_id ),
			'chunk'   => Staged::chunk_size(),
			'session' => $session ? self::public_view( $session ) : null,
		);
	}

	/**
	 * Runs the action the request names and answers JSON.
	 */
	public static function handle(): void {
		$action  = (string) preg_replace( '/^wp_ajax_/', '', current_action() );
		$manga   = isset( $_POST['manga_id'] ) ? absint( wp_unslash( $_POST['manga_id'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just below, with the manga it was made for.
		$allowed = $manga > 0 && PostTypes::MANGA === get_post_type( $manga ) && check_ajax_referer( self::NONCE . $manga, '_ajax_nonce', false ) && current_user_can( 'edit_post', $manga ) && current_user_can( 'upload_files' );
		if ( ! $allowed ) {
			wp_send_json_error( array( 'message' => __( 'You are not allowed to import chapters into this manga.', 'yomu-core' ) ), 403 );
		}
		$method = self::ACTIONS[ $action ] ?? '';
		$result = '' === $method ? new \WP_Error( 'yomu_import_action', '' ) : self::$method( $manga, wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		if ( is_wp_error( $result ) ) {
			$data = $result->get_error_data();
			wp_send_json_error( array( 'message' => $result->get_error_message() ), is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400 );
		}
		wp_send_json_success( $result );
	}

	/**
	 * Starts or resumes an upload.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function begin( int $manga, array $request ) {
		$name    = isset( $request['name'] ) && is_string( $request['name'] ) ? $request['name'] : '';
		$size    = isset( $request['size'] ) && is_string( $request['size'] ) && ctype_digit( $request['size'] ) ? (int) $request['size'] : 0;
		$session = Staged::begin( get_current_user_id(), $manga, $name, $size );
		return is_wp_error( $session ) ? $session : self::public_view( $session );
	}

	/**
	 * Takes one chunk (the file field "chunk") at an offset.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function chunk( int $manga, array $request ) {
		$session = self::session( $manga, $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		$files  = $_FILES; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in handle().
		$file   = $files['chunk'] ?? null;
		$tmp    = is_array( $file ) && isset( $file['tmp_name'], $file['error'] ) && UPLOAD_ERR_OK === $file['error'] && is_string( $file['tmp_name'] ) && is_uploaded_file( $file['tmp_name'] ) ? $file['tmp_name'] : '';
		$offset = isset( $request['offset'] ) && is_string( $request['offset'] ) && ctype_digit( $request['offset'] ) ? (int) $request['offset'] : -1;
		if ( '' === $tmp || $offset < 0 ) {
			return new \WP_Error( 'yomu_import_chunk', __( 'This part of the file does not fit the upload.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		$session = Staged::append( $session, $offset, $tmp );
		return is_wp_error( $session ) ? $session : self::public_view( $session );
	}

	/**
	 * The preview of a complete upload.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function preview( int $manga, array $request ) {
		$session = self::session( $manga, $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		$preview = ImportJob::preview( $session );
		return is_wp_error( $preview ) ? $preview : array( 'preview' => $preview ) + self::public_view( $session );
	}

	/**
	 * Starts the import.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function start( int $manga, array $request ) {
		$session = self::session( $manga, $request );
		$session = is_wp_error( $session ) ? $session : ImportJob::start( $session );
		return is_wp_error( $session ) ? $session : self::public_view( $session );
	}

	/**
	 * Where the session stands; an import moves on by one slice first.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function status( int $manga, array $request ) {
		$session = self::session( $manga, $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		if ( 'importing' === $session['state'] ) {
			ImportJob::work( $session['id'], self::POLL_BUDGET );
			$session = Staged::load( $session['id'] ) ?? $session;
		}
		return self::public_view( $session );
	}

	/**
	 * Drops an upload that is not importing.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function discard( int $manga, array $request ) {
		$session = self::session( $manga, $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		if ( 'importing' === $session['state'] ) {
			return new \WP_Error( 'yomu_import_busy', __( 'An import into this manga is still running; wait for it to finish.', 'yomu-core' ), array( 'status' => 409 ) );
		}
		Staged::discard( $session );
		return array( 'state' => 'discarded' );
	}

	/**
	 * The editor's session the request names.
	 *
	 * @param int                  $manga   Manga.
	 * @param array<string, mixed> $request Request fields.
	 * @return array|\WP_Error
	 * @phpstan-return Session|\WP_Error
	 */
	private static function session( int $manga, array $request ) {
		$id      = isset( $request['id'] ) && is_string( $request['id'] ) ? $request['id'] : '';
		$session = Staged::get( $id, get_current_user_id(), $manga );
		return $session ?? new \WP_Error( 'yomu_import_gone', __( 'This upload is gone; start it again.', 'yomu-core' ), array( 'status' => 404 ) );
	}

	/**
	 * What the browser sees of a session.
	 *
	 * @param array $session The session.
	 * @return array<string, mixed>
	 * @phpstan-param Session $session
	 */
	private static function public_view( array $session ): array {
		return array_intersect_key( $session, array_flip( array( 'id', 'name', 'size', 'received', 'state', 'total', 'done', 'created', 'skipped', 'pages', 'error' ) ) );
	}
}
