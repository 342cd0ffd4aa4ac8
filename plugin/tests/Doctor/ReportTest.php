<?php
/**
 * The doctor's report on the Madara fixture (tests/fixtures/madara): exact counts per kind and storage, and
 * every finding pointing at the fixture's own problem rows.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

use Yomu\Core\Admin\Doctor\Findings;
use Yomu\Core\Admin\Doctor\TextReport;

require_once __DIR__ . '/DoctorCase.php';

/**
 * Report on the fixture.
 */
final class ReportTest extends DoctorCase {

	public function test_counts_per_kind_storage_and_volume(): void {
		$counts = $this->report()['counts'];
		$this->assertSame(
			array(
				'manga'   => 2,
				'text'    => 1,
				'video'   => 1,
				'unknown' => 1,
				'total'   => 5,
			),
			$counts['manga']
		);
		$this->assertSame( array( 'audio' => 1 ), $counts['unknown_types'] );
		$this->assertSame(
			array(
				'manga'   => 15,
				'text'    => 3,
				'video'   => 2,
				'unknown' => 1,
				'total'   => 21,
			),
			$counts['chapters']
		);
		$this->assertSame(
			array(
				'amazon'  => 2,
				'gphotos' => 1,
				'imgur'   => 1,
				'local'   => 11,
				'none'    => 6,
			),
			$counts['storages']
		);
		$this->assertSame( 4, $counts['volumes'] );
		$this->assertSame( 15, $counts['page_lists'] );
	}

	public function test_findings_name_the_fixture_rows_yomu_will_not_show(): void {
		// The fresh site's default widgets sit in the installing theme's sidebars (WidgetsTest covers widgets).
		update_option( 'sidebars_widgets', array( 'array_version' => 3 ) );
		$report = $this->report();
		$this->assertSame(
			array(
				'unknown_type'           => array( 1, array( 'audio-1' ) ),
				'storage_unserved'       => array( 1, array( 'gphotos' ) ),
				'missing_files'          => array( 1, array( 'missing' ) ),
				'no_pages'               => array( 2, array( 'broken', 'ch6' ) ),
				'text_missing'           => array( 0, array() ),
				'video_unshowable'       => array( 0, array() ),
				'slug_unroutable'        => array( 0, array() ),
				'broken_json'            => array( 0, array() ),
				'video_servers'          => array( 0, array() ),
				'broken_metas'           => array( 0, array() ),
				'premium_unlocked'       => array( 0, array() ),
				'premium_files_open'     => array( 0, array() ),
				'theme_options_ignored'  => array( 0, array() ),
				'manga_settings_ignored' => array( 0, array() ),
				'custom_css_unmatched'   => array( 0, array() ),
				'widgets_unshown'        => array( 0, array() ),
				'shortcodes_unrendered'  => array( 0, array() ),
				'chapters_scheduled'     => array( 0, array() ),
				'slug_encoded'           => array( 2, array( 'n3', 'unicode' ) ),
				'slug_na'                => array( 1, array( 'na' ) ),
			),
			self::findings( $report )
		);
		$this->assertSame( 5, $report['blocking'] );
		$this->assertStringContainsString( '21', $report['summary'] );

		$by_code = array_column( $report['findings'], null, 'code' );
		$this->assertSame( Findings::BLOCKER, $by_code['storage_unserved']['severity'] );
		$this->assertSame( 'gphotos', $by_code['storage_unserved']['items'][0]['detail'] );
		$this->assertSame( (int) static::$fixture['odd'], $by_code['missing_files']['items'][0]['manga'] );
		$this->assertStringContainsString( static::$fixture['observed_folders']['missing'] . '/01.png', (string) $by_code['missing_files']['items'][0]['detail'] );
		$this->assertSame( 'audio', $by_code['unknown_type']['items'][0]['detail'] );
	}

	public function test_every_local_page_file_is_looked_at_unless_limited(): void {
		// Local chapters with pages: ch1, ch2, ch4-5, ch5-dup, notice, na, unicode, index, missing.
		$this->assertSame(
			array(
				'local_chapters'   => 9,
				'checked_chapters' => 9,
				'checked_pages'    => 3 + 11 + 1 + 1 + 1 + 2 + 3 + 1 + 1,
				'missing_pages'    => 1,
				'limit'            => 0,
			),
			$this->report()['files']
		);
		$limited = $this->report( array( 'file_limit' => 2 ) )['files'];
		$this->assertSame( 9, $limited['local_chapters'] );
		$this->assertSame( 2, $limited['checked_chapters'] );
	}

