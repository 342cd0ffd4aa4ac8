<?php
/**
 * Rebuilds an animated GIF block by block, since GD cannot re-encode animation: the header, colour
 * tables, frame control blocks and image data are copied; comments, plain-text blocks, application blocks
 * other than the looping ones and anything after the trailer are dropped. A malformed file is refused.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage;

/**
 * GIF structure walker.
 */
final class GifRebuilder {

	/** Application blocks that control looping; every other application block is metadata. */
	private const KEPT_APPLICATIONS = array( 'NETSCAPE2.0', 'ANIMEXTS1.0' );

	/** More frames than this is refused (browsers would have to decode them all). */
	private const MAX_FRAMES = 2000;

	/**
	 * The cleaned GIF and its frame count, or null when the bytes are not a well-formed GIF.
	 *
	 * @param string $bytes GIF file contents.
	 * @return array{bytes: string, frames: int}|null
	 */
	public static function rebuild( string $bytes ): ?array {
		$length = strlen( $bytes );
		if ( $length < 14 || ! in_array( substr( $bytes, 0, 6 ), array( 'GIF87a', 'GIF89a' ), true ) ) {
			return null;
		}
		$packed = ord( $bytes[10] );
		$pos    = 13 + ( ( $packed & 0x80 ) ? 3 * ( 2 << ( $packed & 7 ) ) : 0 );
		if ( $pos > $length ) {
			return null;
		}
		$out    = substr( $bytes, 0, $pos );
		$frames = 0;
		while ( $pos < $length ) {
			$introducer = $bytes[ $pos ];
			if ( ';' === $introducer ) {
				return $frames > 0 ? array(
					'bytes'  => $out . ';',
					'frames' => $frames,
				) : null;
			}
			if ( '!' === $introducer && $pos + 1 < $length ) {
				$label = ord( $bytes[ $pos + 1 ] );
				$end   = self::skip_sub_blocks( $bytes, $pos + 2 );
				if ( null === $end ) {
					return null;
				}
				if ( 0xF9 === $label || ( 0xFF === $label && in_array( substr( $bytes, $pos + 3, 11 ), self::KEPT_APPLICATIONS, true ) ) ) {
					$out .= substr( $bytes, $pos, $end - $pos );
				}
				$pos = $end;
				continue;
			}
			if ( ',' === $introducer && $pos + 10 < $length ) {
				$packed = ord( $bytes[ $pos + 9 ] );
				$data   = $pos + 10 + ( ( $packed & 0x80 ) ? 3 * ( 2 << ( $packed & 7 ) ) : 0 );
				$end    = $data < $length ? self::skip_sub_blocks( $bytes, $data + 1 ) : null;
				if ( null === $end || ++$frames > self::MAX_FRAMES ) {
					return null;
				}
				$out .= substr( $bytes, $pos, $end - $pos );
				$pos  = $end;
				continue;
			}
			return null;
		}
		return null;
	}

	/**
	 * The offset just after a chain of data sub-blocks (each a length byte then data, ended by a zero
	 * length), or null when the chain runs past the end.
	 *
	 * @param string $bytes GIF bytes.
	 * @param int    $pos   Offset of the first length byte.
	 */
	private static function skip_sub_blocks( string $bytes, int $pos ): ?int {
		$length = strlen( $bytes );
		while ( $pos < $length ) {
			$size = ord( $bytes[ $pos ] );
			++$pos;
			if ( 0 === $size ) {
				return $pos;
			}
			$pos += $size;
		}
		return null;
	}
}
