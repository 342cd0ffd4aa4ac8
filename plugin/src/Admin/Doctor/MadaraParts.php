<?php
/**
 * Madara's sidebars, widgets, shortcodes and Gutenberg blocks (MADARA-SITE.md §8.3, §8.4), in one place for the
 * doctor's widget and shortcode checks.
 *
 * Yomu takes over Madara's 15 sidebar ids, its 11 widget id_bases and its 8 shortcodes (issue 31). While Madara is
 * still the active theme, which is when the doctor matters, the sidebars, widgets and shortcodes registered at run
 * time are Madara's own, so they cannot say what Yomu will show: the doctor relies on these lists then. Under the
 * Yomu theme it asks WordPress instead ($wp_registered_sidebars, $wp_widget_factory, $shortcode_tags), so it stays
 * right before and after each part lands.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * The lists.
 */
final class MadaraParts {

	/**
	 * Madara's sidebar ids with Madara's names; Yomu's theme shows every one (woo_sidebar, WooCommerce's, is not here).
	 */
	public const SIDEBARS = array(
		'main_sidebar'                  => 'Main Sidebar',
		'single_post_sidebar'           => 'Single Post Sidebar',
		'search_sidebar'                => 'Search Sidebar',
		'top_sidebar'                   => 'Main Top Sidebar',
		'top_second_sidebar'            => 'Main Top Second Sidebar',
		'body_top_sidebar'              => 'Body Top Sidebar',
		'body_bottom_sidebar'           => 'Body Bottom Sidebar',
		'bottom_sidebar'                => 'Main Bottom Sidebar',
		'footer_sidebar'                => 'Footer Sidebar',
		'manga_main_top_sidebar'        => 'WP Manga - Main Top Sidebar',
		'manga_main_top_second_sidebar' => 'WP Manga - Main Top Second Sidebar',
		'manga_main_bottom_sidebar'     => 'WP Manga - Main Bottom Sidebar',
		'manga_archive_sidebar'         => 'WP Manga - Archives Sidebar',
		'manga_single_sidebar'          => 'WP Manga - Single Sidebar',
		'manga_reading_sidebar'         => 'WP Manga - Reading Page Sidebar',
	);

	/**
	 * Madara's widget id_bases with Madara's names; Yomu provides every one.
	 */
	public const WIDGETS = array(
		'manga-recent'             => 'WP Manga: Manga Posts',
		'manga-slider'             => 'WP Manga: Manga Hero Slider',
		'manga-popular-slider'     => 'WP Manga: Manga Popular Slider',
		'manga-search'             => 'WP Manga: Manga Search',
		'manga-genres-id'          => 'WP Manga: Manga Genres',
		'wp_manga_release_id'      => 'WP Manga : Manga Release Years',
		'manga-authors-id'         => 'WP Manga: Manga Authors/Artists',
		'wp-manga-user-section-id' => 'WP Manga : User section',
		'manga-bookmark-id'        => 'WP Manga : Manga Bookmark',
		'manga-history-id'         => 'WP Manga : Manga History',
		'c-w-posts'                => 'Madara - Posts',
	);

	/**
	 * Widgets Madara ships but never loads (1.7.4.1): an instance of one never showed, under Madara either.
	 */
	public const NEVER_LOADED = array(
		'manga-taxonomy' => 'WP Manga: Manga Taxonomy',
	);

	/**
	 * Madara's shortcodes (Madara - Shortcodes, and Madara Core's bookmarks); Yomu provides every one.
	 */
	public const SHORTCODES = array( 'manga_listing', 'manga_grid', 'manga_info', 'manga_chapters', 'manga_post_slider', 'manga_heading', 'manga_blog', 'wp-manga-my-bookmarks' );

	/**
	 * Other shortcodes found on Madara sites, with what provides them there.
	 */
	public const OTHER_SHORTCODES = array(
		'manga-user-page'             => 'Madara Core',
		'wp_manga_bought'             => 'WP Manga - Chapter Coin',
		'wp_manga_top_bought'         => 'WP Manga - Chapter Coin',
		'wp_manga_user_balance'       => 'WP Manga - Chapter Coin',
		'wp_manga_author_revenue'     => 'WP Manga - Chapter Coin',
		'muupro_upload_manga'         => 'WP Manga Member Upload PRO',
		'muupro_upload_chapters'      => 'WP Manga Member Upload PRO',
		'muupro_upload_novel_chapter' => 'WP Manga Member Upload PRO',
		'apss_share'                  => 'AccessPress Social Share',
	);

	/**
	 * Madara's Gutenberg blocks and the shortcode each one saves: the stored post content is that shortcode's text.
	 */
	public const BLOCKS = array(
		'wp-manga/gutenberg-manga-listing-block'  => 'manga_listing',
		'wp-manga/gutenberg-manga-grid-block'     => 'manga_grid',
		'wp-manga/gutenberg-manga-info-block'     => 'manga_info',
		'wp-manga/gutenberg-manga-chapters-block' => 'manga_chapters',
		'wp-manga/gutenberg-manga-sliders-block'  => 'manga_post_slider',
		'wp-manga/gutenberg-heading-block'        => 'manga_heading',
		'wp-manga/gutenberg-bookmarks-block'      => 'wp-manga-my-bookmarks',
	);

	/**
	 * Every shortcode tag the doctor looks for.
	 *
	 * @return string[]
	 */
	public static function tags(): array {
		return array_merge( self::SHORTCODES, array_keys( self::OTHER_SHORTCODES ) );
	}
}
