<?php
/**
 * Madara's settings Yomu does not read, each with the reason and what the site shows instead (issue 29 item 2):
 * the doctor prints these next to every such option a site set, and README "Madara's settings carried over" has
 * the same table. Ids use shell patterns (`main_font_*`). scripts/madara-options.test.ts keeps this list, the
 * CarriedOver list and the README in step.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Madara;

/**
 * The reasons.
 */
final class NotCarriedOver {

	/**
	 * The reason a theme option (`option_tree` id) is not read, or null when no reason is recorded.
	 *
	 * @param string $id Option id.
	 */
	public static function theme_option( string $id ): ?string {
		return self::find( self::theme_option_groups(), $id );
	}

	/**
	 * The reason a `wp_manga_settings` key is not read, or null when no reason is recorded.
	 *
	 * @param string $key Settings key.
	 */
	public static function manga_setting( string $key ): ?string {
		return self::find( self::manga_setting_groups(), $key );
	}

	/**
	 * What the doctor says of a setting no list knows (an add-on's, or an older Madara's).
	 */
	public static function unknown(): string {
		return __( 'Yomu has no use for this setting: nothing reads it.', 'yomu-core' );
	}

	/**
	 * Theme options by reason.
	 *
	 * @return array<int, array{0: string[], 1: string}>
	 */
	public static function theme_option_groups(): array {
		return array(
			array(
				array( 'font_using_custom', 'main_font_*', 'heading_font_*', 'h?_line_height', 'h?_font_weight', 'navigation_font_*', 'meta_font_*', 'custom_font_*', 'google_font_api_key' ),
				__( 'Fonts: Yomu uses its own type scale and the visitor\'s system fonts, so no font file delays the first paint. Text shows in the system font.', 'yomu-core' ),
			),
			array(
				array( 'pre_loading', 'pre_loading_logo', 'pre_loading_bg_color', 'pre_loading_icon_color', 'ajax_loading_effect' ),
				__( 'Page preloader: Yomu paints pages at once, so there is no preloader screen to show.', 'yomu-core' ),
			),
			array(
				array( 'static_icon', 'archive_heading_icon', 'loading_fontawesome', 'loading_ionicons', 'loading_ct_icons' ),
				__( 'Icon fonts: Yomu draws its own icons inline and loads no icon font. Headings show without the icon.', 'yomu-core' ),
			),
			array(
				array( 'nav_sub_*', 'bottom_nav_sub_*' ),
				__( 'Drop-down menu colours: Yomu\'s menus open no drop-down panels, so sub-items take the menu\'s own colours.', 'yomu-core' ),
			),
			array(
				array( 'main_color_end' ),
				__( 'Gradient end colour: Yomu uses the main colour alone, without Madara\'s gradient.', 'yomu-core' ),
			),
			array(
				array( 'sticky_logo', 'desktop_logo_image' ),
				__( 'Madara 1.7.4.1 has no screen for these logos: Yomu shows the main logo everywhere.', 'yomu-core' ),
			),
			array(
				array( 'facebook_app_id' ),
				__( 'Facebook no longer reads fb:app_id for shared links: the tag is not printed.', 'yomu-core' ),
			),
			array(
				array( 'header_style', 'header_bottom_border' ),
				__( 'Header layout: Yomu has one header, as wide as the page content; the sub-header has its own border.', 'yomu-core' ),
			),
			array(
				array( 'scroll_effect' ),
				__( 'Smooth-scroll script: Yomu keeps the browser\'s own scrolling.', 'yomu-core' ),
			),
			array(
				array( 'lazyload', 'madara_ajax_search', 'go_to_top', 'madara_reading_history', 'madara_reading_history_delay' ),
				__( 'Always on in Yomu: images below the first screen load lazily, the search suggests as you type, the go-to-top button shows, and members\' reading history is kept.', 'yomu-core' ),
			),
			array(
				array( 'madara_misc_thumb_*', 'madara_manga_big_thumb', 'madara_manga_big_thumb_full' ),
				__( 'Image sizes: Yomu makes its own cover sizes and serves the one that fits the screen.', 'yomu-core' ),
			),
			array(
				array( 'amp', 'amp_image_height', 'amp_manga_reading_style', 'amp_fontawesome_key' ),
				__( 'AMP: Yomu\'s own pages load faster than Madara\'s AMP pages, so no AMP copies are served.', 'yomu-core' ),
			),
			array(
				array( 'polylang_footer' ),
				__( 'The Polylang footer switcher is not printed: add Polylang\'s language switcher to a menu instead.', 'yomu-core' ),
			),
			array(
				array( 'login_popup_background', 'search_header_background', 'manga_archive_breadcrumb_bg' ),
				__( 'Background images of the sign-in dialog and the search and archive headers: Yomu shows these on the site\'s own colours.', 'yomu-core' ),
			),
			array(
				array( 'user_settings_weak_password' ),
				__( 'Yomu\'s account page follows WordPress\'s password rules.', 'yomu-core' ),
			),
			array(
				array( 'echo_meta_tags', 'manga_single_meta_author' ),
				__( 'Meta tags are always printed, by Yomu or by the active SEO plugin, with the SEO templates applied; the structured data names no post author.', 'yomu-core' ),
			),
			array(
				array( 'manga_reading_social_share' ),
				__( 'Share buttons need AccessPress Social Share, which Yomu does not print: pages show no share buttons.', 'yomu-core' ),
			),
			array(
				array( 'madara_disable_imagetoolbar', 'manga_reading_navigation_by_pointer' ),
				__( 'Yomu\'s reader has its own tap zones and image handling: clicking the left or right of a page turns it.', 'yomu-core' ),
			),
			array(
				array( 'archive_margin_top', 'archive_content_columns', 'archive_breadcrumbs', 'archive_navigation_same_term', 'archive_navigation_term_taxonomy', 'archive_post_excerpt', 'single_excerpt', 'single_featured_image', 'single_tags', 'post_meta_tags', 'single_category', 'single_reverse_nav', 'page_meta_tags', 'page_custom_css', 'blog_heading', 'custom_excerpt_length', 'single_author', 'related_posts_*', 'sharing_*', 'rtl' ),
				__( 'Blog layout: posts and pages show Yomu\'s layout (title, date, featured image, content, tags, comments); the right-to-left direction follows the site language.', 'yomu-core' ),
			),
			array(
				array( 'manga_archive_heading', 'manga_archive_genres', 'manga_archive_genres_collapse', 'manga_archive_genres_title', 'manga_archives_item_mobile_width', 'manga_single_allow_thumb_gif', 'manga_archive_latest_chapter_on_thumbnail', 'manga_archives_item_type_icon', 'manga_archives_item_type_text', 'manga_archive_limit_visible_lines', 'manga_archive_latest_chapters_visible', 'manga_archives_item_volume' ),
				__( 'Manga listings show Yomu\'s cards: cover, title, rating and the two latest chapters, with the genre filter above the list.', 'yomu-core' ),
			),
			array(
				array( 'manga_bookmark_list_orderby', 'manga_bookmark_list_order', 'manga_reader_setting' ),
				__( 'The account page shows bookmarks newest first and always offers the reader settings.', 'yomu-core' ),
			),
			array(
				array( 'manga_profile_summary_layout', 'manga_single_info_visibility', 'manga_single_tags_post', 'manga_single_summary', 'manga_single_chapters_list', 'init_links_enabled', 'manga_detail_lazy_chapters', 'manga_single_chapters_list_cols', 'manga_hover_details' ),
				__( 'The manga page shows Yomu\'s layout: summary, details, first and last chapter buttons and the chapter list rendered with the page.', 'yomu-core' ),
			),
			array(
				array( 'speaker_sized', 'speaker_position' ),
				__( 'The text-to-speech add-on\'s button is not printed.', 'yomu-core' ),
			),
		);
	}

