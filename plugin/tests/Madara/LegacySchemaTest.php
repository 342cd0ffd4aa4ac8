<?php
/**
 * Schema::install() on tables an OLD Madara version created (before volume_index, chapter_index,
 * chapter_status, chapter_seo, chapter_warning, chapter_metas, views and chapter_sort existed), holding data:
 * only the missing late columns are added; every existing row, column definition and index stays as it was;
 * a second install changes nothing; and the upgraded rows read in the right order.
 *
 * The old tables live under a throwaway table prefix (tests/fixtures/madara/legacy.php); the site's real
 * Madara tables are never dropped or altered here.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;
use Yomu\Core\Tests\Kit\NoRollback;
use Yomu\Core\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tests/fixtures/madara/legacy.php';

/**
 * Upgrading an old Madara site's tables.
 */
#[NoRollback( 'creates, alters and drops old Madara tables (DDL commits on MariaDB)' )]
final class LegacySchemaTest extends TestCase {

	/** Columns install() must add, with the value every existing row gets. */
	private const LATE_COLUMNS = array(
		'volumes'  => array( 'volume_index' => '0' ),
		'chapters' => array(
			'chapter_index'   => '0',
			'chapter_status'  => '0',
			'chapter_seo'     => '',
			'chapter_warning' => null,
			'chapter_metas'   => '',
			'views'           => '0',
			'chapter_sort'    => '0',
		),
		'data'     => array(),
	);

	/**
	 * Throwaway table prefix holding the old tables.
	 *
	 * @var string
	 */
	private string $prefix = '';

	/**
	 * A manga post ID no real post has (the legacy rows need none; the cache is keyed by it).
	 *
	 * @var int
	 */
	private int $manga_id = 0;

	/**
	 * IDs of the seeded rows.
	 *
	 * @var array{volumes: array<string, int>, chapters: array<string, int>}
	 */
	private array $ids;

	protected function setUp(): void {
		parent::setUp();
		$this->prefix   = yomu_madara_legacy_prefix();
		$this->manga_id = 2000000000 + wp_rand( 1, 99999999 );
		yomu_madara_legacy_create( $this->prefix );
		$this->ids = yomu_madara_legacy_seed( $this->prefix, $this->manga_id );
	}

	protected function tearDown(): void {
		yomu_madara_legacy_drop( $this->prefix );
		Cache::bump( $this->manga_id );
		parent::tearDown();
	}

	public function test_install_adds_only_the_missing_late_columns_and_keeps_rows_definitions_and_indexes(): void {
		$tables = yomu_madara_legacy_tables( $this->prefix );
		$before = array_map( 'yomu_madara_table_snapshot', $tables );
		$this->assertCount( 6, $before['chapters']['rows'] );

		$this->install();
		$after = array_map( 'yomu_madara_table_snapshot', $tables );

		foreach ( $tables as $key => $table ) {
			$old_columns = $before[ $key ]['columns'];
			$added       = array_diff_key( $after[ $key ]['columns'], $old_columns );
			$this->assertSame( array_keys( self::LATE_COLUMNS[ $key ] ), array_keys( $added ), "$key: only the late columns are added" );
			$this->assertSame( $old_columns, array_intersect_key( $after[ $key ]['columns'], $old_columns ), "$key: existing column definitions untouched" );
			$this->assertSame( $before[ $key ]['indexes'], $after[ $key ]['indexes'], "$key: indexes untouched" );
			$this->assertSame( count( $before[ $key ]['rows'] ), count( $after[ $key ]['rows'] ), "$key: no row added or lost" );
			foreach ( $before[ $key ]['rows'] as $i => $row ) {
				$this->assertSame( $row, array_intersect_key( $after[ $key ]['rows'][ $i ], $row ), "$key row $i: old values untouched" );
				$this->assertSame( self::LATE_COLUMNS[ $key ], array_diff_key( $after[ $key ]['rows'][ $i ], $row ), "$key row $i: new columns hold their defaults" );
			}
		}
	}

	public function test_a_second_install_changes_nothing(): void {
		$tables = yomu_madara_legacy_tables( $this->prefix );
		$this->install();
		$first = array_map( 'yomu_madara_table_snapshot', $tables );
		$this->install();
		$this->assertSame( $first, array_map( 'yomu_madara_table_snapshot', $tables ) );
	}

	public function test_a_missing_table_is_created_next_to_old_ones(): void {
		global $wpdb;
		$tables = yomu_madara_legacy_tables( $this->prefix );
		$wpdb->query( "DROP TABLE `{$tables['data']}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$old_chapter_indexes = yomu_madara_index_list( $tables['chapters'] );

		$this->install();

		$this->assertTrue( Schema::table_exists( $tables['data'] ) );
		$this->assertSame( array( 'data_id', 'chapter_id', 'storage', 'data' ), array_keys( yomu_madara_table_snapshot( $tables['data'] )['columns'] ) );
		$this->assertCount( 4, yomu_madara_index_list( $tables['data'] ), 'Madara\'s indexes on the new table' );
		$this->assertSame( $old_chapter_indexes, yomu_madara_index_list( $tables['chapters'] ) );
	}

	public function test_upgraded_rows_are_read_in_reading_order_with_their_pages(): void {
		$this->install();
		$read = yomu_madara_with_prefix(
			$this->prefix,
			function (): array {
				Cache::bump( $this->manga_id );
				$order = ChapterRepository::reading_order( $this->manga_id );
				$ch9   = ChapterRepository::find( $this->ids['chapters']['ch9'] );
				$ch10  = ChapterRepository::by_slug( $this->manga_id, 'chapter-10', 'volume-b' );
				return array(
					'order'   => array_map( static fn ( Chapter $chapter ): int => $chapter->id, $order ),
					'volumes' => array_map( static fn ( $volume ): int => $volume->id, ChapterRepository::volumes( $this->manga_id ) ),
					'ch9'     => $ch9 ? ChapterRepository::pages( $ch9 ) : array(),
					'ch10'    => $ch10 ? ChapterRepository::pages( $ch10 ) : array(),
					'ch11'    => ChapterRepository::by_slug( $this->manga_id, 'chapter-11' ),
				);
			}
		);
		Cache::bump( $this->manga_id );

		$c = $this->ids['chapters'];
		$this->assertSame( array( $c['ch1'], $c['ch2'], $c['ch2-dup'], $c['ch9'], $c['ch10'], $c['ch11'] ), $read['order'], 'volumes by id (never reordered), chapters by the number in their name, then date; the NULL-volume chapter last' );
		$this->assertSame( array_values( $this->ids['volumes'] ), $read['volumes'] );
		$this->assertSame( 'https://i.imgur.com/legacy' . $c['ch9'] . '.jpg', $read['ch9'][0]->url );
		$this->assertCount( 1, $read['ch10'] );
		$this->assertStringStartsWith( \Yomu\Core\Content\Storage\Paths::data_url() . 'manga_legacy/', $read['ch10'][0]->url );
		$this->assertInstanceOf( Chapter::class, $read['ch11'] );
		$this->assertSame( 0, $read['ch11']->volume_id, 'volume_id NULL means no volume' );
	}

	/**
	 * Runs Schema::install() against the old tables.
	 */
	private function install(): void {
		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'install' ) );
	}
}
