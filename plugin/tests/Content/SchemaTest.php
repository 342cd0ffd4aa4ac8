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
use Yomu\Core\Tests\Kit\NoRollback;
use Yomu\Core\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tests/fixtures/madara/legacy.php';

/**
 * Table creation.
 */
#[NoRollback( 'creates and drops Madara tables (DDL commits on MariaDB)' )]
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

	public function test_a_yomu_1_table_lets_madaras_nulls_in_and_keeps_its_rows(): void {
		global $wpdb;
		$tables = yomu_madara_legacy_tables( $this->prefix );
		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'install' ) );
		$current = yomu_madara_table_snapshot( $tables['chapters'] );
		// The chapters table exactly as Yomu 1 (schema version 1) created it: both columns NOT NULL.
		$wpdb->query( "DROP TABLE `{$tables['chapters']}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$yomu_1 = "CREATE TABLE {$tables['chapters']} (
				chapter_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				post_id bigint(20) unsigned NOT NULL,
				volume_id bigint(20) unsigned NULL DEFAULT 0,
				chapter_name text NOT NULL,
				chapter_name_extend text NOT NULL,
				chapter_slug text NOT NULL,
				storage_in_use varchar(20) NOT NULL DEFAULT 'local',
				date datetime NOT NULL,
				date_gmt datetime NOT NULL,
				chapter_index int(11) NOT NULL DEFAULT 0,
				chapter_status tinyint(4) NOT NULL DEFAULT 0,
				chapter_seo varchar(1000) NOT NULL DEFAULT '',
				chapter_warning text NULL,
				chapter_metas varchar(1000) NOT NULL DEFAULT '',
				views int(11) NOT NULL DEFAULT 0,
				chapter_sort float NOT NULL DEFAULT 0,
				PRIMARY KEY  (chapter_id),
				KEY post_id (post_id),
				KEY post_chapter (post_id,chapter_id),
				KEY post_slug (post_id,chapter_slug(100)),
				KEY chapter_slug (chapter_slug(100)),
				KEY date_gmt (date_gmt),
				KEY volume_id (volume_id)
			) {$wpdb->get_charset_collate()}";
		$wpdb->query( $yomu_1 ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.NotPrepared -- static DDL.
		$old = yomu_madara_table_snapshot( $tables['chapters'] );
		$this->assertSame( 'NO', $old['columns']['storage_in_use']['Null'] );
		$this->assertSame( 'NO', $old['columns']['chapter_metas']['Null'] );
		$rows = array(
			array( 1, 'Chapter 1', 'chapter-1', 'local', 'a:1:{s:3:"uid";s:2:"c1";}', 3 ),
			array( 1, '第2話', '%e7%ac%ac2%e8%a9%b1', 'amazon', '', 0 ),
			array( 2, 'Text 1', 'text-1', 'local', '', 1 ),
		);
		foreach ( $rows as list( $post, $name, $slug, $storage, $metas, $index ) ) {
			$this->assertSame(
				1,
				$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					$tables['chapters'],
					array(
						'post_id'             => $post,
						'chapter_name'        => $name,
						'chapter_name_extend' => '',
						'chapter_slug'        => $slug,
						'storage_in_use'      => $storage,
						'date'                => '2024-01-01 00:00:00',
						'date_gmt'            => '2024-01-01 00:00:00',
						'chapter_index'       => $index,
						'chapter_metas'       => $metas,
					)
				)
			);
		}
		$query  = "SELECT * FROM `{$tables['chapters']}` ORDER BY chapter_id";
		$before = $wpdb->get_results( $query, ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		update_option( Schema::VERSION_OPTION, '1' );

		yomu_madara_with_prefix( $this->prefix, array( Schema::class, 'maybe_upgrade' ) );

		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( $before, $wpdb->get_results( $query, ARRAY_A ), 'rows intact' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$relaxed = yomu_madara_table_snapshot( $tables['chapters'] );
		foreach ( array(
			'storage_in_use' => 'local',
			'chapter_metas'  => '',
		) as $name => $default ) {
			$this->assertSame( 'YES', $relaxed['columns'][ $name ]['Null'], "$name takes NULL" );
			$this->assertSame( $default, trim( (string) $relaxed['columns'][ $name ]['Default'], "'" ), "$name keeps its default" );
			$this->assertMatchesRegularExpression( '/^varchar\(\d+\)$/', strtolower( (string) $relaxed['columns'][ $name ]['Type'] ) );
		}
		$this->assertSame( $current['columns'], $relaxed['columns'], 'the same columns as a table Yomu creates today' );
		$this->assertEqualsCanonicalizing( $old['indexes'], $relaxed['indexes'], 'indexes kept' );
		// Madara's own writes (text and video chapters, Core 1.6.x metas) now succeed.
		$this->assertSame(
			1,
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$tables['chapters'],
				array(
					'post_id'             => 2,
					'chapter_name'        => 'Text 2',
					'chapter_name_extend' => '',
					'chapter_slug'        => 'text-2',
					'storage_in_use'      => null,
					'date'                => '2024-01-02 00:00:00',
					'date_gmt'            => '2024-01-02 00:00:00',
					'chapter_metas'       => null,
				)
			)
		);
		$this->assertNull( $wpdb->get_var( "SELECT storage_in_use FROM `{$tables['chapters']}` WHERE chapter_slug = 'text-2'" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_table_exists_takes_the_name_literally(): void {
		global $wpdb;
		$this->assertTrue( Schema::table_exists( $wpdb->prefix . 'manga_volumes' ) );
		$this->assertFalse( Schema::table_exists( $wpdb->prefix . 'manga%' ), '% is no wildcard' );
		$this->assertFalse( Schema::table_exists( $this->prefix . 'manga_volumes' ) );
	}
}
