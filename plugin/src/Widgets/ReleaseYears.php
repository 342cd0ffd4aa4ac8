<?php
/**
 * WP Manga : Manga Release Years (`wp_manga_release_id`): the release years that have manga, newest first, four
 * to a line, with Madara's optional "Other…" box that goes to any year (ReleaseRedirect takes a year without a
 * page of its own to the manga search).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * The widget.
 */
final class ReleaseYears extends MangaWidget {

	/** Years per line, as Madara prints them. */
	private const PER_LINE = 4;

	/** The most years "all" lists (a bounded page). */
	private const MOST = 500;

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'wp_manga_release_id';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga : Manga Release Years', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'The release years that have manga, newest first.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'wp_manga_wg_year_release c-released';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array(
			'title'      => Field::text( __( 'Title', 'yomu-core' ) ),
			'exclude'    => Field::text( __( 'Excluded years (comma-separated ids or slugs)', 'yomu-core' ) ),
			'number'     => Field::number( __( 'Number of years (0: all)', 'yomu-core' ), 20, 0, 500 ),
			'go_release' => Field::choice(
				__( 'Box to go to another year', 'yomu-core' ),
				array(
					'true'  => __( 'Yes', 'yomu-core' ),
					'false' => __( 'No', 'yomu-core' ),
				),
				'true'
			),
		);
	}

	/**
	 * The years.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$excluded = TermExclusion::parse( $settings['exclude'] );
		$terms    = get_terms(
			array(
				'taxonomy'   => 'wp-manga-release',
				'hide_empty' => true,
				'orderby'    => 'name',
				'order'      => 'DESC',
				'number'     => ( (int) $settings['number'] > 0 ? (int) $settings['number'] : self::MOST ) + TermExclusion::size( $excluded ),
			)
		);
		$links    = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link = TermExclusion::excludes( $excluded, $term ) ? null : get_term_link( $term );
			if ( is_string( $link ) ) {
				$links[] = sprintf( '<a href="%1$s">%2$s</a>', esc_url( $link ), esc_html( $term->name ) );
			}
		}
		$links = array_slice( $links, 0, (int) $settings['number'] > 0 ? (int) $settings['number'] : self::MOST );
		if ( ! $links && 'true' !== $settings['go_release'] ) {
			return '';
		}
		$lines = '';
		foreach ( array_chunk( $links, self::PER_LINE ) as $line ) {
			$lines .= '<li>' . implode( '', $line ) . '</li>';
		}
		return sprintf( '<div class="c-released_content"><div class="released-item-wrap"><ul class="list-released">%1$s</ul></div>%2$s</div>', $lines, 'true' === $settings['go_release'] ? self::box() : '' );
	}

	/**
	 * The "Other…" box: a GET form for ?wp-manga-release=YYYY.
	 */
	private static function box(): string {
		$id = wp_unique_id( 'release-year-' );
		return sprintf(
			'<div class="released-search"><form method="get" action="%1$s"><label class="screen-reader-text" for="%2$s">%3$s</label>'
			. '<input id="%2$s" type="text" inputmode="numeric" pattern="[0-9]{1,4}" maxlength="4" name="wp-manga-release" placeholder="%4$s">'
			. '<button type="submit">%5$s</button></form></div>',
			esc_url( home_url( '/' ) ),
			esc_attr( $id ),
			esc_html__( 'Release year', 'yomu-core' ),
			esc_attr__( 'Other…', 'yomu-core' ),
			esc_html__( 'Go', 'yomu-core' )
		);
	}
}
