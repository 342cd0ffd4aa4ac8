<?php
/**
 * What the last background run did, for the status screen.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Images\Background;

/**
 * Last run.
 */
final class RunLog {

	public const OPTION = 'yomu_variant_last_run';

	/**
	 * Records a run that built something (an idle run leaves the last real one on screen).
	 *
	 * @param int   $chapters Chapters taken.
	 * @param int   $pages    Pages that got variants.
	 * @param float $seconds  Duration.
	 */
	public static function record( int $chapters, int $pages, float $seconds ): void {
		if ( 0 === $chapters ) {
			return;
		}
		update_option(
			self::OPTION,
			array(
				'time'     => time(),
				'chapters' => $chapters,
				'pages'    => $pages,
				'seconds'  => round( $seconds, 2 ),
			),
			false
		);
	}

	/**
	 * The last run, or null.
	 *
	 * @return array{time: int, chapters: int, pages: int, seconds: float}|null
	 */
	public static function last(): ?array {
		$run = get_option( self::OPTION );
		if ( ! is_array( $run ) || ! isset( $run['time'] ) ) {
			return null;
		}
		return array(
			'time'     => (int) $run['time'],
			'chapters' => (int) ( $run['chapters'] ?? 0 ),
			'pages'    => (int) ( $run['pages'] ?? 0 ),
			'seconds'  => (float) ( $run['seconds'] ?? 0 ),
		);
	}
}
