<?php
/**
 * Urls: Madara's build_chapter_url rules (MADARA.md §2) in pretty and plain form.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Routing\Urls;

require_once __DIR__ . '/RoutingTestCase.php';

final class UrlsTest extends RoutingTestCase {

	public function test_manga_url_is_the_permalink_under_the_manga_slug(): void {
		$manga = self::factory()->manga->create_and_get( array( 'post_name' => 'one-piece-urls' ) );
		$this->assertSame( home_url( '/manga/one-piece-urls/' ), Urls::manga( $manga ) );
		$this->assertSame( home_url( '/manga/one-piece-urls/' ), Urls::manga( $manga->ID ) );
	}

	public function test_chapter_without_volume_has_no_volume_segment(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-a' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1' );
		$this->assertSame( home_url( '/manga/urls-a/chapter-1/' ), Urls::chapter( $manga, $chapter ) );
	}

	public function test_chapter_in_a_volume_carries_the_sanitized_volume_name(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-b' ) );
		$volume  = $this->add_volume( $manga->ID, 'Volume One: The Start' );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', $volume );
		$this->assertSame( home_url( '/manga/urls-b/volume-one-the-start/chapter-1/' ), Urls::chapter( $manga, $chapter ) );
	}

	public function test_volume_with_an_empty_name_or_a_missing_row_is_n_a(): void {
		$manga    = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-c' ) );
		$empty    = $this->add_volume( $manga->ID, '' );
		$unnamed  = $this->add_chapter( $manga->ID, 'chapter-1', $empty );
		$orphaned = $this->add_chapter( $manga->ID, 'chapter-2', 987654321 );
		$this->assertSame( home_url( '/manga/urls-c/n-a/chapter-1/' ), Urls::chapter( $manga, $unnamed ) );
		$this->assertSame( home_url( '/manga/urls-c/n-a/chapter-2/' ), Urls::chapter( $manga, $orphaned ) );
	}

	public function test_page_segment_only_for_image_chapters_after_page_one(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-d' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$this->assertSame( home_url( '/manga/urls-d/chapter-1/' ), Urls::chapter( $manga, $chapter, '', '', 1 ) );
		$this->assertSame( home_url( '/manga/urls-d/chapter-1/p/3/' ), Urls::chapter( $manga, $chapter, '', '', 3 ) );
		$this->assertSame( home_url( '/manga/urls-d/chapter-1/p/2/' ), Urls::chapter( $manga, $chapter, 'paged', '', 2 ) );

		$novel = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-novel' ), array( MetaKeys::CHAPTER_TYPE => 'text' ) );
		$text  = $this->add_chapter( $novel->ID, 'chapter-1' );
		$this->assertSame( home_url( '/manga/urls-novel/chapter-1/' ), Urls::chapter( $novel, $text, '', '', 3 ) );
	}

	public function test_list_style_has_no_page_segment_and_says_its_style(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-e' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$this->assertSame( home_url( '/manga/urls-e/chapter-1/?style=list' ), Urls::chapter( $manga, $chapter, 'list', '', 3 ) );
	}

	public function test_style_only_when_it_differs_from_the_default_and_only_known_styles(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-f' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1' );
		$this->assertSame( home_url( '/manga/urls-f/chapter-1/' ), Urls::chapter( $manga, $chapter, 'paged' ) );
		$this->assertSame( home_url( '/manga/urls-f/chapter-1/' ), Urls::chapter( $manga, $chapter, '../evil' ) );

		$this->theme_options( array( 'manga_reading_style' => 'list' ) );
		$this->assertSame( home_url( '/manga/urls-f/chapter-1/' ), Urls::chapter( $manga, $chapter, 'list' ) );
		$this->assertSame( home_url( '/manga/urls-f/chapter-1/?style=paged' ), Urls::chapter( $manga, $chapter, 'paged' ) );
	}

	public function test_the_users_own_reading_style_is_the_default_for_them(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-g' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$user    = $this->create_user();
		update_user_meta( $user->ID, '_manga_reading_style', 'list' );
		wp_set_current_user( $user->ID );
		$this->assertSame( home_url( '/manga/urls-g/chapter-1/' ), Urls::chapter( $manga, $chapter, 'list' ) );
		$this->assertSame( home_url( '/manga/urls-g/chapter-1/?style=paged' ), Urls::chapter( $manga, $chapter, 'paged' ) );
		// Page 2 of the paged style: the p/2/ segment says "paged", so ?style is dropped.
		$this->assertSame( home_url( '/manga/urls-g/chapter-1/p/2/' ), Urls::chapter( $manga, $chapter, 'paged', '', 2 ) );
		// Without a style the reader's list default applies: the whole chapter, no page.
		$this->assertSame( home_url( '/manga/urls-g/chapter-1/' ), Urls::chapter( $manga, $chapter, '', '', 2 ) );
	}

	public function test_host_picks_a_mirror(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-h' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$this->assertSame( home_url( '/manga/urls-h/chapter-1/p/2/?host=imgur' ), Urls::chapter( $manga, $chapter, '', 'imgur', 2 ) );
		$this->assertSame( home_url( '/manga/urls-h/chapter-1/?style=list&host=a%26b' ), Urls::chapter( $manga, $chapter, 'list', 'a&b' ) );
	}

	public function test_encoded_slugs_pass_through_and_other_characters_are_encoded(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-i' ) );
		$volume  = $this->add_volume( $manga->ID, 'Cilt Bir' );
		$turkish = $this->add_chapter( $manga->ID, sanitize_title( '第1話' ), $volume );
		$legacy  = $this->add_chapter( $manga->ID, 'odd slug?#1' );
		$this->assertSame( home_url( '/manga/urls-i/cilt-bir/%e7%ac%ac1%e8%a9%b1/' ), Urls::chapter( $manga, $turkish ) );
		$this->assertSame( home_url( '/manga/urls-i/odd%20slug%3F%231/' ), Urls::chapter( $manga, $legacy ) );
	}

	public function test_plain_permalinks_use_the_query_form_with_the_paged_var(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-j' ) );
		$volume  = $this->add_volume( $manga->ID, 'Volume 1' );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', $volume, array( 'local' => $this->local_pages( 3 ) ) );
		$this->plain_permalinks();
		$this->assertSame(
			home_url( '/?manga-core=urls-j&chapter=chapter-1&volume=volume-1&manga-paged=2&host=local' ),
			Urls::chapter( $manga, $chapter, '', 'local', 2 )
		);
		$this->settings( array( 'manga_paged_var' => 'sayfa' ) );
		$this->assertSame( home_url( '/?manga-core=urls-j&chapter=chapter-1&volume=volume-1&sayfa=3' ), Urls::chapter( $manga, $chapter, '', '', 3 ) );
		$this->assertSame( home_url( '/?manga-core=urls-j&manga_ajax=1&maction=get_chapters' ), Urls::chapter_list( $manga ) );
	}

	public function test_unpublished_manga_fall_back_to_the_query_form(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_status' => 'draft' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1' );
		$this->assertSame( home_url( '/?post_type=wp-manga&p=' . $manga->ID . '&chapter=chapter-1' ), Urls::chapter( $manga, $chapter ) );
	}

	public function test_chapter_list_endpoint_sits_under_the_manga_url(): void {
		$manga = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-k' ) );
		$this->assertSame( home_url( '/manga/urls-k/ajax/chapters/' ), Urls::chapter_list( $manga ) );
	}

	public function test_a_changed_manga_slug_changes_every_url(): void {
		global $wp_rewrite;
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'urls-l' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1' );
		$this->settings( array( 'manga_slug' => 'seri' ) );
		\Yomu\Core\Content\PostTypes::register_types();
		try {
			$this->assertSame( home_url( '/seri/urls-l/chapter-1/' ), Urls::chapter( $manga, $chapter ) );
			$this->assertSame( home_url( '/seri/urls-l/ajax/chapters/' ), Urls::chapter_list( $manga ) );
		} finally {
			remove_all_filters( 'pre_option_wp_manga_settings' );
			\Yomu\Core\Content\PostTypes::register_types();
			$wp_rewrite->init();
		}
	}
}
