<?php
/**
 * Folder and file names inside a manga's ZIP: the volume or chapter name as the editor wrote it (letters, spaces and
 * case kept, so an import gives the same names back), without what file systems refuse (/ \ : * ? " < > |, control
 * characters, leading or trailing dots and spaces) and without "--", which an import reads as the subtitle mark.
 * Two names that end up alike in one folder (ignoring case) get " (2)", " (3)" …
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

/**
 * Names unique per parent folder.
 */
final class ZipFolderNames {

	/**
	 * Names given so far: lowercased "parent\nname" => true.
	 *
	 * @var array<string, true>
	 */
	private array $taken = array();

	/**
	 * A safe name, unique in its parent folder.
	 *
	 * @param string $parent   Parent folder ('' or ending in '/').
	 * @param string $name     The volume or chapter name ("Bölüm 3 -- Başlangıç" keeps its one subtitle mark).
	 * @param string $fallback The name to use when nothing of $name is left.
	 */
	public function unique( string $parent, string $name, string $fallback ): string {
		$parts = array_map( array( self::class, 'safe' ), explode( ' -- ', $name, 2 ) );
		$safe  = implode( ' -- ', array_filter( $parts, static fn ( string $part ): bool => '' !== $part ) );
		$safe  = '' === $safe ? $fallback : $safe;
		$name  = $safe;
		$n     = 1;
		while ( isset( $this->taken[ mb_strtolower( $parent . "\n" . $name ) ] ) ) {
			$name = $safe . ' (' . ( ++$n ) . ')';
		}
		$this->taken[ mb_strtolower( $parent . "\n" . $name ) ] = true;
		return $name;
	}

	/**
	 * One name without the characters file systems refuse.
	 *
	 * @param string $name Raw name.
	 */
	private static function safe( string $name ): string {
		$refused = '[\/\\\\:*?"<>|\x00-\x1f\x7f]';
		$name    = (string) preg_replace( '/^' . $refused . '+|' . $refused . '+$/u', '', trim( $name ) );
		$name    = (string) preg_replace( '/' . $refused . '+/u', '-', $name );
		$name    = (string) preg_replace( '/-{2,}/', '-', $name );
		return trim( $name, " .\t" );
	}
}
