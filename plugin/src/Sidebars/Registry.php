<?php
/**
 * Madara's sidebars under Madara's ids (MADARA-SITE.md §8.3): an owner's `sidebars_widgets` carries over as it is.
 * WordPress keeps a sidebar's widgets across a theme switch only when a sidebar of the same id is registered when
 * the switch completes (retrieve_widgets() on after_switch_theme); the others go to Inactive, and a switch back
 * has to rebuild the layout from a snapshot. The plugin registers them, not the theme, so the ids exist under any
 * theme while Yomu Core is active: a move to Yomu, to another theme and back to Madara finds every widget where the
 * owner put it, and the widgets of Yomu\Core\Widgets have their places wherever the plugin runs. Yomu never
 * writes `sidebars_widgets`: WordPress does, and with the same ids it writes the same value.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Sidebars;

/**
 * The ids, their names and Madara's widget and title markup.
 */
final class Registry {

	/**
	 * The ids, in Madara's order (sidebars() gives their names and markup).
	 */
	public const IDS = array( 'main_sidebar', 'single_post_sidebar', 'search_sidebar', 'top_sidebar', 'top_second_sidebar', 'body_top_sidebar', 'body_bottom_sidebar', 'bottom_sidebar', 'footer_sidebar', 'manga_main_top_sidebar', 'manga_main_top_second_sidebar', 'manga_main_bottom_sidebar', 'woo_sidebar', 'manga_archive_sidebar', 'manga_single_sidebar', 'manga_reading_sidebar' );

	/**
	 * Madara's row wrapper (main, single post and the three sidebars of WP Manga's core).
	 */
	private const ROW = 'row';

	/**
	 * Madara's theme sidebars: the wrapper without the row.
	 */
	private const PLAIN = 'plain';

	/**
	 * Titles: `.widget-heading.font-nav > h5.heading` (theme sidebars).
	 */
	private const TITLE_THEME = 'theme';

	/**
	 * Titles: `.widget-title > h4.heading` (WP Manga core's sidebars).
	 */
	private const TITLE_CORE = 'core';

	/**
	 * Titles: `.widget-title > .c-blog__heading.style-2.font-heading > h4` (the manga bands and body bottom).
	 */
	private const TITLE_STYLE_2 = 'style-2';

	/**
	 * Hooks the registration.
	 */
	public static function register(): void {
		add_action( 'widgets_init', array( self::class, 'register_sidebars' ) );
	}

	/**
	 * Registers every sidebar (woo_sidebar only with WooCommerce, as Madara does).
	 */
	public static function register_sidebars(): void {
		foreach ( self::sidebars() as $id => $sidebar ) {
			if ( 'woo_sidebar' === $id && ! class_exists( 'WooCommerce' ) ) {
				continue;
			}
			register_sidebar( self::args( $id, $sidebar ) );
		}
	}

