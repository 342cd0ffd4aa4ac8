<?php
/**
 * Helpers for the view counter tests: fixed times, chapter view counts, settings and fresh meta.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Views;

use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;
use Yomu\Core\Tests\TestCase;

/**
 * Base class for the view counter tests.
 */
abstract class ViewsTestCase extends TestCase {

	/** Wednesday 2025-06-11 12:00 UTC. Tests use fixed past times, so their rate-limit claims are expired now. */
	protected const NOON = 1749643200;

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
