<?php
/**
 * Schema::install() on a site without Madara's tables creates them with Madara's columns and indexes
 * (MADARA.md §1.2), and running it again changes nothing.
 *
 * The real tables of the shared test site are never dropped: creation is checked under a throwaway table
 * prefix (see tests/fixtures/madara/legacy.php), dropped again after each test.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\Schema;
use Yomu\Core\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tests/fixtures/madara/legacy.php';

/**
 * Table creation.
 */
final class SchemaTest extends TestCase {

	/** Column => [type pattern, NULL allowed, default], from MADARA.md §1.2. */
	private const COLUMNS = array(
		'volumes'  => array(
			'volume_id'    => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'post_id'      => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'volume_name'  => array( '/^text$/', 'NO', null ),
			'date'         => array( '/^datetime$/', 'NO', null ),
			'date_gmt'     => array( '/^datetime$/', 'NO', null ),
			'volume_index' => array( '/^int(\(11\))?$/', 'NO', '0' ),
		),
		'chapters' => array(
			'chapter_id'          => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'post_id'             => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'volume_id'           => array( '/^bigint(\(20\))?( unsigned)?$/', 'YES', '0' ),
			'chapter_name'        => array( '/^text$/', 'NO', null ),
			'chapter_name_extend' => array( '/^text$/', 'NO', null ),
			'chapter_slug'        => array( '/^text$/', 'NO', null ),
			'storage_in_use'      => array( '/^varchar\(20\)$/', 'YES', 'local' ),
			'date'                => array( '/^datetime$/', 'NO', null ),
			'date_gmt'            => array( '/^datetime$/', 'NO', null ),
			'chapter_index'       => array( '/^int(\(11\))?$/', 'NO', '0' ),
			'chapter_status'      => array( '/^tinyint(\(4\))?$/', 'NO', '0' ),
			'chapter_seo'         => array( '/^varchar\(1000\)$/', 'NO', '' ),
			'chapter_warning'     => array( '/^text$/', 'YES', null ),
			'chapter_metas'       => array( '/^varchar\(1000\)$/', 'YES', '' ),
			'views'               => array( '/^int(\(11\))?$/', 'NO', '0' ),
			'chapter_sort'        => array( '/^float$/', 'NO', '0' ),
		),
		'data'     => array(
			'data_id'    => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'chapter_id' => array( '/^bigint(\(20\))?( unsigned)?$/', 'NO', null ),
			'storage'    => array( '/^varchar\(20\)$/', 'NO', null ),
			'data'       => array( '/^longtext$/', 'NO', null ),
		),
	);

	/** Indexes as "unique|key (columns)", from MADARA.md §1.2 (names are Yomu's and not compared). */
	private const INDEXES = array(
		'volumes'  => array( 'unique (volume_id)', 'key (post_id,date_gmt)', 'key (volume_name(100))' ),
		'chapters' => array( 'unique (chapter_id)', 'key (post_id)', 'key (post_id,chapter_id)', 'key (post_id,chapter_slug(100))', 'key (chapter_slug(100))', 'key (date_gmt)', 'key (volume_id)' ),
		'data'     => array( 'unique (data_id)', 'key (chapter_id,storage)', 'key (storage)', 'key (data(100))' ),
	);

	/**
	 * Throwaway table prefix of the running test.
	 *
	 * @var string
	 */
	private string $prefix = '';

	protected function setUp(): void {
		parent::setUp();
		$this->prefix = yomu_madara_legacy_prefix();
	}

	protected function tearDown(): void {
		yomu_madara_legacy_drop( $this->prefix );
		parent::tearDown();
	}

	public function test_missing_tables_are_created_with_madaras_columns_and_indexes(): void {
		$tables = yomu_madara_legacy_tables( $this->prefix );
		foreach ( $tables as $table ) {
			$this->assertFalse( Schema::table_exists( $table ) );
		}
		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'install' ) );

		foreach ( $tables as $key => $table ) {
			$this->assertTrue( Schema::table_exists( $table ), $table );
			$snapshot = yomu_madara_table_snapshot( $table );
			$this->assertSame( array_keys( self::COLUMNS[ $key ] ), array_keys( $snapshot['columns'] ), "$key columns" );
			foreach ( self::COLUMNS[ $key ] as $name => list( $type, $null, $default ) ) {
				$column = $snapshot['columns'][ $name ];
				$this->assertMatchesRegularExpression( $type, strtolower( (string) $column['Type'] ), "$key.$name type" );
				$this->assertSame( $null, $column['Null'], "$key.$name NULL" );
				if ( null !== $default ) {
					$this->assertSame( $default, trim( (string) $column['Default'], "'" ), "$key.$name default" );
				}
			}
			$first = (string) array_key_first( self::COLUMNS[ $key ] );
			$this->assertStringContainsString( 'auto_increment', strtolower( (string) $snapshot['columns'][ $first ]['Extra'] ) );

			$indexes = array_map( static fn ( string $index ): string => (string) preg_replace( '/^\S+ /', '', $index ), $snapshot['indexes'] );
			$this->assertEqualsCanonicalizing( self::INDEXES[ $key ], $indexes, "$key indexes" );
		}
	}

	public function test_a_second_install_changes_nothing(): void {
		$tables = yomu_madara_legacy_tables( $this->prefix );
		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'install' ) );
		$first = array_map( 'yomu_madara_table_snapshot', $tables );
		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'install' ) );
		$this->assertSame( $first, array_map( 'yomu_madara_table_snapshot', $tables ) );
	}

	public function test_install_on_the_sites_own_tables_changes_nothing(): void {
		$tables = Schema::tables();
		$before = array_map( 'yomu_madara_table_snapshot', $tables );
		Schema::install();
		$this->assertSame( $before, array_map( 'yomu_madara_table_snapshot', $tables ) );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
	}

	public function test_table_exists_takes_the_name_literally(): void {
		global $wpdb;
		$this->assertTrue( Schema::table_exists( $wpdb->prefix . 'manga_volumes' ) );
		$this->assertFalse( Schema::table_exists( $wpdb->prefix . 'manga%' ), '% is no wildcard' );
		$this->assertFalse( Schema::table_exists( $this->prefix . 'manga_volumes' ) );
	}
}
