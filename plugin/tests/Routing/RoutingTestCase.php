<?php
/**
 * Fixtures for the routing tests: volume, chapter and page rows written straight into Madara's tables, and
 * filters and settings for one test.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\TestCase;

abstract class RoutingTestCase extends TestCase {

	/**
	 * Filters added by the current test, removed in tearDown.
	 *
	 * @var array<int, array{0: string, 1: callable}>
	 */
	private array $filters = array();

	/**
	 * Adds a volume row.
	 *
	 * @param int    $manga_id Manga.
	 * @param string $name     volume_name.
	 * @param int    $index    volume_index.
	 */
	protected function add_volume( int $manga_id, string $name, int $index = 0 ): int {
		return self::factory()->volume->row(
			$manga_id,
			array(
				'volume_name'  => $name,
				'date'         => '2024-01-02 03:04:05',
				'date_gmt'     => '2024-01-02 03:04:05',
				'volume_index' => $index,
			)
		);
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
		$columns = array(
			'volume_id'    => $volume_id,
			'chapter_slug' => $slug,
			'date'         => '2024-01-02 03:04:05',
			'date_gmt'     => '2024-01-02 03:04:05',
		);
		return self::factory()->chapter->row_and_get( $manga_id, array_merge( $columns, $fields ), $pages );
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
	 * Makes Madara's theme options (option_tree) read as these values (nothing is written).
	 *
	 * @param array<string, mixed> $options Theme options.
	 */
	protected function theme_options( array $options ): void {
		$this->filter( 'pre_option_option_tree', static fn () => $options );
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
		global $wp_rewrite;
		foreach ( $this->filters as list( $hook, $callback ) ) {
			remove_filter( $hook, $callback, 99 );
		}
		$this->filters = array();
		$wp_rewrite->init();
		Request::set( null );
		parent::tearDown();
	}
}
