<?php
/**
 * What a chapter costs, by Chapter Coin's rule: no row, -1 or '' is the site default; 0 is free; N > 0 is N
 * points (filter `wp_manga_chapter_coin_get_chapter_coin`, as Chapter Coin offers it); 0 once the chapter's
 * early access has ended (EarlyAccess).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Chapter;

/**
 * Chapter prices.
 */
final class Prices {

	/**
	 * The price of a chapter in points (0 = free).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function of( Chapter $chapter ): int {
		$coins = CoinTable::of_manga( $chapter->manga_id );
		$raw   = $coins[ $chapter->id ] ?? CoinTable::DEFAULT_PRICE;
		$price = $raw < 0 ? Settings::default_coin() : $raw;
		$price = apply_filters( 'wp_manga_chapter_coin_get_chapter_coin', $price, $chapter->id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Chapter Coin's filter, kept for its add-ons.
		// Free once its early access has ended (EarlyAccess).
		return EarlyAccess::price( $chapter, is_numeric( $price ) ? max( 0, (int) $price ) : 0 );
	}

	/**
	 * The price an owner set on the chapter itself (CoinTable::DEFAULT_PRICE when it follows the site default).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function own( Chapter $chapter ): int {
		return CoinTable::of_manga( $chapter->manga_id )[ $chapter->id ] ?? CoinTable::DEFAULT_PRICE;
	}
}
