<?php
/**
 * Which of Madara's theme options (`option_tree`) Yomu reads: everything else a site set is named by the doctor as
 * not carried over (Admin\Doctor\ThemeOptionsCheck). scripts/madara-options.test.ts fails when the code reads an
 * option that is not listed here.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Madara;

/**
 * The list.
 */
final class CarriedOver {

	public const THEME_OPTIONS = array(
		// Reading (Routing\Reading, Reader\Options, the reading template).
		'manga_reading_style',
		'manga_reading_images_per_page',
		'manga_chapters_order',
		'manga_chapters_select_order',
		'manga_page_reading_ajax',
		'manga_reading_preload_images',
		'madara_reading_history_items',
		'chapter_heading',
		// Branding (theme/inc/branding.php).
		'logo_image',
		'retina_logo_image',
		'logo_image_size',
		'login_logo_image',
		'mobile_browser_header_color',
		'site_custom_colors',
		'main_color',
		'custom_css',
		'copyright',
		'facebook',
		'twitter',
		'linkedin',
		'tumblr',
		'google-plus',
		'pinterest',
		'youtube',
		'flickr',
		'dribbble',
		'behance',
		'envelope',
		'rss',
		'custom_social_account',
		'open_social_link_new_tab',
		// Blog (theme/singular.php).
		'enable_comment',
		'page_comments',
		// Pages (Pages\FrontPage: the Front-Page template's page settings, each falling back to the theme option).
		'page_content',
		'manga_type',
		'manga_genres',
		'manga_tags',
		'manga_status',
		'page_post_count',
		'page_post_orderby',
		'frontpage_orderby_trending_timerange',
		'manga_filter_by_characters',
		'ignore_ids',
		'manga_archives_item_layout',
		'archive_heading_text',
		'archive_navigation',
		'page_post_cats',
		'page_post_tags',
		'page_post_ids',
		'page_post_order',
		'page_title',
	);
}