	/**
	 * `wp_manga_settings` keys by reason.
	 *
	 * @return array<int, array{0: string[], 1: string}>
	 */
	public static function manga_setting_groups(): array {
		return array(
			array(
				array( 'loading_bootstrap', 'loading_slick', 'loading_fontawesome', 'loading_ionicon' ),
				__( 'Asset switches: Yomu loads none of Bootstrap, Slick or the icon fonts.', 'yomu-core' ),
			),
			array(
				array( 'paging_style' ),
				__( 'Manga archives page with numbered links and load more by URL: both work without JavaScript.', 'yomu-core' ),
			),
			array(
				array( 'admin_show_chapter_type', 'admin_hide_bar' ),
				__( 'wp-admin follows Yomu\'s own columns and WordPress\'s admin bar setting for each user.', 'yomu-core' ),
			),
			array(
				array( 'default_storage', 'user_upload_pro_settings', 'user_upload_pro_message' ),
				__( 'Uploads: new chapters go to the storage set in Yomu\'s storage settings, and members upload by Yomu\'s rule (the manga\'s author, editors and administrators).', 'yomu-core' ),
			),
			array(
				array( 'user_bookmark' ),
				__( 'Members can always bookmark.', 'yomu-core' ),
			),
			array(
				array( 'webpush_noti', 'webpush_noti_content' ),
				__( 'OneSignal push notices are not sent.', 'yomu-core' ),
			),
			array(
				array( 'manga_slug_or_id', 'chapter_slug_or_id' ),
				__( 'Madara 1.7.4.1 has no screen for this: chapter links use slugs.', 'yomu-core' ),
			),
			// Alerts.
			array(
				array( 'new_chap_notify' ),
				__( 'New-chapter alerts always reach every reader who bookmarked the manga: Yomu fills them in the background, so they cost the site nothing to keep on. E-mails are each reader\'s own choice.', 'yomu-core' ),
			),
		);
	}

	/**
	 * The reason of the first group whose patterns match.
	 *
	 * @param array<int, array{0: string[], 1: string}> $groups Groups.
	 * @param string                                    $id     Id.
	 */
	private static function find( array $groups, string $id ): ?string {
		foreach ( $groups as list( $patterns, $reason ) ) {
			foreach ( $patterns as $pattern ) {
				if ( fnmatch( $pattern, $id ) ) {
					return $reason;
				}
			}
		}
		return null;
	}
}
