<?php
/**
 * What Madara's genre and author/artist widgets share: the terms of a taxonomy (genres even without manga, as
 * Madara lists them) but the excluded ids or slugs, by name, with an optional manga count, in Madara's
 * `.genres_wrap .genres__collapse ul.list-unstyled` and one of its two layouts.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

/**
 * A term list widget.
 */
abstract class TermList extends MangaWidget {

	/** The most terms one list prints (a site with thousands of authors still gets a page of a bounded size). */
	private const MOST = 500;

	/**
	 * The taxonomy listed.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	abstract protected function taxonomy( array $settings ): string;

	/**
	 * The field holding the excluded ids or slugs.
	 */
	abstract protected function exclude_field(): string;

	/**
	 * Whether terms without manga are listed too.
	 */
	abstract protected function include_empty(): bool;

	/**
	 * The count and layout fields both widgets have.
	 *
	 * @return array<string, Field>
	 */
	protected static function shared_fields(): array {
		return array(
			'show_manga_counts' => Field::choice(
				__( 'Show manga counts', 'yomu-core' ),
				array(
					'true'  => __( 'Yes', 'yomu-core' ),
					'false' => __( 'No', 'yomu-core' ),
				),
				'true'
			),
			'layout'            => Field::choice(
				__( 'Layout', 'yomu-core' ),
				array(
					'layout-1' => __( 'Layout 1 (two columns)', 'yomu-core' ),
					'layout-2' => __( 'Layout 2 (more columns where there is room)', 'yomu-core' ),
				),
				'layout-1'
			),
		);
	}

	/**
	 * The list ('' when the taxonomy has no term left).
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$taxonomy = $this->taxonomy( $settings );
		$excluded = TermExclusion::parse( $settings[ $this->exclude_field() ] );
		$terms    = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => ! $this->include_empty(),
				'orderby'    => 'name',
				'order'      => 'ASC',
				'number'     => self::MOST + TermExclusion::size( $excluded ),
			)
		);
		$items    = '';
		$shown    = 0;
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link = ! TermExclusion::excludes( $excluded, $term ) && $shown < self::MOST ? get_term_link( $term ) : null;
			if ( ! is_string( $link ) ) {
				continue;
			}
			++$shown;
			$count  = 'true' === $settings['show_manga_counts'] ? sprintf( ' <span class="count">(%s)</span>', esc_html( number_format_i18n( $term->count ) ) ) : '';
			$items .= sprintf( '<li><a href="%1$s">%2$s%3$s</a></li>', esc_url( $link ), esc_html( $term->name ), $count );
		}
		if ( '' === $items ) {
			return '';
		}
		return sprintf(
			'<div class="genres_wrap %1$s"><div class="genres__collapse"><ul class="list-unstyled">%2$s</ul></div></div>',
			esc_attr( $settings['layout'] ),
			$items
		);
	}
}
