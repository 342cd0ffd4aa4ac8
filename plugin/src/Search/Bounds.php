<?php
/**
 * The length limit of search words (issue 19): one number for the search page, the suggestions, the
 * load-more calls, the REST search parameter and OPDS, and the message a person reads when they go over it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

use Yomu\Core\Listing\QueryVars;

/**
 * The search words limit.
 */
final class Bounds {

	/** Most characters of search words: the listing's query mapping (Listing\QueryVars) cuts the words there too. */
	public const SEARCH_MAX = QueryVars::SEARCH_MAX;

	/**
	 * Whether search words are over the limit (counted in characters, not bytes).
	 *
	 * @param string $words What was typed.
	 */
	public static function too_long( string $words ): bool {
		return mb_strlen( trim( $words ), 'UTF-8' ) > self::SEARCH_MAX;
	}

	/**
	 * What a person reads when their search is too long.
	 */
	public static function message(): string {
		/* translators: %s: the most characters a search may have, such as 200. */
		return sprintf( __( 'Your search is too long. Use at most %s characters and try again.', 'yomu-core' ), number_format_i18n( self::SEARCH_MAX ) );
	}
}
