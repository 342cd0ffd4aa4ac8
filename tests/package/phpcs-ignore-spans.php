<?php
/**
 * Lists the `phpcs:ignore` comments that may miss the line their sniff reports: php phpcs-ignore-spans.php DIR
 *
 * PHPCS applies `phpcs:ignore` to one line: its own line when code precedes it there, else the next line. On a
 * statement that spans several lines, the line a sniff reports depends on the sniff and its version (WPCS 3, which
 * Plugin Check runs, reports some sniffs on an argument's line where WPCS 2 used the call's), so an ignore there
 * may cover nothing. An ignore passes when, for each sniff it names, the covered line holds the token that sniff
 * reports on whatever the version: the `$wpdb` of a direct query, the called function of a function sniff, the
 * array key of a query-argument sniff, the interpolated string of InterpolatedNotPrepared. For any other sniff
 * (escaping, nonces, sanitizing, a bare ignore) the whole statement must fit on the covered line; a longer one
 * goes between `phpcs:disable` and `phpcs:enable`. Statements are cut at ; { } and PHP open/close tags.
 * Prints a JSON list of { file, line, covered, sniff }.
 *
 * @package Yomu
 */

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	exit( 1 );
}

/**
 * The file's tokens with their first and last line.
 *
 * @param string $file PHP file.
 * @return array<int, array{type: int|string, line: int, end: int, text: string}>
 */
function yomu_spans_tokens( string $file ): array {
	$line = 1;
	$list = array();
	foreach ( token_get_all( (string) file_get_contents( $file ) ) as $token ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$text   = is_array( $token ) ? $token[1] : $token;
		$start  = is_array( $token ) ? $token[2] : $line;
		$line   = $start + substr_count( $text, "\n" );
		$list[] = array(
			'type' => is_array( $token ) ? $token[0] : $token,
			'line' => $start,
			'end'  => $line,
			'text' => $text,
		);
	}
	return $list;
}

/**
 * Whether the covered line holds what a sniff reports on.
 *
 * @param string                                                                 $sniff   Sniff code, as named in the ignore.
 * @param array<int, array{type: int|string, line: int, end: int, text: string}> $on_line Code tokens on the covered line.
 * @param array<int, array{type: int|string, line: int, end: int, text: string}> $statement Code tokens of the statement.
 * @param bool                                                                   $whole   Whether the statement fits on the line.
 */
function yomu_spans_covers( string $sniff, array $on_line, array $statement, bool $whole ): bool {
	if ( $whole ) {
		return true;
	}
	$has = static function ( callable $test ) use ( $on_line ): bool {
		foreach ( $on_line as $i => $token ) {
			if ( $test( $token, $on_line[ $i + 1 ] ?? null ) ) {
				return true;
			}
		}
		return false;
	};
	if ( str_starts_with( $sniff, 'WordPress.DB.DirectDatabaseQuery' ) ) {
		// SchemaChange is reported on the string that says ALTER, CREATE or DROP, wherever it is in the statement.
		$schema = array_filter( $statement, fn( $t ) => in_array( $t['type'], array( T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE ), true ) && preg_match( '/\b(ALTER|CREATE|DROP)\b/i', $t['text'] ) );
		$lines  = array_unique( array_column( $on_line, 'line' ) );
		if ( ! str_ends_with( $sniff, '.DirectQuery' ) && ! str_ends_with( $sniff, '.NoCaching' ) && array_diff( array_column( $schema, 'line' ), $lines ) ) {
			return false;
		}
		return $has( fn( $t ) => T_VARIABLE === $t['type'] && '$wpdb' === $t['text'] );
	}
	if ( str_starts_with( $sniff, 'WordPress.DB.PreparedSQL.InterpolatedNotPrepared' ) ) {
		return $has( fn( $t ) => '"' === $t['type'] || T_START_HEREDOC === $t['type'] );
	}
	if ( preg_match( '/^WordPress\.(DB\.SlowDBQuery\.\w+_(meta_query|tax_query|meta_key|meta_value)|WP\.PostsPerPage(\.\w+)?)$/', $sniff, $key ) ) {
		$name = empty( $key[2] ) ? 'posts_per_page' : $key[2];
		return $has( fn( $t ) => T_CONSTANT_ENCAPSED_STRING === $t['type'] && trim( $t['text'], '\'"' ) === $name );
	}
	if ( preg_match( '/^WordPress\.(PHP\.\w*Functions|WP\.AlternativeFunctions|WP\.DiscouragedFunctions)\./', $sniff ) ) {
		return $has( fn( $t, $next ) => T_STRING === $t['type'] && null !== $next && '(' === $next['type'] );
	}
	return false;
}

