<?php
/**
 * Base of the `yomu/v1` tests: manga and chapters made through the plugin's writers, requests dispatched by
 * WordPress's own REST server, and everything removed again.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Rest;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Schema;
use Yomu\Core\Tests\TestCase;

/**
 * Fixtures and a request helper.
 */
abstract class RestTestCase extends TestCase {

	/**
	 * Manga created by the test.
	 *
	 * @var int[]
	 */
	private array $made = array();

	/**
	 * Cookies as before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $cookies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cookies = $_COOKIE;
		switch_to_locale( 'en_US' );
		rest_get_server();
	}

	protected function tearDown(): void {
		global $wpdb;
		$tables = Schema::tables();
		foreach ( $this->made as $manga ) {
			foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM `{$tables['chapters']}` WHERE post_id = %d", $manga ) ) as $chapter ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				ChapterWriter::delete( (int) $chapter );
			}
			$wpdb->delete( $tables['volumes'], array( 'post_id' => $manga ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			wp_delete_post( $manga, true );
			Cache::bump( $manga );
		}
		$this->made = array();
		$_COOKIE    = $this->cookies;
		restore_previous_locale();
		parent::tearDown();
	}

	/**
	 * A manga post with meta and terms.
	 *
	 * @param array<string, mixed>    $post  Post fields.
	 * @param array<string, mixed>    $meta  Meta.
	 * @param array<string, string[]> $terms Taxonomy => term names.
	 */
	protected function manga( array $post = array(), array $meta = array(), array $terms = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => 'wp-manga',
					'post_status' => 'publish',
					'post_author' => 1,
					'post_title'  => 'REST manga ' . wp_generate_password( 6, false ),
				),
				$post
			)
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		foreach ( $terms as $taxonomy => $names ) {
			wp_set_object_terms( $id, $names, $taxonomy );
		}
		return $id;
	}

	/**
	 * An image chapter of PNG pages of the given sizes.
	 *
	 * @param int                        $manga  Manga post ID.
	 * @param array<string, mixed>       $fields Chapter fields (name, volume_id, index).
	 * @param array<int, array{int,int}> $sizes  Width and height per page.
	 */
	protected function image_chapter( int $manga, array $fields, array $sizes ): Chapter {
		$files = array();
		foreach ( $sizes as $i => list( $width, $height ) ) {
			$image = imagecreatetruecolor( $width, $height );
			$path  = (string) tempnam( sys_get_temp_dir(), 'yomu-rest' );
			imagepng( $image, $path );
			$files[] = array(
				'path' => $path,
				'name' => sprintf( '%02d.png', $i + 1 ),
			);
		}
		$chapter = ChapterWriter::create_image_chapter( $manga, $fields, $files );
		$this->assertInstanceOf( Chapter::class, $chapter );
		return $chapter;
	}

	/**
	 * Dispatches a request through the REST server, as a request over HTTP would be.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route below /yomu/v1.
	 * @param array<string, mixed> $params Query (GET) or body parameters.
	 */
	protected function call( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/yomu/v1' . $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		$response = rest_get_server()->dispatch( $request );
		return apply_filters( 'rest_post_dispatch', rest_ensure_response( $response ), rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, run as its server runs it.
	}

	/**
	 * The error code of an answer ('' when it is no error).
	 *
	 * @param \WP_REST_Response $response Answer.
	 */
	protected static function code( \WP_REST_Response $response ): string {
		$data = $response->get_data();
		return is_array( $data ) && isset( $data['code'] ) && is_string( $data['code'] ) ? $data['code'] : '';
	}
}
