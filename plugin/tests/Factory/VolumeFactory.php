<?php
/**
 * Makes volumes through the plugin's VolumeWriter, or as a raw Madara row when a test needs exact columns.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Volume;
use Yomu\Core\Content\VolumeWriter;

/**
 * Volumes.
 */
final class VolumeFactory {

	/**
	 * A volume at the end of the manga's volume order, written by VolumeWriter; returns its ID.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $name     Volume name.
	 */
	public function create( int $manga_id, string $name = 'Volume 1' ): int {
		return $this->create_and_get( $manga_id, $name )->id;
	}

	/**
	 * As create(), returning the Volume.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $name     Volume name.
	 * @throws \RuntimeException When the fixture cannot be made.
	 */
	public function create_and_get( int $manga_id, string $name = 'Volume 1' ): Volume {
		$volume = VolumeWriter::create( $manga_id, $name );
		if ( is_wp_error( $volume ) ) {
			throw new \RuntimeException( 'volume not created: ' . $volume->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return $volume;
	}

	/**
	 * A volume row as Madara stores it, with the given columns (volume_index, date…), written directly.
	 *
	 * @param int                  $manga_id Manga post ID.
	 * @param array<string, mixed> $columns  Columns over the defaults.
	 * @throws \RuntimeException When the row is not inserted.
	 */
	public function row( int $manga_id, array $columns = array() ): int {
		global $wpdb;
		$done = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a fixture row in Madara's table.
			Schema::tables()['volumes'],
			array_merge(
				array(
					'post_id'      => $manga_id,
					'volume_name'  => 'Volume 1',
					'date'         => current_time( 'mysql' ),
					'date_gmt'     => current_time( 'mysql', true ),
					'volume_index' => 0,
				),
				$columns
			)
		);
		if ( false === $done ) {
			throw new \RuntimeException( 'volume row not inserted: ' . $wpdb->last_error ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		Cache::bump( $manga_id );
		return (int) $wpdb->insert_id;
	}
}
