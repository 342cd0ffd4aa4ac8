<?php
/**
 * Fixtures for the routing tests: manga posts with volume, chapter and page rows written straight into
 * Madara's tables, all removed after each test.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\Schema;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\TestCase;

abstract class RoutingTestCase extends TestCase {

	/**
	 * Manga created by the current test.
	 *
	 * @var int[]
	 */
	private array $created_manga = array();

	/**
	 * Filters added by the current test, removed in tearDown.
	 *
	 * @var array<int, array{0: string, 1: callable}>
	 */
	private array $filters = array();

	/**
	 * Creates a manga post.
	 *
	 * @param array<string, mixed> $fields Post fields.
	 * @param string               $type   Chapter type: manga, text or video.
	 */
	protected function create_manga( array $fields = array(), string $type = 'manga' ): \WP_Post {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => 'wp-manga',
					'post_status' => 'publish',
					'post_title'  => 'Routing ' . wp_generate_password( 6, false ),
				),
				$fields
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		if ( 'manga' !== $type ) {
			update_post_meta( $id, '_wp_manga_chapter_type', $type );
		}
		$this->created_manga[] = $id;
		return get_post( $id );
	}

	/**
	 * Adds a volume row.
	 *
	 * @param int    $manga_id Manga.
	 * @param string $name     volume_name.
	 * @param int    $index    volume_index.
	 */
	protected function add_volume( int $manga_id, string $name, int $index = 0 ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- fixture rows in Madara's table.
			Schema::tables()['volumes'],
			array(
				'post_id'      => $manga_id,
				'volume_name'  => $name,
				'date'         => '2024-01-02 03:04:05',
				'date_gmt'     => '2024-01-02 03:04:05',
				'volume_index' => $index,
			)
		);
		Cache::bump( $manga_id );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Adds a chapter row, and page data per storage for image chapters.
	 *
	 * @param int                                             $manga_id  Manga.
	 * @param string                                          $slug      chapter_slug.
	 * @param int                                             $volume_id volume_id.
	 * @param array<string, array<int, array<string, mixed>>> $pages     storage => Madara page map.
	 * @param array<string, mixed>                            $fields    Other columns.
	 */
	protected function add_chapter( int $manga_id, string $slug, int $volume_id = 0, array $pages = array(), array $fields = array() ): Chapter {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- fixture rows in Madara's table.
			Schema::tables()['chapters'],
			array_merge(
				array(
					'post_id'             => $manga_id,
					'volume_id'           => $volume_id,
					'chapter_name'        => 'Chapter ' . $slug,
					'chapter_name_extend' => '',
					'chapter_slug'        => $slug,
					'storage_in_use'      => 'local',
					'date'                => '2024-01-02 03:04:05',
					'date_gmt'            => '2024-01-02 03:04:05',
				),
				$fields
			)
		);
		$chapter_id = (int) $wpdb->insert_id;
		foreach ( $pages as $storage => $map ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- fixture rows in Madara's table.
				Schema::tables()['data'],
				array(
					'chapter_id' => $chapter_id,
					'storage'    => $storage,
					'data'       => wp_json_encode( $map ),
				)
			);
		}
		Cache::bump( $manga_id );
		$chapter = ChapterRepository::find( $chapter_id );
		$this->assertNotNull( $chapter );
		return $chapter;
	}

	/**
	 * A Madara page map of n local images.
	 *
	 * @param int $count Pages.
	 * @return array<int, array<string, string>>
	 */
	protected function local_pages( int $count ): array {
		$map = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$map[ $i ] = array(
				'src'  => sprintf( 'manga_test/ch/%02d.jpg', $i ),
				'mime' => 'image/jpeg',
			);
		}
		return $map;
	}

	/**
	 * Adds a filter for this test only.
	 *
	 * @param string   $hook     Filter.
	 * @param callable $callback Callback.
	 */
	protected function filter( string $hook, callable $callback ): void {
		add_filter( $hook, $callback, 99, 3 );
		$this->filters[] = array( $hook, $callback );
	}

	/**
	 * Makes wp_manga_settings read as these values (nothing is written).
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	protected function settings( array $settings ): void {
		$this->filter( 'pre_option_wp_manga_settings', static fn () => $settings );
	}

	/**
	 * Switches to plain permalinks for this test (nothing is written).
	 */
	protected function plain_permalinks(): void {
		global $wp_rewrite;
		$this->filter( 'pre_option_permalink_structure', static fn () => '' );
		$wp_rewrite->init();
	}

	/**
	 * Removes what the test created.
	 */
	protected function tearDown(): void {
		global $wpdb, $wp_rewrite;
		foreach ( $this->filters as list( $hook, $callback ) ) {
			remove_filter( $hook, $callback, 99 );
		}
		$this->filters = array();
		$wp_rewrite->init();
		Request::set( null );
		$tables = Schema::tables();
		foreach ( $this->created_manga as $id ) {
			$chapters = $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM `{$tables['chapters']}` WHERE post_id = %d", $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			foreach ( $chapters as $chapter_id ) {
				$wpdb->delete( $tables['data'], array( 'chapter_id' => (int) $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				foreach ( get_posts(
					array(
						'post_type'   => 'chapter_text_content',
						'post_parent' => (int) $chapter_id,
						'post_status' => 'any',
						'fields'      => 'ids',
					)
				) as $text_id ) {
					wp_delete_post( (int) $text_id, true );
				}
			}
			$wpdb->delete( $tables['chapters'], array( 'post_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->delete( $tables['volumes'], array( 'post_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Cache::bump( $id );
			wp_delete_post( $id, true );
		}
		$this->created_manga = array();
		parent::tearDown();
	}
}
