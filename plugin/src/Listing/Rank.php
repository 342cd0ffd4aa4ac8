<?php
/**
 * The Rank row of a manga page (MADARA-SITE.md §8.7): the manga's place among the 100 most viewed published manga
 * (all-time views, `_wp_manga_views`, read from the rank table's index), and its monthly views, or its all-time
 * views when Madara's `manga_rank_views` is `alltime`. Beyond 100 the place is "N/A", as in Madara.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Madara\ThemeOptions;
use Yomu\Core\Views\Periods;

/**
 * Rank and views of one manga.
 */
final class Rank {

	/** Madara ranks the top 100 only. */
	public const TOP = 100;

	/**
	 * The manga's place (1-based) among the most viewed published manga, or null beyond the top 100, without a
	 * view (a site where nothing was read yet would rank every manga first), or without the rank table. One query
	 * that reads at most TOP index entries.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function place( int $manga_id ): ?int {
		$views = (float) get_post_meta( $manga_id, MetaKeys::VIEWS, true );
		if ( $views <= 0 || ! RankTable::ready() ) {
			return null;
		}
		global $wpdb;
		$table = RankTable::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a bounded count on our own index, fresh on every page.
		$ahead = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM ( SELECT 1 FROM `$table` AS r INNER JOIN {$wpdb->posts} AS p ON p.ID = r.post_id WHERE r.views > %f AND p.post_type = %s AND p.post_status = 'publish' AND r.post_id <> %d LIMIT %d ) AS ahead", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table's name.
				$views,
				PostTypes::MANGA,
				$manga_id,
				self::TOP
			)
		);
		return $ahead < self::TOP ? $ahead + 1 : null;
	}

	/**
	 * The views the row shows: this month's, or all-time with `manga_rank_views` = alltime.
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array{views: int, alltime: bool}
	 */
	public static function views( int $manga_id ): array {
		$alltime = 'alltime' === ThemeOptions::get( 'manga_rank_views', 'monthly' );
		$key     = $alltime ? MetaKeys::VIEWS : Periods::value_key( 'month' );
		return array(
			'views'   => max( 0, (int) get_post_meta( $manga_id, $key, true ) ),
			'alltime' => $alltime,
		);
	}

	/**
	 * An English-style ordinal that translators can reshape ("3rd"; Turkish "3.", Arabic "3"), the number
	 * formatted for the locale.
	 *
	 * @param int $place Place, 1-based.
	 */
	public static function ordinal( int $place ): string {
		$number = number_format_i18n( $place );
		$tens   = $place % 100;
		$last   = $place % 10;
		if ( $tens >= 11 && $tens <= 13 ) {
			/* translators: %s: a place number ending in 11, 12 or 13 (11th). */
			return sprintf( _x( '%sth', 'ordinal', 'yomu-core' ), $number );
		}
		if ( 1 === $last ) {
			/* translators: %s: a place number ending in 1 (1st, 21st). */
			return sprintf( _x( '%sst', 'ordinal', 'yomu-core' ), $number );
		}
		if ( 2 === $last ) {
			/* translators: %s: a place number ending in 2 (2nd, 22nd). */
			return sprintf( _x( '%snd', 'ordinal', 'yomu-core' ), $number );
		}
		if ( 3 === $last ) {
			/* translators: %s: a place number ending in 3 (3rd, 23rd). */
			return sprintf( _x( '%srd', 'ordinal', 'yomu-core' ), $number );
		}
		/* translators: %s: any other place number (4th, 10th). */
		return sprintf( _x( '%sth', 'ordinal', 'yomu-core' ), $number );
	}

	/**
	 * The row's text: "3rd, it has 1,234 monthly views", or "N/A, it has …" beyond the top 100.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	public static function text( int $manga_id ): string {
		$place = self::place( $manga_id );
		$data  = self::views( $manga_id );
		$where = null === $place ? __( 'N/A', 'yomu-core' ) : self::ordinal( $place );
		$count = number_format_i18n( $data['views'] );
		return $data['alltime']
			/* translators: 1: the manga's place (3rd, or N/A), 2: its all-time views. */
			? sprintf( _n( '%1$s, it has %2$s view', '%1$s, it has %2$s views', $data['views'], 'yomu-core' ), $where, $count )
			/* translators: 1: the manga's place (3rd, or N/A), 2: its views this month. */
			: sprintf( _n( '%1$s, it has %2$s monthly view', '%1$s, it has %2$s monthly views', $data['views'], 'yomu-core' ), $where, $count );
	}
}
