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
use Yomu\Core\Views\HitLimiter;
use Yomu\Core\Views\Tables;

/**
 * Base class: creates what a view test needs and cleans it up.
 */
abstract class ViewsTestCase extends TestCase {

	/** Wednesday 2025-06-11 12:00 UTC. Tests use fixed past times, so their rate-limit claims are expired now. */
	protected const NOON = 1749643200;

	/**
	 * Posts created by the test.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	/**
	 * Options to restore: name => value (null = delete).
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_options = array();

	/**
	 * Creates a manga (or another post).
	 *
	 * @param string $status    Post status ('future' is dated next year).
	 * @param string $post_type Post type.
	 */
	protected function create_manga( string $status = 'publish', string $post_type = 'wp-manga' ): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Views test ' . wp_generate_password( 6, false ),
				'post_type'   => $post_type,
				'post_status' => $status,
				'post_date'   => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + YEAR_IN_SECONDS ) : '',
			),
			true
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * Adds a chapter row to a manga.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $slug     Chapter slug.
	 */
	protected function add_chapter( int $manga_id, string $slug ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- fixture.
			Schema::tables()['chapters'],
			array(
				'post_id'             => $manga_id,
				'volume_id'           => 0,
				'chapter_name'        => $slug,
				'chapter_name_extend' => '',
				'chapter_slug'        => $slug,
				'date'                => '2025-06-01 10:00:00',
				'date_gmt'            => '2025-06-01 10:00:00',
			)
		);
		return (int) $wpdb->insert_id;
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
		$this->save_option( Settings::OPTION );
		$settings         = (array) get_option( Settings::OPTION, array() );
		$settings[ $key ] = $value;
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Remembers an option's value so tearDown can restore it.
	 *
	 * @param string $name Option name.
	 */
	protected function save_option( string $name ): void {
		if ( ! array_key_exists( $name, $this->saved_options ) ) {
			$this->saved_options[ $name ] = get_option( $name, null );
		}
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

	/**
	 * Removes posts, chapters, counter rows and settings changes.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$chapters = Schema::tables()['chapters'];
		$counts   = Tables::names()['counts'];
		foreach ( $this->posts as $id ) {
			$wpdb->delete( $chapters, array( 'post_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->delete( $counts, array( 'manga_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			wp_delete_post( $id, true );
		}
		$this->posts = array();
		foreach ( $this->saved_options as $name => $value ) {
			if ( null === $value ) {
				delete_option( $name );
			} else {
				update_option( $name, $value );
			}
		}
		$this->saved_options = array();
		HitLimiter::purge( time() );
		parent::tearDown();
	}
}
