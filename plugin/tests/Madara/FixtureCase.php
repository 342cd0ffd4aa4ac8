<?php
/**
 * Base for tests that read a Madara site's data: loads tests/fixtures/madara once per test class.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tests/fixtures/madara/load.php';

/**
 * Gives each test class its own copy of the Madara fixture (see tests/fixtures/madara/load.php for its layout).
 */
abstract class FixtureCase extends TestCase {

	/**
	 * What yomu_madara_fixture_load() returned for the running class.
	 *
	 * @var array<string, mixed>
	 */
	protected static array $fixture = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		static::$fixture = yomu_madara_fixture_load();
	}

	public static function tearDownAfterClass(): void {
		yomu_madara_fixture_unload( static::$fixture );
		// The class fixture is made outside the per-test rollback. Deleting its genres leaves WordPress's cached
		// genre tree behind as an option (an empty one); it is derived data, rebuilt when next needed.
		foreach ( array_keys( (array) ( static::$fixture['terms'] ?? array() ) ) as $taxonomy ) {
			delete_option( $taxonomy . '_children' );
		}
		static::$fixture = array();
		parent::tearDownAfterClass();
	}

	/**
	 * A fixture chapter ID by its key (ch1, ch2, …, notice, n1, n2).
	 *
	 * @param string $key Key in the fixture's chapters or novel_chapters.
	 */
	protected static function id( string $key ): int {
		return (int) ( static::$fixture['chapters'][ $key ] ?? static::$fixture['novel_chapters'][ $key ] );
	}

	/**
	 * A fixture chapter read through the repository.
	 *
	 * @param string $key Chapter key.
	 */
	protected function chapter( string $key ): Chapter {
		$chapter = ChapterRepository::find( self::id( $key ) );
		$this->assertNotNull( $chapter, "chapter $key exists" );
		return $chapter;
	}

	/**
	 * Chapter IDs → fixture keys, to compare orders readably.
	 *
	 * @param Chapter[] $chapters Chapters.
	 * @return string[]
	 */
	protected static function keys( array $chapters ): array {
		$by_id = array_flip( static::$fixture['chapters'] + static::$fixture['novel_chapters'] );
		return array_map( static fn ( Chapter $chapter ): string => (string) ( $by_id[ $chapter->id ] ?? $chapter->id ), $chapters );
	}
}
