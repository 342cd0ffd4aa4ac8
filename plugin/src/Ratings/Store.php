<?php
/**
 * The votes of a manga in Madara's own meta (MADARA.md §1.5, §7), so a switch back to Madara shows them:
 * `_manga_reviews` a serialized map of voter (user id, or a guest's address) to a float star value,
 * `_manga_avarage_reviews` (sic) the average rounded to one decimal, `_manga_total_votes` the number of voters.
 *
 * A vote is a read-modify-write of the map: it runs under a named lock (Content\Lock), re-reading the map from the
 * database, so two votes at the same moment both land. The writes go through the meta API, which moves the posts
 * cache marker (cached listing queries ordered by rating are read again) and the rank table's row (RankTable
 * follows updated_post_meta).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Ratings;

use Yomu\Core\Content\FreshMeta;
use Yomu\Core\Content\Lock;
use Yomu\Core\Content\MetaKeys;

/**
 * Reads and writes a manga's votes.
 */
final class Store {

	/**
	 * Records a vote; a voter's second vote replaces the first.
	 *
	 * @param int        $manga_id Manga post ID.
	 * @param int|string $voter    User id, or a guest's address.
	 * @param float      $star     Star value, above 0 and at most 5.
	 * @return array{average: float, votes: int} The manga's rating after the vote.
	 */
	public static function vote( int $manga_id, $voter, float $star ): array {
		return Lock::with(
			'ratings-' . $manga_id,
			static function () use ( $manga_id, $voter, $star ): array {
				$reviews           = FreshMeta::get( 'post', $manga_id, MetaKeys::REVIEWS );
				$reviews           = is_array( $reviews ) ? $reviews : array();
				$reviews[ $voter ] = $star;
				$average           = self::average( $reviews );
				FreshMeta::set( 'post', $manga_id, MetaKeys::REVIEWS, $reviews );
				FreshMeta::set( 'post', $manga_id, MetaKeys::AVERAGE_REVIEW, $average );
				FreshMeta::set( 'post', $manga_id, MetaKeys::TOTAL_VOTES, count( $reviews ) );
				return array(
					'average' => $average,
					'votes'   => count( $reviews ),
				);
			}
		);
	}

	/**
	 * The map of voter to star value (empty when there is none or it is not a map).
	 *
	 * @param int $manga_id Manga post ID.
	 * @return array<int|string, mixed>
	 */
	public static function reviews( int $manga_id ): array {
		$reviews = get_post_meta( $manga_id, MetaKeys::REVIEWS, true );
		return is_array( $reviews ) ? $reviews : array();
	}

	/**
	 * A voter's own star value, or null.
	 *
	 * @param int        $manga_id Manga post ID.
	 * @param int|string $voter    User id, or a guest's address.
	 */
	public static function own( int $manga_id, $voter ): ?float {
		$value = self::reviews( $manga_id )[ $voter ] ?? null;
		return is_numeric( $value ) && (float) $value > 0 ? min( 5.0, (float) $value ) : null;
	}

	/**
	 * The average of a map of votes as Madara computes it: the sum over the number of voters, rounded half up to
	 * one decimal (0 for none).
	 *
	 * @param array<int|string, mixed> $reviews Voter => star value.
	 */
	public static function average( array $reviews ): float {
		if ( ! $reviews ) {
			return 0.0;
		}
		$sum = 0.0;
		foreach ( $reviews as $value ) {
			$sum += is_numeric( $value ) ? (float) $value : 0.0;
		}
		return round( $sum / count( $reviews ), 1, PHP_ROUND_HALF_UP );
	}
}
