<?php
/**
 * Base for the admin tests: manga posts owned by given users, volume and chapter rows, a snapshot of the
 * chapter tables, and clean-up of everything created.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Forms;
use Yomu\Core\Content\Schema;
use Yomu\Core\Tests\TestCase;

abstract class AdminTestCase extends TestCase {

	/**
	 * Messages are compared in English; the site itself runs in Turkish.
	 */
	protected function setUp(): void {
		parent::setUp();
		switch_to_locale( 'en_US' );
	}

	protected function tearDown(): void {
		restore_previous_locale();
		parent::tearDown();
	}

	/**
	 * A volume row (written directly, so the name can be anything a legacy site may hold).
	 *
	 * @param int    $manga_id Manga.
	 * @param string $name     Volume name.
	 * @param int    $index    volume_index.
	 */
	protected function volume( int $manga_id, string $name, int $index = 0 ): int {
		return self::factory()->volume->row(
			$manga_id,
			array(
				'volume_name'  => $name,
				'volume_index' => $index,
			)
		);
	}

	/**
	 * A chapter row with no pages.
	 *
	 * @param int    $manga_id  Manga.
	 * @param string $name      Chapter name.
	 * @param int    $volume_id Volume (0 = none).
	 */
	protected function chapter( int $manga_id, string $name, int $volume_id = 0 ): int {
		return self::factory()->chapter->row(
			$manga_id,
			array(
				'volume_id'    => $volume_id,
				'chapter_name' => $name,
				'chapter_slug' => sanitize_title( $name ),
			)
		);
	}

	/**
	 * Every row of the three chapter tables, to compare before and after a refused request.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	protected function snapshot(): array {
		global $wpdb;
		$rows = array();
		foreach ( Schema::tables() as $key => $table ) {
			$rows[ $key ] = $wpdb->get_results( "SELECT * FROM `$table` ORDER BY 1", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return $rows;
	}

	/**
	 * A nonce for an action on a manga, made for the current user.
	 *
	 * @param string $action   Action name.
	 * @param int    $manga_id Manga.
	 */
	protected function nonce( string $action, int $manga_id ): string {
		return wp_create_nonce( Forms::nonce_action( $action, $manga_id ) );
	}

	/**
	 * The error code of a refusal, '' when allowed.
	 *
	 * @param mixed $result Guard::authorize() answer.
	 */
	protected function refusal( $result ): string {
		return is_wp_error( $result ) ? (string) $result->get_error_code() : '';
	}

	/**
	 * The HTTP status of a refusal.
	 *
	 * @param \WP_Error $error Refusal.
	 */
	protected function status( \WP_Error $error ): int {
		$data = $error->get_error_data();
		return is_array( $data ) ? (int) ( $data['status'] ?? 0 ) : 0;
	}
}
