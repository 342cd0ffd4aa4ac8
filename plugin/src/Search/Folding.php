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

	/** Longest stored summary key, in characters (a summary's distinct words past it are not searched). */
	public const MAX_SUMMARY = 4000;

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
	 * The stored summary key of a manga: the distinct folded words of its excerpt and summary (tags and shortcode
	 * brackets dropped, the words inside kept), in order, one space apart, at most MAX_SUMMARY characters.
	 * Summary words only decide whether a manga matches, never how well, so their order and repeats do not matter.
	 *
	 * @param string ...$texts Excerpt, summary (HTML).
	 */
	public static function summary_key( string ...$texts ): string {
		$words = array();
		$size  = 0;
		foreach ( $texts as $text ) {
			$text = (string) preg_replace( '/\[\/?[a-z][^\]]*\]/i', ' ', $text );
			$text = self::fold( html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', $text ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
			foreach ( '' === $text ? array() : explode( ' ', $text ) as $word ) {
				if ( isset( $words[ $word ] ) ) {
					continue;
				}
				$size += mb_strlen( $word, 'UTF-8' ) + 1;
				if ( $size > self::MAX_SUMMARY ) {
					break 2;
				}
				$words[ $word ] = true;
			}
		}
		return implode( ' ', array_map( 'strval', array_keys( $words ) ) );
	}
}
