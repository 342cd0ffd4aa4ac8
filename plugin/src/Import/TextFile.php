<?php
/**
 * A text chapter file of an import as the chapter's HTML: a .txt file's paragraphs (blank lines between them) become
 * paragraphs, its lines line breaks, everything escaped; an .html file gives its body. Text that is not UTF-8 is read
 * as Windows-1254 (Turkish Windows, what older scanlation files use); a byte-order mark is dropped. The chapter writer
 * passes the result through wp_kses_post.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

/**
 * Text file to chapter HTML.
 */
final class TextFile {

	/**
	 * The chapter HTML of a file's bytes.
	 *
	 * @param string $bytes The file.
	 * @param string $name  Its name (the extension says .txt or .html).
	 */
	public static function html( string $bytes, string $name ): string {
		$text = str_starts_with( $bytes, "\xEF\xBB\xBF" ) ? substr( $bytes, 3 ) : $bytes;
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = (string) mb_convert_encoding( $text, 'UTF-8', 'Windows-1254' );
		}
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		if ( 'txt' !== strtolower( pathinfo( $name, PATHINFO_EXTENSION ) ) ) {
			return preg_match( '#<body[^>]*>(.*)</body>#is', $text, $body ) ? trim( $body[1] ) : trim( $text );
		}
		$split      = preg_split( '/\n\s*\n/', $text );
		$paragraphs = array_filter( array_map( 'trim', false === $split ? array() : $split ), static fn ( string $paragraph ): bool => '' !== $paragraph );
		return implode( "\n", array_map( static fn ( string $paragraph ): string => '<p>' . nl2br( esc_html( $paragraph ), false ) . '</p>', $paragraphs ) );
	}
}
