<?php
/**
 * Wires the search parts: the index and its upkeep, suggestions, manga search queries and the filters.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * Registers the search hooks.
 */
final class Search {

	/**
	 * Registers everything.
	 */
	public static function register(): void {
		Indexer::register();
		Suggest::register();
		SearchQuery::register();
		IndexVersion::register();
		Filters::register();
		SearchPage::register();
		RestSearchLimit::register();
	}
}
