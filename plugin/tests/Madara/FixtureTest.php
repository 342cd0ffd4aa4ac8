<?php
/**
 * The Madara fixture holds what a Madara 2.2.x site holds (MADARA.md §1.2–§1.4), so the tests built on it
 * prove something about real sites.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Madara;

require_once __DIR__ . '/FixtureCase.php';

/**
 * Raw rows and files of the fixture, read without Yomu's code.
 */
final class FixtureTest extends FixtureCase {

	public function test_page_lists_are_json_objects_keyed_from_one_with_only_src_and_mime(): void {
		global $wpdb;
		$ids  = implode( ',', array_map( 'intval', self::$fixture['chapters'] ) );
		$rows = $wpdb->get_results( "SELECT chapter_id, storage, data FROM {$wpdb->prefix}manga_chapters_data WHERE chapter_id IN ($ids)" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
		$this->assertCount( 9, $rows, 'eight chapters with pages, one of them with two storages' );
		foreach ( $rows as $row ) {
			$this->assertStringStartsWith( '{"1":{"src":"', $row->data, 'an object keyed from "1", slashes escaped as json_encode does' );
			$pages = json_decode( $row->data, true );
			$this->assertSame( range( 1, count( $pages ) ), array_keys( $pages ) );
			foreach ( $pages as $page ) {
				$this->assertSame( array( 'src', 'mime' ), array_keys( $page ), 'no w/h keys: Madara never stored sizes' );
				if ( 'local' === $row->storage ) {
					$this->assertStringStartsWith( self::$fixture['unique_id'] . '/', $page['src'], 'local src is relative to the data folder' );
					$this->assertFileExists( self::$fixture['data_dir'] . $page['src'] );
				} else {
					$this->assertStringStartsWith( 'https://', $page['src'], 'cloud src is an absolute URL' );
				}
			}
		}
	}

	public function test_chapter_metas_are_php_serialized_and_name_the_local_folder(): void {
		global $wpdb;
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT chapter_metas FROM {$wpdb->prefix}manga_chapters WHERE chapter_id = %d", self::id( 'ch1' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertStringStartsWith( 'a:2:{s:3:"uid";', $raw );
		$metas = unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- reading the test's own row.
		$this->assertSame( self::$fixture['folders']['ch1'], $metas['uid'] );
		$this->assertSame( '1200', $metas['AMP_Height'] );
		$this->assertDirectoryExists( self::$fixture['data_dir'] . self::$fixture['unique_id'] . '/' . $metas['uid'] );

		$legacy = $wpdb->get_row( $wpdb->prepare( "SELECT chapter_metas FROM {$wpdb->prefix}manga_chapters WHERE chapter_id = %d", self::id( 'ch4' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( '', $legacy->chapter_metas, 'rows older than the chapter_metas column hold the empty default' );
	}

	public function test_a_text_chapter_is_a_chapter_row_plus_a_chapter_text_content_post(): void {
		global $wpdb;
		$post = get_post( self::$fixture['text_posts']['n1'] );
		$this->assertSame( 'chapter_text_content', $post->post_type );
		$this->assertSame( self::id( 'n1' ), $post->post_parent, 'post_parent is the chapter_id, not a post' );
		$this->assertSame( self::id( 'n1' ) . '-chapter-1', $post->post_title );
		$data = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}manga_chapters_data WHERE chapter_id = %d", self::id( 'n1' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( '0', (string) $data, 'text chapters have no page list' );
	}

	public function test_unload_leaves_the_site_as_it_was(): void {
		$before  = self::counts();
		$another = yomu_madara_fixture_load();
		$this->assertGreaterThan( $before['chapters'], self::counts()['chapters'] );
		yomu_madara_fixture_unload( $another );
		$this->assertSame( $before, self::counts() );
		$this->assertDirectoryDoesNotExist( $another['data_dir'] . $another['unique_id'] );
	}

	/**
	 * Row counts of every table the fixture writes to.
	 *
	 * @return array<string, int>
	 */
	private static function counts(): array {
		global $wpdb;
		$counts = array();
		$tables = array(
			'posts'         => $wpdb->posts,
			'postmeta'      => $wpdb->postmeta,
			'terms'         => $wpdb->terms,
			'term_taxonomy' => $wpdb->term_taxonomy,
			'relationships' => $wpdb->term_relationships,
			'users'         => $wpdb->users,
			'usermeta'      => $wpdb->usermeta,
			'volumes'       => $wpdb->prefix . 'manga_volumes',
			'chapters'      => $wpdb->prefix . 'manga_chapters',
			'data'          => $wpdb->prefix . 'manga_chapters_data',
		);
		foreach ( $tables as $name => $table ) {
			$counts[ $name ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return $counts;
	}
}
