<?php
/**
 * The reader's defaults: reading style and images per page, from the user's choice or the site setting.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Content\Settings;

/**
 * Reading preferences as Madara stores them (user meta _manga_reading_style / _manga_img_per_page, MADARA.md §1.6).
 */
final class Reading {

	public const STYLES = array( 'paged', 'list' );

	/** Upper bound for images per page, so a hostile setting cannot make one page hold everything twice over. */
	private const MAX_PER_PAGE = 100;

	/**
	 * A requested style if it is one Yomu knows, else ''.
	 *
	 * @param mixed $style Raw value (query var, argument).
	 */
	public static function valid_style( $style ): string {
		return is_string( $style ) && in_array( $style, self::STYLES, true ) ? $style : '';
	}

	/**
	 * The style a chapter opens in without ?style=: the user's choice, else the site's, else paged.
	 */
	public static function default_style(): string {
		$user_id = get_current_user_id();
		if ( $user_id ) {
			$mine = self::valid_style( get_user_meta( $user_id, '_manga_reading_style', true ) );
			if ( '' !== $mine ) {
				return $mine;
			}
		}
		$site = self::valid_style( Settings::get( 'reading_style' ) );
		return '' !== $site ? $site : 'paged';
	}

	/**
	 * Images shown per page in the paged style: the user's choice, else the site's, else 1.
	 */
	public static function images_per_page(): int {
		$user_id = get_current_user_id();
		$mine    = $user_id ? get_user_meta( $user_id, '_manga_img_per_page', true ) : '';
		$value   = is_numeric( $mine ) && (int) $mine > 0 ? (int) $mine : (int) Settings::get( 'img_per_page' );
		return max( 1, min( self::MAX_PER_PAGE, $value ) );
	}
}