	/**
	 * The sidebars in Madara's order: id => [name, description, wrapper, title].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function sidebars(): array {
		return array(
			'main_sidebar'                  => array( __( 'Main Sidebar', 'yomu-core' ), __( 'Side column of the blog and pages, and of any page whose own sidebar is empty.', 'yomu-core' ), self::ROW, self::TITLE_THEME ),
			'single_post_sidebar'           => array( __( 'Single Post Sidebar', 'yomu-core' ), __( 'Side column of blog posts.', 'yomu-core' ), self::ROW, self::TITLE_THEME ),
			'search_sidebar'                => array( __( 'Search Sidebar', 'yomu-core' ), __( 'In the header search panel.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'top_sidebar'                   => array( __( 'Main Top Sidebar', 'yomu-core' ), __( 'Band above the content of pages other than manga pages.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'top_second_sidebar'            => array( __( 'Main Top Second Sidebar', 'yomu-core' ), __( 'Second band above the content of pages other than manga pages.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'body_top_sidebar'              => array( __( 'Body Top Sidebar', 'yomu-core' ), __( 'Top of the main column.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'body_bottom_sidebar'           => array( __( 'Body Bottom Sidebar', 'yomu-core' ), __( 'End of the main column.', 'yomu-core' ), self::PLAIN, self::TITLE_STYLE_2 ),
			'bottom_sidebar'                => array( __( 'Main Bottom Sidebar', 'yomu-core' ), __( 'Band below the content of pages other than manga pages.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'footer_sidebar'                => array( __( 'Footer Sidebar', 'yomu-core' ), __( 'Top of the footer.', 'yomu-core' ), self::PLAIN, self::TITLE_THEME ),
			'manga_main_top_sidebar'        => array( __( 'WP Manga - Main Top Sidebar', 'yomu-core' ), __( 'Band above the content of manga pages: home, archives, genres, manga search, the manga page and chapters.', 'yomu-core' ), self::PLAIN, self::TITLE_STYLE_2 ),
			'manga_main_top_second_sidebar' => array( __( 'WP Manga - Main Top Second Sidebar', 'yomu-core' ), __( 'Second band above the content of manga pages.', 'yomu-core' ), self::PLAIN, self::TITLE_STYLE_2 ),
			'manga_main_bottom_sidebar'     => array( __( 'WP Manga - Main Bottom Sidebar', 'yomu-core' ), __( 'Band below the content of manga pages.', 'yomu-core' ), self::PLAIN, self::TITLE_STYLE_2 ),
			'woo_sidebar'                   => array( __( 'Shop Sidebar', 'yomu-core' ), __( 'Side column of the shop pages.', 'yomu-core' ), self::ROW, self::TITLE_THEME ),
			'manga_archive_sidebar'         => array( __( 'WP Manga - Archives Sidebar', 'yomu-core' ), __( 'Side column of manga archives, genres and the Manga Archive Page.', 'yomu-core' ), self::ROW, self::TITLE_CORE ),
			'manga_single_sidebar'          => array( __( 'WP Manga - Single Sidebar', 'yomu-core' ), __( 'Side column of the manga page.', 'yomu-core' ), self::ROW, self::TITLE_CORE ),
			'manga_reading_sidebar'         => array( __( 'WP Manga - Reading Page Sidebar', 'yomu-core' ), __( 'Chapter page, after the chapter and its comments.', 'yomu-core' ), self::ROW, self::TITLE_CORE ),
		);
	}

	/**
	 * A sidebar's registered name, or '' for an id that is not Madara's.
	 *
	 * @param string $id Sidebar id.
	 */
	public static function name( string $id ): string {
		return self::sidebars()[ $id ][0] ?? '';
	}

	/**
	 * The arguments of register_sidebar() with Madara's wrappers, so custom CSS written for Madara still applies.
	 *
	 * @param string                                            $id      Sidebar id.
	 * @param array{0: string, 1: string, 2: string, 3: string} $sidebar Its row of sidebars().
	 * @return array{id: string, name: string, description: string, before_widget: string, after_widget: string, before_title: string, after_title: string}
	 */
	private static function args( string $id, array $sidebar ): array {
		list( $name, $description, $wrapper, $title ) = $sidebar;
		$before                                       = '<div id="%1$s" class="widget %2$s"><div class="widget__inner %2$s__inner c-widget-wrap">';
		$after                                        = '</div></div>';
		if ( self::ROW === $wrapper ) {
			$before = '<div class="row">' . $before;
			$after .= '</div>';
		}
		$titles = array(
			self::TITLE_THEME   => array( '<div class="widget-heading font-nav"><h5 class="heading">', '</h5></div>' ),
			self::TITLE_CORE    => array( '<div class="widget-title"><h4 class="heading">', '</h4></div>' ),
			self::TITLE_STYLE_2 => array( '<div class="widget-title"><div class="c-blog__heading style-2 font-heading"><h4>', '</h4></div></div>' ),
		);
		return array(
			'id'            => $id,
			'name'          => $name,
			'description'   => $description,
			'before_widget' => $before,
			'after_widget'  => $after,
			'before_title'  => $titles[ $title ][0],
			'after_title'   => $titles[ $title ][1],
		);
	}
}
