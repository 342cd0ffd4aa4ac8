<?php
/**
 * Seals a chapter's page folder in the uploads folder: a marker file, `.htaccess`, denies it to the web. Apache
 * reads the file itself; nginx and PHP's built-in server deny a chapter folder holding it by a rule (README
 * "Locked page files"; the doctor checks the web server honours it). The files stay where Madara keeps them, so a
 * switch back finds them, and the marker goes when the chapter is free again or Yomu is deactivated.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium\Files;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;

/**
 * Local folder seals.
 */
final class LocalSeal {

	public const MARKER = '.htaccess';

	/**
	 * The marker's first line: only a marker starting so is Yomu's to remove.
	 */
	private const SIGNATURE = '# Yomu: this chapter is sold; its pages are served only through signed links.';

	/**
	 * Seals or unseals a chapter's local folders.
	 *
	 * @param Chapter $chapter Chapter.
	 * @param bool    $sealed  Whether they should be sealed.
	 */
	public static function apply( Chapter $chapter, bool $sealed ): void {
		foreach ( self::folders( $chapter ) as $dir ) {
			$sealed ? self::seal_folder( $dir ) : self::unseal_folder( $dir );
		}
	}

	/**
	 * Whether any local folder of the chapter is sealed.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function sealed( Chapter $chapter ): bool {
		foreach ( self::folders( $chapter ) as $dir ) {
			if ( is_file( $dir . self::MARKER ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The chapter folders ("{manga}/{chapter}/" under the data folder, absolute) that hold its local pages.
	 *
	 * @param Chapter $chapter Chapter.
	 * @return string[]
	 */
	public static function folders( Chapter $chapter ): array {
		$folders = array();
		foreach ( ChapterRepository::page_data( $chapter )['local'] ?? array() as $entry ) {
			$src  = is_array( $entry ) && is_string( $entry['src'] ?? null ) ? $entry['src'] : '';
			$file = Paths::local_file( $src );
			if ( '' !== $file && 2 === substr_count( ltrim( $src, '/' ), '/' ) ) {
				$folders[ dirname( $file ) . '/' ] = true;
			}
		}
		return array_keys( $folders );
	}

	/**
	 * Removes every marker Yomu wrote (on deactivation: Madara's site serves its files as before).
	 */
	public static function unseal_all(): void {
		foreach ( (array) glob( Paths::data_dir() . '*/*/' . self::MARKER ) as $marker ) {
			self::unseal_folder( dirname( (string) $marker ) . '/' );
		}
	}

	/**
	 * Writes the marker into a folder (unless one is there).
	 *
	 * @param string $dir Absolute folder path with a trailing slash.
	 */
	public static function seal_folder( string $dir ): void {
		if ( ! is_dir( $dir ) || file_exists( $dir . self::MARKER ) ) {
			return;
		}
		$rules = self::SIGNATURE . "\n"
			. "<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n"
			. "<IfModule !mod_authz_core.c>\nOrder deny,allow\nDeny from all\n</IfModule>\n";
		Files::write( $dir . self::MARKER, $rules );
	}

	/**
	 * Removes Yomu's marker from a folder (another .htaccess is left alone).
	 *
	 * @param string $dir Absolute folder path with a trailing slash.
	 */
	public static function unseal_folder( string $dir ): void {
		$marker = $dir . self::MARKER;
		if ( is_file( $marker ) && str_starts_with( (string) file_get_contents( $marker ), self::SIGNATURE ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			wp_delete_file( $marker );
		}
	}
}
