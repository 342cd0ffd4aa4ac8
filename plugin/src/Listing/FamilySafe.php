<?php
/**
 * The family-safe choice: the cookie `wpmanga-adult`=1 hides adult manga from listings.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;

/**
 * Reads the cookie and builds the meta clause that keeps only non-adult manga.
 */
final class FamilySafe {

	public const COOKIE = 'wpmanga-adult';

	/**
	 * Whether the visitor asked to hide adult titles.
	 */
	public static function active(): bool {
		return isset( $_COOKIE[ self::COOKIE ] ) && '1' === $_COOKIE[ self::COOKIE ];
	}

	/**
	 * Meta clause: not adult (stored as '' by Madara, or never set).
	 *
	 * @return array<string|int, mixed>
	 */
	public static function clause(): array {
		return array(
			'relation' => 'OR',
			array(
				'key'     => MetaKeys::ADULT,
				'value'   => '',
				'compare' => '=',
			),
			array(
				'key'     => MetaKeys::ADULT,
				'compare' => 'NOT EXISTS',
			),
		);
	}

	/**
	 * Adds the clause to query arguments when the cookie is set.
	 *
	 * @param array<string, mixed> $args Query arguments.
	 * @return array<string, mixed>
	 */
	public static function apply( array $args ): array {
		if ( ! self::active() ) {
			return $args;
		}
		$existing           = isset( $args['meta_query'] ) && is_array( $args['meta_query'] ) ? array( $args['meta_query'] ) : array();
		$args['meta_query'] = array_merge( array( 'relation' => 'AND' ), $existing, array( self::clause() ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		return $args;
	}
}
