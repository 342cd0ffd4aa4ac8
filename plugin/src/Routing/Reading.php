<?php
/**
 * The reader's defaults, with Madara's precedence (MADARA-SITE.md §8.1 "Reading page"): the member's own choice
 * (user meta _manga_reading_style / _manga_img_per_page, unless empty or "default"), then the manga's (its meta
 * manga_reading_style), then the site's: what the owner chose in Settings → Reader (option `yomu_reading`), else
 * Madara's theme options (manga_reading_style, manga_reading_images_per_page, manga_chapters_order,
 * manga_chapters_select_order, manga_volumes_order), else Madara's code defaults.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Madara\ThemeOptions;

/**
 * Reading defaults.
 */
final class Reading {

	public const STYLES = array( 'paged', 'list' );

	/**
	 * Yomu's own choices over Madara's theme options (the keys of Reader\ReadingDefaultsFields); '' follows Madara.
	 */
	public const OPTION = 'yomu_reading';

	public const PER_PAGE_CHOICES = array( 1, 3, 6, 10 );

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
	 * The style a chapter opens in without ?style=: the member's choice, else the manga's, else the site's.
	 *
	 * @param int $manga_id The manga being read (0: none known).
	 */
	public static function default_style( int $manga_id = 0 ): string {
		$user_id = get_current_user_id();
		$mine    = $user_id ? self::valid_style( get_user_meta( $user_id, '_manga_reading_style', true ) ) : '';
		if ( '' !== $mine ) {
			return $mine;
		}
		$manga = $manga_id ? self::valid_style( ThemeOptions::override( 'manga_reading_style', $manga_id ) ) : '';
		return '' !== $manga ? $manga : self::site_style();
	}

	/**
	 * The site's reading style: the owner's choice in Yomu, else Madara's theme option, else paged.
	 */
	public static function site_style(): string {
		$own = self::valid_style( self::own( 'style' ) );
		if ( '' !== $own ) {
			return $own;
		}
		$madara = self::valid_style( ThemeOptions::stored( 'manga_reading_style' ) );
		return '' !== $madara ? $madara : 'paged';
	}

	/**
	 * Images shown per page in the paged style: the member's choice, else the site's.
	 */
	public static function images_per_page(): int {
		$user_id = get_current_user_id();
		$mine    = $user_id ? get_user_meta( $user_id, '_manga_img_per_page', true ) : '';
		$value   = is_numeric( $mine ) && (int) $mine > 0 ? (int) $mine : self::site_images_per_page();
		return max( 1, min( self::MAX_PER_PAGE, $value ) );
	}

	/**
	 * The site's images per page: the owner's choice in Yomu, else Madara's theme option, else 1.
	 */
	public static function site_images_per_page(): int {
		foreach ( array( self::own( 'per_page' ), ThemeOptions::stored( 'manga_reading_images_per_page' ) ) as $value ) {
			if ( is_numeric( $value ) && (int) $value > 0 ) {
				return min( self::MAX_PER_PAGE, (int) $value );
			}
		}
		return 1;
	}

	/**
	 * The order of chapter lists: the owner's choice in Yomu, else the direction of Madara's manga_chapters_order
	 * (name_desc by default). On reading pages Madara's manga_chapters_select_order "reverse" flips it.
	 *
	 * @param bool $reading Whether the list is a reading page's (its selects and the next link's data-order).
	 */
	public static function chapters_order( bool $reading = false ): string {
		$own = self::own( 'chapters_order' );
		if ( 'asc' === $own || 'desc' === $own ) {
			$order = $own;
		} else {
			$order = str_ends_with( (string) ThemeOptions::stored( 'manga_chapters_order' ), '_asc' ) ? 'asc' : 'desc';
		}
		if ( $reading && 'reverse' === ThemeOptions::stored( 'manga_chapters_select_order' ) ) {
			return 'asc' === $order ? 'desc' : 'asc';
		}
		return $order;
	}

	/**
	 * The order of volume groups. The owner's choice in Yomu applies everywhere; else a reading page's volume
	 * select follows Madara's manga_volumes_order (desc by default) and the manga page's list, as in Madara, turns
	 * its volumes with the chapters (chapters_order()).
	 *
	 * @param bool $reading Whether the list is a reading page's volume select.
	 */
	public static function volumes_order( bool $reading = false ): string {
		$own = self::own( 'volumes_order' );
		if ( 'asc' === $own || 'desc' === $own ) {
			return $own;
		}
		if ( ! $reading ) {
			return self::chapters_order();
		}
		return 'asc' === ThemeOptions::stored( 'manga_volumes_order' ) ? 'asc' : 'desc';
	}

	/**
	 * What the owner chose in Yomu for a key ('' when they follow Madara).
	 *
	 * @param string $key A key of Reader\ReadingDefaultsFields::fields().
	 */
	public static function own( string $key ): string {
		$saved = get_option( self::OPTION, array() );
		return is_array( $saved ) && isset( $saved[ $key ] ) && is_scalar( $saved[ $key ] ) ? (string) $saved[ $key ] : '';
	}
}
