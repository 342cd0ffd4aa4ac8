<?php
/**
 * Creates the data folder with the files that keep it from running code or listing its contents: an
 * .htaccess for Apache (no PHP, no directory listing) and an empty index.php for servers that ignore it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * The protected data folder.
 */
final class DataDir {

	/** Marks our block inside an .htaccess that may hold the site owner's own rules too. */
	private const MARKER = '# BEGIN Yomu data protection';

	/** The end of our block. */
	private const END = '# END Yomu data protection';

	/** The empty index.php Yomu writes. */
	private const INDEX = "<?php\n// Silence is golden.\n";

	/** Option: true when the index.php in the data folder is one Yomu wrote (uninstall removes only that one). */
	public const INDEX_OPTION = 'yomu_data_index_created';

	/**
	 * The .htaccess block: no script execution through any handler, no listing.
	 */
	public static function htaccess(): string {
		return self::MARKER . "\n"
			. "Options -Indexes\n"
			. "<FilesMatch \"\\.(php[0-9]?|phtml|phar|pht|phps|cgi|pl|py|sh|shtml)$\">\n"
			. "\t<IfModule mod_authz_core.c>\n\t\tRequire all denied\n\t</IfModule>\n"
			. "\t<IfModule !mod_authz_core.c>\n\t\tOrder allow,deny\n\t\tDeny from all\n\t</IfModule>\n"
			. "</FilesMatch>\n"
			. "<IfModule mod_php.c>\n\tphp_flag engine off\n</IfModule>\n"
			. "<IfModule mod_php7.c>\n\tphp_flag engine off\n</IfModule>\n"
			. self::END . "\n";
	}

	/**
	 * Creates the data folder when missing and (re)writes its protection files. Existing .htaccess rules
	 * are kept; ours are appended once.
	 *
	 * @return true|\WP_Error
	 */
	public static function ensure() {
		$dir = Paths::data_dir();
		if ( ! Files::make_dir( $dir ) ) {
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be created. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		$htaccess = $dir . '.htaccess';
		$current  = is_file( $htaccess ) ? (string) file_get_contents( $htaccess ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! str_contains( $current, self::MARKER ) ) {
			$content = '' === $current ? self::htaccess() : rtrim( $current ) . "\n\n" . self::htaccess();
			if ( ! Files::write( $htaccess, $content ) ) {
				return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be protected. Check that the uploads folder is writable.', 'yomu-core' ) );
			}
		}
		if ( ! is_file( $dir . 'index.php' ) ) {
			if ( ! Files::write( $dir . 'index.php', self::INDEX ) ) {
				return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be protected. Check that the uploads folder is writable.', 'yomu-core' ) );
			}
			update_option( self::INDEX_OPTION, true, false );
		}
		return true;
	}

	/**
	 * Takes back what ensure() added (uninstall): our block in the .htaccess (the file goes when nothing else
	 * is left in it) and the index.php Yomu wrote, unless someone changed it since. Madara's files stay.
	 */
	public static function remove(): void {
		$dir      = Paths::data_dir();
		$htaccess = $dir . '.htaccess';
		if ( is_file( $htaccess ) ) {
			$current = (string) file_get_contents( $htaccess ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			$start   = strpos( $current, self::MARKER );
			$end     = strpos( $current, self::END );
			if ( false !== $start && false !== $end && $end > $start ) {
				$rest = trim( substr( $current, 0, $start ) . substr( $current, $end + strlen( self::END ) ) );
				if ( '' === $rest ) {
					wp_delete_file( $htaccess );
				} else {
					Files::write( $htaccess, $rest . "\n" );
				}
			}
		}
		$index = $dir . 'index.php';
		if ( get_option( self::INDEX_OPTION ) && is_file( $index ) && self::INDEX === file_get_contents( $index ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			wp_delete_file( $index );
		}
		delete_option( self::INDEX_OPTION );
	}
}
