<?php
/**
 * "Download as ZIP" in the chapter panel, and for every chapter of a manga in the chapters box: Guard has authorized
 * the editor for the manga; the archive is sent as an attachment, or the editor goes back to the screen with the
 * reason it could not be made.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Storage\Files;

/**
 * The download action.
 */
final class DownloadHandler {

	/**
	 * Sends the chapter's ZIP and ends the request; returns only a refusal.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return \WP_Error
	 */
	public static function chapter( int $manga_id, array $request ): \WP_Error {
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		if ( null === $chapter || $chapter->manga_id !== $manga_id ) {
			return new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ) );
		}
		$path = ChapterZip::build( $chapter );
		return is_wp_error( $path ) ? $path : self::send( $path, ChapterZip::name( $chapter ) );
	}

	/**
	 * Sends every chapter of the manga as one ZIP (see MangaZip) and ends the request; returns only a refusal.
	 *
	 * @param int $manga_id Manga (from Guard).
	 * @return \WP_Error
	 */
	public static function manga( int $manga_id ): \WP_Error {
		// A long manga takes a while to pack; the web server's own limits still apply.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		$path = MangaZip::build( $manga_id );
		return is_wp_error( $path ) ? $path : self::send( $path, MangaZip::name( $manga_id ) );
	}

	/**
	 * Streams a built archive as an attachment, deletes it and ends the request.
	 *
	 * @param string $path The archive.
	 * @param string $name Its download name.
	 */
	private static function send( string $path, string $name ): never {
		nocache_headers();
		header( 'Content-Type: application/zip' );
		header( 'Content-Disposition: attachment; filename="' . $name . '"' );
		header( 'Content-Length: ' . (string) filesize( $path ) );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- a large file, streamed without reading it into memory.
		Files::delete( array( $path ) );
		exit;
	}
}
