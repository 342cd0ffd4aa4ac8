<?php
/**
 * The listing orders of ?m_orderby= (MADARA.md §2) as WP_Query arguments.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;

/**
 * Maps an order name to query arguments. Meta orders keep manga that lack the meta key (they sort last), so a
 * new manga without `_latest_update` still lists (see MetaOrder).
 */
final class Orderby {

	public const DEFAULT = 'latest';

	/**
	 * Order name => meta key ('' for a post-field order).
	 */
	public const ORDERS = array(
		'latest'    => MetaKeys::LATEST_UPDATE,
		'alphabet'  => '',
		'rating'    => MetaKeys::AVERAGE_REVIEW,
		'trending'  => '_wp_manga_week_views_value',
		'views'     => MetaKeys::VIEWS,
		'new-manga' => '',
	);

	/**
	 * A known order name, or the default for anything else.
	 *
	 * @param mixed $name Raw order name.
	 */
	public static function normalize( $name ): string {
		$name = is_string( $name ) ? sanitize_key( $name ) : '';
		if ( 'most-views' === $name ) {
			$name = 'views';
		}
		return array_key_exists( $name, self::ORDERS ) ? $name : self::DEFAULT;
	}

	/**
	 * Query arguments (orderby, order, meta_query) for an order name.
	 *
	 * @param string $name Order name (normalized here).
	 * @return array<string, mixed>
	 */
	public static function args( string $name ): array {
		$name = self::normalize( $name );
		if ( 'alphabet' === $name ) {
			return array(
				'orderby' => array( 'title' => 'ASC' ),
				'order'   => 'ASC',
			);
		}
		if ( 'new-manga' === $name ) {
			return array(
				'orderby' => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
			);
		}
		return self::by_meta( self::ORDERS[ $name ], 'DESC' );
	}

	/**
	 * Ordering by a numeric meta value, newest post first among equals (MetaOrder adds the SQL).
	 *
	 * @param string $meta_key Meta key.
	 * @param string $order    ASC or DESC.
	 * @return array<string, mixed>
	 */
	public static function by_meta( string $meta_key, string $order ): array {
		return MetaOrder::args( $meta_key, $order );
	}
}
