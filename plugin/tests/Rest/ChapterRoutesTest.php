<?php
/**
 * GET /yomu/v1/manga/{id}/chapters and /yomu/v1/chapters/{id}: reading order with volumes, page images with
 * their sizes, text bodies filtered, video servers checked, adult content only after the 18+ confirmation, and
 * nothing of a hidden manga.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Rest;

use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\VolumeWriter;

require_once __DIR__ . '/RestTestCase.php';

/**
 * The chapter routes.
 */
final class ChapterRoutesTest extends RestTestCase {

	public function test_chapters_come_in_reading_order_with_their_volumes_or_as_the_page_lists_them(): void {
		$manga  = self::factory()->manga->create();
		$volume = VolumeWriter::create( $manga, 'Volume 1' );
		$this->assertNotInstanceOf( \WP_Error::class, $volume );
		$two   = self::factory()->chapter->image(
			$manga,
			array(
				'name'      => 'Chapter 2',
				'volume_id' => $volume->id,
				'index'     => 2,
			),
			array( array( 10, 10 ) )
		);
		$one   = self::factory()->chapter->image(
			$manga,
			array(
				'name'      => 'Chapter 1',
				'volume_id' => $volume->id,
				'index'     => 1,
			),
			array( array( 10, 10 ) )
		);
		$loose = self::factory()->chapter->image(
			$manga,
			array(
				'name'  => 'Chapter 3',
				'index' => 3,
			),
			array( array( 10, 10 ) )
		);

		$asc = $this->call( 'GET', '/manga/' . $manga . '/chapters' );
		$this->assertSame( 200, $asc->get_status() );
		$items = (array) $asc->get_data();
		$this->assertSame( array( $one->id, $two->id, $loose->id ), array_column( $items, 'id' ) );
		$this->assertSame(
			array(
				'id'    => $volume->id,
				'name'  => 'Volume 1',
				'index' => $volume->index,
			),
			$items[0]['volume']
		);
		$this->assertNull( $items[2]['volume'] );
		$this->assertSame( 1.0, (float) $items[0]['number'] );
		$this->assertSame( $manga, $items[0]['manga_id'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $items[0]['date'] );
		$this->assertStringContainsString( '/volume-1/chapter-1/', $items[0]['link'] );
		$this->assertSame( '3', $asc->get_headers()['X-WP-Total'] );

		$desc = $this->call( 'GET', '/manga/' . $manga . '/chapters', array( 'order' => 'desc' ) );
		$this->assertSame( array( $loose->id, $two->id, $one->id ), array_column( (array) $desc->get_data(), 'id' ), 'the manga page: loose chapters first, newest first' );
		$this->assertSame( 'rest_invalid_param', self::code( $this->call( 'GET', '/manga/' . $manga . '/chapters', array( 'order' => 'RAND()' ) ) ) );
	}

	public function test_an_image_chapter_lists_every_page_with_its_size_and_neighbours(): void {
		$manga  = self::factory()->manga->create();
		$first  = self::factory()->chapter->image(
			$manga,
			array(
				'name'  => 'Chapter 1',
				'index' => 1,
			),
			array( array( 60, 90 ), array( 60, 80 ) )
		);
		$second = self::factory()->chapter->image(
			$manga,
			array(
				'name'  => 'Chapter 2',
				'index' => 2,
			),
			array( array( 30, 40 ) )
		);
		$answer = $this->call( 'GET', '/chapters/' . $first->id );
		$data   = (array) $answer->get_data();
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'manga', $data['type'] );
		$this->assertSame( array( 'local' ), $data['hosts'] );
		$this->assertCount( 2, $data['pages'] );
		$this->assertSame( array( 1, 'image/png', 60, 90 ), array( $data['pages'][0]['number'], $data['pages'][0]['mime'], $data['pages'][0]['width'], $data['pages'][0]['height'] ) );
		$this->assertSame( array( 60, 80 ), array( $data['pages'][1]['width'], $data['pages'][1]['height'] ) );
		$uploads = wp_get_upload_dir();
		foreach ( $data['pages'] as $page ) {
			$this->assertStringStartsWith( $uploads['baseurl'] . '/WP-manga/data/', $page['url'] );
			$this->assertFileExists( $uploads['basedir'] . substr( $page['url'], strlen( $uploads['baseurl'] ) ) );
		}
		$this->assertNull( $data['prev'] );
		$this->assertSame( $second->id, $data['next'] );
		$this->assertNull( $data['text'] );
		$this->assertSame( array(), $data['servers'] );
		$this->assertSame( 'rest_invalid_param', self::code( $this->call( 'GET', '/chapters/' . $first->id, array( 'host' => '../local' ) ) ) );
	}

