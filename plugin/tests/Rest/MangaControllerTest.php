<?php
/**
 * GET /yomu/v1/manga, /manga/{id} and /manga/by-slug/{slug}: only what the public pages show, the listings'
 * filters and orders, pagination headers, argument schemas against hostile values, cache headers.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Rest;

require_once __DIR__ . '/RestTestCase.php';

/**
 * The manga routes.
 */
final class MangaControllerTest extends RestTestCase {

	/**
	 * A genre slug no other test uses, so list totals count only this test's manga.
	 *
	 * @var string
	 */
	private string $genre = '';

	protected function setUp(): void {
		parent::setUp();
		$this->genre = 'rest-genre-' . strtolower( wp_generate_password( 8, false ) );
	}

	/**
	 * A manga in this test's genre.
	 *
	 * @param array<string, mixed>    $post  Post fields.
	 * @param array<string, mixed>    $meta  Meta.
	 * @param array<string, string[]> $terms More terms.
	 */
	private function listed( array $post = array(), array $meta = array(), array $terms = array() ): int {
		return self::factory()->manga->create( $post, $meta, array_merge( array( 'wp-manga-genre' => array( $this->genre ) ), $terms ) );
	}

	/**
	 * The ids of a list answer.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @return int[]
	 */
	private static function ids( \WP_REST_Response $response ): array {
		return array_map( static fn ( array $item ): int => $item['id'], (array) $response->get_data() );
	}

	public function test_the_list_holds_only_published_unprotected_manga_with_pagination_headers(): void {
		$open     = $this->listed( array( 'post_date' => '2026-01-03 10:00:00' ) );
		$second   = $this->listed( array( 'post_date' => '2026-01-02 10:00:00' ) );
		$third    = $this->listed( array( 'post_date' => '2026-01-01 10:00:00' ) );
		$draft    = $this->listed( array( 'post_status' => 'draft' ) );
		$private  = $this->listed( array( 'post_status' => 'private' ) );
		$password = $this->listed( array( 'post_password' => 'sesame' ) );

		$all = $this->call(
			'GET',
			'/manga',
			array(
				'genre'   => array( $this->genre ),
				'orderby' => 'new-manga',
			)
		);
		$this->assertSame( 200, $all->get_status() );
		$this->assertSame( array( $open, $second, $third ), self::ids( $all ), 'newest first; draft, private and protected left out' );
		$this->assertSame( '3', $all->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $all->get_headers()['X-WP-TotalPages'] );
		foreach ( array( $draft, $private, $password ) as $hidden ) {
			$this->assertNotContains( $hidden, self::ids( $all ) );
		}

		$page = $this->call(
			'GET',
			'/manga',
			array(
				'genre'    => array( $this->genre ),
				'orderby'  => 'new-manga',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( $third ), self::ids( $page ) );
		$this->assertSame( '3', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );

		$beyond = $this->call(
			'GET',
			'/manga',
			array(
				'genre'    => array( $this->genre ),
				'per_page' => 2,
				'page'     => 3,
			)
		);
		$this->assertSame( 400, $beyond->get_status() );
		$this->assertSame( 'rest_post_invalid_page_number', self::code( $beyond ) );

		// A signed-in editor still gets the public list.
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertSame(
			array( $open, $second, $third ),
			self::ids(
				$this->call(
					'GET',
					'/manga',
					array(
						'genre'   => array( $this->genre ),
						'orderby' => 'new-manga',
					)
				)
			)
		);
	}

	public function test_filters_and_orders_are_the_listings(): void {
		$tag    = 'rest-tag-' . strtolower( wp_generate_password( 6, false ) );
		$zeta   = $this->listed(
			array( 'post_title' => 'Zeta REST' ),
			array(
				'_wp_manga_status'       => 'end',
				'_wp_manga_chapter_type' => 'text',
				'_wp_manga_views'        => 50,
				'_manga_avarage_reviews' => 4.5,
			),
			array( 'wp-manga-tag' => array( $tag ) )
		);
		$alpha  = $this->listed(
			array( 'post_title' => 'Alpha REST' ),
			array(
				'_wp_manga_status' => 'on-going',
				'_wp_manga_views'  => 900,
			)
		);
		$middle = $this->listed(
			array( 'post_title' => 'Middle REST' ),
			array(
				'_wp_manga_status'       => 'on-going',
				'_wp_manga_chapter_type' => 'video',
				'_wp_manga_views'        => 10,
				'_manga_avarage_reviews' => 2,
			)
		);
		$list   = fn ( array $params ): array => self::ids( $this->call( 'GET', '/manga', array_merge( array( 'genre' => array( $this->genre ) ), $params ) ) );

		$this->assertSame( array( $alpha, $middle, $zeta ), $list( array( 'orderby' => 'alphabet' ) ) );
		$this->assertSame( array( $alpha, $zeta, $middle ), $list( array( 'orderby' => 'views' ) ) );
		$this->assertSame( array( $zeta, $middle, $alpha ), $list( array( 'orderby' => 'rating' ) ) );
		$this->assertSame( array( $zeta ), $list( array( 'tag' => $tag ) ) );
		$this->assertSame(
			array( $alpha, $middle ),
			$list(
				array(
					'status'  => array( 'on-going' ),
					'orderby' => 'alphabet',
				)
			)
		);
		$this->assertSame( array( $zeta ), $list( array( 'type' => 'text' ) ) );
		$this->assertSame( array( $alpha ), $list( array( 'type' => 'manga' ) ), 'no chapter type stored: image manga' );
		$this->assertSame( array( $middle ), $list( array( 'search' => 'Middle' ) ) );
		$this->assertSame( array(), $list( array( 'author' => 'nobody-' . $tag ) ) );
	}

	public function test_adult_manga_leave_the_list_for_a_family_safe_visitor(): void {
		$adult = $this->listed( array(), array( 'manga_adult_content' => array( 'yes' ) ) );
		$safe  = $this->listed();
		$this->assertEqualsCanonicalizing( array( $adult, $safe ), self::ids( $this->call( 'GET', '/manga', array( 'genre' => array( $this->genre ) ) ) ) );
		$_COOKIE['wpmanga-adult'] = '1';
		$this->assertSame( array( $safe ), self::ids( $this->call( 'GET', '/manga', array( 'genre' => array( $this->genre ) ) ) ) );
	}

	public function test_hostile_arguments_are_refused_by_the_schema(): void {
		$hostile = array(
			array( 'per_page' => 1000 ),
			array( 'per_page' => -1 ),
			array( 'page' => 0 ),
			array( 'page' => '99999999999999999999' ),
			array( 'orderby' => 'ID` DESC, (SELECT SLEEP(5))' ),
			array( 'genre' => array( "x' OR 1=1 --" ) ),
			array( 'status' => array( 'draft' ) ),
			array( 'type' => 'chapter_text_content' ),
			array( 'tag' => '../../etc/passwd' ),
			array( 'search' => str_repeat( 'A', 201 ) ),
		);
		foreach ( $hostile as $params ) {
			$response = $this->call( 'GET', '/manga', $params );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'rest_invalid_param', self::code( $response ) );
		}
	}

