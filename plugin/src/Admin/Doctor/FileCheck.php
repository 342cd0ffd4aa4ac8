<?php
/**
 * Checks that the page files of local image chapters are on disk (Paths::local_file()), for every chapter or
 * only the first N the scan meets (a sample, for very large sites or a web request).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Content\Storage\Paths;

/**
 * Local page file existence, with a limit.
 */
final class FileCheck {

	/**
	 * Tally: local chapters seen, chapters and pages checked, pages missing.
	 *
	 * @var array{local_chapters: int, checked_chapters: int, checked_pages: int, missing_pages: int, limit: int}
	 */
	private array $tally;

	/**
	 * Builds the check.
	 *
	 * @param int $limit Most local chapters to check (0: all of them).
	 */
	public function __construct( int $limit = 0 ) {
		$this->tally = array(
			'local_chapters'   => 0,
			'checked_chapters' => 0,
			'checked_pages'    => 0,
			'missing_pages'    => 0,
			'limit'            => max( 0, $limit ),
		);
	}

	/**
	 * The relative page sources of one chapter whose file is missing (absolute URLs are not looked at; a
	 * source that would leave the data folder counts as missing). Empty once the limit is reached.
	 *
	 * @param string[] $sources Page sources in reading order.
	 * @return string[]
	 */
	public function missing( array $sources ): array {
		$local = array_values( array_filter( $sources, static fn ( string $src ): bool => ! preg_match( '#^([a-z][a-z0-9+.-]*:|//)#i', $src ) ) );
		if ( ! $local ) {
			return array();
		}
		++$this->tally['local_chapters'];
		if ( $this->tally['limit'] > 0 && $this->tally['checked_chapters'] >= $this->tally['limit'] ) {
			return array();
		}
		++$this->tally['checked_chapters'];
		$missing = array();
		foreach ( $local as $src ) {
			++$this->tally['checked_pages'];
			$file = Paths::local_file( $src );
			if ( '' === $file || ! is_file( $file ) ) {
				$missing[] = $src;
			}
		}
		$this->tally['missing_pages'] += count( $missing );
		return $missing;
	}

	/**
	 * What was checked.
	 *
	 * @return array{local_chapters: int, checked_chapters: int, checked_pages: int, missing_pages: int, limit: int}
	 */
	public function tally(): array {
		return $this->tally;
	}
}
