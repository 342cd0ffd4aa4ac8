<?php
/**
 * Adding, replacing, removing and reordering the pages of an image chapter, and deleting it.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Storage\Paths;

require_once __DIR__ . '/ChapterTestCase.php';

final class PagesTest extends ChapterTestCase {

	/**
	 * A chapter with pages 10, 20 and 30 pixels wide.
	 *
	 * @param int $manga Manga post ID.
	 */
	private function three_pages( int $manga ): Chapter {
		return ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( '1.jpg', 10, 5 ), $this->upload( '2.jpg', 20, 5 ), $this->upload( '3.jpg', 30, 5 ) ) );
	}

	/**
	 * Page widths and file names as read back through the repository.
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array<int, array{0: int, 1: string}>
	 */
	private function pages( Chapter $chapter ): array {
		return array_map( static fn ( $page ) => array( $page->width, wp_basename( $page->url ) ), ChapterRepository::pages( $chapter ) );
	}

	public function test_added_pages_come_after_the_existing_ones_with_new_file_names(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$result  = ChapterWriter::add_pages( $chapter->id, array( $this->upload( 'b10.png', 50, 5, 'png' ), $this->upload( 'b9.png', 40, 5, 'png' ) ) );
		$this->assertInstanceOf( Chapter::class, $result );
		$this->assertSame( array( array( 10, '001.jpg' ), array( 20, '002.jpg' ), array( 30, '003.jpg' ), array( 40, '004.png' ), array( 50, '005.png' ) ), $this->pages( $result ) );
		$this->assertSame( array( '001.jpg', '002.jpg', '003.jpg', '004.png', '005.png' ), $this->files_in( $manga, $chapter->folder() ) );
		$this->assertSame( range( 1, 5 ), array_map( 'intval', array_keys( $this->data_rows( $chapter->id )['local'] ) ) );
	}

	public function test_replaced_pages_delete_the_old_files_and_never_reuse_their_names(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$result  = ChapterWriter::replace_pages( $chapter->id, array( $this->upload( 'x.webp', 70, 5, 'webp' ) ) );
		$this->assertSame( array( array( 70, '004.webp' ) ), $this->pages( $result ) );
		$this->assertSame( array( '004.webp' ), $this->files_in( $manga, $chapter->folder() ) );
	}

	public function test_removed_pages_lose_their_files_and_the_rest_is_renumbered(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$result  = ChapterWriter::remove_pages( $chapter->id, array( '1', 3 ) );
		$this->assertSame( array( array( 20, '002.jpg' ) ), $this->pages( $result ) );
		$this->assertSame( array( '002.jpg' ), $this->files_in( $manga, $chapter->folder() ) );
		$this->assertSame( array( '1' ), array_map( 'strval', array_keys( $this->data_rows( $chapter->id )['local'] ) ) );
	}

	public function test_reordering_rewrites_the_list_only(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$result  = ChapterWriter::reorder_pages( $chapter->id, array( 3, 1, 2 ) );
		$this->assertSame( array( array( 30, '003.jpg' ), array( 10, '001.jpg' ), array( 20, '002.jpg' ) ), $this->pages( $result ) );
		$this->assertSame( array( '001.jpg', '002.jpg', '003.jpg' ), $this->files_in( $manga, $chapter->folder() ) );
	}

	public function test_bad_page_numbers_change_nothing(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$before  = $this->data_rows( $chapter->id );

		$this->assertWpError( 'yomu_invalid_page_numbers', ChapterWriter::remove_pages( $chapter->id, array( 4 ) ) );
		$this->assertWpError( 'yomu_invalid_page_numbers', ChapterWriter::remove_pages( $chapter->id, array( 0 ) ) );
		$this->assertWpError( 'yomu_invalid_page_numbers', ChapterWriter::remove_pages( $chapter->id, array( '../1' ) ) );
		$this->assertWpError( 'yomu_invalid_page_numbers', ChapterWriter::remove_pages( $chapter->id, array() ) );
		$this->assertWpError( 'yomu_last_page', ChapterWriter::remove_pages( $chapter->id, array( 1, 2, 3 ) ) );
		$this->assertWpError( 'yomu_invalid_page_order', ChapterWriter::reorder_pages( $chapter->id, array( 1, 2 ) ) );
		$this->assertWpError( 'yomu_invalid_page_order', ChapterWriter::reorder_pages( $chapter->id, array( 1, 1, 2 ) ) );
		$this->assertWpError( 'yomu_invalid_page_order', ChapterWriter::reorder_pages( $chapter->id, array( 1, 2, 4 ) ) );
		$this->assertWpError( 'yomu_image_corrupt', ChapterWriter::add_pages( $chapter->id, array( array( 'path' => $this->temp_file( "GIF89a\x01\x00\x01\x00<?php system(\$_GET[1]);" ), 'name' => 'x.gif' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertWpError( 'yomu_invalid_chapter', ChapterWriter::add_pages( 999999999, array( $this->upload( 'a.jpg' ) ) ) );

		$this->assertSame( $before, $this->data_rows( $chapter->id ) );
		$this->assertSame( array( '001.jpg', '002.jpg', '003.jpg' ), $this->files_in( $manga, $chapter->folder() ) );
	}

	public function test_a_madara_chapter_without_a_folder_gets_one_and_keeps_its_other_metas(): void {
		global $wpdb;
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$wpdb->update( Schema::tables()['chapters'], array( 'chapter_metas' => serialize( array( 'AMP_Height' => 900 ) ) ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Madara's stored format.
		$result = ChapterWriter::add_pages( $chapter->id, array( $this->upload( 'a.jpg', 40, 5 ) ) );
		$metas  = unserialize( $this->chapter_row( $chapter->id )->chapter_metas ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize
		$this->assertSame( 900, $metas['AMP_Height'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}(_\d+)?$/', $metas['uid'] );
		$this->assertNotSame( $chapter->folder(), $metas['uid'] );
		$this->assertCount( 4, ChapterRepository::pages( $result ) );
		$this->assertSame( array( '001.jpg' ), $this->files_in( $manga, $metas['uid'] ) );
	}

	public function test_pages_on_a_cloud_storage_are_not_edited(): void {
		global $wpdb;
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$wpdb->insert( Schema::tables()['data'], array( 'chapter_id' => $chapter->id, 'storage' => 'imgur', 'data' => '{"1":{"src":"https:\/\/i.imgur.com\/a.jpg","mime":"image\/jpeg"}}' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$wpdb->update( Schema::tables()['chapters'], array( 'storage_in_use' => 'imgur' ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertWpError( 'yomu_remote_pages', ChapterWriter::remove_pages( $chapter->id, array( 1 ) ) );
	}

	public function test_a_crafted_src_cannot_delete_files_outside_the_data_folder(): void {
		global $wpdb;
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$victim  = Paths::data_dir() . 'victim-' . wp_generate_password( 6, false ) . '.jpg';
		file_put_contents( $victim, 'keep me' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$outside = dirname( Paths::data_dir(), 2 ) . '/victim.jpg';
		file_put_contents( $outside, 'keep me' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$data             = $this->data_rows( $chapter->id )['local'];
		$data['1']['src'] = '../../victim.jpg';
		$data['2']['src'] = '/' . wp_basename( $victim );
		$wpdb->update( Schema::tables()['data'], array( 'data' => wp_json_encode( $data ) ), array( 'chapter_id' => $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		\Yomu\Core\Content\Cache::bump( $manga );

		ChapterWriter::remove_pages( $chapter->id, array( 1 ) );
		$this->assertFileExists( $outside );
		unlink( $outside ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		// A leading slash is read relative to the data folder, as Madara reads it: that file is the chapter's page.
		ChapterWriter::delete( $chapter->id );
		$this->assertFileDoesNotExist( $victim );
	}

	public function test_deleting_a_chapter_removes_its_rows_and_folder(): void {
		$manga   = self::factory()->manga->create();
		$chapter = $this->three_pages( $manga );
		$keep    = $this->three_pages( $manga );
		$dir     = Paths::data_dir() . get_post_meta( $manga, MetaKeys::UNIQUE_ID, true ) . '/' . $chapter->folder();
		$this->assertDirectoryExists( $dir );

		$this->assertTrue( ChapterWriter::delete( $chapter->id ) );
		$this->assertDirectoryDoesNotExist( $dir );
		$this->assertNull( $this->chapter_row( $chapter->id ) );
		$this->assertSame( array(), $this->data_rows( $chapter->id ) );
		$this->assertSame( array( $keep->id ), array_map( static fn ( $c ) => $c->id, ChapterRepository::reading_order( $manga ) ) );
		$this->assertSame( array( '001.jpg', '002.jpg', '003.jpg' ), $this->files_in( $manga, $keep->folder() ) );
		$this->assertWpError( 'yomu_invalid_chapter', ChapterWriter::delete( $chapter->id ) );
	}
}
