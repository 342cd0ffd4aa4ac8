<?php
/**
 * Suggestions: which manga match and in which order, read through the search index.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Search;

use Yomu\Core\Search\Index;
use Yomu\Core\Search\Suggest;
use Yomu\Core\Tests\TestCase;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Ranking exact > prefix > word prefix > contains, names and authors, published only.
 */
final class SearchRankingTest extends TestCase {

	/**
	 * Unique word so other content never matches.
	 *
	 * @var string
	 */
	private string $tag = '';

	/**
	 * Titles of the suggestions for a query.
	 *
	 * @param string $query Query.
	 * @return string[]
	 */
	private function titles( string $query ): array {
		return array_map( static fn ( \WP_Post $post ): string => $post->post_title, Suggest::find( $query ) );
	}

	/**
	 * Sets up a unique word.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->tag = 'zq' . strtolower( wp_generate_password( 6, false ) );
	}

	/**
	 * The whole title first, then a title's start, a word's start, then anywhere.
	 */
	public function test_orders_exact_then_prefix_then_word_prefix_then_contains(): void {
		$t = $this->tag;
		self::factory()->manga->create( array( 'post_title' => "Big {$t}ling" ) );
		self::factory()->manga->create( array( 'post_title' => "Sub{$t}" ) );
		self::factory()->manga->create( array( 'post_title' => "{$t} Rising" ) );
		self::factory()->manga->create( array( 'post_title' => ucfirst( $t ) ) );
		$this->assertSame( array( ucfirst( $t ), "{$t} Rising", "Big {$t}ling", "Sub{$t}" ), $this->titles( $t ) );
	}

	/**
	 * Alternative names and authors match, folded; an alternative name's whole match ranks over a title's part.
	 */
	public function test_matches_alternative_names_and_authors_folded(): void {
		$t      = $this->tag;
		$alt    = self::factory()->manga->create( array( 'post_title' => "Kuzey {$t}" ) );
		$author = self::factory()->manga->create( array( 'post_title' => "Another {$t}" ) );
		$plain  = self::factory()->manga->create( array( 'post_title' => "Yıldız Işığı {$t}" ) );
		update_post_meta( $alt, '_wp_manga_alternative', "Polar Star {$t}, Ötekİ Ad" );
		wp_set_object_terms( $author, array( "Ayşe Işık {$t}" ), 'wp-manga-author' );

		$this->assertContains( "Kuzey {$t}", $this->titles( 'ÖTEKI AD' ) );
		$this->assertSame( array( "Kuzey {$t}" ), $this->titles( "POLAR star {$t}" ) );
		$this->assertSame( array( "Another {$t}" ), $this->titles( "ayse isik {$t}" ) );
		$this->assertSame( array( "Yıldız Işığı {$t}" ), $this->titles( "YILDIZ ışığı {$t}" ) );
		$this->assertSame( array( "Yıldız Işığı {$t}" ), $this->titles( "yildiz isigi {$t}" ) );
		$this->assertContains( $plain, wp_list_pluck( Suggest::find( "isig {$t}" ), 'ID' ) );
	}

	/**
	 * A word only in a summary or an excerpt finds the manga, folded, after every manga found by a name; a summary
	 * edit is indexed at once.
	 */
	public function test_summary_words_match_after_every_name_match(): void {
		$t       = $this->tag;
		$summary = self::factory()->manga->create(
			array(
				'post_title'   => 'Aaa',
				'post_content' => "<p>Bir GECÉ ışığında {$t}</p>",
			)
		);
		$alt     = self::factory()->manga->create( array( 'post_title' => 'Zzz' ) );
		update_post_meta( $alt, '_wp_manga_alternative', "Gece {$t}" );
		$title = self::factory()->manga->create( array( 'post_title' => "Yyy gecesi {$t}" ) );
		$this->assertSame( array( $alt, $title, $summary ), wp_list_pluck( Suggest::find( "GECE {$t}" ), 'ID' ) );
		$this->assertSame( array( 'Aaa' ), $this->titles( "isiginda {$t}" ) );
		$this->assertSame( array(), $this->titles( "isiginda yyy {$t}" ) );
		wp_update_post(
			array(
				'ID'           => $summary,
				'post_content' => 'Body',
				'post_excerpt' => "Sabah {$t}",
			)
		);
		$this->assertSame( array(), $this->titles( "isiginda {$t}" ) );
		$this->assertSame( array( 'Aaa' ), $this->titles( "SABAH {$t}" ) );
	}

