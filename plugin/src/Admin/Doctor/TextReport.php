<?php
/**
 * The doctor's report as plain text lines, for the terminal (`wp yomu doctor`) and the closing notes of a
 * migration.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * Plain-text rendering of Report::build().
 */
final class TextReport {

	/**
	 * The report as lines.
	 *
	 * @param array<string, mixed> $report What Report::build() returned.
	 * @return string[]
	 */
	public static function lines( array $report ): array {
		$counts  = (array) $report['counts'];
		$lines   = array( __( 'Yomu doctor: what Yomu will show of this Madara site (nothing was changed)', 'yomu-core' ), Labels::site( (array) $report['site'] ), '' );
		$lines   = array_merge( $lines, self::counts( $counts ), array( '' ) );
		$files   = (array) $report['files'];
		$lines[] = sprintf(
			/* translators: 1: pages checked, 2: chapters checked, 3: local chapters, 4: missing pages. */
			__( 'Page files: %1$d pages checked in %2$d of %3$d local chapters, %4$d missing.', 'yomu-core' ),
			(int) $files['checked_pages'],
			(int) $files['checked_chapters'],
			(int) $files['local_chapters'],
			(int) $files['missing_pages']
		);
		$lines[] = '';
		$lines[] = __( 'Premium chapters', 'yomu-core' );
		foreach ( PremiumLabels::lines( (array) $report['premium'] ) as $line ) {
			$lines[] = '  ' . $line;
		}
		$lines[] = '';
		$lines[] = __( 'Findings', 'yomu-core' );
		foreach ( (array) $report['findings'] as $finding ) {
			$lines[] = '  ' . self::pad( strtoupper( (string) $finding['severity'] ), 8 ) . ' ' . self::pad( (string) (int) $finding['count'], 5, true ) . '  ' . $finding['label'];
			foreach ( (array) $finding['items'] as $item ) {
				$lines[] = '                  ' . self::item( (array) $item );
			}
			if ( count( (array) $finding['items'] ) < (int) $finding['count'] ) {
				/* translators: %d: rows not listed. */
				$lines[] = '                  ' . sprintf( __( '… and %d more', 'yomu-core' ), (int) $finding['count'] - count( (array) $finding['items'] ) );
			}
		}
		$lines[] = '';
		$lines   = array_merge( $lines, PartsLabels::widget_lines( (array) $report['widgets'] ), array( '' ), PartsLabels::shortcode_lines( (array) $report['shortcodes'] ), array( '' ) );
		$lines   = array_merge( $lines, self::setup( (array) $report['settings'], (array) $report['activation'] ) );
		$lines[] = '';
		$lines[] = (string) $report['summary'];
		return $lines;
	}

	/**
	 * Counts per kind, volumes, storages.
	 *
	 * @param array<string, mixed> $counts Report counts.
	 * @return string[]
	 */
	private static function counts( array $counts ): array {
		$lines = array( '  ' . self::pad( __( 'Kind', 'yomu-core' ), 10 ) . ' ' . self::pad( __( 'Manga', 'yomu-core' ), 8, true ) . ' ' . self::pad( __( 'Chapters', 'yomu-core' ), 10, true ) );
		foreach ( Labels::kinds() as $kind => $label ) {
			$lines[] = '  ' . self::pad( $label, 10 ) . ' ' . self::pad( (string) (int) $counts['manga'][ $kind ], 8, true ) . ' ' . self::pad( (string) (int) $counts['chapters'][ $kind ], 10, true );
		}
		$lines[] = sprintf(
			/* translators: 1: volumes, 2: page list rows. */
			__( 'Volumes: %1$d. Page lists: %2$d.', 'yomu-core' ),
			(int) $counts['volumes'],
			(int) $counts['page_lists']
		);
		$lines[] = __( 'Chapters per storage:', 'yomu-core' ) . ' ' . self::pairs( (array) $counts['storages'] );
		if ( $counts['unknown_types'] ) {
			$lines[] = __( 'Unknown chapter types (manga):', 'yomu-core' ) . ' ' . self::pairs( (array) $counts['unknown_types'] );
		}
		return $lines;
	}

	/**
	 * Ignored settings and activation additions.
	 *
	 * @param array<string, mixed> $settings   Report settings.
	 * @param array<string, mixed> $activation Report activation.
	 * @return string[]
	 */
	private static function setup( array $settings, array $activation ): array {
		$ignored = (array) $settings['ignored_settings'];
		$lines   = array( __( 'Madara settings (wp_manga_settings) Yomu ignores:', 'yomu-core' ) . ' ' . ( $ignored ? implode( ', ', $ignored ) : __( 'none', 'yomu-core' ) ) );
		foreach ( (array) $settings['ignored_options'] as $option => $why ) {
			$lines[] = sprintf( '  %s: %s', $option, $why );
		}
		$lines[] = __( 'What Yomu adds to the site:', 'yomu-core' );
		foreach ( (array) $activation['tables'] as $table ) {
			/* translators: %s: table name. */
			$lines[] = self::row( sprintf( __( 'table %s', 'yomu-core' ), $table['name'] ), Labels::presence( (bool) $table['present'] ) );
		}
		foreach ( (array) $activation['columns'] as $column ) {
			/* translators: %s: table.column */
			$lines[] = self::row( sprintf( __( 'column %s', 'yomu-core' ), $column['table'] . '.' . $column['column'] ), Labels::presence( (bool) $column['present'] ) );
		}
		foreach ( (array) $activation['files'] as $file ) {
			/* translators: %s: file path. */
			$lines[] = self::row( sprintf( __( 'file %s', 'yomu-core' ), $file['path'] ), Labels::presence( (bool) $file['present'] ) );
		}
		return $lines;
	}

	/**
	 * One example row.
	 *
	 * @param array<string, mixed> $item Example.
	 */
	private static function item( array $item ): string {
		if ( ! isset( $item['manga'] ) ) {
			// A site-wide example, such as theme option ids and why they are not read.
			return (string) ( $item['detail'] ?? '' ) . ( isset( $item['reason'] ) ? ': ' . $item['reason'] : '' );
		}
		/* translators: 1: manga ID, 2: chapter ID, 3: chapter slug, 4: detail. */
		return sprintf( __( 'manga %1$d, chapter %2$d (%3$s): %4$s', 'yomu-core' ), (int) $item['manga'], (int) $item['chapter'], (string) $item['slug'], (string) $item['detail'] );
	}

	/**
	 * "a 1, b 2" from a map, or "none".
	 *
	 * @param array<string, mixed> $map Name => number.
	 */
	private static function pairs( array $map ): string {
		$pairs = array();
		foreach ( $map as $name => $count ) {
			$pairs[] = $name . ' ' . (int) $count;
		}
		return $pairs ? implode( ', ', $pairs ) : __( 'none', 'yomu-core' );
	}

	/**
	 * One "what Yomu adds" line: the thing, padded, then whether it is present.
	 *
	 * @param string $what     Table, column or file.
	 * @param string $presence Present / added on activation.
	 */
	private static function row( string $what, string $presence ): string {
		return '  ' . self::pad( $what, 44 ) . ' ' . $presence;
	}

	/**
	 * Pads text to a column width counted in characters, not bytes (Turkish labels hold ç, ö, ü…).
	 *
	 * @param string $text  Cell text.
	 * @param int    $width Column width.
	 * @param bool   $right Align right (numbers).
	 */
	private static function pad( string $text, int $width, bool $right = false ): string {
		$gap = str_repeat( ' ', max( 0, $width - mb_strlen( $text ) ) );
		return $right ? $gap . $text : $text . $gap;
	}
}
