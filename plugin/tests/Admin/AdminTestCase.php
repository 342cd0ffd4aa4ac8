<?php
/**
 * Base for the admin tests: manga posts owned by given users, volume and chapter rows, a snapshot of the
 * chapter tables, and clean-up of everything created.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Forms;
use Yomu\Core\Content\Cache;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;
use Yomu\Core\Tests\TestCase;

abstract class AdminTestCase extends TestCase {

	/**
	 * Manga posts created by the test.
	 *
	 * @var int[]
	 */
	private array $mangas = array();

	/**
	 * Messages are compared in English; the site itself runs in Turkish.
	 */
	protected function setUp(): void {
		parent::setUp();
		switch_to_locale( 'en_US' );
	}

	protected function tearDown(): void {
		global $wpdb;
		restore_previous_locale();
		$tables = Schema::tables();
		wp_set_current_user( 0 );
		foreach ( $this->mangas as $manga_id ) {
			foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM `{$tables['chapters']}` WHERE post_id = %d", $manga_id ) ) as $chapter_id ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				ChapterWriter::delete( (int) $chapter_id );
			}
			$wpdb->delete( $tables['chapters'], array( 'post_id' => $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->delete( $tables['volumes'], array( 'post_id' => $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			wp_delete_post( $manga_id, true );
			Cache::bump( $manga_id );
		}
		$this->mangas = array();
		parent::tearDown();
	}

	/**
	 * A manga post owned by a user.
	 *
	 * @param int    $author_id Owner.
	 * @param string $status    Post status.
	 */
	protected function manga( int $author_id, string $status = 'publish' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => PostTypes::MANGA,
				'post_title'  => 'Admin test manga ' . wp_generate_password( 6, false ),
				'post_status' => $status,
				'post_author' => $author_id,
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		$this->mangas[] = $id;
		return $id;
	}

	/**
	 * A volume row (written directly, so the name can be anything a legacy site may hold).
	 *
	 * @param int    $manga_id Manga.
	 * @param string $name     Volume name.
	 * @param int    $index    volume_index.
	 */
	protected function volume( int $manga_id, string $name, int $index = 0 ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::tables()['volumes'],
			array(
				'post_id'      => $manga_id,
				'volume_name'  => $name,
				'date'         => current_time( 'mysql' ),
				'date_gmt'     => current_time( 'mysql', true ),
				'volume_index' => $index,
			)
		);
		Cache::bump( $manga_id );
		return (int) $wpdb->insert_id;
	}

	/**
	 * A chapter row with no pages.
	 *
	 * @param int    $manga_id  Manga.
	 * @param string $name      Chapter name.
	 * @param int    $volume_id Volume (0 = none).
	 */
	protected function chapter( int $manga_id, string $name, int $volume_id = 0 ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::tables()['chapters'],
			array(
				'post_id'             => $manga_id,
				'volume_id'           => $volume_id,
				'chapter_name'        => $name,
				'chapter_name_extend' => '',
				'chapter_slug'        => sanitize_title( $name ),
				'storage_in_use'      => 'local',
				'date'                => current_time( 'mysql' ),
				'date_gmt'            => current_time( 'mysql', true ),
			)
		);
		Cache::bump( $manga_id );
		return (int) $wpdb->insert_id;
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
