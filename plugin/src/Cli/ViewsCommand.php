<?php
/**
 * `wp yomu views recount|reset`: period view counts on demand (see Views\Repair for what each one writes).
 * Madara's meta is only ever written in Madara's own formats.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Views\Repair;

/**
 * Recounts or resets the day, week, month and year view counts of manga.
 */
final class ViewsCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu views', self::class );
		}
	}

	/**
	 * Copies Yomu's authoritative period counts to Madara's view meta.
	 *
	 * Yomu counts each period in its table yomu_manga_views; Madara's _wp_manga_{period}_views_value ints and
	 * _wp_manga_{period}_views arrays are copies of it. Recount restarts periods that ended with no view since,
	 * then rewrites the copies in Madara's formats, labelled as Madara labels a view now. Manga Yomu never
	 * counted keep their meta. The total (_wp_manga_views) is not changed.
	 *
	 * Options: --period=day|week|month|year|all (default all); --manga=1,2,3 (only these manga);
	 * --dry-run (list the meta values that would change, change nothing).
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function recount( array $args, array $assoc_args ): void {
		$this->run( 'recount', $args, $assoc_args );
	}

	/**
	 * Sets period view counts to 0, in Yomu's table and in Madara's view meta (in Madara's formats).
	 *
	 * The total (_wp_manga_views) and the chapters' view counts are not changed.
	 *
	 * Options: --period=day|week|month|year|all (default all); --manga=1,2,3 (only these manga, else every
	 * manga); --dry-run (list the meta values that would change, change nothing).
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function reset( array $args, array $assoc_args ): void {
		$this->run( 'reset', $args, $assoc_args );
	}

	/**
	 * Runs either subcommand.
	 *
	 * @param string               $mode       recount or reset.
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	private function run( string $mode, array $args, array $assoc_args ): void {
		$ids     = Options::ids( $assoc_args );
		$periods = Repair::periods( (string) ( $assoc_args['period'] ?? 'all' ) );
		if ( $args || ! Options::known( $assoc_args, array( 'period', 'manga', 'dry-run' ) ) || array() === $ids || null === $periods ) {
			/* translators: %s: recount or reset. */
			\WP_CLI::error( sprintf( __( 'Usage: wp yomu views %s [--period=day|week|month|year|all] [--manga=<ids>] [--dry-run]', 'yomu-core' ), $mode ) );
		}
		$dry_run  = Options::flag( $assoc_args, 'dry-run' );
		$ids      = $ids ?? Repair::manga_ids( $mode );
		$progress = new Progress( __( 'View counts', 'yomu-core' ), count( $ids ) );
		$tick     = array( $progress, 'tick' );
		$result   = 'reset' === $mode
			? Repair::reset( $ids, $periods, time(), $dry_run, $tick )
			: Repair::recount( $ids, $periods, time(), $dry_run, $tick );
		$progress->finish();
		foreach ( $result['skipped'] as $id ) {
			$message = 'reset' === $mode
				/* translators: %d: post ID. */
				? sprintf( __( '%d is not a manga: skipped.', 'yomu-core' ), $id )
				/* translators: %d: post ID. */
				: sprintf( __( 'Manga %d has no counts of Yomu yet (never viewed since Yomu was activated): its meta is left as it is.', 'yomu-core' ), $id );
			\WP_CLI::warning( $message );
		}
		if ( $dry_run ) {
			if ( $result['changes'] ) {
				\WP_CLI\Utils\format_items( 'table', $result['changes'], array( 'manga', 'key', 'from', 'to' ) );
			}
			/* translators: 1: meta values, 2: manga. */
			\WP_CLI::success( sprintf( __( 'Dry run: %1$d meta values of %2$d manga would change; nothing was changed.', 'yomu-core' ), count( $result['changes'] ), $result['manga'] ) );
			return;
		}
		$message = 'reset' === $mode
			/* translators: 1: manga, 2: meta values. */
			? __( 'Reset the period views of %1$d manga (%2$d meta values changed).', 'yomu-core' )
			/* translators: 1: manga, 2: meta values. */
			: __( 'Recounted the period views of %1$d manga (%2$d meta values changed).', 'yomu-core' );
		\WP_CLI::success( sprintf( $message, $result['manga'], count( $result['changes'] ) ) );
	}
}
