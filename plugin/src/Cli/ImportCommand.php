<?php
/**
 * `wp yomu import <manga> <path>`: a folder or ZIP of chapter folders into a manga (see Import\Layout for the
 * layout and Import\Importer for what happens to existing chapters).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Content\Storage\PageStores;

use Yomu\Core\Import\FolderSource;
use Yomu\Core\Import\Importer;
use Yomu\Core\Import\ZipSource;

/**
 * Imports image chapters.
 */
final class ImportCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu import', self::class );
		}
	}

	/**
	 * Imports a folder or ZIP of chapters into a manga (given by ID or slug).
	 *
	 * Each chapter is a folder of images named after the chapter ("Chapter 1", or "Chapter 1 -- Subtitle"),
	 * optionally inside a volume folder (Volume/Chapter/images); for a manga of text chapters, each chapter is one
	 * .txt or .html file named after it (Volume/Chapter 1.txt). Chapters are created in the natural order of
	 * their folders, pages in the natural order of their file names. Every image is checked by its content and
	 * re-encoded, as uploads are; a ZIP is checked entry by entry and never extracted into a served folder.
	 * A chapter that already exists (same name, same volume) is skipped, or gets the new pages with --overwrite.
	 *
	 * Options: --dry-run (list what would be created, change nothing); --volume=<name> (the volume of chapters
	 * not inside a volume folder, created when missing); --overwrite; --storage=local|amazon (this site's uploads
	 * folder or the configured S3-compatible bucket; by default where Settings → Chapter storage sends new pages).
	 *
	 * @param string[]             $args       The manga and the path.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		if ( 2 !== count( $args ) || ! Options::known( $assoc_args, array( 'dry-run', 'volume', 'overwrite', 'storage' ) ) ) {
			\WP_CLI::error( __( 'Usage: wp yomu import <manga> <path> [--dry-run] [--volume=<name>] [--overwrite] [--storage=local|amazon]', 'yomu-core' ) );
		}
		if ( isset( $assoc_args['storage'] ) ) {
			$chosen = PageStores::choose( (string) $assoc_args['storage'] );
			if ( is_wp_error( $chosen ) ) {
				\WP_CLI::error( $chosen->get_error_message() );
			}
		}
		$manga_id = Importer::manga( $args[0] );
		if ( is_wp_error( $manga_id ) ) {
			\WP_CLI::error( $manga_id->get_error_message() );
		}
		$path = $args[1];
		if ( ! file_exists( $path ) ) {
			/* translators: %s: path. */
			\WP_CLI::error( sprintf( __( '%s does not exist.', 'yomu-core' ), $path ) );
		}
		$source = is_dir( $path ) ? new FolderSource( $path ) : new ZipSource( $path );
		$volume = isset( $assoc_args['volume'] ) ? trim( (string) $assoc_args['volume'] ) : '';
		$plan   = Importer::plan( $manga_id, $source, $volume, Options::flag( $assoc_args, 'overwrite' ) );
		if ( is_wp_error( $plan ) ) {
			$source->close();
			\WP_CLI::error( $plan->get_error_message() );
		}
		$rows = array();
		foreach ( $plan as $item ) {
			$rows[] = array(
				'action'   => $item['action'],
				'volume'   => $item['volume'] . ( -1 === $item['volume_id'] ? ' ' . __( '(new)', 'yomu-core' ) : '' ),
				'chapter'  => $item['name'],
				'subtitle' => $item['extend'],
				'pages'    => count( $item['files'] ),
			);
		}
		\WP_CLI\Utils\format_items( 'table', $rows, array( 'action', 'volume', 'chapter', 'subtitle', 'pages' ) );
		$count = array_count_values( array_column( $plan, 'action' ) );
		$title = get_the_title( $manga_id );
		if ( Options::flag( $assoc_args, 'dry-run' ) ) {
			$source->close();
			/* translators: 1: chapters to create, 2: chapters to overwrite, 3: chapters to skip, 4: manga title. */
			\WP_CLI::success( sprintf( __( 'Dry run: %1$d chapters would be created, %2$d overwritten and %3$d skipped in "%4$s"; nothing was changed.', 'yomu-core' ), $count['create'] ?? 0, $count['overwrite'] ?? 0, $count['skip'] ?? 0, $title ) );
			return;
		}
		$progress = new Progress( __( 'Importing chapters', 'yomu-core' ), count( $plan ) );
		$done     = Importer::run( $manga_id, $plan, $source, array( $progress, 'tick' ) );
		$progress->finish();
		$source->close();
		/* translators: 1: chapters created, 2: chapters overwritten, 3: chapters skipped, 4: pages, 5: manga title. */
		$summary = sprintf( __( '%1$d chapters created, %2$d overwritten, %3$d skipped (%4$d pages) in "%5$s".', 'yomu-core' ), $done['created'], $done['overwritten'], $done['skipped'], $done['pages'], $title );
		if ( null !== $done['error'] ) {
			\WP_CLI::log( $summary );
			\WP_CLI::error( $done['error']->get_error_message() );
		}
		\WP_CLI::success( $summary );
	}
}
