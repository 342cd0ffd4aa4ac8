<?php
/**
 * The tables of Tools → Yomu doctor (every value escaped on output).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * HTML sections of the report.
 */
final class ScreenSections {

	/**
	 * Counts per kind, volumes, storages, file check.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function counts( array $report ): void {
		$counts = (array) $report['counts'];
		echo '<h2>' . esc_html__( 'What the site holds', 'yomu-core' ) . '</h2>';
		echo '<table class="widefat striped" id="yomu-doctor-counts"><thead><tr><th scope="col">' . esc_html__( 'Kind', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Manga', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Chapters', 'yomu-core' ) . '</th></tr></thead><tbody>';
		foreach ( Labels::kinds() as $kind => $label ) {
			printf( '<tr data-kind="%1$s"><th scope="row">%2$s</th><td>%3$s</td><td>%4$s</td></tr>', esc_attr( $kind ), esc_html( $label ), esc_html( number_format_i18n( (int) $counts['manga'][ $kind ] ) ), esc_html( number_format_i18n( (int) $counts['chapters'][ $kind ] ) ) );
		}
		echo '</tbody></table><ul>';
		/* translators: %s: number of volumes. */
		echo '<li>' . esc_html( sprintf( __( 'Volumes: %s', 'yomu-core' ), number_format_i18n( (int) $counts['volumes'] ) ) ) . '</li>';
		echo '<li>' . esc_html__( 'Chapters per storage:', 'yomu-core' ) . ' ' . esc_html( self::pairs( (array) $counts['storages'] ) ) . '</li>';
		if ( $counts['unknown_types'] ) {
			echo '<li>' . esc_html__( 'Unknown chapter types (manga):', 'yomu-core' ) . ' ' . esc_html( self::pairs( (array) $counts['unknown_types'] ) ) . '</li>';
		}
		$files = (array) $report['files'];
		/* translators: 1: pages checked, 2: chapters checked, 3: local chapters, 4: missing pages. */
		echo '<li>' . esc_html( sprintf( __( 'Page files: %1$s pages checked in %2$s of %3$s local chapters, %4$s missing.', 'yomu-core' ), number_format_i18n( (int) $files['checked_pages'] ), number_format_i18n( (int) $files['checked_chapters'] ), number_format_i18n( (int) $files['local_chapters'] ), number_format_i18n( (int) $files['missing_pages'] ) ) ) . '</li>';
		echo '</ul>';
	}

	/**
	 * Premium chapters: prices, purchases, and whether anything is locked.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function premium( array $report ): void {
		echo '<h2>' . esc_html__( 'Premium chapters', 'yomu-core' ) . '</h2><ul id="yomu-doctor-premium">';
		foreach ( PremiumLabels::lines( (array) $report['premium'] ) as $line ) {
			echo '<li>' . esc_html( $line ) . '</li>';
		}
		echo '</ul>';
	}

	/**
	 * One table row per finding, with its examples.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function findings( array $report ): void {
		echo '<h2>' . esc_html__( 'Findings', 'yomu-core' ) . '</h2>';
		echo '<table class="widefat striped" id="yomu-doctor-findings"><thead><tr><th scope="col">' . esc_html__( 'Status', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Rows', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'What', 'yomu-core' ) . '</th></tr></thead><tbody>';
		foreach ( (array) $report['findings'] as $finding ) {
			printf( '<tr data-code="%1$s" data-count="%2$d"><td>%3$s</td><td>%2$d</td><td>%4$s', esc_attr( (string) $finding['code'] ), (int) $finding['count'], esc_html( Labels::severity( (string) $finding['severity'] ) ), esc_html( (string) $finding['label'] ) );
			if ( $finding['items'] ) {
				echo '<ul>';
				foreach ( (array) $finding['items'] as $item ) {
					if ( ! isset( $item['manga'] ) ) {
						printf( '<li><code>%1$s</code> %2$s</li>', esc_html( (string) ( $item['detail'] ?? '' ) ), esc_html( (string) ( $item['reason'] ?? '' ) ) );
						continue;
					}
					$edit = get_edit_post_link( (int) $item['manga'] );
					/* translators: 1: chapter ID, 2: chapter slug, 3: detail. */
					$text = sprintf( __( 'chapter %1$d (%2$s): %3$s', 'yomu-core' ), (int) $item['chapter'], (string) $item['slug'], (string) $item['detail'] );
					printf( '<li><a href="%1$s">%2$s</a> %3$s</li>', esc_url( (string) $edit ), esc_html( get_the_title( (int) $item['manga'] ) ), esc_html( $text ) );
				}
				echo '</ul>';
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Ignored settings and what Yomu adds.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function setup( array $report ): void {
		$settings = (array) $report['settings'];
		echo '<h2>' . esc_html__( 'Madara settings Yomu ignores', 'yomu-core' ) . '</h2><ul id="yomu-doctor-settings">';
		foreach ( (array) $settings['ignored_settings'] as $key ) {
			echo '<li><code>' . esc_html( (string) $key ) . '</code></li>';
		}
		foreach ( (array) $settings['ignored_options'] as $option => $why ) {
			echo '<li><code>' . esc_html( (string) $option ) . '</code>: ' . esc_html( (string) $why ) . '</li>';
		}
		if ( ! $settings['ignored_settings'] && ! $settings['ignored_options'] ) {
			echo '<li>' . esc_html__( 'none', 'yomu-core' ) . '</li>';
		}
		echo '</ul>';
		$activation = (array) $report['activation'];
		echo '<h2>' . esc_html__( 'What Yomu adds to the site', 'yomu-core' ) . '</h2><table class="widefat striped" id="yomu-doctor-activation"><tbody>';
		foreach ( (array) $activation['tables'] as $table ) {
			/* translators: %s: table name. */
			self::presence_row( sprintf( __( 'table %s', 'yomu-core' ), $table['name'] ), (bool) $table['present'] );
		}
		foreach ( (array) $activation['columns'] as $column ) {
			/* translators: %s: table.column */
			self::presence_row( sprintf( __( 'column %s', 'yomu-core' ), $column['table'] . '.' . $column['column'] ), (bool) $column['present'] );
		}
		foreach ( (array) $activation['files'] as $file ) {
			/* translators: %s: file path. */
			self::presence_row( sprintf( __( 'file %s', 'yomu-core' ), $file['path'] ), (bool) $file['present'] );
		}
		echo '</tbody></table>';
	}

	/**
	 * One row of the additions table.
	 *
	 * @param string $what    What Yomu adds.
	 * @param bool   $present Whether it exists.
	 */
	private static function presence_row( string $what, bool $present ): void {
		printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( $what ), esc_html( Labels::presence( $present ) ) );
	}

	/**
	 * "a 1, b 2" from a map.
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
}