	public function test_one_manga_by_id_or_slug_and_never_a_hidden_one(): void {
		$open  = self::factory()->manga->create(
			array(
				'post_title'   => 'Open &amp; REST',
				'post_name'    => 'open-rest-' . strtolower( wp_generate_password( 6, false ) ),
				'post_content' => 'A summary.<script>alert(1)</script>',
			),
			array( '_wp_manga_status' => 'on-going' ),
			array( 'wp-manga-author' => array( 'Kentaro' ) )
		);
		$by_id = $this->call( 'GET', '/manga/' . $open );
		$this->assertSame( 200, $by_id->get_status() );
		$data = (array) $by_id->get_data();
		$this->assertSame( 'Open & REST', $data['title'] );
		$this->assertSame( 'on-going', $data['status'] );
		$this->assertSame( 'manga', $data['chapter_type'] );
		$this->assertSame( 'Kentaro', $data['authors'][0]['name'] );
		$this->assertSame( get_permalink( $open ), $data['link'] );
		$this->assertStringContainsString( 'A summary.', $data['summary'] );
		$this->assertStringNotContainsString( '<script', $data['summary'] );
		$this->assertSame( $data, $this->call( 'GET', '/manga/by-slug/' . get_post_field( 'post_name', $open ) )->get_data() );

		$draft   = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		$private = self::factory()->manga->create( array( 'post_status' => 'private' ) );
		$post    = self::factory()->manga->create( array( 'post_type' => 'post' ) );
		foreach ( array( $draft, $private, $post, 999999999 ) as $hidden ) {
			$response = $this->call( 'GET', '/manga/' . $hidden );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'yomu_rest_not_found', self::code( $response ) );
		}
		$this->assertSame( 404, $this->call( 'GET', '/manga/by-slug/' . get_post_field( 'post_name', $draft ) )->get_status() );

		$protected = self::factory()->manga->create( array( 'post_password' => 'sesame' ) );
		$this->assertSame( 'yomu_rest_password_required', self::code( $this->call( 'GET', '/manga/' . $protected ) ) );

		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertSame( 200, $this->call( 'GET', '/manga/' . $draft )->get_status(), 'an editor reads the draft, as on its page' );
	}

	public function test_cache_headers_follow_the_pages(): void {
		$open  = self::factory()->manga->create();
		$guest = $this->call( 'GET', '/manga/' . $open );
		$this->assertStringStartsWith( 'public, max-age=0, s-maxage=', $guest->get_headers()['Cache-Control'] );
		$this->assertStringStartsWith( 'public, max-age=0, s-maxage=60', $this->call( 'GET', '/manga/999999999' )->get_headers()['Cache-Control'], 'a 404 is kept shorter' );

		$_COOKIE['wpmanga-adault'] = '1';
		$this->assertSame( 'private, no-cache', $this->call( 'GET', '/manga/' . $open )->get_headers()['Cache-Control'], 'a personal cookie' );
		unset( $_COOKIE['wpmanga-adault'] );

		wp_set_current_user( $this->create_user()->ID );
		$this->assertSame( 'private, no-cache', $this->call( 'GET', '/manga/' . $open )->get_headers()['Cache-Control'] );
	}
}
