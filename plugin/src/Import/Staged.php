<?php
/**
 * A multi-chapter ZIP uploaded from wp-admin in chunks, and where its import stands. The file grows in the uploads
 * folder (shared by every web node) under a random name in yomu-import/, which the web server is told not to serve;
 * the session is an option row, so any node can take the next chunk or the next slice of the import. A session
 * belongs to one editor and one manga; a page reload finds it again (user meta), so an upload resumes from the bytes
 * the server has, and an import shows its progress.
 *
 * States: uploading → ready (every byte is here) → importing → done, or failed (with the reason).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Limits;

/**
 * Upload sessions.
 *
 * @phpstan-type Session array{id: string, user: int, manga: int, name: string, size: int, received: int, state: string, total: int, done: int, created: int, skipped: int, pages: int, error: string}
 */
final class Staged {

	/** Option name prefix of a session (and, with "_plan", of its plan). */
	public const PREFIX = 'yomu_import_';

	/** User meta (with the manga ID) that points at the editor's session for a manga. */
	public const USER_META = 'yomu_import_session_';

	/** Bytes per chunk the browser sends, at most: a request stays under nginx's default client_max_body_size (1 MB). */
	private const CHUNK = 1000000;

	/**
	 * The size of the chunks the browser sends: within PHP's upload and post limits.
	 */
	public static function chunk_size(): int {
		return (int) max( 65536, min( self::CHUNK, (int) floor( wp_max_upload_size() * 0.9 ) ) );
	}

	/**
	 * The folder the uploads grow in, made when missing with what stops a web server from serving it.
	 */
	public static function dir(): string {
		$dir = trailingslashit( (string) wp_upload_dir( null, false )['basedir'] ) . 'yomu-import';
		if ( ! is_dir( $dir ) && Files::make_dir( $dir ) ) {
			Files::write( $dir . '/index.php', "<?php\n// Silence.\n" );
			Files::write( $dir . '/.htaccess', "Require all denied\nDeny from all\n" );
		}
		return $dir;
	}

