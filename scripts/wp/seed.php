<?php
/**
 * Seeds a Yomu site, offline: php scripts/wp/seed.php SITE_DIR [--scale] [--manga=N] [--no-variant-queue] [--showcase]
 *
 * Without --scale: the demo content `npm start` shows (see seed/class-demo.php), N series (default 30), then the
 * showcase (seed/class-showcase.php: a page with every content block, a gallery post, both in the main menu,
 * registration on). --showcase makes only the showcase, missing parts only (its tests use it; it is quick).
 * Runs once per site: the option yomu_demo_seeded marks it done; delete that option to seed again.
 * With --scale: N manga (default 10,000) with 50 chapters each, written in bulk for load testing (see
 * seed/class-scale.php). It adds to whatever the site holds and can run several times.
 * Demo pages come from a pool of realistic drawings kept in .wp/page-pool/ (seed/class-page-pool.php). No WebP/AVIF
 * variants are built while seeding; afterwards every image chapter is queued for the background worker, or with
 * --no-variant-queue (the bench, which must not measure a busy site) only the first image chapter's are built, at once.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/**
 * Writes a line to the terminal.
 *
 * @param string $line Text.
 */
function say( string $line ): void {
	fwrite( STDOUT, $line . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- CLI output, not a file.
}

/**
 * Writes an error to the terminal.
 *
 * @param string $line Text.
 */
function complain( string $line ): void {
	fwrite( STDERR, $line . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- CLI output, not a file.
}

/**
 * The demo readers' password: kept next to the admin password in SITE_DIR/.reader-password.
 *
 * @param string $site Site folder.
 */
function reader_password( string $site ): string {
	$file = $site . '/.reader-password';
	if ( ! is_readable( $file ) ) {
		file_put_contents( $file, wp_generate_password( 16, false ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents, WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a local dev file.
	}
	return trim( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
}

/**
 * Runs the seeder.
 *
 * @param string[] $args Command-line arguments.
 * @return int Exit status.
 */
function main( array $args ): int {
	$site  = '';
	$scale = false;
	$count = 0;
	$queue = true;
	$only  = false;
	foreach ( array_slice( $args, 1 ) as $arg ) {
		if ( '--scale' === $arg ) {
			$scale = true;
		} elseif ( '--showcase' === $arg ) {
			$only = true;
		} elseif ( '--no-variant-queue' === $arg ) {
			$queue = false;
		} elseif ( preg_match( '/^--manga=(\d+)$/', $arg, $match ) && (int) $match[1] > 0 ) {
			$count = (int) $match[1];
		} elseif ( '' === $site && ! str_starts_with( $arg, '--' ) ) {
			$site = rtrim( $arg, '/' );
		} else {
			$site = '';
			break;
		}
	}
	if ( '' === $site || ! is_file( $site . '/wp-load.php' ) ) {
		complain( 'Usage: php scripts/wp/seed.php SITE_DIR [--scale] [--manga=N] [--no-variant-queue] [--showcase]' );
		return 2;
	}

	$_SERVER['HTTP_HOST'] = 'localhost';
	require $site . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once __DIR__ . '/seed/class-dice.php';
	require_once __DIR__ . '/seed/class-images.php';
	require_once __DIR__ . '/seed/class-manga-page.php';
	require_once __DIR__ . '/seed/class-scan.php';
	require_once __DIR__ . '/seed/class-page-pool.php';
	require_once __DIR__ . '/seed/class-variants.php';
	require_once __DIR__ . '/seed/class-catalog.php';
	require_once __DIR__ . '/seed/class-demo.php';
	require_once __DIR__ . '/seed/class-rows.php';
	require_once __DIR__ . '/seed/class-scale.php';
	require_once __DIR__ . '/seed/class-showcase.php';

	if ( ! class_exists( \Yomu\Core\Content\ChapterWriter::class ) ) {
		complain( 'Yomu Core is not active on this site.' );
		return 1;
	}
	$admins = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	wp_set_current_user( $admins ? (int) $admins[0] : 0 );
	// Seeded chapters are not news: no new-chapter alerts for the readers the seeder writes (Yomu\Core\Alerts\Queue).
	add_filter( 'yomu_alerts_queue', '__return_false' );
	$began = microtime( true );
	$temp  = trailingslashit( get_temp_dir() ) . 'yomu-seed-' . getmypid();

	try {
		if ( $only ) {
			$created = ( new Showcase( $temp ) )->run();
			$what    = 'the showcase';
		} elseif ( $scale ) {
			$created = ( new Scale( $temp ) )->run( $count ? $count : 10000, 50 );
			$what    = 'scale data';
			// Bulk SQL skips the save hooks that keep the search and rank tables in step.
			if ( class_exists( \Yomu\Core\Search\Index::class ) ) {
				\Yomu\Core\Search\Index::rebuild();
			}
			if ( class_exists( \Yomu\Core\Listing\RankTable::class ) && \Yomu\Core\Listing\RankTable::ready() ) {
				\Yomu\Core\Listing\RankTable::rebuild();
			}
			if ( class_exists( \Yomu\Core\Listing\LatestChapters::class ) ) {
				while ( \Yomu\Core\Listing\LatestChapters::fill( 1000 ) > 0 ) {
					wp_cache_flush_runtime();
				}
			}
		} elseif ( get_option( Demo::MARKER ) ) {
			say( 'Demo content is already there (option ' . Demo::MARKER . ').' );
			return 0;
		} else {
			$password = reader_password( $site );
			$demo     = new Demo( $temp );
			Variants::hold();
			$created = $demo->run( $count ? $count : 30, $password );
			$created = array_merge( $created, ( new Showcase( $temp ) )->run() );
			update_option( Demo::MARKER, time(), false );
			$what = 'demo content';
			Variants::release();
			if ( $queue ) {
				// npm start: the background worker builds them after the site's first answers, first chapter first.
				$created['chapters queued for variants'] = Variants::queue( $demo->image_chapter_ids );
			} else {
				// The bench reads the first image chapter: its variants exist before it measures; the rest stay without.
				$building = microtime( true );
				$created += array( 'pages with variants' => Variants::build( array_slice( $demo->image_chapter_ids, 0, 1 ) )['built'] ?? 0 );
				say( sprintf( 'Variants of the first image chapter built in %.1f s.', microtime( true ) - $building ) );
			}
			say( 'Demo readers: ' . implode( ', ', array_keys( Catalog::READERS ) ) . ' / ' . $password );
		}
	} catch ( \Throwable $error ) {
		complain( 'Seeding failed: ' . $error->getMessage() );
		return 1;
	} finally {
		// Drawn files left behind, one folder deep (the showcase draws into a folder of its own).
		foreach ( array_merge( (array) glob( $temp . '/*/*' ), (array) glob( $temp . '/*' ) ) as $left ) {
			if ( is_dir( (string) $left ) ) {
				rmdir( (string) $left ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own emptied temp folder.
			} else {
				wp_delete_file( (string) $left );
			}
		}
		if ( is_dir( $temp ) ) {
			rmdir( $temp ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own empty temp folder.
		}
	}
	$parts = array();
	foreach ( $created as $name => $number ) {
		$parts[] = number_format( $number ) . ' ' . $name;
	}
	say( sprintf( 'Seeded %s in %.1f s: %s.', $what, microtime( true ) - $began, implode( ', ', $parts ) ) );
	return 0;
}

exit( main( $GLOBALS['argv'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an exit status.
