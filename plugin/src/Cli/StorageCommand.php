<?php
/**
 * `wp yomu storage migrate`: moves existing image chapters between local disk and the S3 bucket (see
 * Storage\Migration\ToBucket and ToDisk for what happens to one chapter).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\Migration\Candidates;
use Yomu\Core\Content\Storage\Migration\Cleanup;
use Yomu\Core\Content\Storage\Migration\Journal;
use Yomu\Core\Content\Storage\Migration\Outcome;
use Yomu\Core\Content\Storage\Migration\Tally;
use Yomu\Core\Content\Storage\Migration\ToBucket;
use Yomu\Core\Content\Storage\Migration\ToDisk;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Premium\Files\BucketSeal;
use Yomu\Core\Premium\Files\Seal;

/**
 * Chapter storage commands.
 */
final class StorageCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu storage', self::class );
		}
	}

	/**
	 * Moves image chapters to the S3 bucket (--to=s3) or back to local disk (--to=local).
	 *
	 * A chapter switches only after every page has been copied and verified (size and MD5); until then it reads
	 * from where it was. The old copy stays as a mirror (a switch back is instant) unless --delete-local (with
	 * --to=s3) or --delete-remote (with --to=local) asks for its removal, done only after that verification.
	 * A run that was interrupted finishes the job when run again with the same options. Chapters on other
	 * storages and text or video chapters are skipped. Exits 1 when some chapter failed (it is left as it was).
	 *
	 * Options: --to=s3|local; --manga=1,2,3 (only these manga); --dry-run (list what would move);
	 * --delete-local; --delete-remote.
	 *
	 * @subcommand migrate
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function migrate( array $args, array $assoc_args ): void {
		$to            = (string) ( $assoc_args['to'] ?? '' );
		$ids           = Options::ids( $assoc_args );
		$delete_local  = Options::flag( $assoc_args, 'delete-local' );
		$delete_remote = Options::flag( $assoc_args, 'delete-remote' );
		if ( $args || ! Options::known( $assoc_args, array( 'to', 'manga', 'dry-run', 'delete-local', 'delete-remote' ) ) || array() === $ids
			|| ! in_array( $to, array( 's3', 'local' ), true ) || ( $delete_local && 's3' !== $to ) || ( $delete_remote && 'local' !== $to ) ) {
			\WP_CLI::error( __( 'Usage: wp yomu storage migrate --to=s3|local [--manga=<ids>] [--dry-run] [--delete-local (with --to=s3)] [--delete-remote (with --to=local)]', 'yomu-core' ) );
		}
		$config = Config::configured();
		if ( null === $config ) {
			\WP_CLI::error( __( 'S3 storage is not configured: set the bucket in the storage settings and the keys in wp-config.php first.', 'yomu-core' ) );
		}
		$client  = new Client( $config );
		$dry_run = Options::flag( $assoc_args, 'dry-run' );
		if ( ! $dry_run ) {
			self::resume( $delete_local, $delete_remote, $client );
		}
		$resuming = array_keys( Journal::pending( Journal::COPY ) );
		$mover    = 's3' === $to ? new ToBucket( $config, $client, $delete_local, $dry_run, $resuming ) : new ToDisk( $config, $client, $delete_remote, $dry_run, $resuming );
		$walk     = new Candidates( $ids );
		$tally    = new Tally();
		$progress = new Progress( 's3' === $to ? __( 'Moving chapters to S3', 'yomu-core' ) : __( 'Moving chapters to local disk', 'yomu-core' ), $walk->count() );
		$types    = array();
		foreach ( $walk->chapters() as $chapter ) {
			$types[ $chapter->manga_id ] ??= MetaKeys::chapter_type( $chapter->manga_id );
			$outcome                       = 'manga' === $types[ $chapter->manga_id ] ? self::move( $mover, $chapter, $dry_run ) : Outcome::skipped( __( 'text or video chapter', 'yomu-core' ) );
			$tally->add( $outcome );
			self::report( $chapter, $outcome );
			$progress->tick();
		}
		$progress->finish();
		$summary = $tally->line( $dry_run );
		if ( $tally->chapters( Outcome::FAILED ) > 0 ) {
			\WP_CLI::error( $summary );
		}
		\WP_CLI::success( $summary );
	}

	/**
	 * Moves one chapter. A sold chapter's objects are moved back to their public keys first (the movers read and
	 * verify them there) and sealed again right after, wherever the chapter's pages now are.
	 *
	 * @param ToBucket|ToDisk $mover   The mover.
	 * @param Chapter         $chapter Chapter.
	 * @param bool            $dry_run Whether nothing changes.
	 */
	private static function move( ToBucket|ToDisk $mover, Chapter $chapter, bool $dry_run ): Outcome {
		if ( $dry_run ) {
			return $mover->run( $chapter );
		}
		BucketSeal::apply( $chapter, false );
		$outcome = $mover->run( $chapter );
		Seal::reconcile( ChapterRepository::find( $chapter->id ) ?? $chapter );
		return $outcome;
	}

	/**
	 * Finishes what an interrupted run left: removals of old copies that were decided (only when this run
	 * removes them too) and chapters whose copy was under way (copied again below, without sending again the
	 * pages already verified in the bucket).
	 *
	 * @param bool   $delete_local  Whether this run removes local copies.
	 * @param bool   $delete_remote Whether this run removes S3 copies.
	 * @param Client $client        S3 client.
	 */
	private static function resume( bool $delete_local, bool $delete_remote, Client $client ): void {
		foreach ( array(
			Journal::DELETE_LOCAL  => $delete_local,
			Journal::DELETE_REMOTE => $delete_remote,
		) as $step => $asked ) {
			$pending = count( Journal::pending( $step ) );
			if ( $pending && $asked ) {
				/* translators: %d: chapters. */
				\WP_CLI::log( sprintf( __( 'Finishing the removal of old copies of %d chapters left by an interrupted run.', 'yomu-core' ), Cleanup::finish_pending( $step, $client ) ) );
			} elseif ( $pending ) {
				/* translators: 1: chapters, 2: option such as --delete-local. */
				\WP_CLI::warning( sprintf( __( 'An interrupted run left the removal of old copies of %1$d chapters unfinished; run again with %2$s to finish it.', 'yomu-core' ), $pending, Journal::DELETE_LOCAL === $step ? '--to=s3 --delete-local' : '--to=local --delete-remote' ) );
			}
		}
		$copying = count( Journal::pending( Journal::COPY ) );
		if ( $copying ) {
			/* translators: %d: chapters. */
			\WP_CLI::log( sprintf( __( 'Resuming %d chapters an interrupted run was copying.', 'yomu-core' ), $copying ) );
		}
	}

	/**
	 * One line per chapter that moved, would move, lost its old copy or failed (skips are only counted).
	 *
	 * @param Chapter $chapter Chapter.
	 * @param Outcome $outcome What happened to it.
	 */
	private static function report( Chapter $chapter, Outcome $outcome ): void {
		/* translators: 1: chapter ID, 2: manga title, 3: chapter title. */
		$name = sprintf( __( 'Chapter %1$d (%2$s, %3$s)', 'yomu-core' ), $chapter->id, get_the_title( $chapter->manga_id ), $chapter->title() );
		switch ( $outcome->kind ) {
			case Outcome::MOVED:
				/* translators: 1: chapter, 2: pages. */
				\WP_CLI::log( sprintf( __( '%1$s: moved, %2$d pages.', 'yomu-core' ), $name, $outcome->pages ) );
				break;
			case Outcome::WOULD_MOVE:
				/* translators: 1: chapter, 2: pages. */
				\WP_CLI::log( sprintf( __( '%1$s: would move, %2$d pages.', 'yomu-core' ), $name, $outcome->pages ) );
				break;
			case Outcome::CLEANED:
				/* translators: %s: chapter. */
				\WP_CLI::log( sprintf( __( '%s: old copy removed.', 'yomu-core' ), $name ) );
				break;
			case Outcome::FAILED:
				/* translators: 1: chapter, 2: reason. */
				\WP_CLI::warning( sprintf( __( '%1$s: failed, left as it was: %2$s', 'yomu-core' ), $name, $outcome->reason ) );
				break;
		}
	}
}
