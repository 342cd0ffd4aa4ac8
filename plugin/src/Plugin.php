<?php
/**
 * Wires the plugin's parts into WordPress.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core;

/**
 * Entry point: registers hooks once.
 */
final class Plugin {

	/**
	 * Hooks every part of the plugin.
	 */
	public static function boot(): void {
		OptionsPrime::register();
		// Before everything that labels itself on init: the post types and taxonomies (5), the sidebars
		// (widgets_init, 1). Loaded later, their labels stayed English in a Turkish wp-admin.
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		add_action( 'init', array( Content\Schema::class, 'maybe_upgrade' ), 1 );
		Content\PostTypes::register();
		Content\TypeLabels::register();
		Content\MangaCleanup::register();
		Content\Schedule\Publisher::register();
		Account\Actions::register();
		Account\AdminBar::register();
		Account\BoughtTab::register();
		Bookmarks\Actions::register();
		Ratings\SaveAction::register();
		Captcha\Captcha::register();
		Admin\MangaEditor::register();
		Admin\SiteSettings\Screen::register();
		Routing\Routing::register();
		Views\Hooks::register();
		Seo\Head::register();
		Seo\YoastHead::register();
		Seo\RankMathHead::register();
		Feeds\Feeds::register();
		Seo\Robots::register();
		Seo\RobotsHeaders::register();
		Seo\Sitemaps\Sitemaps::register();
		Reader\Reader::register();
		Listing\Listing::register();
		Widgets\Widgets::register();
		Pages\Pages::register();
		Http\ScalarInput::register();
		Http\CacheHeaders::register();
		Purge\Purge::register();
		Cdn\Cdn::register();
		Blocks\Blocks::register();
		Shortcodes\Shortcodes::register();
		Search\Search::register();
		Adult\Gate::register();
		Premium\Premium::register();
		Consent\Consent::register();
		Analytics\Tag::register();
		Ads\Ads::register();
		Comments\Comments::register();
		Alerts\Alerts::register();
		Locale\CoreDates::register();
		FrontUpload\FrontUpload::register();
		Content\Storage\S3\SettingsPage::register();
		Content\Storage\S3\ImageOrigin::register();
		Admin\Doctor\Screen::register();
		Images\Background\Background::register();
		Admin\Variants\Screen::register();
		Cli\DoctorCommand::register();
		Cli\ReindexCommand::register();
		Cli\ViewsCommand::register();
		Cli\ImportCommand::register();
		Cli\StorageCommand::register();
		Cli\ImagesCommand::register();
		Opds\Opds::register();
		Rest\Rest::register();
		Privacy\UserPrivacy::register();
		Islands\Bundle::register();
		Sidebars\Sidebars::register();
	}

	/**
	 * Loads the plugin's translations (Turkish ships with it).
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( 'yomu-core', false, dirname( plugin_basename( YOMU_CORE_FILE ) ) . '/languages' );
	}
}
