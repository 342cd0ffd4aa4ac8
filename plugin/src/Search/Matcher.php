<?php
/**
 * The SQL that matches and ranks manga on the search index (table alias `s` unless told otherwise). Every value goes through
 * $wpdb->prepare; the folded words hold only letters, digits and spaces, and are LIKE-escaped anyway.
 *
 * Rank, best first: 0 the whole title, 1 a whole other name (alternative name or author), 2 the title's start,
 * 3 another name's start, 4 a word's start, 5 the phrase anywhere, 6 every word somewhere.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * SQL fragments.
 */
final class Matcher {

	/**
	 * WHERE fragment: every word appears in the names (1=0 when there is no word).
	 *
	 * @param string[] $words Folded words.
	 * @param string   $alias The index table's alias in the query.
	 */
	public static function where( array $words, string $alias = 's' ): string {
		global $wpdb;
		if ( ! $words ) {
			return '1 = 0';
		}
		$parts = array();
		foreach ( $words as $word ) {
			$parts[] = $wpdb->prepare( "$alias.name_keys LIKE %s", '%' . $wpdb->esc_like( $word ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's constant.
		}
		return implode( ' AND ', $parts );
	}

	/**
	 * The rank expression (0 best) for the words typed together.
	 *
	 * @param string[] $words Folded words.
	 * @param string   $alias The index table's alias in the query.
	 */
	public static function rank( array $words, string $alias = 's' ): string {
		global $wpdb;
		$phrase = $wpdb->esc_like( implode( ' ', $words ) );
		return $wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's constant.
			"(CASE WHEN $alias.title_key = %s THEN 0 WHEN $alias.name_keys LIKE %s THEN 1 WHEN $alias.title_key LIKE %s THEN 2 WHEN $alias.name_keys LIKE %s THEN 3 WHEN $alias.name_keys LIKE %s THEN 4 WHEN $alias.name_keys LIKE %s THEN 5 ELSE 6 END)",
			implode( ' ', $words ),
			'%|' . $phrase . '|%',
			$phrase . '%',
			'%|' . $phrase . '%',
			'% ' . $phrase . '%',
			'%' . $phrase . '%'
		);
	}
}