	/**
	 * Drafts, private, pending and password-protected manga are never suggested; deleting removes the row.
	 */
	public function test_suggests_only_published_manga(): void {
		$t = $this->tag;
		foreach ( array( 'draft', 'private', 'pending' ) as $status ) {
			self::factory()->manga->create(
				array(
					'post_title'  => ucfirst( $status ) . " {$t}",
					'post_status' => $status,
				)
			);
		}
		$locked = self::factory()->manga->create( array( 'post_title' => "Locked {$t}" ) );
		wp_update_post(
			array(
				'ID'            => $locked,
				'post_password' => 'pw',
			)
		);
		$live = self::factory()->manga->create( array( 'post_title' => "Live {$t}" ) );
		$this->assertSame( array( "Live {$t}" ), $this->titles( $t ) );
		wp_delete_post( $live, true );
		$this->assertSame( array(), $this->titles( $t ) );
	}

	/**
	 * Family-safe visitors do not get adult manga.
	 */
	public function test_family_safe_leaves_adult_manga_out(): void {
		$t     = $this->tag;
		$adult = self::factory()->manga->create( array( 'post_title' => "Adult {$t}" ) );
		self::factory()->manga->create( array( 'post_title' => "Safe {$t}" ) );
		update_post_meta( $adult, 'manga_adult_content', array( 'yes' ) );
		$this->assertCount( 2, Suggest::find( $t ) );
		$this->assertSame( array( "Safe {$t}" ), array_map( static fn ( \WP_Post $post ): string => $post->post_title, Suggest::find( $t, true ) ) );
	}

	/**
	 * A renamed title and a rebuilt index find the new name only.
	 */
	public function test_index_follows_renames_and_rebuilds(): void {
		$t  = $this->tag;
		$id = self::factory()->manga->create( array( 'post_title' => "Old {$t}" ) );
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => "New {$t}",
			)
		);
		$this->assertSame( array( "New {$t}" ), $this->titles( $t ) );
		$this->assertSame( array(), $this->titles( "old {$t}" ) );
		global $wpdb;
		// The site's own 15-minute heal (any request to it, a cron call for one) must not refill the row first.
		set_transient( 'yomu_search_healed', 1, 900 );
		$wpdb->delete( Index::table(), array( 'manga_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- simulates a row lost by a direct import.
		$this->assertSame( array(), $this->titles( $t ) );
		$this->assertGreaterThanOrEqual( 1, Index::heal() );
		$this->assertSame( array( "New {$t}" ), $this->titles( $t ) );
	}

	/**
	 * A rebuild in progress (after an upgrade) is continued by later requests until every manga has its row.
	 */
	public function test_rebuild_in_progress_is_continued(): void {
		$t  = $this->tag;
		$id = self::factory()->manga->create( array( 'post_title' => "Resumed {$t}" ) );
		global $wpdb;
		$wpdb->delete( Index::table(), array( 'manga_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- simulates an index being refilled.
		update_option( Index::CURSOR_OPTION, 0 );
		$this->assertTrue( Index::rebuilding() );
		$this->assertSame( array(), $this->titles( $t ) );
		Index::resume( 5.0 );
		$this->assertFalse( Index::rebuilding() );
		$this->assertSame( array( "Resumed {$t}" ), $this->titles( $t ) );
	}

	/**
	 * The ajax answer shapes: {title,url,type} on success, {error,message,type} on failure.
	 */
	public function test_answers_madara_shapes(): void {
		$t  = $this->tag;
		$id = self::factory()->manga->create( array( 'post_title' => "Shape & <b>{$t}</b>" ) );
		update_post_meta( $id, '_wp_manga_chapter_type', 'text' );
		$answer = Registrar::call( Suggest::ACTION, array( 'title' => $t ) );
		$this->assertTrue( $answer->success );
		$this->assertSame( array( 'title', 'url', 'type' ), array_keys( $answer->data[0] ) );
		$this->assertSame( 'text', $answer->data[0]['type'] );
		$this->assertSame( get_permalink( $id ), $answer->data[0]['url'] );
		$this->assertEquals(
			Answer::error(
				array(
					array(
						'error'   => 'not found',
						'message' => 'No manga found.',
						'type'    => 'error',
					),
				),
				200
			),
			$this->english( "nothing{$t}" )
		);
		$this->assertSame( 'empty title', Registrar::call( Suggest::ACTION, array( 'title' => '   ' ) )->data[0]['error'] );
		$this->assertSame( 'empty title', Registrar::call( Suggest::ACTION, array( 'title' => array( 'x' ) ) )->data[0]['error'] );
	}

	/**
	 * The answer in English (the test site may run in Turkish).
	 *
	 * @param string $query Query.
	 */
	private function english( string $query ): Answer {
		switch_to_locale( 'en_US' );
		$answer = Registrar::call( Suggest::ACTION, array( 'title' => $query ) );
		restore_previous_locale();
		return $answer;
	}
}
