<?php
/**
 * The doctor on shapes the fixture does not hold: rows added to the fixture's manga by this test (removed with
 * the fixture, which unloads everything through the manga IDs).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Doctor;

require_once __DIR__ . '/DoctorCase.php';

/**
 * Duplicate slugs, broken metas, a broken mirror, unplayable video, an empty text chapter, Picasa.
 */
final class ShapesTest extends DoctorCase {

	public function test_reports_rows_that_will_not_show_and_rows_that_still_show(): void {
		$odd   = (int) static::$fixture['odd'];
		$video = (int) static::$fixture['video'];
		$novel = (int) static::$fixture['novel'];
		$added = array();

		// A second chapter re-slugged to n-a (Madara on PHP 8.2): only one of the two can be reached.
		$added['na-2'] = $this->chapter_row( $odd, 'Chapter 9', 'n-a', 'imgur', 'a:1:{s:3:"uid";s:' );
		yomu_madara_fixture_data( $added['na-2'], 'imgur', yomu_madara_fixture_cloud_pages( array( 'https://i.imgur.com/Fx9aaaa.jpg' ) ) );
		// A mirror row that is not JSON next to the readable local list of "na".
		$this->raw_data( (int) static::$fixture['observed_chapters']['na'], 'amazon', '{"1":' );
		// Picasa, the other Google storage.
		$added['picasa'] = $this->chapter_row( $odd, 'Chapter 10', 'chapter-10', 'picasa', '' );
		yomu_madara_fixture_data( $added['picasa'], 'picasa', yomu_madara_fixture_cloud_pages( array( 'https://lh3.googleusercontent.com/x=w1600#A-1' ) ) );
		// Video: an embed from a site not on the allowlist, and two servers of which one is plain http.
		$added['v-bad']  = $this->body_chapter( $video, 'episode-3', '<iframe src="https://videos.example.net/e/1"></iframe>' );
		$added['v-half'] = $this->body_chapter( $video, 'episode-4', 'Main :: <iframe src="https://www.youtube.com/embed/abc"></iframe> || Backup :: <iframe src="http://player.vimeo.com/video/1"></iframe>' );
		// A text chapter whose body post is missing.
		$added['n-empty'] = $this->chapter_row( $novel, 'Chapter 4', 'chapter-4', null, '' );

		$report   = $this->report();
		$findings = array();
		foreach ( $report['findings'] as $finding ) {
			$findings[ $finding['code'] ] = $finding;
		}
		$ids = static fn ( string $code ): array => array_map( static fn ( array $item ): int => (int) $item['chapter'], $findings[ $code ]['items'] );

		$this->assertSame( array( $added['na-2'] ), $ids( 'slug_unroutable' ) );
		$this->assertStringContainsString( (string) static::$fixture['observed_chapters']['na'], (string) $findings['slug_unroutable']['items'][0]['detail'] );
		$this->assertSame( array( $added['na-2'] ), $ids( 'broken_metas' ) );
		$this->assertSame( array( (int) static::$fixture['observed_chapters']['na'] ), $ids( 'broken_json' ) );
		$this->assertSame( 'amazon', $findings['broken_json']['items'][0]['detail'] );
		$this->assertSame( array( (int) static::$fixture['observed_chapters']['gphotos'], $added['picasa'] ), $ids( 'storage_unserved' ) );
		$this->assertSame( array( $added['v-bad'] ), $ids( 'video_unshowable' ) );
		$this->assertSame( array( $added['v-half'] ), $ids( 'video_servers' ) );
		$this->assertSame( 'Backup', $findings['video_servers']['items'][0]['detail'] );
		$this->assertSame( array( $added['n-empty'] ), $ids( 'text_missing' ) );
		// The fixture's five, plus: the unreachable n-a, Picasa, the unplayable video, the empty text chapter.
		$this->assertSame( 5 + 4, $report['blocking'] );
	}

	/**
	 * Adds a chapter row.
	 *
	 * @param int         $manga   Manga.
	 * @param string      $name    Name.
	 * @param string      $slug    Slug.
	 * @param string|null $storage storage_in_use.
	 * @param string      $metas   Raw chapter_metas.
	 */
	private function chapter_row( int $manga, string $name, string $slug, ?string $storage, string $metas ): int {
		return yomu_madara_fixture_chapter(
			array(
				'post_id'        => $manga,
				'chapter_name'   => $name,
				'chapter_slug'   => $slug,
				'storage_in_use' => $storage,
				'chapter_metas'  => $metas,
				'date_gmt'       => '2024-05-01 10:00:00',
			)
		);
	}

	/**
	 * Adds a video chapter with its body post.
	 *
	 * @param int    $manga Manga.
	 * @param string $slug  Slug.
	 * @param string $body  post_content.
	 */
	private function body_chapter( int $manga, string $slug, string $body ): int {
		$id = $this->chapter_row( $manga, $slug, $slug, null, '' );
		yomu_madara_fixture_post(
			array(
				'post_type'    => 'chapter_text_content',
				'post_title'   => $id . '-' . $slug,
				'post_name'    => $id . '-' . $slug,
				'post_content' => $body,
				'post_date'    => '2024-05-01 10:00:00',
				'post_parent'  => $id,
			)
		);
		return $id;
	}

	/**
	 * Adds a page list row with raw data.
	 *
	 * @param int    $chapter Chapter.
	 * @param string $storage Storage.
	 * @param string $data    Raw data column.
	 */
	private function raw_data( int $chapter, string $storage, string $data ): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prefix . 'manga_chapters_data',
			array(
				'chapter_id' => $chapter,
				'storage'    => $storage,
				'data'       => $data,
			),
			array( '%d', '%s', '%s' )
		);
	}
}
