<?php
/**
 * The widgets and shortcodes parts of the report in words: the text report's lines, and the sentences the admin
 * screen shares with it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * Widget and shortcode sentences.
 */
final class PartsLabels {

	/**
	 * "will show" / "will not show".
	 *
	 * @param bool $renders Whether it renders.
	 */
	public static function verdict( bool $renders ): string {
		return $renders ? __( 'will show', 'yomu-core' ) : __( 'will not show', 'yomu-core' );
	}

	/**
	 * The widgets summary.
	 *
	 * @param array<int, array<string, mixed>> $widgets Report widgets.
	 */
	public static function widgets_summary( array $widgets ): string {
		if ( ! $widgets ) {
			return __( 'No widgets are placed (sidebars_widgets is empty).', 'yomu-core' );
		}
		return sprintf(
			/* translators: 1: widgets placed, 2: widgets that will show. */
			__( 'Widgets (sidebars_widgets): %1$d placed, %2$d will show.', 'yomu-core' ),
			count( $widgets ),
			count( array_filter( array_column( $widgets, 'renders' ) ) )
		);
	}

	/**
	 * The shortcodes summary.
	 *
	 * @param array<string, mixed> $shortcodes Report shortcodes.
	 */
	public static function shortcodes_summary( array $shortcodes ): string {
		$line = sprintf(
			/* translators: %d: posts read. */
			_n( 'Madara\'s shortcodes and blocks in published posts, pages and reusable blocks (%d post mentions them):', 'Madara\'s shortcodes and blocks in published posts, pages and reusable blocks (%d posts mention them):', (int) $shortcodes['scanned'], 'yomu-core' ),
			(int) $shortcodes['scanned']
		);
		if ( empty( $shortcodes['complete'] ) ) {
			/* translators: %d: most posts read. */
			$line .= ' ' . sprintf( __( 'only the first %d were read.', 'yomu-core' ), (int) $shortcodes['scanned'] );
		}
		return $line;
	}

	/**
	 * How many posts, in words.
	 *
	 * @param int $posts Posts.
	 */
	public static function posts( int $posts ): string {
		/* translators: %d: number of posts. */
		return sprintf( _n( '%d post', '%d posts', $posts, 'yomu-core' ), $posts );
	}

	/**
	 * The text report's widget lines, grouped by sidebar.
	 *
	 * @param array<int, array<string, mixed>> $widgets Report widgets.
	 * @return string[]
	 */
	public static function widget_lines( array $widgets ): array {
		$lines   = array( self::widgets_summary( $widgets ) );
		$sidebar = null;
		foreach ( $widgets as $row ) {
			if ( $row['sidebar'] !== $sidebar ) {
				$sidebar = $row['sidebar'];
				$lines[] = '  ' . $sidebar . ( '' !== $row['sidebar_name'] ? ' (' . $row['sidebar_name'] . ')' : '' );
			}
			$title   = '' !== $row['title'] ? ' “' . $row['title'] . '”' : '';
			$lines[] = '    ' . $row['widget'] . ', ' . $row['name'] . $title . ': ' . self::verdict( (bool) $row['renders'] ) . ' (' . $row['reason'] . ')';
		}
		return $lines;
	}

	/**
	 * The text report's shortcode and block lines, each with its example posts.
	 *
	 * @param array<string, mixed> $shortcodes Report shortcodes.
	 * @return string[]
	 */
	public static function shortcode_lines( array $shortcodes ): array {
		$lines = array( self::shortcodes_summary( $shortcodes ) );
		if ( ! $shortcodes['tags'] && ! $shortcodes['blocks'] ) {
			$lines[] = '  ' . __( 'none', 'yomu-core' );
		}
		foreach ( array_merge( (array) $shortcodes['tags'], (array) $shortcodes['blocks'] ) as $row ) {
			$name    = isset( $row['block'] ) ? (string) $row['block'] : '[' . $row['tag'] . ']';
			$lines[] = '  ' . $name . ', ' . self::posts( (int) $row['posts'] ) . ': ' . self::verdict( (bool) $row['renders'] ) . ' (' . $row['reason'] . ')';
			foreach ( (array) $row['examples'] as $post ) {
				$lines[] = '      ' . $post['title'] . ' ' . $post['edit'];
			}
		}
		return $lines;
	}
}
