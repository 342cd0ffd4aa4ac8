<?php
/**
 * The widgets and shortcodes tables of Tools → Yomu doctor (every value escaped on output).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * HTML sections for the widgets and shortcodes.
 */
final class ScreenParts {

	/**
	 * One row per placed widget.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function widgets( array $report ): void {
		$widgets = (array) $report['widgets'];
		echo '<h2>' . esc_html__( 'Widgets', 'yomu-core' ) . '</h2><p>' . esc_html( PartsLabels::widgets_summary( $widgets ) ) . '</p>';
		if ( ! $widgets ) {
			return;
		}
		echo '<table class="widefat striped" id="yomu-doctor-widgets"><thead><tr><th scope="col">' . esc_html__( 'Sidebar', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Widget', 'yomu-core' ) . '</th><th scope="col">' . esc_html__( 'Under Yomu', 'yomu-core' ) . '</th></tr></thead><tbody>';
		foreach ( $widgets as $row ) {
			printf(
				'<tr data-widget="%1$s" data-status="%2$s" data-renders="%3$d"><td><code>%4$s</code> %5$s</td><td><code>%1$s</code> %6$s%7$s</td><td><strong>%8$s</strong>: %9$s</td></tr>',
				esc_attr( (string) $row['widget'] ),
				esc_attr( (string) $row['status'] ),
				(int) $row['renders'],
				esc_html( (string) $row['sidebar'] ),
				esc_html( (string) $row['sidebar_name'] ),
				esc_html( (string) $row['name'] ),
				'' !== $row['title'] ? ' “' . esc_html( (string) $row['title'] ) . '”' : '',
				esc_html( PartsLabels::verdict( (bool) $row['renders'] ) ),
				esc_html( (string) $row['reason'] )
			);
		}
		echo '</tbody></table>';
	}

	/**
	 * One row per shortcode, then per block, with a few of the posts using it.
	 *
	 * @param array<string, mixed> $report Report::build().
	 */
	public static function shortcodes( array $report ): void {
		$shortcodes = (array) $report['shortcodes'];
		echo '<h2>' . esc_html__( 'Shortcodes', 'yomu-core' ) . '</h2><p>' . esc_html( PartsLabels::shortcodes_summary( $shortcodes ) ) . '</p>';
		foreach ( array(
			'tags'   => 'yomu-doctor-shortcodes',
			'blocks' => 'yomu-doctor-blocks',
		) as $key => $id ) {
			if ( ! $shortcodes[ $key ] ) {
				continue;
			}
			printf( '<table class="widefat striped" id="%1$s"><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>', esc_attr( $id ), 'tags' === $key ? esc_html__( 'Shortcode', 'yomu-core' ) : esc_html__( 'Block', 'yomu-core' ), esc_html__( 'Used in', 'yomu-core' ), esc_html__( 'Under Yomu', 'yomu-core' ) );
			foreach ( (array) $shortcodes[ $key ] as $row ) {
				$name  = 'tags' === $key ? '[' . $row['tag'] . ']' : (string) $row['block'];
				$links = array();
				foreach ( (array) $row['examples'] as $post ) {
					$links[] = sprintf( '<a href="%1$s">%2$s</a>', esc_url( (string) $post['edit'] ), esc_html( '' !== $post['title'] ? (string) $post['title'] : '#' . $post['id'] ) );
				}
				printf(
					'<tr data-name="%1$s" data-status="%2$s" data-renders="%3$d" data-posts="%4$d"><td><code>%5$s</code></td><td>%6$s: %7$s</td><td><strong>%8$s</strong>: %9$s</td></tr>',
					esc_attr( $name ),
					esc_attr( (string) $row['status'] ),
					(int) $row['renders'],
					(int) $row['posts'],
					esc_html( $name ),
					esc_html( PartsLabels::posts( (int) $row['posts'] ) ),
					wp_kses( implode( ', ', $links ), array( 'a' => array( 'href' => true ) ) ),
					esc_html( PartsLabels::verdict( (bool) $row['renders'] ) ),
					esc_html( (string) $row['reason'] )
				);
			}
			echo '</tbody></table>';
		}
	}
}
