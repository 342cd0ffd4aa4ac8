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
		// Search (Search\Exclusions).
		'manga_search_exclude_tags',
		'manga_search_exclude_genres',
		'manga_search_exclude_authors',
	);
}
