<?php
/**
 * The pre-switch check ("doctor"): reads an existing Madara site and says what Yomu will and will not show,
 * changing nothing. Shared by `wp yomu doctor` and Tools → Yomu doctor.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\Schedule\Table;

/**
 * Computes the structured report.
 */
final class Report {

	/**
	 * Runs every check.
	 *
	 * @param array{manga_ids?: int[]|null, file_limit?: int, examples?: int} $options manga_ids: only these manga
	 *        (default: all); file_limit: most local chapters whose files are checked (0, the default: all);
	 *        examples: example rows kept per finding (default 10).
	 * @return array{counts: array<string, mixed>, files: array<string, int>, premium: array{mycred_active: bool, coin_table: bool, coin_rows: int, settings_saved: bool, default_coin: int, priced: int, free: int, unpriced: int, premium: int, log_table: string, purchases: int, buyers: int, coins: float, bucket_configured: bool, bucket_sealed_folder: string, bucket_sealed: int, bucket_sealed_open: string}, findings: array<int, array{code: string, severity: string, label: string, count: int, items: array<int, array<string, int|string>>}>, widgets: array<int, array{sidebar: string, sidebar_name: string, widget: string, id_base: string, name: string, title: string, renders: bool, status: string, reason: string}>, shortcodes: array{tags: array<int, array<string, mixed>>, blocks: array<int, array<string, mixed>>, scanned: int, complete: bool}, site: array{theme: string, madara_core: bool, madara_core_version: string}, settings: array<string, mixed>, activation: array<string, mixed>, blocking: int, summary: string}
	 */
	public static function build( array $options = array() ): array {
		$findings = new Findings( max( 0, (int) ( $options['examples'] ?? 10 ) ) );
		$files    = new FileCheck( (int) ( $options['file_limit'] ?? 0 ) );
		$ids      = isset( $options['manga_ids'] ) ? array_map( 'intval', (array) $options['manga_ids'] ) : null;
		$counts   = ( new MangaScan( new ChapterCheck( $findings, $files ), $ids ) )->run();
		$premium  = ( new PremiumCheck( $findings, $ids, max( 0, (int) ( $options['examples'] ?? 10 ) ) ) )->run() + BucketSealCheck::run();
		MadaraSettingsCheck::run( $findings );
		CustomCssCheck::run( $findings );
		$widgets    = WidgetCheck::run( $findings );
		$shortcodes = ShortcodeCheck::run( $findings );
		$findings->add_count( 'chapters_scheduled', Table::count() );
		$blocking = $findings->blocking();
		return array(
			'counts'     => $counts,
			'files'      => $files->tally(),
			'premium'    => $premium,
			'findings'   => $findings->to_array(),
			'widgets'    => $widgets,
			'shortcodes' => $shortcodes,
			'site'       => Setup::environment(),
			'settings'   => Setup::settings(),
			'activation' => Setup::activation(),
			'blocking'   => $blocking,
			'summary'    => self::summary( $blocking, $counts['chapters']['total'], $counts['manga']['total'] ),
		);
	}

	/**
	 * One sentence for the end of the report.
	 *
	 * @param int $blocking Rows that will not show.
	 * @param int $chapters Chapters read.
	 * @param int $manga    Manga read.
	 */
	private static function summary( int $blocking, int $chapters, int $manga ): string {
		if ( 0 === $blocking ) {
			return sprintf(
				/* translators: 1: number of manga, 2: number of chapters. */
				__( 'Nothing blocks the switch: Yomu will show all %1$d manga and %2$d chapters.', 'yomu-core' ),
				$manga,
				$chapters
			);
		}
		return sprintf(
			/* translators: 1: number of problems, 2: number of chapters, 3: number of manga. */
			_n( '%1$d problem: some of the %2$d chapters of %3$d manga will not show under Yomu (see the findings marked as blockers).', '%1$d problems: some of the %2$d chapters of %3$d manga will not show under Yomu (see the findings marked as blockers).', $blocking, 'yomu-core' ),
			$blocking,
			$chapters,
			$manga
		);
	}
}
