<?php
/**
 * A small seeded random generator, so every demo site gets the same demo data (wp_rand cannot be seeded).
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Deterministic pseudo-random numbers (xorshift32).
 */
final class Dice {

	/**
	 * Current state.
	 *
	 * @var int
	 */
	private int $state;

	/**
	 * Starts from a seed.
	 *
	 * @param int $seed Any non-zero number.
	 */
	public function __construct( int $seed ) {
		$state       = $seed & 0xffffffff;
		$this->state = 0 === $state ? 0x9e3779b9 : $state;
	}

	/**
	 * A whole number from $min to $max, both included.
	 *
	 * @param int $min Lowest.
	 * @param int $max Highest.
	 */
	public function int( int $min, int $max ): int {
		$x           = $this->state;
		$x          ^= ( $x << 13 ) & 0xffffffff;
		$x          ^= $x >> 17;
		$x          ^= ( $x << 5 ) & 0xffffffff;
		$this->state = $x & 0xffffffff;
		return $min + ( $this->state % ( $max - $min + 1 ) );
	}

	/**
	 * True with the given chance (0–1).
	 *
	 * @param float $chance Probability.
	 */
	public function chance( float $chance ): bool {
		return $this->int( 0, 9999 ) < (int) round( $chance * 10000 );
	}

	/**
	 * One element of a non-empty list.
	 *
	 * @template T
	 * @param T[] $items List.
	 * @return T
	 */
	public function pick( array $items ) {
		$items = array_values( $items );
		return $items[ $this->int( 0, count( $items ) - 1 ) ];
	}

	/**
	 * Up to $count distinct elements of a list, in list order.
	 *
	 * @template T
	 * @param T[] $items List.
	 * @param int $count How many.
	 * @return T[]
	 */
	public function some( array $items, int $count ): array {
		$keys = array_keys( $items );
		for ( $i = count( $keys ) - 1; $i > 0; $i-- ) {
			$j          = $this->int( 0, $i );
			$swap       = $keys[ $i ];
			$keys[ $i ] = $keys[ $j ];
			$keys[ $j ] = $swap;
		}
		$chosen = array_slice( $keys, 0, $count );
		sort( $chosen );
		return array_map( static fn ( $key ) => $items[ $key ], $chosen );
	}
}
