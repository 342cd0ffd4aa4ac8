<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP entry points, pretty permalinks through
 * index.php. The chapter data folder never executes PHP and never lists directories.
 *
 * @package Yomu
 */

// The router runs before WordPress loads: there is no wp_unslash(), sanitize_*() or wp_parse_url() yet, and
// $_SERVER is not slashed. PHP's built-in server always sets both values; the path is checked below.
// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- see above.
$yomu_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.WP.AlternativeFunctions.parse_url_parse_url -- see above.
$yomu_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( str_contains( $yomu_path, '..' ) || str_contains( $yomu_path, "\0" ) ) {
	// As a web server answers such a path: a readable refusal (the fuzz layer asks every error for one).
	http_response_code( 400 );
	echo 'Bad request: the address holds ".." or a NUL byte.';
	return true;
}

// Test sites only: the fixtures' web entry, which answers nothing without the site's fixture key.
if ( '/__yomu-fixture' === $yomu_path ) {
	require dirname( __DIR__, 2 ) . '/tests/fixtures/php/web.php';
	return true;
}

if ( str_starts_with( $yomu_path, '/wp-content/uploads/' ) ) {
	$yomu_file = $yomu_root . $yomu_path;
	if ( preg_match( '/\.(php\d*|phtml|phar|pht|phps|cgi|pl|py|sh)$/i', $yomu_path ) || is_dir( $yomu_file ) ) {
		http_response_code( 403 );
		return true;
	}
	// A sold chapter's folder holds Yomu's marker (.htaccess): its files go only through signed links, as the
	// nginx rule in scripts/lib/stack.mjs and README "Locked page files" have it.
	if ( preg_match( '#^/wp-content/uploads/WP-manga/data/[^/]+/[^/]+/#', $yomu_path, $yomu_folder ) && is_file( $yomu_root . $yomu_folder[0] . '.htaccess' ) ) {
		http_response_code( 403 );
		return true;
	}
	if ( is_file( $yomu_file ) ) {
		return false;
	}
	http_response_code( 404 );
	return true;
}

$yomu_file = $yomu_root . $yomu_path;
if ( is_dir( $yomu_file ) && is_file( rtrim( $yomu_file, '/' ) . '/index.php' ) && '/' !== $yomu_path ) {
	if ( ! str_ends_with( $yomu_path, '/' ) ) {
		header( 'Location: ' . $yomu_path . '/', true, 301 );
		return true;
	}
	$yomu_path .= 'index.php';
	$yomu_file  = $yomu_root . $yomu_path;
}

if ( is_file( $yomu_file ) ) {
	if ( ! str_ends_with( $yomu_file, '.php' ) ) {
		return false;
	}
	$_SERVER['SCRIPT_NAME']     = $yomu_path;
	$_SERVER['PHP_SELF']        = $yomu_path;
	$_SERVER['SCRIPT_FILENAME'] = $yomu_file;
	chdir( dirname( $yomu_file ) );
	require $yomu_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $yomu_root . '/index.php';
chdir( $yomu_root );
require $yomu_root . '/index.php';
return true;
