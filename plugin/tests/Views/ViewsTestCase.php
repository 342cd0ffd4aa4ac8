<?php
/**
 * Fixtures for the view counter tests: manga posts, chapter rows and settings, all removed afterwards.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;
use Yomu\Core\Tests\TestCase;

/**
 * Base class: creates what a view test needs and cleans it up.
 */
abstract class ViewsTestCase extends TestCase {

	/** Wednesday 2025-06-11 12:00 UTC. Tests use fixed past times, so their rate-limit claims are expired now. */
	protected const NOON = 1749643200;

	/**
	 * Creates a manga (or another post). Only ViewsActionTest still calls it (other tests use self::factory()).
	 *
	 * @param string $status    Post status ('future' is dated next year).
	 * @param string $post_type Post type.
	 */
	protected function create_manga( string $status = 'publish', string $post_type = 'wp-manga' ): int {
		return self::factory()->manga->create(
			array(
				'post_type'   => $post_type,
				'post_status' => $status,
			)
		);
	}

	/**
	 * Adds a chapter row to a manga. Only ViewsActionTest still calls it.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $slug     Chapter slug.
	 */
	protected function add_chapter( int $manga_id, string $slug ): int {
		return self::factory()->chapter->row(
			$manga_id,
			array(
				'chapter_name' => $slug,
				'chapter_slug' => $slug,
				'date'         => '2025-06-01 10:00:00',
				'date_gmt'     => '2025-06-01 10:00:00',
			)
		);
	}

	/**
	 * The views column of a chapter.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	protected function chapter_views( int $chapter_id ): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT views FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Changes one Madara setting for this test.
	 *
	 * @param string $key   Setting name.
	 * @param string $value Value.
	 */
	protected function set_setting( string $key, string $value ): void {
		$settings         = (array) get_option( Settings::OPTION, array() );
		$settings[ $key ] = $value;
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * All post meta of a post, fresh from the database, as key => list of values.
	 *
	 * @param int $post_id Post ID.
	 * @return array<string, mixed>
	 */
	protected function fresh_meta( int $post_id ): array {
		wp_cache_delete( $post_id, 'post_meta' );
		return (array) get_post_meta( $post_id );
	}

}