	/**
	 * Starts a session, or finds the editor's unfinished upload of the same file for this manga (a resume).
	 *
	 * @param int    $user  Editor.
	 * @param int    $manga Manga.
	 * @param string $name  The file's name.
	 * @param int    $size  Its size in bytes.
	 * @return array|\WP_Error
	 * @phpstan-return Session|\WP_Error
	 */
	public static function begin( int $user, int $manga, string $name, int $size ) {
		$name = sanitize_file_name( $name );
		if ( ! str_ends_with( strtolower( $name ), '.zip' ) ) {
			return new \WP_Error( 'yomu_import_not_zip', __( 'Choose a ZIP file.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		if ( $size <= 0 || $size > Limits::get( 'zip_bytes' ) ) {
			/* translators: %s: size limit such as "1 GB". */
			return new \WP_Error( 'yomu_import_too_large', sprintf( __( 'The ZIP file must be larger than 0 bytes and at most %s.', 'yomu-core' ), size_format( Limits::get( 'zip_bytes' ) ) ), array( 'status' => 400 ) );
		}
		$open = self::of_editor( $user, $manga );
		if ( $open && 'uploading' === $open['state'] && $open['name'] === $name && $open['size'] === $size ) {
			return $open;
		}
		if ( $open && 'importing' === $open['state'] ) {
			return new \WP_Error( 'yomu_import_busy', __( 'An import into this manga is still running; wait for it to finish.', 'yomu-core' ), array( 'status' => 409 ) );
		}
		if ( $open ) {
			self::discard( $open );
		}
		self::sweep();
		$session = array(
			'id'       => bin2hex( random_bytes( 16 ) ),
			'user'     => $user,
			'manga'    => $manga,
			'name'     => $name,
			'size'     => $size,
			'received' => 0,
			'state'    => 'uploading',
			'total'    => 0,
			'done'     => 0,
			'created'  => 0,
			'skipped'  => 0,
			'pages'    => 0,
			'error'    => '',
		);
		if ( ! Files::write( self::path( $session ), '' ) ) {
			return new \WP_Error( 'yomu_import_unwritable', __( 'The upload folder cannot be written to.', 'yomu-core' ), array( 'status' => 500 ) );
		}
		self::save( $session );
		update_user_meta( $user, self::USER_META . $manga, $session['id'] );
		return $session;
	}

	/**
	 * Appends a chunk sent for an offset: the offset must be the bytes the server has (a chunk sent twice after a
	 * dropped answer is answered with where the file stands, and nothing is written twice).
	 *
	 * @param array  $session The session.
	 * @param int    $offset  Where the chunk starts.
	 * @param string $chunk   The uploaded chunk's temporary file.
	 * @return array|\WP_Error
	 * @phpstan-param Session $session
	 * @phpstan-return Session|\WP_Error
	 */
	public static function append( array $session, int $offset, string $chunk ) {
		if ( 'uploading' !== $session['state'] ) {
			return new \WP_Error( 'yomu_import_state', __( 'This upload is complete already.', 'yomu-core' ), array( 'status' => 409 ) );
		}
		$path = self::path( $session );
		clearstatcache( true, $path );
		$have = is_file( $path ) ? (int) filesize( $path ) : -1;
		if ( $have < 0 ) {
			return new \WP_Error( 'yomu_import_gone', __( 'This upload is gone; start it again.', 'yomu-core' ), array( 'status' => 410 ) );
		}
		$length = is_file( $chunk ) ? (int) filesize( $chunk ) : 0;
		if ( $offset !== $have ) {
			$session['received'] = $have;
			self::save( $session );
			return $session;
		}
		if ( $length <= 0 || $have + $length > $session['size'] || $length > self::chunk_size() ) {
			return new \WP_Error( 'yomu_import_chunk', __( 'This part of the file does not fit the upload.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		$in  = fopen( $chunk, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a streamed append.
		$out = fopen( $path, 'ab' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
		$ok  = false;
		if ( $in && $out && flock( $out, LOCK_EX ) ) {
			clearstatcache( true, $path );
			$ok = (int) filesize( $path ) === $offset && stream_copy_to_stream( $in, $out ) === $length;
			fflush( $out );
			flock( $out, LOCK_UN );
		}
		if ( $in ) {
			fclose( $in ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		}
		if ( $out ) {
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		}
		clearstatcache( true, $path );
		$session['received'] = (int) filesize( $path );
		if ( $ok && $session['received'] === $session['size'] ) {
			$session['state'] = 'ready';
		}
		self::save( $session );
		return $session;
	}

	/**
	 * A session by ID, when it belongs to this editor and manga.
	 *
	 * @param string $id    Session ID.
	 * @param int    $user  Editor.
	 * @param int    $manga Manga.
	 * @return array|null
	 * @phpstan-return Session|null
	 */
	public static function get( string $id, int $user, int $manga ): ?array {
		$session = self::load( $id );
		return null !== $session && $session['user'] === $user && $session['manga'] === $manga ? $session : null;
	}

	/**
	 * The editor's latest session for a manga.
	 *
	 * @param int $user  Editor.
	 * @param int $manga Manga.
	 * @return array|null
	 * @phpstan-return Session|null
	 */
	public static function of_editor( int $user, int $manga ): ?array {
		return self::get( (string) get_user_meta( $user, self::USER_META . $manga, true ), $user, $manga );
	}

	/**
	 * A session as stored, whoever it belongs to (the background import).
	 *
	 * @param string $id Session ID.
	 * @return array|null
	 * @phpstan-return Session|null
	 */
	public static function load( string $id ): ?array {
		if ( ! preg_match( '/^[0-9a-f]{32}$/', $id ) ) {
			return null;
		}
		wp_cache_delete( self::PREFIX . $id, 'options' ); // Another node may have moved it on.
		$session = get_option( self::PREFIX . $id );
		return is_array( $session ) && ( $session['id'] ?? '' ) === $id ? $session : null;
	}

	/**
	 * Stores a session.
	 *
	 * @param array $session The session.
	 * @phpstan-param Session $session
	 */
	public static function save( array $session ): void {
		update_option( self::PREFIX . $session['id'], $session, false );
	}

	/**
	 * The uploaded file.
	 *
	 * @param array $session The session.
	 * @phpstan-param Session $session
	 */
	public static function path( array $session ): string {
		return self::dir() . '/' . $session['id'] . '.zip';
	}

	/**
	 * Removes uploads nobody touched for two days (abandoned: an import running writes its session at every
	 * chapter, and its file is gone once it ends), with their sessions.
	 */
	public static function sweep(): void {
		$files = glob( self::dir() . '/*.zip' );
		foreach ( false === $files ? array() : $files as $file ) {
			if ( (int) filemtime( $file ) > time() - 2 * 86400 ) {
				continue;
			}
			$session = self::load( basename( $file, '.zip' ) );
			if ( null === $session ) {
				Files::delete( array( $file ) );
			} elseif ( 'importing' !== $session['state'] ) {
				self::discard( $session );
			}
		}
	}

	/**
	 * Removes a session, its plan and its file.
	 *
	 * @param array $session The session.
	 * @phpstan-param Session $session
	 */
	public static function discard( array $session ): void {
		Files::delete( array( self::path( $session ) ) );
		delete_option( self::PREFIX . $session['id'] );
		delete_option( self::PREFIX . $session['id'] . '_plan' );
		delete_option( self::PREFIX . $session['id'] . '_lease' );
		if ( get_user_meta( $session['user'], self::USER_META . $session['manga'], true ) === $session['id'] ) {
			delete_user_meta( $session['user'], self::USER_META . $session['manga'] );
		}
	}
}
