<?php
/**
 * Base for the doctor's tests: the Madara fixture, and the report read for its manga only (other tests' rows
 * may be on the site).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\Report;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * Fixture plus report helpers.
 */
abstract class DoctorCase extends FixtureCase {

	/**
	 * The report on the fixture's five manga.
	 *
	 * @param array<string, mixed> $options Extra Report::build() options.
	 * @return array<string, mixed>
	 */
	protected function report( array $options = array() ): array {
		return Report::build( array_merge( array( 'manga_ids' => yomu_madara_fixture_manga_ids( static::$fixture ) ), $options ) );
	}

	/**
	 * Finding code => [count, sorted fixture keys of the example chapters].
	 *
	 * @param array<string, mixed> $report Report.
	 * @return array<string, array{0: int, 1: string[]}>
	 */
	protected static function findings( array $report ): array {
		$keys = array_flip( static::$fixture['chapters'] + static::$fixture['novel_chapters'] + static::$fixture['observed_chapters'] );
		$out  = array();
		foreach ( $report['findings'] as $finding ) {
			$names = array_map( static fn ( array $item ): string => (string) ( $keys[ $item['chapter'] ] ?? $item['chapter'] ), $finding['items'] );
			sort( $names );
			$out[ $finding['code'] ] = array( $finding['count'], $names );
		}
		return $out;
	}
}