	public function test_text_and_video_chapters_answer_their_filtered_bodies(): void {
		$novel = self::factory()->manga->create( array(), array( '_wp_manga_chapter_type' => 'text' ) );
		$text  = ChapterWriter::create_text_chapter( $novel, array( 'name' => 'Chapter 1' ), '<p>Night falls.</p>' );
		$this->assertNotInstanceOf( \WP_Error::class, $text );
		global $wpdb;
		// A body written by another tool (or by Madara) with markup the reader never prints.
		$post = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'chapter_text_content' AND post_parent = %d", $text->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->posts, array( 'post_content' => '<p>Night falls.</p><script>alert(1)</script><img src=x onerror=alert(1)>' ), array( 'ID' => $post ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( (int) $post );
		\Yomu\Core\Content\Cache::bump( $novel );
		$data = (array) $this->call( 'GET', '/chapters/' . $text->id )->get_data();
		$this->assertSame( 'text', $data['type'] );
		$this->assertStringContainsString( '<p>Night falls.</p>', (string) $data['text'] );
		$this->assertStringNotContainsString( '<script', (string) $data['text'] );
		$this->assertStringNotContainsString( 'onerror', (string) $data['text'] );
		$this->assertSame( array(), $data['pages'] );

		$show  = self::factory()->manga->create( array(), array( '_wp_manga_chapter_type' => 'video' ) );
		$video = ChapterWriter::create_video_chapter( $show, array( 'name' => 'Episode 1' ), 'Main :: <iframe src="https://www.youtube.com/embed/abc"></iframe> || Backup :: <iframe src="https://player.vimeo.com/video/7"></iframe>' );
		$this->assertNotInstanceOf( \WP_Error::class, $video );
		$data = (array) $this->call( 'GET', '/chapters/' . $video->id )->get_data();
		$this->assertSame( 'video', $data['type'] );
		$this->assertSame( array( 'Main', 'Backup' ), array_column( $data['servers'], 'name' ) );
		$this->assertStringContainsString( 'src="https://www.youtube.com/embed/abc"', $data['servers'][0]['html'] );
		$this->assertStringContainsString( 'sandbox=', $data['servers'][0]['html'] );
		$this->assertNull( $data['text'] );
	}

	public function test_adult_content_waits_for_the_confirmation_and_hidden_manga_stay_hidden(): void {
		$adult   = self::factory()->manga->create( array(), array( 'manga_adult_content' => array( 'yes' ) ) );
		$chapter = self::factory()->chapter->image( $adult, array( 'name' => 'Chapter 1' ), array( array( 10, 10 ) ) );
		$refused = $this->call( 'GET', '/chapters/' . $chapter->id );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'yomu_rest_content_hidden', self::code( $refused ) );
		$this->assertStringNotContainsString( 'WP-manga', (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 200, $this->call( 'GET', '/manga/' . $adult . '/chapters' )->get_status(), 'the chapter list is public, as on the page' );
		$_COOKIE['wpmanga-adault'] = '1';
		$confirmed                 = $this->call( 'GET', '/chapters/' . $chapter->id );
		$this->assertSame( 200, $confirmed->get_status() );
		$this->assertSame( 'private, no-cache', $confirmed->get_headers()['Cache-Control'] );
		unset( $_COOKIE['wpmanga-adault'] );

		$draft         = self::factory()->manga->create( array( 'post_status' => 'draft' ) );
		$draft_chapter = self::factory()->chapter->image( $draft, array( 'name' => 'Secret' ), array( array( 10, 10 ) ) );
		$protected     = self::factory()->manga->create( array( 'post_password' => 'sesame' ) );
		$locked        = self::factory()->chapter->image( $protected, array( 'name' => 'Locked' ), array( array( 10, 10 ) ) );
		$this->assertSame( 404, $this->call( 'GET', '/chapters/' . $draft_chapter->id )->get_status() );
		$this->assertSame( 404, $this->call( 'GET', '/manga/' . $draft . '/chapters' )->get_status() );
		$this->assertSame( 404, $this->call( 'GET', '/chapters/999999999' )->get_status() );
		$this->assertSame( 403, $this->call( 'GET', '/chapters/' . $locked->id )->get_status() );
		$this->assertSame( 'yomu_rest_password_required', self::code( $this->call( 'GET', '/manga/' . $protected . '/chapters' ) ) );
	}
}
