<?php
/**
 * Loads the real WordPress site named by YOMU_WP_DIR (with Yomu active) for the PHP tests.
 *
 * The WordPress test library is not available offline here, so tests run against a throwaway site that
 * npm test creates; each test runs in a transaction that is rolled back after it (see TestCase and Kit/Rollback).
 *
 * @package Yomu\Core\Tests
 */

$yomu_wp_dir = getenv( 'YOMU_WP_DIR' );
if ( ! $yomu_wp_dir || ! is_file( $yomu_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set YOMU_WP_DIR to a Yomu WordPress site (npm test does this).\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- an error message, not file access.
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

require $yomu_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Yomu\\Core\\Tests\\';
		$file   = __DIR__ . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( str_starts_with( $class_name, $prefix ) && is_file( $file ) ) {
			require_once $file;
		}
	}
);
require_once __DIR__ . '/TestCase.php';
