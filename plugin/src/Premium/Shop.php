<?php
/**
 * Where the site sells points, for a member short of them: the filter `yomu_points_shop_url`, by default the
 * published page that holds myCred buyCRED's buy form ([mycred_buy_form] or [mycred_buy]) when that add-on runs,
 * else none (Chapter Coin has no purchase flow of its own, MADARA-SITE.md §8.9).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * The points shop link.
 */
final class Shop {

	/** The transient remembering the buy-form page (its id, 0 for none) for an hour. */
	public const CACHE = 'yomu_points_shop_page';

	/**
	 * The shop URL ('' for none).
	 */
	public static function url(): string {
		$url = apply_filters( 'yomu_points_shop_url', self::buycred_page() );
		return is_string( $url ) ? esc_url_raw( $url ) : '';
	}

	/**
	 * The page with buyCRED's form, '' without the add-on or such a page.
	 */
	private static function buycred_page(): string {
		if ( ! defined( 'MYCRED_PURCHASE' ) ) {
			return '';
		}
		$id = get_transient( self::CACHE );
		if ( false === $id ) {
			global $wpdb;
			$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND post_content LIKE %s ORDER BY ID LIMIT 1", '%' . $wpdb->esc_like( '[mycred_buy' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- cached in the transient.
			set_transient( self::CACHE, $id, 3600 );
		}
		$link = (int) $id > 0 ? get_permalink( (int) $id ) : false;
		return is_string( $link ) ? $link : '';
	}
}
