<?php
/**
 * Installs WordPress, then Yomu from its release zips the way wp-admin's uploader does, for the clean-site
 * check: php install-zips.php SITE_DIR ADMIN_PASSWORD PLUGIN_ZIP THEME_ZIP
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' || $argc !== 5 ) {
	fwrite( STDERR, "usage: php install-zips.php SITE_DIR ADMIN_PASSWORD PLUGIN_ZIP THEME_ZIP\n" );
	exit( 1 );
}

function yomu_fail( string $what, $error = null ): void {
	$detail = is_wp_error( $error ) ? ': ' . implode( '; ', $error->get_error_messages() ) : '';
	fwrite( STDERR, "install-zips: $what$detail\n" );
	exit( 1 );
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

[ , , $password, $plugin_zip, $theme_zip ] = $argv;
foreach ( array( $plugin_zip, $theme_zip ) as $zip ) {
	if ( ! is_file( $zip ) ) {
		yomu_fail( "no such zip: $zip" );
	}
}
// Overwriting a folder that is a link into the repository would delete the repository's files.
foreach ( array( WP_PLUGIN_DIR . '/yomu-core', get_theme_root() . '/yomu' ) as $destination ) {
	if ( is_link( $destination ) ) {
		yomu_fail( "$destination is a symlink (a linked dev site?); use a fresh site" );
	}
}

if ( ! is_blog_installed() ) {
	$result = wp_install( 'Yomu', 'admin', 'admin@example.com', true, '', wp_slash( $password ) );
	if ( is_wp_error( $result ) ) {
		yomu_fail( 'WordPress did not install', $result );
	}
	update_option( 'permalink_structure', '/%postname%/' );
}

$upgraders = array(
	'plugin' => array( new Plugin_Upgrader( new Automatic_Upgrader_Skin() ), $plugin_zip ),
	'theme'  => array( new Theme_Upgrader( new Automatic_Upgrader_Skin() ), $theme_zip ),
);
foreach ( $upgraders as $kind => [ $upgrader, $zip ] ) {
	$result = $upgrader->install( $zip, array( 'overwrite_package' => true ) );
	if ( true !== $result ) {
		$messages = implode( "\n  ", $upgrader->skin->get_upgrade_messages() );
		yomu_fail( "the $kind zip did not install" . ( $messages ? " ($messages)" : '' ), $result );
	}
}

$result = activate_plugin( 'yomu-core/yomu-core.php' );
if ( is_wp_error( $result ) ) {
	yomu_fail( 'Yomu Core did not activate', $result );
}
$theme = wp_get_theme( 'yomu' );
if ( ! $theme->exists() || $theme->errors() ) {
	yomu_fail( 'the Yomu theme is not usable', $theme->errors() ?: null );
}
switch_theme( 'yomu' );
flush_rewrite_rules( true );
echo "ok\n";
