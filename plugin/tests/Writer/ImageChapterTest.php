<?php
/**
 * Image chapters are written exactly as Madara stores them (files, folder names, JSON, row columns) and read
 * back through ChapterRepository.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\VolumeWriter;
use Yomu\Core\Content\Storage\Paths;

require_once __DIR__ . '/ChapterTestCase.php';

final class ImageChapterTest extends ChapterTestCase {

	public function test_images_are_stored_in_natural_order_under_generated_names_with_madara_json(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_image_chapter(
			$manga,
			array(
				'name'        => 'Chapter 3',
				'name_extend' => 'The Return',
				'date'        => '2024-05-06 07:08:09',
			),
			array(
				$this->upload( '10.jpg', 30, 31 ),
				$this->upload( '2.png', 20, 21, 'png' ),
				$this->upload( '1.webp', 10, 11, 'webp' ),
			)
		);
		$this->assertInstanceOf( \Yomu\Core\Content\Chapter::class, $chapter );

		$unique = get_post_meta( $manga, MetaKeys::UNIQUE_ID, true );
		$this->assertMatchesRegularExpression( '/^manga_[0-9a-f]{13}$/', $unique );
		$folder = $chapter->folder();
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $folder );
		$this->assertSame( array( '001.webp', '002.png', '003.jpg' ), $this->files_in( $manga, $folder ) );

		$base = $unique . '/' . $folder . '/';
		$this->assertSame(
			array(
				'local' => array(
					'1' => array(
						'src'  => $base . '001.webp',
						'mime' => 'image/webp',
						'w'    => 10,
						'h'    => 11,
					),
					'2' => array(
						'src'  => $base . '002.png',
						'mime' => 'image/png',
						'w'    => 20,
						'h'    => 21,
					),
					'3' => array(
						'src'  => $base . '003.jpg',
						'mime' => 'image/jpeg',
						'w'    => 30,
						'h'    => 31,
					),
				),
			),
			$this->data_rows( $chapter->id )
		);

		$row = $this->chapter_row( $chapter->id );
		$this->assertSame( 'chapter-3', $row->chapter_slug );
		$this->assertSame( 'The Return', $row->chapter_name_extend );
		$this->assertSame( 'local', $row->storage_in_use );
		$this->assertSame( '2024-05-06 07:08:09', $row->date );
		$this->assertSame( get_gmt_from_date( '2024-05-06 07:08:09' ), $row->date_gmt );
		$this->assertSame( 1, (int) $row->chapter_status );
		$this->assertSame( 3.0, (float) $row->chapter_sort );
		$this->assertSame( array( 'uid' => $folder ), unserialize( $row->chapter_metas ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- checking Madara's stored format.
		$this->assertEqualsWithDelta( time(), (int) get_post_meta( $manga, MetaKeys::LATEST_UPDATE, true ), 5 );

		$pages = ChapterRepository::pages( $chapter );
		$this->assertCount( 3, $pages );
		$this->assertSame( Paths::data_url() . $base . '001.webp', $pages[0]->url );
		$this->assertSame( array( 30, 31, 'image/jpeg' ), array( $pages[2]->width, $pages[2]->height, $pages[2]->mime ) );
		$this->assertSame( array( 'image/webp', 10, 11 ), array( wp_getimagesize( Paths::data_dir() . $base . '001.webp' )['mime'], 10, 11 ) );
	}

	public function test_natural_order_puts_2_before_10(): void {
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Ch 1' ), array( $this->upload( 'P10.jpg', 10, 10 ), $this->upload( 'p2.jpg', 20, 20 ), $this->upload( 'p1.jpg', 30, 30 ) ) );
		$widths  = array_map( static fn ( $page ) => $page->width, ChapterRepository::pages( $chapter ) );
		$this->assertSame( array( 30, 20, 10 ), $widths );
	}

	public function test_folders_follow_the_slug_settings_when_encryption_is_off(): void {
		$this->set_setting( 'encrypt_manga_folder_name', '0' );
		$this->set_setting( 'encrypt_chapter_folder_name', '0' );
		$manga   = self::factory()->manga->create( array( 'post_name' => 'plain-folder-manga-' . strtolower( wp_generate_password( 6, false ) ) ) );
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertSame( get_post_field( 'post_name', $manga ), get_post_meta( $manga, MetaKeys::UNIQUE_ID, true ) );
		$this->assertSame( 'chapter-1', $chapter->folder() );
		$this->assertFileExists( Paths::data_dir() . get_post_field( 'post_name', $manga ) . '/chapter-1/001.jpg' );

		// A percent-encoded slug would break the image URL, so such a chapter gets a hashed folder instead.
		$japanese = ChapterWriter::create_image_chapter( $manga, array( 'name' => '第1話' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertStringStartsWith( '%', $japanese->slug );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $japanese->folder() );
	}

	public function test_an_existing_unique_id_is_kept(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, MetaKeys::UNIQUE_ID, 'manga_0123456789abc' );
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'One' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertFileExists( Paths::data_dir() . 'manga_0123456789abc/' . $chapter->folder() . '/001.jpg' );
	}

	public function test_slugs_are_unique_within_a_manga_and_sort_values_follow_index_or_name(): void {
		$manga = self::factory()->manga->create();
		$other = self::factory()->manga->create();
		$slugs = array();
		foreach ( array( 'Chapter 1', 'Chapter 1', 'chapter 1' ) as $name ) {
			$slugs[] = ChapterWriter::create_image_chapter( $manga, array( 'name' => $name ), array( $this->upload( 'a.jpg' ) ) )->slug;
		}
		$this->assertSame( array( 'chapter-1', 'chapter-1_1', 'chapter-1_2' ), $slugs );
		$this->assertSame( 'chapter-1', ChapterWriter::create_image_chapter( $other, array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) )->slug );

		$half  = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 12.5 - Part 2' ), array( $this->upload( 'a.jpg' ) ) );
		$index = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Chapter 99', 'index' => '7' ), array( $this->upload( 'a.jpg' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$extra = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Extra' ), array( $this->upload( 'a.jpg' ) ) );
		$this->assertSame( 12.5, $half->sort );
		$this->assertSame( array( 7, 7.0 ), array( $index->index, $index->sort ) );
		$this->assertSame( 0.0, $extra->sort );
	}

	public function test_bad_input_changes_nothing(): void {
		$manga  = self::factory()->manga->create();
		$other  = self::factory()->manga->create();
		$volume = VolumeWriter::create( $other, 'Elsewhere' );
		$good   = array( $this->upload( 'a.jpg' ) );

		$this->assertWpError( 'yomu_chapter_name_required', ChapterWriter::create_image_chapter( $manga, array( 'name' => '  ' ), $good ) );
		$this->assertWpError( 'yomu_invalid_volume', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A', 'volume_id' => $volume->id ), $good ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertWpError( 'yomu_invalid_chapter_date', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A', 'date' => '2024-02-30 10:00:00' ), $good ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertWpError( 'yomu_invalid_chapter_index', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A', 'index' => '1; DROP' ), $good ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$post = (int) wp_insert_post( array( 'post_title' => 'Not a manga' ) );
		$this->assertWpError( 'yomu_invalid_manga', ChapterWriter::create_image_chapter( $post, array( 'name' => 'A' ), $good ) );
		wp_delete_post( $post, true );
		$this->assertWpError( 'yomu_invalid_manga', ChapterWriter::create_image_chapter( 0, array( 'name' => 'A' ), $good ) );
		$this->assertWpError( 'yomu_no_images', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array() ) );
		$this->assertWpError( 'yomu_invalid_upload', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( 'not-an-array' ) ) );

		// One bad file among good ones refuses the whole chapter before anything is written.
		$fake = array(
			'path' => $this->temp_file( "<?php echo 'owned'; ?>" ),
			'name' => 'shell.jpg',
		);
		$this->assertWpError( 'yomu_image_type', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( $this->upload( '1.jpg' ), $fake ) ) );

		$this->assertSame( 0, $this->chapter_count( $manga ) );
		$this->assertSame( '', get_post_meta( $manga, MetaKeys::UNIQUE_ID, true ) );
		$this->assertFalse( metadata_exists( 'post', $manga, MetaKeys::LATEST_UPDATE ) );
	}

	public function test_a_chapter_holds_at_most_the_page_limit(): void {
		$this->set_limits( array( 'chapter_pages' => 2 ) );
		$manga = self::factory()->manga->create();
		$this->assertWpError( 'yomu_too_many_pages', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( $this->upload( '1.jpg' ), $this->upload( '2.jpg' ), $this->upload( '3.jpg' ) ) ) );
		$chapter = ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( $this->upload( '1.jpg' ), $this->upload( '2.jpg' ) ) );
		$this->assertWpError( 'yomu_too_many_pages', ChapterWriter::add_pages( $chapter->id, array( $this->upload( '3.jpg' ) ) ) );
		$this->assertSame( 500, \Yomu\Core\Content\Storage\Limits::DEFAULTS['chapter_pages'] );
	}

	public function test_image_chapters_are_refused_on_a_text_manga(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, 'text' );
		$this->assertWpError( 'yomu_chapter_type_mismatch', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( $this->upload( '1.jpg' ) ) ) );
	}
}
