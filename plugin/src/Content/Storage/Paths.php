<?php
/**
 * Where Madara keeps chapter images: uploads/WP-manga/data/ (MADARA.md §1.3).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * Data folder paths and URLs.
 */
final class Paths {

	/**
	 * Absolute path of the data folder, with a trailing slash.
	 */
	public static function data_dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'WP-manga/data/';
	}

	/**
	 * URL of the data folder, with a trailing slash.
	 */
	public static function data_url(): string {
		return trailingslashit( wp_upload_dir( null, false )['baseurl'] ) . 'WP-manga/data/';
	}

	/**
	 * URL of the data folder as visitors reach it: on the CDN when one is set (Cdn\CdnUrl), with a trailing slash.
	 */
	public static function public_data_url(): string {
		return (string) apply_filters( 'yomu_static_url', self::data_url() );
	}

	/**
	 * Whether a name is usable as one folder or file name under the data folder: no separators, no NUL or
	 * control characters, not "." or "..". Stored names (manga_unique_id, chapter_metas['uid']) are checked
	 * with this before any file operation, because they come from the database, not from this code.
	 *
	 * @param string $name Folder or file name.
	 */
	public static function is_safe_segment( string $name ): bool {
		return '' !== $name && '.' !== $name && '..' !== $name && strlen( $name ) <= 200
			&& ! preg_match( '#[/\\\\\x00-\x1f\x7f]#', $name );
	}

	/**
	 * Absolute path of a file named by a relative local src ("{manga}/{chapter}/{file}"), or '' when the src
	 * is absolute (a cloud URL) or could point outside the data folder.
	 *
	 * @param string $src Relative src from manga_chapters_data.
	 */
	public static function local_file( string $src ): string {
		if ( '' === $src || preg_match( '#^([a-z][a-z0-9+.-]*:|//)#i', $src ) ) {
			return '';
		}
		$segments = explode( '/', ltrim( $src, '/' ) );
		foreach ( $segments as $segment ) {
			if ( ! self::is_safe_segment( $segment ) ) {
				return '';
			}
		}
		return self::data_dir() . implode( '/', $segments );
	}
}
