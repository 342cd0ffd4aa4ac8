<?php
/**
 * One price for many chapters of a manga: every chapter, or the chapters of one volume (0 = those without a
 * volume). Guard has already authorized the request (edit_post on the manga, the nonce of this action for this
 * manga); this validates the scope and the price, then writes through CoinTable.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Premium\PriceField;

/**
 * The bulk price handler.
 */
final class PriceHandlers {

	/** The scope value meaning every chapter of the manga. */
	public const ALL = 'all';

	/**
	 * Sets the price of every chapter in the scope.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields: scope (all or a volume ID), chapter_coin.
	 * @return string|\WP_Error
	 */
	public static function bulk( int $manga_id, array $request ) {
		$scope = isset( $request['scope'] ) && is_string( $request['scope'] ) ? $request['scope'] : '';
		$all   = self::ALL === $scope;
		if ( ! $all && ( '' === $scope || ! ctype_digit( $scope ) || ! Targets::volume_fits( (int) $scope, $manga_id ) ) ) {
			return new \WP_Error( 'yomu_foreign_volume', __( 'Choose a volume of this manga.', 'yomu-core' ) );
		}
		$raw = PriceField::parse( $request[ PriceField::NAME ] ?? '' );
		if ( is_wp_error( $raw ) ) {
			return $raw;
		}
		$ids = array();
		foreach ( ChapterRepository::with_scheduled( $manga_id ) as $chapter ) {
			if ( $all || $chapter->volume_id === (int) $scope ) {
				$ids[] = $chapter->id;
			}
		}
		if ( ! $ids ) {
			return new \WP_Error( 'yomu_no_chapters', $all ? __( 'This manga has no chapters yet.', 'yomu-core' ) : __( 'This volume has no chapters.', 'yomu-core' ) );
		}
		PriceField::save( $manga_id, $ids, $raw );
		return self::message( count( $ids ), $raw );
	}

	/**
	 * What was done, in words.
	 *
	 * @param int $count How many chapters the price now applies to.
	 * @param int $raw   Raw price.
	 */
	private static function message( int $count, int $raw ): string {
		if ( $raw < 0 ) {
			/* translators: %d: number of chapters */
			return sprintf( _n( '%d chapter now follows the site default price.', '%d chapters now follow the site default price.', $count, 'yomu-core' ), $count );
		}
		if ( 0 === $raw ) {
			/* translators: %d: number of chapters */
			return sprintf( _n( '%d chapter is now free.', '%d chapters are now free.', $count, 'yomu-core' ), $count );
		}
		/* translators: 1: number of chapters, 2: price in points */
		return sprintf( _n( '%1$d chapter now costs %2$d points.', '%1$d chapters now cost %2$d points.', $count, 'yomu-core' ), $count, $raw );
	}
}
