<?php
/**
 * Resolver: which manga URLs resolve (and to what), and which are 404s.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Resolver;

require_once __DIR__ . '/RoutingTestCase.php';

final class ResolverTest extends RoutingTestCase {

	/**
	 * The real main query, while a test stands in its own.
	 *
	 * @var \WP_Query|null
	 */
	private ?\WP_Query $previous_main_query = null;

	/**
	 * A manga with volume "Volume 1" holding chapter-1 (5 pages, plus a 1-page mirror) and chapter-2 outside it.
	 *
	 * @param array<string, mixed> $fields Post fields.
	 * @return array{0: \WP_Post, 1: int}
	 */
	private function manga_with_chapters( array $fields = array() ): array {
		$manga  = self::factory()->manga->create_and_get( $fields );
		$volume = $this->add_volume( $manga->ID, 'Volume 1' );
		$mirror = array(
			1 => array(
				'src'  => 'https://cdn.example.com/a/01.jpg',
				'mime' => 'image/jpeg',
			),
		);
		$this->add_chapter(
			$manga->ID,
			'chapter-1',
			$volume,
			array(
				'local'  => $this->local_pages( 5 ),
				'mirror' => $mirror,
			)
		);
		$this->add_chapter( $manga->ID, 'chapter-2', 0, array( 'local' => $this->local_pages( 2 ) ) );
		return array( $manga, $volume );
	}

	public function test_manga_page_resolves_without_a_chapter(): void {
		list( $manga ) = $this->manga_with_chapters();
		$request       = Resolver::resolve( $manga, array() );
		$this->assertInstanceOf( Request::class, $request );
		$this->assertFalse( $request->is_chapter() );
		$this->assertSame( $manga->ID, $request->manga->ID );
	}

	public function test_chapter_resolves_with_or_without_its_volume_segment(): void {
		list( $manga ) = $this->manga_with_chapters();
		foreach ( array(
			array( 'chapter' => 'chapter-1' ),
			array(
				'chapter' => 'chapter-1',
				'volume'  => 'volume-1',
			),
		) as $vars ) {
			$request = Resolver::resolve( $manga, $vars );
			$this->assertNotNull( $request );
			$this->assertSame( 'chapter-1', $request->chapter->slug );
			$this->assertSame( 1, $request->page );
			$this->assertSame( 'paged', $request->style );
		}
	}

	public function test_volume_must_match_when_present(): void {
		list( $manga ) = $this->manga_with_chapters();
		$this->assertNull(
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-1',
					'volume'  => 'volume-2',
				)
			)
		);
		$this->assertNull(
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-2',
					'volume'  => 'volume-1',
				)
			)
		);
		$this->assertNotNull(
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-2',
					'volume'  => 'n-a',
				)
			)
		);
	}

	public function test_unknown_chapter_is_a_404(): void {
		list( $manga ) = $this->manga_with_chapters();
		$this->assertNull( Resolver::resolve( $manga, array( 'chapter' => 'chapter-9' ) ) );
		$this->assertNull( Resolver::resolve( $manga, array( 'chapter' => "chapter-1' OR '1'='1" ) ) );
	}

	public function test_a_password_protected_mangas_chapters_are_a_404_until_its_password_was_given(): void {
		$locked = self::factory()->manga->create_and_get( array( 'post_password' => 'sesame' ) );
		$this->add_chapter( $locked->ID, 'chapter-1' );
		$this->assertNotNull( Resolver::resolve( $locked, array() ), 'the manga page shows WordPress\'s password form' );
		$this->assertNull( Resolver::resolve( $locked, array( 'chapter' => 'chapter-1' ) ) );
		// The post-password cookie is a phpass hash, as wp-login.php?action=postpass sets it; WordPress 6.8+ no longer
		// loads phpass for user passwords, so load it as core does before hashing.
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$hasher = new \PasswordHash( 8, true );

		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = $hasher->HashPassword( 'sesame' );
		try {
			$this->assertNotNull( Resolver::resolve( $locked, array( 'chapter' => 'chapter-1' ) ) );
		} finally {
			unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		}
	}

	public function test_a_chapter_of_another_manga_is_a_404(): void {
		list( $manga ) = $this->manga_with_chapters();
		$other         = self::factory()->manga->create_and_get();
		$this->assertNull( Resolver::resolve( $other, array( 'chapter' => 'chapter-1' ) ) );
		$this->assertNotNull( Resolver::resolve( $manga, array( 'chapter' => 'chapter-1' ) ) );
	}

	public function test_paged_page_must_be_in_range(): void {
		list( $manga ) = $this->manga_with_chapters();
		$page          = static fn ( $n ) => Resolver::resolve(
			$manga,
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => $n,
			)
		);
		$this->assertSame( 5, $page( '5' )->page );
		$this->assertSame( 'paged', $page( '5' )->style );
		$this->assertSame( 'manga_test/ch/05.jpg', substr( $page( '5' )->images()[0]->url, -20 ) );
		$this->assertCount( 1, $page( '5' )->images() );
		foreach ( array( '6', '0', '-1', 'abc', '2x', '99999999999' ) as $bad ) {
			$this->assertNull( $page( $bad ), "page $bad" );
		}
	}

	public function test_images_per_page_sets_the_page_count(): void {
		list( $manga ) = $this->manga_with_chapters();
		$this->theme_options( array( 'manga_reading_images_per_page' => '2' ) );
		$request = Resolver::resolve(
			$manga,
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '3',
			)
		);
		$this->assertSame( 3, $request->page_count() );
		$this->assertCount( 1, $request->images() );
		$this->assertNull(
			Resolver::resolve(
				$manga,
				array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '4',
				)
			)
		);
		$this->assertCount( 2, Resolver::resolve( $manga, array( 'chapter' => 'chapter-1' ) )->images() );
	}

	public function test_list_style_shows_every_image(): void {
		list( $manga ) = $this->manga_with_chapters();
		$request       = Resolver::resolve(
			$manga,
			array(
				'chapter' => 'chapter-1',
				'style'   => 'list',
			)
		);
		$this->assertSame( 'list', $request->style );
		$this->assertSame( 'list', $request->explicit_style );
		$this->assertSame( array( 1, 2, 3, 4, 5 ), array_map( static fn ( $page ) => $page->number, $request->images() ) );
	}

	public function test_a_page_url_is_paged_even_when_the_reader_prefers_lists(): void {
		list( $manga ) = $this->manga_with_chapters();
		$this->theme_options( array( 'manga_reading_style' => 'list' ) );
		$this->assertSame( 'list', Resolver::resolve( $manga, array( 'chapter' => 'chapter-1' ) )->style );
		$request = Resolver::resolve(
			$manga,
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '2',
			)
		);
		$this->assertSame( 'paged', $request->style );
		$this->assertSame( 2, $request->page );
	}

	public function test_unknown_styles_are_ignored(): void {
		list( $manga ) = $this->manga_with_chapters();
		foreach ( array( '../../wp-config', 'LIST', array( 'list' ) ) as $style ) {
			$request = Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-1',
					'style'   => $style,
				)
			);
			$this->assertSame( 'paged', $request->style );
			$this->assertSame( '', $request->explicit_style );
		}
	}

	public function test_host_must_be_a_storage_of_the_chapter(): void {
		list( $manga ) = $this->manga_with_chapters();
		$mirror        = Resolver::resolve(
			$manga,
			array(
				'chapter' => 'chapter-1',
				'host'    => 'mirror',
			)
		);
		$this->assertSame( 'mirror', $mirror->host );
		$this->assertSame( 'https://cdn.example.com/a/01.jpg', $mirror->images()[0]->url );
		$this->assertSame( 1, $mirror->page_count() );
		$this->assertSame(
			'',
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-1',
					'host'    => 'evil',
				)
			)->host
		);
		$this->assertSame(
			'',
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-2',
					'host'    => 'mirror',
				)
			)->host
		);
	}

	public function test_text_chapters_have_one_page(): void {
		$novel = self::factory()->manga->create_and_get( array(), array( MetaKeys::CHAPTER_TYPE => 'text' ) );
		$this->add_chapter( $novel->ID, 'chapter-1' );
		$request = Resolver::resolve( $novel, array( 'chapter' => 'chapter-1' ) );
		$this->assertFalse( $request->is_image_chapter() );
		$this->assertSame( array(), $request->images() );
		$this->assertNull(
			Resolver::resolve(
				$novel,
				array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '2',
				)
			)
		);
	}

	public function test_decoded_non_ascii_slugs_find_their_chapter(): void {
		$manga  = self::factory()->manga->create_and_get();
		$volume = $this->add_volume( $manga->ID, '第一巻' );
		$this->add_chapter( $manga->ID, sanitize_title( '第1話' ), $volume );
		// WordPress hands query vars over decoded; the stored slugs keep sanitize_title()'s %xx octets.
		$this->assertNotNull( Resolver::resolve( $manga, array( 'chapter' => '第1話' ) ) );
		$this->assertNotNull(
			Resolver::resolve(
				$manga,
				array(
					'chapter' => '第1話',
					'volume'  => '第一巻',
				)
			)
		);
		$this->assertNotNull( Resolver::resolve( $manga, array( 'chapter' => sanitize_title( '第1話' ) ) ) );
	}

	public function test_drafts_and_private_manga_only_for_those_who_may_read_them(): void {
		list( $draft )   = $this->manga_with_chapters( array( 'post_status' => 'draft' ) );
		list( $private ) = $this->manga_with_chapters( array( 'post_status' => 'private' ) );
		foreach ( array( $draft, $private ) as $manga ) {
			$this->assertNull( Resolver::resolve( $manga, array( 'chapter' => 'chapter-1' ) ) );
			$this->assertNull( Resolver::resolve( $manga, array() ) );
		}
		wp_set_current_user( $this->create_user()->ID );
		$this->assertNull( Resolver::resolve( $draft, array( 'chapter' => 'chapter-1' ) ) );
		$this->assertNull( Resolver::resolve( $private, array( 'chapter' => 'chapter-1' ) ) );
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->assertNotNull( Resolver::resolve( $draft, array( 'chapter' => 'chapter-1' ) ) );
		$this->assertNotNull( Resolver::resolve( $private, array( 'chapter' => 'chapter-1' ) ) );
	}

	public function test_main_query_filter_empties_the_query_for_a_404_and_sets_the_request(): void {
		list( $manga ) = $this->manga_with_chapters();
		$query         = $this->main_query(
			array(
				'chapter'     => 'chapter-1',
				'manga-paged' => '2',
			)
		);
		$this->assertSame( array( $manga ), Resolver::filter_posts( array( $manga ), $query ) );
		$this->assertSame( 2, Request::current()->page );

		$query = $this->main_query( array( 'chapter' => 'nope' ) );
		$this->assertSame( array(), Resolver::filter_posts( array( $manga ), $query ) );
		$this->assertNull( Request::current() );
	}

	public function test_secondary_queries_are_left_alone(): void {
		list( $manga ) = $this->manga_with_chapters();
		$query         = new \WP_Query();
		$query->parse_query( array( 'chapter' => 'nope' ) );
		$this->assertSame( array( $manga ), Resolver::filter_posts( array( $manga ), $query ) );
	}

	/**
	 * A WP_Query standing in for the main query of a singular manga URL (restored in tearDown).
	 *
	 * @param array<string, string> $vars Extra query vars.
	 */
	private function main_query( array $vars ): \WP_Query {
		global $wp_the_query;
		$query = new \WP_Query();
		$query->parse_query(
			array(
				'post_type' => 'wp-manga',
				'name'      => 'x',
			) + $vars
		);
		$this->previous_main_query ??= $wp_the_query;
		$wp_the_query                = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- is_main_query() compares with it.
		return $query;
	}

	protected function tearDown(): void {
		global $wp_the_query;
		if ( $this->previous_main_query ) {
			$wp_the_query              = $this->previous_main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restoring it.
			$this->previous_main_query = null;
		}
		parent::tearDown();
	}

	public function test_an_image_chapter_reads_its_and_its_neighbours_page_lists_in_one_query(): void {
		list( $manga ) = $this->manga_with_chapters();
		$this->add_chapter( $manga->ID, 'chapter-3', 0, array( 'local' => $this->local_pages( 3 ) ) );
		\Yomu\Core\Content\Cache::bump( $manga->ID );
		$queries = 0;
		$watch   = static function ( $sql ) use ( &$queries ) {
			$queries += str_contains( (string) $sql, \Yomu\Core\Content\Schema::tables()['data'] ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			$request = Resolver::resolve( $manga, array( 'chapter' => 'chapter-2' ) );
			$this->assertInstanceOf( Request::class, $request );
			$counts = array();
			foreach ( \Yomu\Core\Content\ChapterRepository::neighbours( $request->chapter ) as $side => $chapter ) {
				$counts[ $side ] = count( \Yomu\Core\Content\ChapterRepository::pages( $chapter ) );
			}
		} finally {
			remove_filter( 'query', $watch );
		}
		$this->assertSame(
			array(
				'prev' => 5,
				'next' => 3,
			),
			$counts
		);
		$this->assertSame( 1, $queries, 'one query for the page lists of the chapter and both neighbours' );
	}
}
