<?php
/**
 * Creates the data folder with the files that keep it from running code or listing its contents: an
 * .htaccess for Apache (no PHP, no directory listing) and an empty index.php for servers that ignore it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Storage;

/**
 * The protected data folder.
 */
final class DataDir {

	/** Marks our block inside an .htaccess that may hold the site owner's own rules too. */
	private const MARKER = '# BEGIN Yomu data protection';

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
			. "# END Yomu data protection\n";
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
		if ( ! is_file( $dir . 'index.php' ) && ! Files::write( $dir . 'index.php', "<?php\n// Silence is golden.\n" ) ) {
			return new \WP_Error( 'yomu_storage_unwritable', __( 'The chapter image folder could not be protected. Check that the uploads folder is writable.', 'yomu-core' ) );
		}
		return true;
	}
}
