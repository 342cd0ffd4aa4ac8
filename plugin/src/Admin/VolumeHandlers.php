<?php
/**
 * Volume actions: create, rename, move up or down, delete. Guard has already authorized the request;
 * these validate the input and call the writer.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\VolumeWriter;

/**
 * Volume handlers: each returns the success message or a \WP_Error.
 */
final class VolumeHandlers {

	/**
	 * Creates a volume.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function create( int $manga_id, array $request ) {
		$name = self::name( $request );
		if ( is_wp_error( $name ) ) {
			return $name;
		}
		if ( Duplicates::volume( $manga_id, $name ) ) {
			return self::taken( $name );
		}
		$result = VolumeWriter::create( $manga_id, $name );
		/* translators: %s: volume name */
		return is_wp_error( $result ) ? $result : sprintf( __( 'Volume "%s" created.', 'yomu-core' ), $name );
	}

	/**
	 * Renames a volume.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function rename( int $manga_id, array $request ) {
		$name = self::name( $request );
		if ( is_wp_error( $name ) ) {
			return $name;
		}
		$volume_id = Targets::id( $request['volume_id'] ?? '' );
		if ( Duplicates::volume( $manga_id, $name, $volume_id ) ) {
			return self::taken( $name );
		}
		$result = VolumeWriter::rename( $volume_id, $name );
		/* translators: %s: volume name */
		return is_wp_error( $result ) ? $result : sprintf( __( 'Volume renamed to "%s".', 'yomu-core' ), $name );
	}

	/**
	 * Moves a volume one place up or down in the reading order.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function move( int $manga_id, array $request ) {
		$direction = isset( $request['direction'] ) && is_string( $request['direction'] ) ? $request['direction'] : '';
		if ( ! in_array( $direction, array( 'up', 'down' ), true ) ) {
			return new \WP_Error( 'yomu_bad_direction', __( 'Choose whether to move the volume up or down.', 'yomu-core' ) );
		}
		$volume_id = Targets::id( $request['volume_id'] ?? '' );
		$order     = array_map( static fn ( $volume ) => $volume->id, ChapterRepository::volumes( $manga_id ) );
		$at        = array_search( $volume_id, $order, true );
		$to        = false === $at ? false : ( 'up' === $direction ? $at - 1 : $at + 1 );
		if ( false === $to || ! isset( $order[ $to ] ) ) {
			$message = 'up' === $direction ? __( 'This volume is already the first.', 'yomu-core' ) : __( 'This volume is already the last.', 'yomu-core' );
			return new \WP_Error( 'yomu_cannot_move', $message );
		}
		$order[ $at ] = $order[ $to ];
		$order[ $to ] = $volume_id;
		$result       = VolumeWriter::reorder( $manga_id, $order );
		return is_wp_error( $result ) ? $result : __( 'Volume order saved.', 'yomu-core' );
	}

	/**
	 * Deletes a volume; its chapters stay, without a volume.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function delete( int $manga_id, array $request ) {
		$result = VolumeWriter::delete( Targets::id( $request['volume_id'] ?? '' ) );
		return is_wp_error( $result ) ? $result : __( 'Volume deleted. Its chapters now have no volume.', 'yomu-core' );
	}

	/**
	 * The refusal of a name another volume has.
	 *
	 * @param string $name The name.
	 */
	private static function taken( string $name ): \WP_Error {
		/* translators: %s: volume name */
		return new \WP_Error( 'yomu_volume_exists', sprintf( __( 'This manga already has a volume named "%s".', 'yomu-core' ), $name ) );
	}

	/**
	 * The volume name from the request, required.
	 *
	 * @param array<string, mixed> $request Unslashed request fields.
	 * @return string|\WP_Error
	 */
	private static function name( array $request ) {
		$name = isset( $request['volume_name'] ) && is_string( $request['volume_name'] ) ? sanitize_text_field( $request['volume_name'] ) : '';
		return '' !== $name ? $name : new \WP_Error( 'yomu_empty_name', __( 'Enter a volume name.', 'yomu-core' ) );
	}
}
