<?php
/**
 * Search folding: the form of a text that search compares. Case, accents and punctuation are dropped and the
 * Turkish dotted/dotless i both become "i", so "Ölçek", "olcek" and "ÖLÇEK" match alike. The front end folds
 * the same way (src/islands/live-search/fold.ts) to highlight typed words.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Search;

/**
 * Pure text helpers.
 */
final class Folding {

	/** Longest search text used, in characters. */
	public const MAX_QUERY = 100;

	/** Most words of a query that must all match. */
	public const MAX_WORDS = 6;

	/** Shortest word looked for in summaries (shorter ones would match nearly every summary). */
	public const MIN_SUMMARY_WORD = 3;

	/** Most distinct words of one manga's summary that are indexed (the first ones). */
	public const MAX_SUMMARY_WORDS = 400;

	/** Longest stored summary word, in characters. */
	public const MAX_WORD = 40;

	/**
	 * The folded form: lower case ASCII-ish letters and digits (other scripts kept) separated by single spaces.
	 *
	 * @param string $text Any text.
	 */
	public static function fold( string $text ): string {
		// Apostrophes join ("Frieren's" is "frierens"); Turkish i's are mapped before lowering (İ would become i̇).
		$text = strtr(
			$text,
			array(
				'İ' => 'i',
				'ı' => 'i',
				"'" => '',
				'’' => '',
				'`' => '',
			)
		);
		// A fixed locale: German or Danish rules (ä → ae) would differ from the front end's folding.
		$text = remove_accents( $text, 'en_US' );
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text );
		return trim( $text );
	}

	/**
	 * The folded words of a query (at most MAX_WORDS, from at most MAX_QUERY characters).
	 *
	 * @param string $query Raw query.
	 * @return string[]
	 */
	public static function words( string $query ): array {
		$folded = self::fold( mb_substr( $query, 0, self::MAX_QUERY ) );
		if ( '' === $folded ) {
			return array();
		}
		return array_slice( array_values( array_unique( explode( ' ', $folded ) ) ), 0, self::MAX_WORDS );
	}

	/**
	 * The separate names held in Madara's free-text alternative-names field ("A, B; C" or one per line).
	 *
	 * @param string $alternative Field value.
	 * @return string[]
	 */
	public static function alternative_names( string $alternative ): array {
		$names = preg_split( '/\s*[,;|\n\r]+\s*/u', $alternative );
		return array_values( array_filter( array_map( 'trim', is_array( $names ) ? $names : array() ), static fn ( string $name ): bool => '' !== $name ) );
	}

	/**
	 * The stored key of a manga: every folded name between bars, title first ("|title|alt|author|"), so
	 * "a whole name", "a name's start" and "a word's start" are all plain LIKE patterns.
	 *
	 * @param string[] $names Title, alternative names, authors.
	 */
	public static function key( array $names ): string {
		$folded = array();
		foreach ( $names as $name ) {
			$name = self::fold( (string) $name );
			if ( '' !== $name && ! in_array( $name, $folded, true ) ) {
				$folded[] = $name;
			}
		}
		return $folded ? '|' . implode( '|', $folded ) . '|' : '';
	}

	/**
	 * The summary words of a manga as the index stores them: the distinct folded words of its excerpt and summary
	 * (tags and shortcode brackets dropped, the words inside kept), in order, at least MIN_SUMMARY_WORD characters,
	 * cut to MAX_WORD, at most MAX_SUMMARY_WORDS of them.
	 *
	 * @param string ...$texts Excerpt, summary (HTML).
	 * @return string[]
	 */
	public static function summary_words( string ...$texts ): array {
		$words = array();
		foreach ( $texts as $text ) {
			$text = (string) preg_replace( '/\[\/?[a-z][^\]]*\]/i', ' ', $text );
			$text = self::fold( html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', $text ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
			foreach ( '' === $text ? array() : explode( ' ', $text ) as $word ) {
				if ( mb_strlen( $word, 'UTF-8' ) < self::MIN_SUMMARY_WORD ) {
					continue;
				}
				$words[ mb_substr( $word, 0, self::MAX_WORD, 'UTF-8' ) ] = true;
				if ( count( $words ) >= self::MAX_SUMMARY_WORDS ) {
					break 2;
				}
			}
		}
		return array_map( 'strval', array_keys( $words ) );
	}
}
