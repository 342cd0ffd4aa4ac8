<?php
/**
 * "Download as ZIP": an image chapter's pages in reading order, numbered and byte for byte as stored; a text
 * chapter as one HTML file; a video chapter, or pages on another host, refused with the reason.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\ChapterZip;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/ReadsZip.php';

final class ChapterZipTest extends TestCase {

	use ReadsZip;

	public function test_an_image_chapter_holds_its_pages_in_reading_order(): void {
		$manga   = self::factory()->manga->create( array( 'post_name' => 'tek-basina' ) );
		$chapter = self::factory()->chapter->image( $manga, array( 'name' => 'Bölüm 1' ), array( array( 40, 60 ), array( 50, 70 ), array( 30, 20 ) ) );
		$path    = ChapterZip::build( $chapter );
		$this->assertIsString( $path );

		$entries = $this->entries( $path );
		$this->assertSame( array( '001.png', '002.png', '003.png' ), array_keys( $entries ) );
		$sizes = array_map( static fn ( string $bytes ): array => array_slice( (array) getimagesizefromstring( $bytes ), 0, 2 ), array_values( $entries ) );
		$this->assertSame( array( array( 40, 60 ), array( 50, 70 ), array( 30, 20 ) ), $sizes );
		$stored = PageRows::get( $chapter->id, 'local' ) ?? array();
		$this->assertSame( file_get_contents( Paths::local_file( (string) $stored[1]['src'] ) ), $entries['002.png'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertSame( 'tek-basina-bolum-1.zip', ChapterZip::name( $chapter ) );
	}

	public function test_a_text_chapter_is_one_html_file_and_a_video_chapter_is_refused(): void {
		$novel = self::factory()->manga->create();
		update_post_meta( $novel, MetaKeys::CHAPTER_TYPE, 'text' );
		$chapter = self::factory()->chapter->text( $novel, array( 'name' => 'Bölüm 2' ), '<p>Yağmur yağıyordu.</p><script>x()</script>' );
		$entries = $this->entries( (string) ChapterZip::build( $chapter ) );
		$this->assertSame( array( 'bolum-2.html' ), array_keys( $entries ) );
		$this->assertStringContainsString( '<h1>Bölüm 2</h1>', $entries['bolum-2.html'] );
		$this->assertStringContainsString( '<p>Yağmur yağıyordu.</p>', $entries['bolum-2.html'] );
		$this->assertStringNotContainsString( '<script>', $entries['bolum-2.html'] );

		$drama = self::factory()->manga->create();
		update_post_meta( $drama, MetaKeys::CHAPTER_TYPE, 'video' );
		$refused = ChapterZip::build( self::factory()->chapter->video( $drama ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'yomu_zip_video', $refused->get_error_code() );
	}

	public function test_pages_on_another_host_are_refused(): void {
		$manga   = self::factory()->manga->create();
		$chapter = self::factory()->chapter->row_and_get(
			$manga,
			array( 'storage_in_use' => 'imgur' ),
			array( 'imgur' => array( 1 => array( 'src' => 'https://i.imgur.example/a.jpg', 'mime' => 'image/jpeg' ) ) ) // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		);
		$refused = ChapterZip::build( $chapter );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'yomu_zip_foreign', $refused->get_error_code() );
	}
}
