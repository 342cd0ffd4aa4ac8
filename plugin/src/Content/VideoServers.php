<?php
/**
 * Madara's video chapter body (MADARA.md §7): `Server 1 :: <iframe…></iframe> || Server 2 :: <iframe…></iframe>`.
 * `||` separates servers and `::` a server's name from its embed; a body without `::` is one unnamed embed.
 * Paragraphs around them (Madara's visual editor) are read past, as Madara's reader shows such bodies.
 * Reads such bodies into checked servers and writes servers back in the same format, so Madara still shows them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Parsing, checking and writing the server list.
 */
final class VideoServers {

	/**
	 * The raw servers of a body, in order: name ('' when the body has no `::`) and embed code. Empty parts are
	 * skipped.
	 *
	 * @param string $body Stored or submitted body.
	 * @return list<array{name: string, embed: string}>
	 */
	public static function parse( string $body ): array {
		$body = trim( self::unwrap( $body ) );
		if ( '' === $body ) {
			return array();
		}
		if ( ! str_contains( $body, '::' ) ) {
			return array(
				array(
					'name'  => '',
					'embed' => $body,
				),
			);
		}
		$servers = array();
		foreach ( explode( '||', $body ) as $part ) {
			$part = trim( $part );
			if ( '' === $part ) {
				continue;
			}
			// The name is what comes before the first `::` outside the markup (a name never holds '<').
			$named     = preg_match( '/^([^<]*?)\s*::\s*(.*)$/s', $part, $match );
			$servers[] = array(
				'name'  => $named ? trim( $match[1] ) : '',
				'embed' => $named ? trim( $match[2] ) : $part,
			);
		}
		return $servers;
	}

	/**
	 * A body without the paragraphs and line breaks Madara's visual editor leaves around the servers
	 * (`<p><iframe …></iframe></p>`, or `<p>Server 1 :: <iframe …></iframe></p><p>|| Server 2 :: …</p>`). Madara
	 * prints the body as HTML, so its reader shows the player whatever wraps it; here the wrapping goes before the
	 * body is split. Only the markup between the iframes is touched, never an iframe itself.
	 *
	 * @param string $body Stored or submitted body.
	 */
	private static function unwrap( string $body ): string {
		$parts = preg_split( '#(<iframe\b(?:[^<>"\']|"[^"]*"|\'[^\']*\')*>.*?</iframe\s*>)#is', $body, -1, PREG_SPLIT_DELIM_CAPTURE );
		if ( ! is_array( $parts ) ) {
			return $body;
		}
		foreach ( $parts as $i => $part ) {
			// Odd parts are the iframes (the captured separators).
			if ( 0 === $i % 2 ) {
				$parts[ $i ] = (string) preg_replace( '#</?p\b[^>]*>|<br\s*/?>|&nbsp;|\xC2\xA0#i', ' ', $part );
			}
		}
		return implode( '', $parts );
	}

	/**
	 * The servers of a stored body that pass VideoEmbed, each with its display name ("Server N" when unnamed)
	 * and its clean iframe titled "name – chapter" (a lone unnamed embed: the chapter). Servers that fail the
	 * check are left out.
	 *
	 * @param string $body    Stored body.
	 * @param string $chapter Chapter name for the frame titles.
	 * @return list<array{name: string, html: string}>
	 */
	public static function playable( string $body, string $chapter = '' ): array {
		$servers = array();
		$parsed  = self::parse( $body );
		foreach ( $parsed as $server ) {
			$name  = '' !== $server['name'] ? sanitize_text_field( $server['name'] ) : self::default_name( count( $servers ) + 1 );
			$title = '' !== $chapter ? sprintf(
				/* translators: 1: video server name, 2: chapter name. */
				__( '%1$s – %2$s', 'yomu-core' ),
				$name,
				$chapter
			) : $name;
			// A lone unnamed embed is just the chapter's video.
			$title = 1 === count( $parsed ) && '' === $server['name'] && '' !== $chapter ? $chapter : $title;
			$html  = VideoEmbed::sanitize( $server['embed'], $title );
			if ( is_string( $html ) ) {
				$servers[] = array(
					'name' => $name,
					'html' => $html,
				);
			}
		}
		return $servers;
	}

	/**
	 * A submitted body checked server by server and written back in Madara's format, or the first error (which
	 * names the server). A single unnamed embed stays a bare iframe, as Madara stores one-server chapters;
	 * with several servers an empty name becomes "Server N".
	 *
	 * @param string $body Submitted body.
	 * @return string|\WP_Error
	 */
	public static function sanitize( string $body ) {
		$servers = self::parse( $body );
		if ( array() === $servers ) {
			return new \WP_Error( 'yomu_invalid_video', __( 'Add at least one video server with its embed code.', 'yomu-core' ) );
		}
		$names  = array_column( $servers, 'name' );
		$embeds = array_column( $servers, 'embed' );
		return self::build( $names, $embeds );
	}

	/**
	 * Builds a body from parallel lists of names and embeds (the editors' server rows), or the first error.
	 * Rows whose name and embed are both empty are ignored.
	 *
	 * @param string[] $names  Server names.
	 * @param string[] $embeds Embed codes.
	 * @return string|\WP_Error
	 */
	public static function build( array $names, array $embeds ) {
		$rows = array();
		foreach ( array_values( $embeds ) as $i => $embed ) {
			$name = sanitize_text_field( str_replace( array( '::', '||' ), ' ', (string) ( $names[ $i ] ?? '' ) ) );
			if ( '' === trim( (string) $embed ) && '' === $name ) {
				continue;
			}
			$html = VideoEmbed::sanitize( (string) $embed, $name );
			if ( is_wp_error( $html ) ) {
				return new \WP_Error(
					$html->get_error_code(),
					sprintf(
						/* translators: 1: video server name or number, 2: the error. */
						__( 'Server "%1$s": %2$s', 'yomu-core' ),
						'' !== $name ? $name : self::default_name( count( $rows ) + 1 ),
						$html->get_error_message()
					)
				);
			}
			$rows[] = array( $name, $html );
		}
		if ( array() === $rows ) {
			return new \WP_Error( 'yomu_invalid_video', __( 'Add at least one video server with its embed code.', 'yomu-core' ) );
		}
		if ( 1 === count( $rows ) && '' === $rows[0][0] ) {
			return $rows[0][1];
		}
		$parts = array();
		foreach ( $rows as $i => list( $name, $html ) ) {
			$parts[] = ( '' !== $name ? $name : self::default_name( $i + 1 ) ) . ' :: ' . $html;
		}
		return implode( ' || ', $parts );
	}

	/**
	 * "Server N".
	 *
	 * @param int $number 1-based position.
	 */
	public static function default_name( int $number ): string {
		/* translators: %d: position of the video server in the chapter. */
		return sprintf( __( 'Server %d', 'yomu-core' ), $number );
	}
}
