<?php
/**
 * The SQL that matches and ranks manga on the search index (table alias `s` unless told otherwise). Every value goes through
 * $wpdb->prepare; the folded words hold only letters, digits and spaces, and are LIKE-escaped anyway.
 *
 * A manga matches when each word is in its names or starts a word of its summary or excerpt (Madara's search reads
 * summaries too; inside a word, "ece" of "gece", only names match).
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
	 * WHERE fragment: every word appears in the names, or starts a word of the summary (words of at least
	 * Folding::MIN_SUMMARY_WORD characters; 1=0 when there is no word).
	 *
	 * @param string[] $words Folded words.
	 * @param string   $alias The index table's alias in the query.
	 */
	public static function where( array $words, string $alias = 's' ): string {
		global $wpdb;
		if ( ! $words ) {
			return '1 = 0';
		}
		$table = Index::words_table();
		$top   = Index::top_character();
		$parts = array();
		foreach ( $words as $word ) {
			$names = self::where_names( array( $word ), $alias );
			if ( mb_strlen( $word, 'UTF-8' ) < Folding::MIN_SUMMARY_WORD ) {
				$parts[] = $names;
				continue;
			}
			// A range on the words' key: LIKE 'w%' would read every word on SQLite, whose LIKE ignores the key.
			$word    = mb_substr( $word, 0, Folding::MAX_WORD, 'UTF-8' );
			$parts[] = "($names OR " . $wpdb->prepare( "$alias.manga_id IN (SELECT w.manga_id FROM $table w WHERE w.word >= %s AND w.word < %s)", $word, $word . $top ) . ')'; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is the caller's constant, the table ours.
		}
		return implode( ' AND ', $parts );
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
