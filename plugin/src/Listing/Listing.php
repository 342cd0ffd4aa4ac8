<?php
/**
 * Wires the listing parts.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

/**
 * Registers the listing hooks and calls.
 */
final class Listing {

	/**
	 * Registers everything.
	 */
	public static function register(): void {
		ArchiveQuery::register();
		MetaOrder::register();
		RankTable::register();
		CountsVersion::register();
		LoadMore::register();
		Hover::register();
		CardPrimer::register();
		LatestChapters::register();
		FoundRows::register();
		RankWindow::register();
		PurgeUrls::register();
		FamilySafeSwitch::register();
		Related::register();
	}
}
