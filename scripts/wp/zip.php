<?php
/**
 * Zips a folder under one top folder, following symlinks: php zip.php SOURCE_DIR ZIP_PATH TOP [PATTERN...]
 * A pattern excludes what it matches; "!pattern" keeps it anyway. A pattern without "/" is tried against
 * each path segment (".*", "tests", "*.map"), one with "/" against the path from the top ("dist/.vite").
 * Prints the number of files written.
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/**
 * Prints an error and exits.
 *
 * @param string $message What went wrong.
 */
function yomu_zip_fail( string $message ): void {
	fwrite( STDERR, "zip.php: $message\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- an error message on the CLI's STDERR, not a file.
	exit( 1 );
}

/**
 * Whether a pattern matches a path prefix (or, for a pattern without "/", the prefix's last segment).
 *
 * @param string[] $patterns fnmatch() patterns.
 * @param string   $prefix   A leading part of a relative path, e.g. "dist/.vite".
 */
function yomu_zip_matches( array $patterns, string $prefix ): bool {
	foreach ( $patterns as $pattern ) {
		if ( fnmatch( $pattern, str_contains( $pattern, '/' ) ? $prefix : basename( $prefix ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether a file is left out: some leading part of its path is excluded and not kept.
 *
 * @param string   $relative Path from the source folder.
 * @param string[] $patterns Exclude patterns, and keep patterns starting with "!".
 */
function yomu_zip_excluded( string $relative, array $patterns ): bool {
	$excludes = array_filter( $patterns, fn( $p ) => ! str_starts_with( $p, '!' ) );
	$keeps    = array_map( fn( $p ) => substr( $p, 1 ), array_diff( $patterns, $excludes ) );
	$prefix   = '';
	foreach ( explode( '/', $relative ) as $segment ) {
		$prefix = '' === $prefix ? $segment : "$prefix/$segment";
		if ( yomu_zip_matches( $excludes, $prefix ) && ! yomu_zip_matches( $keeps, $prefix ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Writes the zip and returns how many files it holds.
 *
 * @param string   $source   Folder to zip.
 * @param string   $zip_path Zip file to write (replaced if it exists).
 * @param string   $top      Top folder inside the zip.
 * @param string[] $patterns Exclude and keep patterns.
 */
function yomu_zip( string $source, string $zip_path, string $top, array $patterns ): int {
	$source = rtrim( (string) realpath( $source ), '/' );
	$files  = array();
	$walk   = new RecursiveIteratorIterator(
		new RecursiveDirectoryIterator( $source, FilesystemIterator::SKIP_DOTS | FilesystemIterator::FOLLOW_SYMLINKS )
	);
	foreach ( $walk as $file ) {
		$relative = substr( $file->getPathname(), strlen( $source ) + 1 );
		if ( $file->isFile() && ! yomu_zip_excluded( $relative, $patterns ) ) {
			$files[ $relative ] = $file->getPathname();
		}
	}
	ksort( $files, SORT_STRING );
	if ( ! $files ) {
		yomu_zip_fail( "nothing to zip in $source" );
	}

	if ( ! is_dir( dirname( $zip_path ) ) && ! mkdir( dirname( $zip_path ), 0777, true ) ) {
		yomu_zip_fail( 'cannot create ' . dirname( $zip_path ) );
	}
	$zip = new ZipArchive();
	if ( true !== $zip->open( $zip_path, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
		yomu_zip_fail( "cannot write $zip_path" );
	}
	foreach ( $files as $relative => $absolute ) {
		$zip->addFile( $absolute, "$top/$relative" );
	}
	if ( ! $zip->close() ) {
		yomu_zip_fail( "failed to finish $zip_path: " . $zip->getStatusString() );
	}
	return count( $files );
}

if ( $argc < 4 ) {
	yomu_zip_fail( 'usage: php zip.php SOURCE_DIR ZIP_PATH TOP [PATTERN...]' );
}
echo yomu_zip( $argv[1], $argv[2], $argv[3], array_slice( $argv, 4 ) ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a number on the CLI.