/**
 * The ignore comments of one file that may miss their sniff's line.
 *
 * @param string $file PHP file.
 * @return array<int, array<string, int|string>>
 */
function yomu_ignore_spans( string $file ): array {
	$list   = yomu_spans_tokens( $file );
	$cuts   = array( ';', '{', '}', T_OPEN_TAG, T_OPEN_TAG_WITH_ECHO, T_CLOSE_TAG, T_INLINE_HTML, T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES );
	$skip   = array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_OPEN_TAG, T_CLOSE_TAG, T_INLINE_HTML );
	$code   = array_keys( array_filter( $list, fn( $t ) => ! in_array( $t['type'], $skip, true ) ) );
	$out    = array();
	$last_i = count( $list ) - 1;
	foreach ( $list as $i => $token ) {
		if ( T_COMMENT !== $token['type'] || ! preg_match( '/phpcs:ignore(?!File)\s*([^\n]*?)(\s--|\?>|$)/', $token['text'], $named ) ) {
			continue;
		}
		$before  = array_filter( $code, fn( $k ) => $k < $i && $list[ $k ]['end'] === $token['line'] );
		$covered = $before ? $token['line'] : $token['line'] + 1;
		$keys    = array_values( array_filter( $code, fn( $k ) => $list[ $k ]['line'] <= $covered && $list[ $k ]['end'] >= $covered ) );
		if ( ! $keys ) {
			continue;
		}
		// The statement: back from the line's first code token to the last cut before it, on to the next cut.
		$from = $keys[0];
		while ( $from > 0 && ! in_array( $list[ $from ]['type'], $cuts, true ) && ! in_array( $list[ $from - 1 ]['type'], $cuts, true ) ) {
			--$from;
		}
		$to = end( $keys );
		while ( $to < $last_i && ! in_array( $list[ $to ]['type'], $cuts, true ) ) {
			++$to;
		}
		$span  = array_values( array_filter( $code, fn( $k ) => $k >= $from && $k <= $to ) );
		$whole = $list[ $span[0] ]['line'] >= $covered && $list[ end( $span ) ]['end'] <= $covered;
		$on    = array_map( fn( $k ) => $list[ $k ], $keys );
		$names = array_filter( array_map( 'trim', explode( ',', $named[1] ) ) );
		foreach ( $names ? $names : array( '' ) as $sniff ) {
			if ( ! yomu_spans_covers( $sniff, $on, array_map( fn( $k ) => $list[ $k ], $span ), $whole ) ) {
				$out[] = array(
					'file'    => $file,
					'line'    => $token['line'],
					'covered' => $covered,
					'sniff'   => $sniff,
				);
			}
		}
	}
	return $out;
}

$yomu_found = array();
$yomu_walk  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $argv[1], FilesystemIterator::SKIP_DOTS | FilesystemIterator::FOLLOW_SYMLINKS ) );
foreach ( $yomu_walk as $yomu_file ) {
	if ( str_ends_with( $yomu_file->getPathname(), '.php' ) ) {
		array_push( $yomu_found, ...yomu_ignore_spans( $yomu_file->getPathname() ) );
	}
}
echo json_encode( $yomu_found, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions.json_encode_json_encode -- JSON on the CLI, no WordPress here.
