<?php
/**
 * `wp yomu images`: page variants of existing chapters, built right away in this process (build) or handed to
 * the background worker (queue).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Images\Background\Backfill;
use Yomu\Core\Images\Background\ChapterWalk;
use Yomu\Core\Images\Background\Queue;
use Yomu\Core\Images\Background\Trigger;
use Yomu\Core\Images\ChapterVariants;

/**
 * Page variant commands.
 */
final class ImagesCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu images', self::class );
		}
	}

	/**
	 * Builds the missing WebP/AVIF/PNG variants of image chapters' pages now, chapter by chapter.
	 *
	 * Each chapter's variants are saved as soon as it is built, so an interrupted run continues where it stopped
	 * when run again; pages that have variants are kept. Exits 1 when some page failed.
	 *
	 * Options: --all (every chapter); --manga=1,2,3 (only these manga); --chapter=<id>; --dry-run (count what
	 * would be built).
	 *
	 * @subcommand build
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function build( array $args, array $assoc_args ): void {
		$ids     = Options::ids( $assoc_args );
		$chapter = isset( $assoc_args['chapter'] ) ? (string) $assoc_args['chapter'] : null;
		$all     = Options::flag( $assoc_args, 'all' );
		$chosen  = (int) $all + (int) ( null !== $ids ) + (int) ( null !== $chapter );
		if ( $args || ! Options::known( $assoc_args, array( 'all', 'manga', 'chapter', 'dry-run' ) ) || 1 !== $chosen || array() === $ids
			|| ( null !== $chapter && ( ! ctype_digit( $chapter ) || (int) $chapter <= 0 ) ) ) {
			\WP_CLI::error( __( 'Usage: wp yomu images build --all|--manga=<ids>|--chapter=<id> [--dry-run]', 'yomu-core' ) );
		}
		$todo  = self::todo( $ids, null === $chapter ? null : (int) $chapter );
		$pages = (int) array_sum( $todo );
		if ( Options::flag( $assoc_args, 'dry-run' ) ) {
			/* translators: 1: pages, 2: chapters. */
			\WP_CLI::success( sprintf( __( 'Would build variants for %1$d pages in %2$d chapters.', 'yomu-core' ), $pages, count( $todo ) ) );
			return;
		}
		$totals   = array(
			'built'   => 0,
			'kept'    => 0,
			'skipped' => 0,
			'failed'  => 0,
		);
		$progress = new Progress( __( 'Building page variants', 'yomu-core' ), $pages );
		$started  = microtime( true );
		foreach ( $todo as $chapter_id => $missing ) {
			$counts = ChapterVariants::build( $chapter_id );
			if ( is_wp_error( $counts ) ) {
				/* translators: 1: chapter ID, 2: reason. */
				\WP_CLI::warning( sprintf( __( 'Chapter %1$d: failed: %2$s', 'yomu-core' ), $chapter_id, $counts->get_error_message() ) );
				$totals['failed'] += $missing;
			} else {
				foreach ( $counts as $key => $count ) {
					$totals[ $key ] += $count;
				}
				if ( $counts['failed'] > 0 ) {
					/* translators: 1: chapter ID, 2: pages. */
					\WP_CLI::warning( sprintf( __( 'Chapter %1$d: %2$d pages could not be read or encoded.', 'yomu-core' ), $chapter_id, $counts['failed'] ) );
				} else {
					Queue::remove( $chapter_id );
				}
			}
			$progress->tick( $missing );
		}
		$progress->finish();
		$seconds = max( 0.001, microtime( true ) - $started );
		/* translators: 1: chapters, 2: pages built, 3: pages without a smaller variant, 4: pages failed, 5: seconds, 6: pages per second. */
		$summary = sprintf( __( '%1$d chapters: %2$d pages built, %3$d without a smaller variant, %4$d failed, in %5$.1f s (%6$.2f pages/s).', 'yomu-core' ), count( $todo ), $totals['built'], $totals['skipped'], $totals['failed'], $seconds, ( $totals['built'] + $totals['skipped'] ) / $seconds );
		if ( $totals['failed'] > 0 ) {
			\WP_CLI::error( $summary );
		}
		\WP_CLI::success( $summary );
	}

	/**
	 * Queues every image chapter still missing variants for the background worker (what the Tools → Page
	 * variants button does).
	 *
	 * @subcommand queue
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options (none).
	 */
	public function queue( array $args, array $assoc_args ): void {
		if ( $args || $assoc_args ) {
			\WP_CLI::error( __( 'Usage: wp yomu images queue', 'yomu-core' ) );
		}
		$queued = Backfill::run();
		if ( $queued > 0 ) {
			Trigger::spawn();
		}
		/* translators: %d: chapters. */
		\WP_CLI::success( sprintf( __( '%d chapters queued.', 'yomu-core' ), $queued ) );
	}

	/**
	 * Chapters with pages missing variants, and how many.
	 *
	 * @param int[]|null $manga_ids  Only these manga, or null.
	 * @param int|null   $chapter_id Only this chapter, or null.
	 * @return array<int, int> Missing pages by chapter ID.
	 */
	private static function todo( ?array $manga_ids, ?int $chapter_id ): array {
		if ( null !== $chapter_id ) {
			if ( null === ChapterRepository::find( $chapter_id ) ) {
				/* translators: %d: chapter ID. */
				\WP_CLI::error( sprintf( __( 'Chapter %d does not exist.', 'yomu-core' ), $chapter_id ) );
			}
			$missing = ChapterVariants::missing( $chapter_id );
			return $missing > 0 ? array( $chapter_id => $missing ) : array();
		}
		$todo = array();
		foreach ( ( new ChapterWalk( $manga_ids ) )->chapters() as $state ) {
			if ( $state['missing'] > 0 ) {
				$todo[ $state['chapter']->id ] = $state['missing'];
			}
		}
		return $todo;
	}
}
