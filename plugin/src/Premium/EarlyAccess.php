<?php
/**
 * Early access: a chapter is premium until a moment and free from it on. The moment is the chapter's own "free
 * from" date (EarlyAccessTable), or else the site rule's: its date_gmt plus N days (option yomu_early_access,
 * `days`, 0 = no rule). While it lasts the chapter costs its own price (Chapter Coin's rule: its coin row, or the
 * site default) or, when the owner chose so (`price` = default), the site default. From the moment on its price
 * is 0 (Prices::of asks price()), so every surface that asks the access policy shows it free; Unlocks purges the
 * pages and caches that showed the lock. Dates are stored and compared in UTC.
 *
 * With the site rule on, every chapter older than N days is free unless its own date says later: the owner keeps
 * a chapter premium longer by giving it a date.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Chapter;

/**
 * The early-access rule and its settings.
 */
final class EarlyAccess {

	public const OPTION = 'yomu_early_access';

	/** During early access the chapter costs its own price (or the site default when it has none). */
	public const OWN_PRICE = 'own';

	/** During early access the chapter costs the site default price. */
	public const DEFAULT_PRICE = 'default';

	/** Seconds in a day (the rule counts whole days of UTC time). */
	public const DAY = 86400;

	/** The longest site rule, in days. */
	public const MAX_DAYS = 3650;

	/**
	 * The site rule: days (0 = none) and which price applies during early access.
	 *
	 * @return array{days: int, price: string}
	 */
	public static function settings(): array {
		return self::sanitize( get_option( self::OPTION, array() ) );
	}

	/**
	 * A clean settings value (the settings screen's sanitize callback).
	 *
	 * @param mixed $value Submitted or stored value.
	 * @return array{days: int, price: string}
	 */
	public static function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		$days  = isset( $value['days'] ) && is_numeric( $value['days'] ) ? (int) $value['days'] : 0;
		$price = isset( $value['price'] ) && self::DEFAULT_PRICE === $value['price'] ? self::DEFAULT_PRICE : self::OWN_PRICE;
		return array(
			'days'  => max( 0, min( self::MAX_DAYS, $days ) ),
			'price' => $price,
		);
	}

	/**
	 * The moment (Unix time) from which the chapter is free, or null when it has none.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public static function free_from( Chapter $chapter ): ?int {
		$own = EarlyAccessTable::of_manga( $chapter->manga_id )[ $chapter->id ] ?? null;
		if ( null !== $own ) {
			return $own;
		}
		$days      = self::settings()['days'];
		$published = $days > 0 ? self::utc_time( $chapter->date_gmt ) : null;
		return null === $published ? null : $published + $days * self::DAY;
	}

	/**
	 * The price of a chapter given its price without early access: 0 once its moment has come, the early-access
	 * price before it, the price itself for a chapter without a moment.
	 *
	 * @param Chapter  $chapter Chapter.
	 * @param int      $price   Its price by Chapter Coin's rule.
	 * @param int|null $now     Unix time (now by default).
	 */
	public static function price( Chapter $chapter, int $price, ?int $now = null ): int {
		$from = self::free_from( $chapter );
		if ( null === $from ) {
			return $price;
		}
		if ( ( $now ?? time() ) >= $from ) {
			return 0;
		}
		return self::DEFAULT_PRICE === self::settings()['price'] ? Settings::default_coin() : $price;
	}

	/**
	 * Unix time of a UTC date-time column ('Y-m-d H:i:s'), null for an empty or zero date.
	 *
	 * @param string $datetime UTC date-time.
	 */
	public static function utc_time( string $datetime ): ?int {
		if ( '' === $datetime || str_starts_with( $datetime, '0000-00-00' ) ) {
			return null;
		}
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $datetime, new \DateTimeZone( 'UTC' ) );
		return $parsed ? $parsed->getTimestamp() : null;
	}
}
