<?php
/**
 * Installs WordPress, then Yomu from its release zips the way wp-admin's uploader does, for the clean-site
 * check: php install-zips.php SITE_DIR ADMIN_PASSWORD PLUGIN_ZIP THEME_ZIP
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/**
 * Prints an error (with a WP_Error's messages) and exits.
 *
 * @param string        $what  What went wrong.
 * @param WP_Error|null $error Details, when there are any.
 */
function yomu_install_fail( string $what, $error = null ): void {
	$detail = $error instanceof WP_Error ? ': ' . implode( '; ', $error->get_error_messages() ) : '';
	fwrite( STDERR, "install-zips: $what$detail\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- an error message on the CLI's STDERR, not a file.
	exit( 1 );
}

/**
 * Installs (or replaces) a plugin or theme from a zip through WordPress's upgrader, quietly.
 *
 * @param string $kind 'plugin' or 'theme'.
 * @param string $zip  Path of the zip.
 */
function yomu_install_zip( string $kind, string $zip ): void {
	if ( ! is_file( $zip ) ) {
		yomu_install_fail( "no such zip: $zip" );
	}
	$skin     = new Automatic_Upgrader_Skin();
	$upgrader = 'plugin' === $kind ? new Plugin_Upgrader( $skin ) : new Theme_Upgrader( $skin );
	$result   = $upgrader->install( $zip, array( 'overwrite_package' => true ) );
	if ( true !== $result ) {
		$messages = html_entity_decode( wp_strip_all_tags( implode( ' / ', $skin->get_upgrade_messages() ) ) );
		yomu_install_fail( "the $kind zip did not install ($messages)", $result ? $result : null );
	}
}

if ( 5 !== $argc ) {
	yomu_install_fail( 'usage: php install-zips.php SITE_DIR ADMIN_PASSWORD PLUGIN_ZIP THEME_ZIP' );
}

define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant.
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

// Replacing a folder that is a link into the repository would delete the repository's own files.
foreach ( array( WP_PLUGIN_DIR . '/yomu-core', get_theme_root() . '/yomu' ) as $yomu_destination ) {
	if ( is_link( $yomu_destination ) ) {
		yomu_install_fail( "$yomu_destination is a symlink (a linked dev site?); use a fresh site" );
	}
}

if ( ! is_blog_installed() ) {
	$yomu_result = wp_install( 'Yomu', 'admin', 'admin@example.com', true, '', wp_slash( $argv[2] ) );
	if ( is_wp_error( $yomu_result ) ) {
		yomu_install_fail( 'WordPress did not install', $yomu_result );
	}
	update_option( 'permalink_structure', '/%postname%/' );
}

yomu_install_zip( 'plugin', $argv[3] );
yomu_install_zip( 'theme', $argv[4] );

$yomu_result = activate_plugin( 'yomu-core/yomu-core.php' );
if ( is_wp_error( $yomu_result ) ) {
	yomu_install_fail( 'Yomu Core did not activate', $yomu_result );
}
$yomu_theme = wp_get_theme( 'yomu' );
if ( ! $yomu_theme->exists() || $yomu_theme->errors() ) {
	yomu_install_fail( 'the Yomu theme is not usable', $yomu_theme->errors() ? $yomu_theme->errors() : null );
}
switch_theme( 'yomu' );
flush_rewrite_rules( true );
echo "ok\n";
