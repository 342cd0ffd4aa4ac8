<?php
/**
 * The write side of volumes ({prefix}manga_volumes). No capability checks here: callers check the nonce
 * and edit_post on the manga. Bad input returns a WP_Error and changes nothing; every write bumps the
 * manga's cache version.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Volume writes.
 */
final class VolumeWriter {

	/**
	 * Creates a volume at the end of the manga's volume order.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $name     Volume name.
	 * @return Volume|\WP_Error
	 */
	public static function create( int $manga_id, string $name ) {
		global $wpdb;
		$valid = ChapterFields::check_manga( $manga_id );
		$name  = self::name( $name );
		if ( is_wp_error( $valid ) || is_wp_error( $name ) ) {
			return is_wp_error( $valid ) ? $valid : $name;
		}
		$table = Schema::tables()['volumes'];
		$last  = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(volume_index) FROM `$table` WHERE post_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$ok    = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$table,
			array(
				'post_id'      => $manga_id,
				'volume_name'  => $name,
				'date'         => current_time( 'mysql' ),
				'date_gmt'     => current_time( 'mysql', true ),
				'volume_index' => null === $last ? 0 : (int) $last + 1,
			),
			array( '%d', '%s', '%s', '%s', '%d' )
		);
		if ( ! $ok ) {
			return self::db_error();
		}
		Cache::bump( $manga_id );
		return ChapterRepository::volume( $manga_id, (int) $wpdb->insert_id ) ?? self::missing();
	}

	/**
	 * Renames a volume.
	 *
	 * @param int    $volume_id Volume ID.
	 * @param string $name      New name.
	 * @return Volume|\WP_Error
	 */
	public static function rename( int $volume_id, string $name ) {
		global $wpdb;
		$volume = self::find( $volume_id );
		$name   = self::name( $name );
		if ( null === $volume || is_wp_error( $name ) ) {
			return null === $volume ? self::missing() : $name;
		}
		if ( false === $wpdb->update( Schema::tables()['volumes'], array( 'volume_name' => $name ), array( 'volume_id' => $volume->id ), array( '%s' ), array( '%d' ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return self::db_error();
		}
		Cache::bump( $volume->manga_id );
		return ChapterRepository::volume( $volume->manga_id, $volume->id ) ?? self::missing();
	}

	/**
	 * Sets volume_index 0, 1, 2… in the given order. Volumes of the manga left out of the list keep their
	 * relative order after the listed ones.
	 *
	 * @param int                      $manga_id   Manga post ID.
	 * @param array<int|string, mixed> $volume_ids Volume IDs in their new order.
	 * @return true|\WP_Error
	 */
	public static function reorder( int $manga_id, array $volume_ids ) {
		global $wpdb;
		$valid = ChapterFields::check_manga( $manga_id );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$ids = ChapterWriter::ids( $volume_ids );
		if ( null === $ids || ! $ids || count( $ids ) !== count( $volume_ids ) ) {
			return new \WP_Error( 'yomu_invalid_volume_order', __( 'The new volume order must list each volume once.', 'yomu-core' ) );
		}
		$current = array_map( static fn ( Volume $volume ): int => $volume->id, ChapterRepository::volumes( $manga_id ) );
		if ( array_diff( $ids, $current ) ) {
			return new \WP_Error( 'yomu_invalid_volume', __( 'The volume does not belong to this manga.', 'yomu-core' ) );
		}
		$order = array_merge( $ids, array_values( array_diff( $current, $ids ) ) );
		foreach ( $order as $index => $volume_id ) {
			$wpdb->update( Schema::tables()['volumes'], array( 'volume_index' => $index ), array( 'volume_id' => $volume_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		Cache::bump( $manga_id );
		return true;
	}

	/**
	 * Deletes a volume; its chapters stay, without a volume (volume_id 0).
	 *
	 * @param int $volume_id Volume ID.
	 * @return true|\WP_Error
	 */
	public static function delete( int $volume_id ) {
		global $wpdb;
		$volume = self::find( $volume_id );
		if ( null === $volume ) {
			return self::missing();
		}
		$tables = Schema::tables();
		$moved  = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$tables['chapters'],
			array( 'volume_id' => 0 ),
			array(
				'volume_id' => $volume->id,
				'post_id'   => $volume->manga_id,
			),
			array( '%d' ),
			array( '%d', '%d' )
		);
		if ( false === $moved || false === $wpdb->delete( $tables['volumes'], array( 'volume_id' => $volume->id ), array( '%d' ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Cache::bump( $volume->manga_id );
			return self::db_error();
		}
		Cache::bump( $volume->manga_id );
		return true;
	}

	/**
	 * A volume by ID.
	 *
	 * @param int $volume_id Volume ID.
	 */
	public static function find( int $volume_id ): ?Volume {
		global $wpdb;
		if ( $volume_id <= 0 ) {
			return null;
		}
		$table = Schema::tables()['volumes'];
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE volume_id = %d", $volume_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $row ? Volume::from_row( $row ) : null;
	}

	/**
	 * A clean, non-empty volume name.
	 *
	 * @param string $name Raw name.
	 * @return string|\WP_Error
	 */
	private static function name( string $name ) {
		$name = trim( sanitize_text_field( $name ) );
		return '' === $name ? new \WP_Error( 'yomu_volume_name_required', __( 'The volume needs a name.', 'yomu-core' ) ) : $name;
	}

	/**
	 * The "volume not found" error.
	 */
	private static function missing(): \WP_Error {
		return new \WP_Error( 'yomu_invalid_volume', __( 'The volume does not exist.', 'yomu-core' ) );
	}

	/**
	 * The database error.
	 */
	private static function db_error(): \WP_Error {
		return new \WP_Error( 'yomu_database', __( 'The volume could not be saved to the database.', 'yomu-core' ) );
	}
}
