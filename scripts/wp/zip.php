<?php
/**
 * Zips a folder under one top folder, following symlinks: php zip.php SOURCE_DIR ZIP_PATH TOP [PATTERN...]
 * A pattern excludes what it matches; "!pattern" keeps it anyway. A pattern without "/" is tried against
 * each path segment (".*", "tests", "*.map"), one with "/" against the path from the top ("dist/.vite").
 * Prints the number of files written.
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php zip.php SOURCE_DIR ZIP_PATH TOP [PATTERN...]\n" );
	exit( 1 );
}

[ , $source, $zip_path, $top ] = $argv;
$source   = rtrim( realpath( $source ), '/' );
$patterns = array_slice( $argv, 4 );
$excludes = array_filter( $patterns, fn( $p ) => ! str_starts_with( $p, '!' ) );
$keeps    = array_map( fn( $p ) => substr( $p, 1 ), array_filter( $patterns, fn( $p ) => str_starts_with( $p, '!' ) ) );

function yomu_zip_matches( array $patterns, string $prefix ): bool {
	foreach ( $patterns as $pattern ) {
		$subject = str_contains( $pattern, '/' ) ? $prefix : basename( $prefix );
		if ( fnmatch( $pattern, $subject ) ) {
			return true;
		}
	}
	return false;
}

// Excluded when some leading part of the path is excluded and not kept.
function yomu_zip_excluded( string $relative, array $excludes, array $keeps ): bool {
	$prefix = '';
	foreach ( explode( '/', $relative ) as $segment ) {
		$prefix = '' === $prefix ? $segment : "$prefix/$segment";
		if ( yomu_zip_matches( $excludes, $prefix ) && ! yomu_zip_matches( $keeps, $prefix ) ) {
			return true;
		}
	}
	return false;
}

$files = array();
$walk  = new RecursiveIteratorIterator(
	new RecursiveDirectoryIterator( $source, FilesystemIterator::SKIP_DOTS | FilesystemIterator::FOLLOW_SYMLINKS )
);
foreach ( $walk as $file ) {
	$relative = substr( $file->getPathname(), strlen( $source ) + 1 );
	if ( $file->isFile() && ! yomu_zip_excluded( $relative, $excludes, $keeps ) ) {
		$files[ $relative ] = $file->getPathname();
	}
}
ksort( $files, SORT_STRING );
if ( ! $files ) {
	fwrite( STDERR, "zip.php: nothing to zip in $source\n" );
	exit( 1 );
}

@mkdir( dirname( $zip_path ), 0777, true );
$zip = new ZipArchive();
if ( true !== $zip->open( $zip_path, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
	fwrite( STDERR, "zip.php: cannot write $zip_path\n" );
	exit( 1 );
}
foreach ( $files as $relative => $absolute ) {
	$zip->addFile( $absolute, "$top/$relative" );
}
if ( ! $zip->close() ) {
	fwrite( STDERR, "zip.php: failed to finish $zip_path: " . $zip->getStatusString() . "\n" );
	exit( 1 );
}
echo count( $files ) . "\n";
