<?php
/**
 * `wp yomu reindex`: rebuilds Yomu's derived tables from WordPress's data: the search index (Search\Index)
 * and the listing rank table (Listing\RankTable). Both follow every write made through WordPress on their
 * own; this is for data written straight into the database (an import, a restored backup) or after a change
 * made behind WordPress's back.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Cli;

use Yomu\Core\Content\PostTypes;
use Yomu\Core\Listing\RankTable;
use Yomu\Core\Search\Index;

/**
 * Rebuilds the search index and the rank table.
 */
final class ReindexCommand {

	/**
	 * Registers the command when WP-CLI runs.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'yomu reindex', self::class );
		}
	}

	/**
	 * Rebuilds the search index and the listing rank table from the manga, their meta and their authors.
	 *
	 * Options: --search (only the search index); --rank (only the rank table); neither means both;
	 * --manga=1,2,3 (only the rows of these manga, else every manga is rebuilt).
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$ids = Options::ids( $assoc_args );
		if ( $args || ! Options::known( $assoc_args, array( 'search', 'rank', 'manga' ) ) || array() === $ids ) {
			\WP_CLI::error( __( 'Usage: wp yomu reindex [--search] [--rank] [--manga=<ids>]', 'yomu-core' ) );
		}
		$search = Options::flag( $assoc_args, 'search' );
		$rank   = Options::flag( $assoc_args, 'rank' );
		if ( ! $search && ! $rank ) {
			$search = true;
			$rank   = true;
		}
		if ( null !== $ids ) {
			foreach ( $ids as $id ) {
				if ( PostTypes::MANGA !== get_post_type( $id ) ) {
					/* translators: %d: post ID. */
					\WP_CLI::warning( sprintf( __( '%d is not a manga: its rows are removed if it had any.', 'yomu-core' ), $id ) );
				}
			}
		}
		$lines = array();
		if ( $search ) {
			$lines[] = self::search( $ids );
		}
		if ( $rank ) {
			$lines[] = self::rank( $ids );
		}
		wp_cache_set_posts_last_changed(); // Cached listing and search queries read the new rows.
		\WP_CLI::success( implode( ' ', $lines ) );
	}

	/**
	 * Rebuilds the search index (or some of its rows).
	 *
	 * @param int[]|null $ids Manga, or null for all.
	 * @return string Summary.
	 */
	private static function search( ?array $ids ): string {
		Index::install();
		$progress = new Progress( __( 'Search index', 'yomu-core' ), null === $ids ? self::manga_count() : count( $ids ) );
		if ( null === $ids ) {
			$done = Index::rebuild( array( $progress, 'tick' ) );
		} else {
			foreach ( $ids as $id ) {
				Index::update( $id );
				$progress->tick();
			}
			$done = count( $ids );
		}
		$progress->finish();
		/* translators: 1: manga reindexed, 2: rows in the index. */
		return sprintf( __( 'Search index: %1$d manga reindexed, %2$d rows.', 'yomu-core' ), $done, self::rows( Index::table() ) );
	}

	/**
	 * Rebuilds the rank table (or some of its rows).
	 *
	 * @param int[]|null $ids Manga, or null for all.
	 * @return string Summary.
	 */
	private static function rank( ?array $ids ): string {
		if ( ! RankTable::ready() ) {
			RankTable::maybe_install(); // Creates the table and fills it from every manga.
		} elseif ( null === $ids ) {
			RankTable::rebuild();
		} else {
			$progress = new Progress( __( 'Rank table', 'yomu-core' ), count( $ids ) );
			foreach ( $ids as $id ) {
				RankTable::forget( $id );
				RankTable::refresh( $id );
				$progress->tick();
			}
			$progress->finish();
		}
		/* translators: %d: rows in the table. */
		return sprintf( __( 'Rank table: %d rows.', 'yomu-core' ), self::rows( RankTable::table() ) );
	}

	/**
	 * Manga posts on the site.
	 */
	private static function manga_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", PostTypes::MANGA ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Rows in one of Yomu's tables.
	 *
	 * @param string $table Table name.
	 */
	private static function rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
	}
}
