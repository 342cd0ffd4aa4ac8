<?php
/**
 * A widget's excluded terms as Madara reads them: each comma-separated item is both a term id and a slug (so a
 * year "1999" excludes the year whose slug is 1999, and an id excludes its term).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Widgets;

use Yomu\Core\Listing\AttributeQuery;

/**
 * The exclusion list.
 */
final class TermExclusion {

	/**
	 * The ids and slugs of a list.
	 *
	 * @param string $list Comma list.
	 * @return array{ids: int[], slugs: string[]}
	 */
	public static function parse( string $list ): array {
		return array(
			'ids'   => AttributeQuery::ids( $list ),
			'slugs' => AttributeQuery::slugs( $list ),
		);
	}

	/**
	 * Whether the list excludes the term.
	 *
	 * @param array{ids: int[], slugs: string[]} $excluded parse() output.
	 * @param \WP_Term                           $term     The term.
	 */
	public static function excludes( array $excluded, \WP_Term $term ): bool {
		return in_array( (int) $term->term_id, $excluded['ids'], true ) || in_array( $term->slug, $excluded['slugs'], true );
	}

	/**
	 * How many terms the list may take out of a query (to ask for that many more).
	 *
	 * @param array{ids: int[], slugs: string[]} $excluded parse() output.
	 */
	public static function size( array $excluded ): int {
		return count( $excluded['ids'] ) + count( $excluded['slugs'] );
	}
}
