<?php
/**
 * "Download every chapter as ZIP": a folder per volume and per chapter in reading order, names kept (and made safe
 * and unique), chapters the site does not store named in not-included.txt, text chapters as HTML files; and the file
 * imports again into another manga with the same volumes, chapters and pages.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\MangaZip;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\ZipImages;
use Yomu\Core\Content\Volume;
use Yomu\Core\Content\VolumeWriter;
use Yomu\Core\Import\Importer;
use Yomu\Core\Import\ZipSource;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/ReadsZip.php';

final class MangaZipTest extends TestCase {

	use ReadsZip;

	/**
	 * A manga with two volumes (the second holding a chapter with a subtitle and two chapters of one name), a chapter
	 * without a volume, and a chapter whose pages are on another host.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function manga(): array {
		$manga = self::factory()->manga->create( array( 'post_name' => 'iki-cilt' ) );
		$one   = VolumeWriter::create( $manga, 'Cilt 1' );
		$two   = VolumeWriter::create( $manga, 'Cilt 2: Son?' );
		$this->assertInstanceOf( Volume::class, $one );
		$this->assertInstanceOf( Volume::class, $two );
		self::factory()->chapter->image( $manga, array( 'name' => 'Bölüm 1', 'volume_id' => $one->id, 'index' => 1 ), array( array( 40, 60 ), array( 50, 70 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		self::factory()->chapter->image( $manga, array( 'name' => 'Bölüm 2', 'name_extend' => 'Başlangıç', 'volume_id' => $two->id, 'index' => 2 ), array( array( 30, 20 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		self::factory()->chapter->image( $manga, array( 'name' => 'Ek', 'volume_id' => $two->id, 'index' => 3 ), array( array( 20, 20 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		self::factory()->chapter->image( $manga, array( 'name' => 'ek', 'volume_id' => $two->id, 'index' => 4 ), array( array( 25, 25 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		self::factory()->chapter->image( $manga, array( 'name' => 'Bölüm 5', 'index' => 5 ), array( array( 10, 10 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		self::factory()->chapter->row( $manga, array( 'chapter_name' => 'Dış', 'storage_in_use' => 'imgur', 'chapter_index' => 6 ), array( 'imgur' => array( 1 => array( 'src' => 'https://i.imgur.example/a.jpg', 'mime' => 'image/jpeg' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		return array( $manga, $two->id );
	}

	public function test_volumes_and_chapters_are_folders_in_reading_order_and_left_out_chapters_are_named(): void {
		list( $manga ) = $this->manga();
		$path          = MangaZip::build( $manga );
		$this->assertIsString( $path );
		$entries = $this->entries( $path );

		$this->assertSame(
			array(
				'Cilt 1/Bölüm 1/001.png',
				'Cilt 1/Bölüm 1/002.png',
				'Cilt 2- Son/Bölüm 2 -- Başlangıç/001.png',
				'Cilt 2- Son/Ek/001.png',
				'Cilt 2- Son/ek (2)/001.png',
				'Bölüm 5/001.png',
				ZipImages::EXPORT_NOTE,
			),
			array_keys( $entries )
		);
		$this->assertSame( array( 50, 70 ), array_slice( (array) getimagesizefromstring( $entries['Cilt 1/Bölüm 1/002.png'] ), 0, 2 ) );
		$this->assertStringContainsString( 'Dış: ', $entries[ ZipImages::EXPORT_NOTE ] );
		$this->assertSame( 'iki-cilt.zip', MangaZip::name( $manga ) );
	}

	public function test_the_archive_imports_again_with_the_same_volumes_chapters_and_pages(): void {
		list( $manga ) = $this->manga();
		$path          = (string) MangaZip::build( $manga );
		$copy          = self::factory()->manga->create();
		$source        = new ZipSource( $path );
		$plan          = Importer::plan( $copy, $source, '', false );
		$this->assertIsArray( $plan );
		$done = Importer::run( $copy, $plan, $source );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the test's own temporary file.
		$this->assertNull( $done['error'] );

		$shape = static function ( int $id ): array {
			$chapters = array();
			foreach ( ChapterRepository::grouped( $id, 'asc' ) as $group ) {
				foreach ( $group[1] as $chapter ) {
					$chapters[] = array( $group[0] ? $group[0]->name : '', $chapter->name, $chapter->name_extend, count( ChapterRepository::pages( $chapter ) ) );
				}
			}
			return $chapters;
		};
		// The same chapters in the same volumes with the same page counts (their order follows the import's indexes).
		$this->assertEqualsCanonicalizing(
			array(
				array( 'Cilt 1', 'Bölüm 1', '', 2 ),
				array( 'Cilt 2- Son', 'Bölüm 2', 'Başlangıç', 1 ),
				array( 'Cilt 2- Son', 'Ek', '', 1 ),
				array( 'Cilt 2- Son', 'ek (2)', '', 1 ),
				array( '', 'Bölüm 5', '', 1 ),
			),
			$shape( $copy )
		);
	}

	public function test_a_text_manga_gives_html_files_and_a_video_or_empty_manga_is_refused(): void {
		$novel = self::factory()->manga->create();
		update_post_meta( $novel, MetaKeys::CHAPTER_TYPE, 'text' );
		self::factory()->chapter->text( $novel, array( 'name' => 'Bölüm 1' ), '<p>Yağmur yağıyordu.</p>' );
		$path    = (string) MangaZip::build( $novel );
		$entries = $this->entries( $path );
		$this->assertSame( array( 'Bölüm 1.html' ), array_keys( $entries ) );
		$this->assertStringContainsString( '<p>Yağmur yağıyordu.</p>', $entries['Bölüm 1.html'] );

		$drama = self::factory()->manga->create();
		update_post_meta( $drama, MetaKeys::CHAPTER_TYPE, 'video' );
		self::factory()->chapter->video( $drama );
		$this->assertSame( 'yomu_zip_video', $this->error_code( MangaZip::build( $drama ) ) );
		$this->assertSame( 'yomu_zip_no_chapters', $this->error_code( MangaZip::build( self::factory()->manga->create() ) ) );

		$elsewhere = self::factory()->manga->create();
		self::factory()->chapter->row( $elsewhere, array( 'storage_in_use' => 'imgur' ), array( 'imgur' => array( 1 => array( 'src' => 'https://i.imgur.example/a.jpg' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'yomu_zip_nothing', $this->error_code( MangaZip::build( $elsewhere ) ) );
	}

	/**
	 * The error code of a refusal.
	 *
	 * @param mixed $result What build() returned.
	 */
	private function error_code( $result ): string {
		$this->assertInstanceOf( \WP_Error::class, $result );
		return $result->get_error_code();
	}
}
