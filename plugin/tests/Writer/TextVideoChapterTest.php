<?php
/**
 * Text and video chapters: the chapter_text_content post, kses, and the video host allowlist.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;

require_once __DIR__ . '/ChapterTestCase.php';

final class TextVideoChapterTest extends ChapterTestCase {

	/**
	 * The body posts of a chapter.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return \WP_Post[]
	 */
	private function body_posts( int $chapter_id ): array {
		return get_posts(
			array(
				'post_type'   => PostTypes::TEXT_CONTENT,
				'post_parent' => $chapter_id,
				'post_status' => 'any',
				'numberposts' => -1,
			)
		);
	}

	public function test_a_text_chapter_is_a_kses_filtered_post_titled_id_dash_slug(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_text_chapter( $manga, array( 'name' => 'Chapter 1', 'name_extend' => 'Dawn' ), '<p>It was <em>dark</em>.</p><script>alert(1)</script><p onclick="x()">C:\\path</p>' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$posts   = $this->body_posts( $chapter->id );
		$this->assertCount( 1, $posts );
		$this->assertSame( $chapter->id . '-chapter-1', $posts[0]->post_title );
		$this->assertSame( 'publish', $posts[0]->post_status );
		$this->assertSame( '<p>It was <em>dark</em>.</p>alert(1)<p>C:\\path</p>', $posts[0]->post_content );
		$this->assertSame( $posts[0]->post_content, ChapterRepository::text( $chapter ) );
		$this->assertSame( 'text', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
		$this->assertSame( array(), $this->data_rows( $chapter->id ) );
		$this->assertSame( '', $chapter->folder() );
		$this->assertGreaterThan( 0, (int) get_post_meta( $manga, MetaKeys::LATEST_UPDATE, true ) );
	}

	public function test_renaming_retitles_the_post_and_updating_replaces_the_body(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_text_chapter( $manga, array( 'name' => 'Chapter 1' ), '<p>One</p>' );
		ChapterWriter::update( $chapter->id, array( 'name' => 'Prologue' ) );
		$updated = ChapterWriter::update_text( $chapter->id, '<p>Two</p>' );
		$posts   = $this->body_posts( $chapter->id );
		$this->assertCount( 1, $posts );
		$this->assertSame( $chapter->id . '-prologue', $posts[0]->post_title );
		$this->assertSame( '<p>Two</p>', ChapterRepository::text( $updated ) );
		$this->assertWpError( 'yomu_chapter_text_required', ChapterWriter::update_text( $chapter->id, '<script></script>' ) );
	}

	public function test_deleting_a_text_chapter_deletes_its_post(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_text_chapter( $manga, array( 'name' => 'Chapter 1' ), '<p>One</p>' );
		$this->assertTrue( ChapterWriter::delete( $chapter->id ) );
		$this->assertSame( array(), $this->body_posts( $chapter->id ) );
		$this->assertNull( $this->chapter_row( $chapter->id ) );
	}

	public function test_text_chapters_need_text_and_a_manga_of_the_same_kind(): void {
		$manga = self::factory()->manga->create();
		$this->assertWpError( 'yomu_chapter_text_required', ChapterWriter::create_text_chapter( $manga, array( 'name' => 'A' ), '  <script></script> ' ) );
		ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Images' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertWpError( 'yomu_chapter_type_mismatch', ChapterWriter::create_text_chapter( $manga, array( 'name' => 'A' ), '<p>x</p>' ) );
		$this->assertWpError( 'yomu_not_image_chapter', ChapterWriter::add_pages( ChapterWriter::create_text_chapter( self::factory()->manga->create(), array( 'name' => 'T' ), '<p>x</p>' )->id, array( $this->upload( 'a.jpg' ) ) ) );
		$this->assertSame( 1, $this->chapter_count( $manga ) );
	}

	public function test_a_video_chapter_keeps_only_a_rebuilt_iframe_from_an_allowed_host(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_video_chapter( $manga, array( 'name' => 'Episode 1' ), '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123?si=x&amp;t=1" title="Ep &quot;1&quot;" onload="alert(1)" srcdoc="<script>alert(1)</script>" allowfullscreen></iframe>' );
		$body    = ChapterRepository::text( $chapter );
		$this->assertSame( 'video', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
		$this->assertStringStartsWith( '<iframe src="https://www.youtube.com/embed/abc123?si=x&#038;t=1" width="560" height="315" title="Ep &quot;1&quot;"', $body );
		$this->assertStringNotContainsString( 'onload', $body );
		$this->assertStringNotContainsString( 'srcdoc', $body );
		$this->assertSame( 1, substr_count( $body, '<iframe' ) );
	}

	public function test_video_embeds_outside_the_allowlist_are_refused(): void {
		$manga = self::factory()->manga->create();
		$bad   = array(
			'yomu_video_host'    => array(
				'<iframe src="http://www.youtube.com/embed/a"></iframe>',
				'<iframe src="https://evil.example/embed/a"></iframe>',
				'<iframe src="https://youtube.com.evil.example/embed/a"></iframe>',
				'<iframe src="https://notyoutube.com/embed/a"></iframe>',
				'<iframe src="javascript:alert(1)//youtube.com"></iframe>',
				'<iframe src="https://user@www.youtube.com/embed/a"></iframe>',
				'<iframe src="https://vimeo.com/123"></iframe>',
			),
			'yomu_invalid_video' => array(
				'https://www.youtube.com/watch?v=a',
				'<iframe src="https://www.youtube.com/embed/a"></iframe><script>alert(1)</script>',
				'<iframe src="https://www.youtube.com/embed/a"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>',
				'<img src=x onerror=alert(1)>',
			),
		);
		foreach ( $bad as $code => $embeds ) {
			foreach ( $embeds as $embed ) {
				$this->assertWpError( $code, ChapterWriter::create_video_chapter( $manga, array( 'name' => 'E' ), $embed ) );
			}
		}
		$this->assertSame( 0, $this->chapter_count( $manga ) );
		$this->assertSame( '', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );

		foreach ( array( 'https://www.youtube-nocookie.com/embed/a', 'https://player.vimeo.com/video/1', 'https://www.dailymotion.com/embed/video/x1' ) as $src ) {
			$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, ChapterWriter::create_video_chapter( $manga, array( 'name' => 'E' ), '<iframe src="' . $src . '"></iframe>' ) );
		}
		// Madara's visual editor wraps the embed in a paragraph: read past, as Madara's reader shows it.
		$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, ChapterWriter::create_video_chapter( $manga, array( 'name' => 'P' ), '<p><iframe src="https://www.youtube.com/embed/a"></iframe></p>' ) );
	}

	public function test_the_host_allowlist_is_filterable(): void {
		$manga = self::factory()->manga->create();
		$embed = '<iframe src="https://videos.example.org/embed/7"></iframe>';
		$this->assertWpError( 'yomu_video_host', ChapterWriter::create_video_chapter( $manga, array( 'name' => 'E' ), $embed ) );
		add_filter( 'yomu_video_hosts', static fn ( array $hosts ): array => array_merge( $hosts, array( 'videos.example.org' ) ) );
		$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, ChapterWriter::create_video_chapter( $manga, array( 'name' => 'E' ), $embed ) );
	}

	public function test_an_author_without_unfiltered_html_keeps_the_iframe(): void {
		$author = $this->create_user( array( 'role' => 'author' ) );
		wp_set_current_user( $author->ID );
		kses_init();
		$manga   = self::factory()->manga->create( array( 'post_author' => $author->ID ) );
		$chapter = ChapterWriter::create_video_chapter( $manga, array( 'name' => 'E' ), '<iframe src="https://player.vimeo.com/video/1"></iframe>' );
		$this->assertStringStartsWith( '<iframe src="https://player.vimeo.com/video/1"', ChapterRepository::text( $chapter ) );
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ), 'kses filters are restored' );
		wp_set_current_user( 0 );
		kses_init();
	}
}
