<?php
/**
 * The site-wide part of the report: Madara settings Yomu does not read, and what Yomu adds to the site
 * (tables, columns on Madara's tables, the data folder's protection files), each with whether it is there yet.
 * Read-only.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

use Yomu\Core\Consent\LogTable;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;
use Yomu\Core\Listing\RankTable;
use Yomu\Core\Search\Index;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Views\Tables;

/**
 * Settings and activation additions.
 */
final class Setup {

	/**
	 * Other Madara options, with why Yomu has no use for them.
	 *
	 * @return array<string, string>
	 */
	public static function madara_options(): array {
		return array(
			'wp_manga'                     => __( 'cloud storage credentials (imgur, Google, Flickr, Amazon): Yomu uploads to the local data folder only', 'yomu-core' ),
			'wp_manga_sort_by_name_legacy' => __( 'natural sort of chapter names: Yomu sorts by chapter_sort, chapter_index, then the number in the name', 'yomu-core' ),
			'wp_manga_search_text_built'   => __( 'Madara\'s search text: Yomu builds its own search index', 'yomu-core' ),
		);
	}

	/**
	 * Keys of wp_manga_settings Yomu does not read, and the other Madara options present that it ignores.
	 *
	 * @return array{ignored_settings: string[], ignored_options: array<string, string>}
	 */
	public static function settings(): array {
		$saved   = get_option( Settings::OPTION, array() );
		$ignored = is_array( $saved ) ? array_values( array_diff( array_map( 'strval', array_keys( $saved ) ), array_keys( Settings::DEFAULTS ) ) ) : array();
		sort( $ignored );
		$options = array();
		foreach ( self::madara_options() as $name => $why ) {
			if ( false !== get_option( $name, false ) ) {
				$options[ $name ] = $why;
			}
		}
		return array(
			'ignored_settings' => $ignored,
			'ignored_options'  => $options,
		);
	}

	/**
	 * The active theme and whether Madara Core is still loaded (both answer the same admin-ajax actions and
	 * URLs, so Madara Core is deactivated when the theme is switched).
	 *
	 * @return array{theme: string, madara_core: bool, madara_core_version: string}
	 */
	public static function environment(): array {
		$version = defined( 'WP_MANGA_VER' ) ? (string) constant( 'WP_MANGA_VER' ) : '';
		return array(
			'theme'               => (string) get_stylesheet(),
			'madara_core'         => '' !== $version || class_exists( 'WP_MANGA', false ),
			'madara_core_version' => $version,
		);
	}

	/**
	 * What Yomu creates on activation (or on its first request after an update), each with whether it exists.
	 *
	 * @return array{tables: array<int, array{name: string, owner: string, present: bool}>, columns: array<int, array{table: string, column: string, present: bool}>, files: array<int, array{path: string, present: bool}>}
	 */
	public static function activation(): array {
		$tables = array();
		foreach ( Schema::tables() as $name ) {
			$tables[] = array(
				'name'    => $name,
				'owner'   => 'madara',
				'present' => Schema::table_exists( $name ),
			);
		}
		foreach ( array_merge( array_values( Tables::names() ), array( Index::table(), Index::words_table(), RankTable::table(), LogTable::name() ) ) as $name ) {
			$tables[] = array(
				'name'    => $name,
				'owner'   => 'yomu',
				'present' => Schema::table_exists( $name ),
			);
		}
		$columns = array();
		foreach ( Schema::late_columns() as $key => $definitions ) {
			$table   = Schema::tables()[ $key ];
			$present = Schema::table_exists( $table ) ? Schema::columns( $table ) : array();
			foreach ( array_keys( $definitions ) as $column ) {
				$columns[] = array(
					'table'   => $table,
					'column'  => $column,
					'present' => in_array( $column, $present, true ),
				);
			}
		}
		$files = array();
		foreach ( array( '.htaccess', 'index.php' ) as $file ) {
			$files[] = array(
				'path'    => str_replace( ABSPATH, '', Paths::data_dir() ) . $file,
				'present' => is_file( Paths::data_dir() . $file ),
			);
		}
		return array(
			'tables'  => $tables,
			'columns' => $columns,
			'files'   => $files,
		);
	}
}
