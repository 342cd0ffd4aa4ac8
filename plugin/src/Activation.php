<?php
/**
 * What happens when a site owner activates Yomu Core.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core;

/**
 * Activation: checks requirements and records the installed version.
 */
final class Activation {

	/**
	 * Runs on plugin activation.
	 */
	public static function activate(): void {
		update_option( 'yomu_core_version', YOMU_CORE_VERSION );
		Content\Schema::install();
		Premium\CoinTable::install();
		Content\Storage\DataDir::ensure();
		Content\PostTypes::register_types();
		// Manga imported while Yomu was off are not in the listing rank table: the next request rebuilds it.
		delete_option( Listing\RankTable::VERSION_OPTION );
		// Chapters written while Yomu was off would be missing from the cards' stored latest chapters.
		Listing\LatestChapters::forget_all();
		// Members' "User Settings" link leads to the account page from the first request, not after an
		// administrator's first wp-admin visit.
		Account\Page::create();
		flush_rewrite_rules();
	}
}
