<?php
/**
 * The SQL that matches and ranks manga on the search index (table alias `s` unless told otherwise). Every value goes through
 * $wpdb->prepare; the folded words hold only letters, digits and spaces, and are LIKE-escaped anyway.
 *
 * A manga matches when each word is in its names or in its summary words (as Madara's search reads summaries too).
 * Rank, best first: 0 the whole title, 1 a whole other name (alternative name or author), 2 the title's start,
 * 3 another name's start, 4 a word's start, 5 the phrase anywhere, 6 every word somewhere in the names, 7 a word
 * found only in the summary (so summary matches always come after every name match).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * SQL fragments.
 */
final class Matcher {

	/**
	 * WHERE fragment: every word appears in the names or the summary (1=0 when there is no word).
	 *
	 * @param string[] $words Folded words.
	 * @param string   $alias The index table's alias in the query.
	 */
	public static function where( array $words, string $alias = 's' ): string {
		return self::every( $words, "($alias.name_keys LIKE %s OR $alias.summary_keys LIKE %s)" );
	}

	/**
	 * WHERE fragment: every word appears in the names (1=0 when there is no word).
	 *
	 * @param string[] $words Folded words.
	 * @param string   $alias The index table's alias in the query.
	 */
	public static function where_names( array $words, string $alias = 's' ): string {
		return self::every( $words, "$alias.name_keys LIKE %s" );
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
			"(CASE WHEN $alias.title_key = %s THEN 0 WHEN $alias.name_keys LIKE %s THEN 1 WHEN $alias.title_key LIKE %s THEN 2 WHEN $alias.name_keys LIKE %s THEN 3 WHEN $alias.name_keys LIKE %s THEN 4 WHEN $alias.name_keys LIKE %s THEN 5",
			implode( ' ', $words ),
			'%|' . $phrase . '|%',
			$phrase . '%',
			'%|' . $phrase . '%',
			'% ' . $phrase . '%',
			'%' . $phrase . '%'
		) . ' WHEN ' . self::where_names( $words, $alias ) . ' THEN 6 ELSE 7 END)';
	}

	/**
	 * One condition per word, joined by AND; each %s of the condition gets the word's LIKE pattern.
	 *
	 * @param string[] $words     Folded words.
	 * @param string   $condition SQL with one or more %s (the caller's constant).
	 */
	private static function every( array $words, string $condition ): string {
		global $wpdb;
		if ( ! $words ) {
			return '1 = 0';
		}
		$parts = array();
		foreach ( $words as $word ) {
			$like    = '%' . $wpdb->esc_like( $word ) . '%';
			$parts[] = $wpdb->prepare( $condition, array_fill( 0, substr_count( $condition, '%s' ), $like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant of this class with placeholders.
		}
		return implode( ' AND ', $parts );
	}
}