	public function test_examples_are_capped_but_counts_are_not(): void {
		$report  = $this->report( array( 'examples' => 1 ) );
		$by_code = array_column( $report['findings'], null, 'code' );
		$this->assertSame( 2, $by_code['no_pages']['count'] );
		$this->assertCount( 1, $by_code['no_pages']['items'] );
	}

	public function test_lists_madara_settings_yomu_ignores_and_what_it_adds(): void {
		$saved  = get_option( 'wp_manga_settings', null );
		$cloud  = get_option( 'wp_manga', null );
		$legacy = get_option( 'wp_manga_sort_by_name_legacy', null );
		update_option(
			'wp_manga_settings',
			array(
				'manga_slug'        => 'manga',
				'user_page'         => 3,
				'paging_style'      => 'ajax',
				'default_video_src' => 'youtube',
			)
		);
		update_option( 'wp_manga', array( 'imgur' => array( 'client_id' => 'x' ) ) );
		delete_option( 'wp_manga_sort_by_name_legacy' );
		try {
			$report = $this->report();
		} finally {
			null === $saved ? delete_option( 'wp_manga_settings' ) : update_option( 'wp_manga_settings', $saved );
			null === $cloud ? delete_option( 'wp_manga' ) : update_option( 'wp_manga', $cloud );
			null === $legacy || update_option( 'wp_manga_sort_by_name_legacy', $legacy );
		}
		$this->assertSame( array( 'default_video_src', 'paging_style' ), $report['settings']['ignored_settings'] );
		$this->assertSame( array( 'wp_manga' ), array_keys( $report['settings']['ignored_options'] ) );

		global $wpdb;
		$columns = array();
		foreach ( $report['activation']['columns'] as $column ) {
			$columns[ $column['table'] . '.' . $column['column'] ] = $column['present'];
		}
		$this->assertTrue( $columns[ $wpdb->prefix . 'manga_chapters.chapter_sort' ] );
		$this->assertTrue( $columns[ $wpdb->prefix . 'manga_chapters.views' ] );
		$tables = array_column( $report['activation']['tables'], 'present', 'name' );
		$this->assertTrue( $tables[ $wpdb->prefix . 'yomu_manga_views' ] );
		$this->assertCount( 2, $report['activation']['files'] );
	}

	public function test_text_report_lists_counts_findings_and_summary(): void {
		$report = $this->report();
		$text   = implode( "\n", TextReport::lines( $report ) );
		$this->assertMatchesRegularExpression( '/^  BLOCKER +1  .*Google Photos/m', $text );
		$this->assertMatchesRegularExpression( '/^  BLOCKER +2  /m', $text );
		/* translators: 1: manga ID, 2: chapter ID, 3: chapter slug, 4: detail. */
		$this->assertStringContainsString( sprintf( __( 'manga %1$d, chapter %2$d (%3$s): %4$s', 'yomu-core' ), static::$fixture['odd'], static::$fixture['observed_chapters']['gphotos'], 'chapter-6', 'gphotos' ), $text );
		$this->assertStringContainsString( 'gphotos 1, imgur 1, local 11, none 6', $text );
		$this->assertStringEndsWith( $report['summary'], $text );
		// The kinds table lines up in characters on the Turkish site too ("Bölümler", "Tür" hold multibyte letters).
		$table = array_slice( TextReport::lines( $report ), array_search( '', TextReport::lines( $report ), true ) + 1, 6 );
		$this->assertCount( 1, array_unique( array_map( 'mb_strlen', $table ) ), implode( "\n", $table ) );
		/* translators: 1: theme folder name, 2: sentence about Madara Core. */
		$this->assertStringContainsString( sprintf( __( 'Active theme: %1$s. %2$s', 'yomu-core' ), get_stylesheet(), __( 'Madara Core is not active.', 'yomu-core' ) ), $text );
		$this->assertSame(
			array(
				'theme'               => get_stylesheet(),
				'madara_core'         => false,
				'madara_core_version' => '',
			),
			$report['site']
		);
	}
}
