<?php
/**
 * Installs WordPress non-interactively and activates Yomu: php install.php SITE_DIR ADMIN_PASSWORD
 * Does nothing but activation checks when the site is already installed.
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant.
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$yomu_result = wp_install( 'Yomu', 'admin', 'admin@example.com', true, '', wp_slash( $argv[2] ) );
	if ( is_wp_error( $yomu_result ) ) {
		fwrite( STDERR, $yomu_result->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- an error message on the CLI's STDERR, not a file.
		exit( 1 );
	}
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'WPLANG', 'tr_TR' );
	update_option( 'blogdescription', 'Manga ve çizgi roman oku' );
	// WordPress places its default widgets in sidebar-1 and sidebar-2, and the switch to Yomu below would move them into
	// Madara's main_sidebar and single_post_sidebar (Yomu Core registers those ids): every page would grow a side
	// column of core widgets. The site starts with them inactive instead; tests place the widgets they need.
	$yomu_placed = array();
	foreach ( (array) get_option( 'sidebars_widgets', array() ) as $yomu_sidebar => $yomu_widgets ) {
		$yomu_placed = 'array_version' === $yomu_sidebar ? $yomu_placed : array_merge( $yomu_placed, (array) $yomu_widgets );
	}
	update_option(
		'sidebars_widgets',
		array(
			'wp_inactive_widgets' => $yomu_placed,
			'array_version'       => 3,
		)
	);
}

$yomu_result = activate_plugin( 'yomu-core/yomu-core.php' );
if ( is_wp_error( $yomu_result ) ) {
	fwrite( STDERR, 'Yomu Core did not activate: ' . $yomu_result->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- an error message on the CLI's STDERR, not a file.
	exit( 1 );
}
// A site started with Redis has Redis Object Cache's drop-in and plugin (scripts/lib/site.mjs); the plugin active, as
// `wp redis enable` needs it, for its diagnostics (`wp redis status`). Activation asks to open its settings screen on
// the next wp-admin request; that redirect is dropped so a test's first admin page is the one it asked for.
if ( file_exists( WP_CONTENT_DIR . '/object-cache.php' ) && ! is_plugin_active( 'redis-cache/redis-cache.php' ) ) {
	$yomu_result = activate_plugin( 'redis-cache/redis-cache.php' );
	if ( is_wp_error( $yomu_result ) ) {
		fwrite( STDERR, 'Redis Object Cache did not activate: ' . $yomu_result->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- an error message on the CLI's STDERR, not a file.
		exit( 1 );
	}
	delete_transient( '_rediscache_activation_redirect' );
}
if ( get_stylesheet() !== 'yomu' ) {
	switch_theme( 'yomu' );
}
// Yomu's routes are registered on init, which ran here without the plugin (WP_INSTALLING): a flush now would store
// rules without them. Drop the stored rules and Yomu's flush state instead; the first request rebuilds both.
delete_option( 'rewrite_rules' );
delete_option( 'yomu_rewrite_state' );
echo "ok\n";
