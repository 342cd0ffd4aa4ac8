<?php
/**
 * WP Manga: Manga Search (`manga-search`): Yomu's manga search form (a plain GET search, live suggestions from
 * the live-search island on first touch) with Madara's link to the advanced search.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Bridge\Island;

/**
 * The widget.
 */
final class MangaSearch extends MangaWidget {

	/**
	 * Madara's id_base.
	 */
	public static function id_base(): string {
		return 'manga-search';
	}

	/**
	 * The name in wp-admin.
	 */
	protected static function label(): string {
		return __( 'WP Manga: Manga Search', 'yomu-core' );
	}

	/**
	 * The description in wp-admin.
	 */
	protected static function description(): string {
		return __( 'A manga search box with a link to the advanced search.', 'yomu-core' );
	}

	/**
	 * Madara's wrapper classes.
	 */
	protected static function classname(): string {
		return 'manga-widget widget-manga-search';
	}

	/**
	 * The instance fields.
	 *
	 * @return array<string, Field>
	 */
	protected function fields(): array {
		return array(
			'title'           => Field::text( __( 'Title', 'yomu-core' ) ),
			'search_advanced' => Field::text( __( 'Advanced search link text (empty: no link)', 'yomu-core' ), __( 'Advanced', 'yomu-core' ) ),
		);
	}

	/**
	 * The form.
	 *
	 * @param array<string, string> $settings Settings.
	 */
	protected function body( array $settings ): string {
		$id   = wp_unique_id( 'manga-search-widget-' );
		$form = sprintf(
			'<form class="manga-search-form search-form" role="search" action="%1$s" method="get"><label class="screen-reader-text" for="%2$s">%3$s</label>'
			. '<input id="%2$s" type="search" name="s" placeholder="%4$s"><input type="hidden" name="post_type" value="wp-manga">'
			. '<button type="submit" class="search-form__submit">%5$s</button></form>',
			esc_url( home_url( '/' ) ),
			esc_attr( $id ),
			esc_html__( 'Search manga', 'yomu-core' ),
			esc_attr__( 'Search manga…', 'yomu-core' ),
			esc_html__( 'Search', 'yomu-core' )
		);
		$form = class_exists( Island::class ) ? Island::render( 'live-search', array(), $form, 'interaction' ) : $form;
		// Saved instances keep Madara's default when the field was never set; an owner who emptied it hides the link.
		$link = '' === $settings['search_advanced'] ? '' : sprintf(
			'<div class="link-adv-search"><a href="%1$s">%2$s</a></div>',
			// Madara's link as it writes it: WordPress's query builder would drop the equals sign of the empty search.
			esc_url( home_url( '/?s=&post_type=wp-manga' ) ),
			esc_html( $settings['search_advanced'] )
		);
		return '<div class="search-navigation__wrap">' . $form . $link . '</div>';
	}
}
