<?php
/**
 * WordPress's own /wp/v2/wp-manga?search= gets the search words limit (Bounds): over it, the REST API
 * answers 400 rest_invalid_param with its "must be at most N characters" message, instead of searching
 * (WordPress empties a search over 1600 bytes, which would list every manga).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Content\PostTypes;

/**
 * The limit on the core REST search parameter.
 */
final class RestSearchLimit {

	/**
	 * Registers the filter.
	 */
	public static function register(): void {
		add_filter( 'rest_' . PostTypes::MANGA . '_collection_params', array( self::class, 'params' ) );
	}

	/**
	 * Adds maxLength to the search parameter.
	 *
	 * @param mixed $params Collection parameters.
	 * @return mixed
	 */
	public static function params( $params ) {
		if ( is_array( $params ) && isset( $params['search'] ) && is_array( $params['search'] ) ) {
			$params['search']['maxLength'] = Bounds::SEARCH_MAX;
		}
		return $params;
	}
}
