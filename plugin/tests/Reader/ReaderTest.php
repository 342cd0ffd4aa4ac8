<?php
/**
 * The reader's server side: navigation targets and hide rules, selectors (escaping, hidden volumes), the
 * navigate and nav actions for guests (drafts give nothing), history in Madara's shape, and the page config.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Reader;

use Yomu\Core\Reader\History;
use Yomu\Core\Reader\HistoryAction;
use Yomu\Core\Reader\NavAction;
use Yomu\Core\Reader\NavBar;
use Yomu\Core\Reader\NavigateAction;
use Yomu\Core\Reader\Navigation;
use Yomu\Core\Reader\PageSetup;
use Yomu\Core\Reader\Preferences;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\Routing\RoutingTestCase;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

require_once dirname( __DIR__ ) . '/Routing/RoutingTestCase.php';

final class ReaderTest extends RoutingTestCase {

	/**
	 * Last page of the first chapter leads to page 1 of the next; page 1 of the second back to the first's last.
	 */
	public function test_prev_and_next_cross_chapters_with_the_last_page_of_the_previous(): void {
		$manga  = self::factory()->manga->create_and_get();
		$first  = $this->add_chapter( $manga->ID, 'one', 0, array( 'local' => $this->local_pages( 3 ) ), array( 'chapter_index' => 1 ) );
		$second = $this->add_chapter( $manga->ID, 'two', 0, array( 'local' => $this->local_pages( 2 ) ), array( 'chapter_index' => 2 ) );

		$this->assertNull( Navigation::prev( new Request( $manga, $first, 1, 'paged' ) ) );
		$next = Navigation::next( new Request( $manga, $first, 3, 'paged' ) );
		$this->assertSame( array( 'two', 1 ), array( $next['chapter']->slug, $next['page'] ) );
		$prev = Navigation::prev( new Request( $manga, $second, 1, 'paged' ) );
		$this->assertSame( array( 'one', 3 ), array( $prev['chapter']->slug, $prev['page'] ) );
		$this->assertStringContainsString( '/one/p/3/', $prev['url'] );
		$this->assertStringContainsString( 'manga-paged=3', $prev['navigation'] );
		$this->assertNull( Navigation::next( new Request( $manga, $second, 2, 'paged' ) ) );
	}

	/**
	 * The last page of the last chapter shows 'Manga Info' when back-to-info is on, nothing when off.
	 */
	public function test_manga_info_button_follows_the_back_to_info_setting(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $manga->ID, 'only', 0, array( 'local' => $this->local_pages( 1 ) ) );
		$request = new Request( $manga, $chapter, 1, 'paged' );
		$this->assertStringContainsString( '<a class="btn back" href="' . esc_url( get_permalink( $manga ) ) . '">', NavBar::buttons( $request ) );
		$this->assertStringNotContainsString( 'prev_page', NavBar::buttons( $request ) );

		$this->filter( 'yomu_reader_option', static fn ( $value, $key ) => 'back_info' === $key ? 'off' : $value );
		$this->assertStringNotContainsString( 'btn', NavBar::buttons( $request ) );
	}

	/**
	 * Volume and chapter names are escaped; other volumes are hidden and start with "Select Chapter".
	 */
	public function test_selectors_escape_names_and_hide_other_volumes(): void {
		$manga  = self::factory()->manga->create_and_get();
		$volume = $this->add_volume( $manga->ID, '<img src=x onerror=alert(1)>', 1 );
		$this->add_chapter( $manga->ID, 'a', $volume, array( 'local' => $this->local_pages( 1 ) ), array( 'chapter_name' => '<script>x</script>' ) );
		$loose = $this->add_chapter( $manga->ID, 'b', 0, array( 'local' => $this->local_pages( 1 ) ) );

		$answer = Registrar::call(
			NavAction::ACTION,
			array(
				'manga'   => (string) $manga->ID,
				'chapter' => 'b',
				'style'   => 'paged',
				'type'    => 'manga',
			)
		);
		$this->assertSame( Answer::HTML, $answer->kind );
		$html = $answer->data;
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;', $html );
		$this->assertStringContainsString( 'for="volume-id-' . $volume . '" hidden>', $html );
		$this->assertStringContainsString( 'for="volume-id-0">', $html );
		$this->assertMatchesRegularExpression( '/<option value="b"[^>]* selected>/', $html );
		$this->assertSame( 'b', $loose->slug );
	}

	/**
	 * Guests get nothing from a draft manga, through either action.
	 */
	public function test_actions_never_serve_a_draft_to_guests(): void {
		wp_set_current_user( 0 );
		$manga = self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) );
		$this->add_chapter( $manga->ID, 'secret', 0, array( 'local' => $this->local_pages( 1 ) ) );

		$this->assertFalse( Registrar::call( NavAction::ACTION, array( 'manga' => (string) $manga->ID ) )->success );
		$answer = Registrar::call(
			NavigateAction::ACTION,
			array(
				'postID'      => (string) $manga->ID,
				'chapter'     => 'secret',
				'manga-paged' => '1',
			)
		);
		$this->assertFalse( $answer->success );
		$this->assertSame( array( 'message' => __( 'Chapter not found', 'yomu-core' ) ), $answer->data );
	}

	/**
	 * A manga with a password gives its chapters' pages, its chapter list and history to no one who has not
	 * entered it (its chapter pages ask for it too); once entered (core's postpass cookie), the actions answer.
	 */
	public function test_actions_keep_a_password_protected_manga_closed_until_the_password_is_entered(): void {
		wp_set_current_user( 0 );
		$manga = self::factory()->manga->create_and_get( array( 'post_password' => 'gizli' ) );
		$this->add_chapter( $manga->ID, 'locked', 0, array( 'local' => $this->local_pages( 1 ) ) );
		$navigate = array(
			'postID'      => (string) $manga->ID,
			'chapter'     => 'locked',
			'manga-paged' => '1',
		);

		$this->assertFalse( Registrar::call( NavAction::ACTION, array( 'manga' => (string) $manga->ID ) )->success );
		$answer = Registrar::call( NavigateAction::ACTION, $navigate );
		$this->assertFalse( $answer->success );
		$this->assertStringNotContainsString( '.jpg', (string) wp_json_encode( $answer->data ) );

		// What core decides from the visitor's wp-postpass cookie.
		$this->filter( 'post_password_required', static fn ( $required, $post ) => $post instanceof \WP_Post && $post->ID === $manga->ID ? false : $required );
		$this->assertTrue( Registrar::call( NavAction::ACTION, array( 'manga' => (string) $manga->ID ) )->success );
		$this->assertTrue( Registrar::call( NavigateAction::ACTION, $navigate )->success );
	}

	/**
	 * History keeps one entry per manga, newest first, cut to 12, in Madara's {id, c, p, i, t} shape.
	 */
	public function test_history_is_newest_first_and_cut_to_twelve(): void {
		$user = $this->create_user()->ID;
		for ( $manga = 1; $manga <= 14; $manga++ ) {
			History::record( $user, $manga, 100 + $manga, 1, 0, 1000 + $manga );
		}
		History::record( $user, 5, 7, 2, 3, 5000 );
		$history = get_user_meta( $user, History::META, true );
		$this->assertCount( 12, $history );
		$this->assertSame(
			array(
				'id' => 5,
				'c'  => 7,
				'p'  => 2,
				'i'  => 3,
				't'  => 5000,
			),
			$history[0]
		);
		$this->assertSame( array( 14, 13 ), array( $history[1]['id'], $history[2]['id'] ) );
		$this->assertCount( 1, array_filter( $history, static fn ( $entry ) => 5 === $entry['id'] ) );
	}

	/**
	 * The history action needs a signed-in user and the madara_reading_history nonce.
	 */
	public function test_history_action_needs_user_and_nonce(): void {
		$manga = self::factory()->manga->create_and_get();
		$this->add_chapter( $manga->ID, 'ch', 0, array( 'local' => $this->local_pages( 1 ) ) );
		$user = $this->create_user()->ID;
		$post = array(
			'postID'      => (string) $manga->ID,
			'chapterSlug' => 'ch',
			'paged'       => '1',
			'img_id'      => '0',
		);
		wp_set_current_user( $user );
		$nonce = wp_create_nonce( HistoryAction::NONCE );
		$this->assertEquals( Answer::error( null, 200 ), Registrar::call( HistoryAction::ACTION, $post + array( 'nonce' => 'nope' ) ) );
		$input = new Input( HistoryAction::action()->fields, $post );
		$this->assertFalse( HistoryAction::answer( $input, 0, 1 )->success );
		$this->assertTrue( HistoryAction::answer( $input, $user, 1 )->success );
		$this->assertSame( $manga->ID, get_user_meta( $user, History::META, true )[0]['id'] );
	}

	/**
	 * Guests get manga and mangaNav; signed-in readers also user_history_params; preloading adds the images.
	 */
	public function test_page_config_objects(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $manga->ID, 'ch', 0, array( 'local' => $this->local_pages( 2 ) ) );
		$request = new Request( $manga, $chapter, 1, 'paged' );

		$guest = PageSetup::objects( $request, 0 );
		$this->assertSame( 'wp-manga-js-extra', $guest['manga']['id'] );
		$this->assertSame( 'ch', $guest['manga']['data']['chapter_slug'] );
		$this->assertSame( (string) $manga->ID, $guest['manga']['data']['manga_id'] );
		$this->assertCount( 2, $guest['chapter_preloaded_images']['data'] );
		$this->assertArrayHasKey( 'mangaReadingAjax', $guest );
		$this->assertArrayNotHasKey( 'user_history_params', $guest );

		$list = PageSetup::objects( new Request( $manga, $chapter, 1, 'list' ), $this->create_user()->ID );
		$this->assertArrayNotHasKey( 'chapter_preloaded_images', $list );
		$this->assertArrayNotHasKey( 'mangaReadingAjax', $list );
		$this->assertSame( 5000, $list['user_history_params']['data']['interval'] );
	}

	/**
	 * Font size: displayed floor 5 px with 7.5 px line-height, 1.5 × otherwise.
	 */
	public function test_font_line_height(): void {
		$this->assertSame( '7.5', Preferences::line_height( 2 ) );
		$this->assertSame( '27', Preferences::line_height( 18 ) );
	}
}
