<?php
/**
 * Which of Madara's theme options (`option_tree`) and WP Manga settings (`wp_manga_settings`) Yomu reads: everything
 * else a site set is named by the doctor with the reason it is not carried over (Admin\Doctor\MadaraSettingsCheck,
 * Madara\NotCarriedOver). scripts/madara-options.test.ts fails when the code reads an id that is not listed here.
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
		// Header (Account\UserSection).
		'header_disable_login_buttons',
		// Blog (theme/singular.php).
		'enable_comment',
		'page_comments',
		// Reading (Routing\Reading::volumes_order, Routing\ReadingLayout, theme/inc/chrome.php's sticky header).
		'manga_volumes_order',
		'manga_reading_content_gaps',
		'manga_reading_full_width',
		'manga_reading_sticky_navigation',
		'manga_reading_sticky_navigation_mobile',
		'manga_reading_sticky_header',
		'nav_sticky',
		'manga_reading_text_fontsize',
		'minimal_reading_page',
		// 404 (theme/404.php).
		'page404_head_tag',
		'page404_featured_image',
		'page404_title',
		'page404_content',
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
		// Manga page (title badges, banner, rank, breadcrumbs, one-shot: Listing\TitleBadges, Listing\Rank,
		// Listing\OneShot, the manga template tags, theme/inc/branding.php).
		'hot_badges_bg_color',
		'new_badges_bg_color',
		'custom_badges_bg_color',
		'manga_badge_position',
		'manga_profile_background',
		'manga_rank_views',
		'manga_single_breadcrumb',
		// SEO templates (Seo\PageMeta: pages, and the chapter feed's items).
		'seo_manga_title',
		'seo_manga_desc',
		'seo_chapter_title',
		'seo_chapter_desc',
		'manga_archive_breadcrumb',
		'manga_reading_oneshot',
		// Look (theme/inc/scheme.php, colors.php, menus.php; Listing\FamilySafeSwitch): the light/dark scheme, the
		// colour groups with their page-meta gates, the Family Safe switch.
		'body_schema',
		'body_schema_toggle',
		'custom_colors',
		'link_color_hover',
		'star_color',
		'btn_bg',
		'btn_color',
		'btn_hover_bg',
		'btn_hover_color',
		'header_custom_colors',
		'header_colors',
		'nav_item_color',
		'nav_item_hover_color',
		'header_bottom_custom_colors',
		'header_bottom_colors',
		'header_bottom_bg',
		'bottom_nav_item_color',
		'bottom_nav_item_hover_color',
		'mobile_menu_custom_color',
		'mobile_menu_color',
		'canvas_menu_background',
		'canvas_menu_color',
		'canvas_menu_hover',
		'manga_adult_content',
		// Search (Search\Exclusions).
		'manga_search_exclude_tags',
		'manga_search_exclude_genres',
		'manga_search_exclude_authors',
		// Comments (Comments\Switches): the discussion under chapters and its "Comments for chapter" line.
		'manga_reading_discussion',
		'manga_reading_discussion_heading',
		// Warn (issue 30): the NEW tag (Routing\NewTag), related manga (Listing\Related).
		'manga_new_chapter',
		'manga_new_chapter_time_range',
		'manga_reading_related',
		'manga_single_related_items_count',
		'manga_single_related_items_layout',
		'manga_single_related_item_mobile_width',
		// Sidebars (issue 31: Sidebars\Places, Sidebars\Printer): the bands' containers, backgrounds and spacing (the
		// page's own copies with custom_sidebar_settings), the side column's position per kind of page, the reading
		// page's sidebar.
		'main_top_sidebar_container',
		'main_top_sidebar_background',
		'main_top_sidebar_spacing',
		'main_top_second_sidebar_container',
		'main_top_second_sidebar_background',
		'main_top_second_sidebar_spacing',
		'main_bottom_sidebar_container',
		'main_bottom_sidebar_background',
		'main_bottom_sidebar_spacing',
		'manga_main_top_sidebar_container',
		'manga_main_top_sidebar_background',
		'manga_main_top_sidebar_spacing',
		'manga_main_top_second_sidebar_container',
		'manga_main_top_second_sidebar_background',
		'manga_main_top_second_sidebar_spacing',
		'manga_main_bottom_sidebar_container',
		'manga_main_bottom_sidebar_background',
		'manga_main_bottom_sidebar_spacing',
		'custom_sidebar_settings',
		'archive_sidebar',
		'single_sidebar',
		'page_sidebar',
		'manga_archive_sidebar',
		'manga_single_sidebar',
		'manga_reading_page_sidebar',
		'manga_reading_text_sidebar',
		// Ads (issue 31, Ads\Settings): the AdSense publisher id, each slot's unit id and custom code.
		'adsense_id',
		'adsense_slot_ads_before_content',
		'adsense_slot_ads_after_content',
		'adsense_slot_ads_footer',
		'adsense_slot_ads_wall_left',
		'adsense_slot_ads_wall_right',
		'ads_before_content',
		'ads_after_content',
		'ads_footer',
		'ads_wall_left',
		'ads_wall_right',
	);

	public const MANGA_SETTINGS = array(
		// URLs (Content\PostTypes, Routing).
		'manga_slug',
		'manga_genres_slug',
		'manga_tag_slug',
		'manga_author_slug',
		'manga_artist_slug',
		'manga_release_slug',
		'manga_paged_var',
		// Storage folders (Content\Storage).
		'encrypt_manga_folder_name',
		'encrypt_chapter_folder_name',
		// Members (Account, Bookmarks).
		'user_page',
		'user_bookmark_max',
		// Views (Views).
		'manga_view',
		'chapter_view',
		// Reader (Reader\NavBar, Reader\Options, Reader\VideoPlayer).
		'hosting_selection',
		'hosting_anonymous_name',
		'reading_style_selection',
		'default_video_server',
		'click_to_scroll',
		'keyboard_navigate',
		'navigation_manga_info',
		// Chapter Coin (Premium\Settings).
		'wp_manga_chapter_selling',
		// Pages (Pages\ArchivePage).
		'manga_archive_page',
		// SEO (Seo\PageMeta).
		'single_manga_seo',
		// Breadcrumbs (Seo\Breadcrumbs).
		'breadcrumb_all_manga_link',
		'breadcrumb_first_genre_link',
		// Comments (Comments\Switches, Comments\Disqus): manga and chapter discussions on or off, and their system.
		'enable_comment',
		'default_comment',
		// Warn (issue 30): related manga (Listing\Related).
		'related_manga',
		'related_by',
		// Ratings (Ratings\Rules).
		'user_rating',
		'guest_rating',
		// Chapter feed (Feeds\ChapterRows).
		'manga_feed_max_entries',
	);
}
