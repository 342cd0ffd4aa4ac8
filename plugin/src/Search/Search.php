<?php
/**
 * Wires the search parts: the index and its upkeep, suggestions, manga search queries, the filters
 * and Madara's search exclusions.
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
		Exclusions::register();
		SearchPage::register();
		RestSearchLimit::register();
	}
}
