<?php
/**
 * The "Price (points)" field as owners fill it in (wp-admin, the front-end chapter form, the bulk price and
 * Chapter Coin's ajax): empty means the site default (CoinTable::DEFAULT_PRICE), 0 free, N > 0 that many points.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

/**
 * Parses and prints the raw price.
 */
final class PriceField {

	/** The form field's name (Chapter Coin's ajax field). */
	public const NAME = 'chapter_coin';

	/** The highest price accepted: the coin column is a signed 32-bit int. */
	public const MAX = 2147483647;

	/**
	 * The raw price from a submitted value, or why it is not one. An empty or absent value is the site default;
	 * -1 (what Chapter Coin stores for an empty field) is accepted with the same meaning.
	 *
	 * @param mixed $value Submitted value (unslashed).
	 * @return int|\WP_Error
	 */
	public static function parse( $value ) {
		$text = is_scalar( $value ) ? trim( (string) $value ) : ( null === $value ? '' : null );
		if ( '' === $text || '-1' === $text ) {
			return CoinTable::DEFAULT_PRICE;
		}
		if ( null === $text || ! ctype_digit( $text ) || strlen( $text ) > 10 || (int) $text > self::MAX ) {
			return new \WP_Error(
				'yomu_bad_price',
				__( 'The price must be a whole number of points (0 for free), or empty for the site default.', 'yomu-core' ),
				array( 'status' => 400 )
			);
		}
		return (int) $text;
	}

	/**
	 * The field's value for a raw price ('' for the site default).
	 *
	 * @param int $raw Raw price.
	 */
	public static function value( int $raw ): string {
		return $raw < 0 ? '' : (string) $raw;
	}

	/**
	 * The field's help text, naming the current site default.
	 */
	public static function help(): string {
		$default = Settings::default_coin();
		return 0 === $default
			? __( 'Empty: the site default (free). 0: free. A number: the price in points.', 'yomu-core' )
			/* translators: %d: the site's default chapter price in points */
			: sprintf( _n( 'Empty: the site default (%d point). 0: free. A number: the price in points.', 'Empty: the site default (%d points). 0: free. A number: the price in points.', $default, 'yomu-core' ), $default );
	}

	/**
	 * Sets chapters' price only where it changes (a chapter without a row keeps none when it stays at the default).
	 *
	 * @param int   $manga_id    Manga post ID.
	 * @param int[] $chapter_ids Chapters of that manga.
	 * @param int   $raw         Raw price.
	 * @return int How many chapters changed.
	 */
	public static function save( int $manga_id, array $chapter_ids, int $raw ): int {
		$own     = CoinTable::of_manga( $manga_id );
		$changed = array_values( array_filter( $chapter_ids, static fn ( int $id ): bool => ( $own[ $id ] ?? CoinTable::DEFAULT_PRICE ) !== $raw ) );
		if ( $changed ) {
			CoinTable::set( $manga_id, $changed, $raw );
		}
		return count( $changed );
	}
}
