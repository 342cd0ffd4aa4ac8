<?php
/**
 * Image chapters from ZIP archives: the happy path, and every kind of archive that must be refused without
 * anything reaching the data folder.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Content\Storage\ZipImages;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.WP.AlternativeFunctions -- patching test archives byte by byte.

final class ZipImportTest extends ChapterTestCase {

	/**
	 * Every file under the data folder, relative.
	 *
	 * @return string[]
	 */
	private function data_files(): array {
		$files = array();
		if ( is_dir( Paths::data_dir() ) ) {
			$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( Paths::data_dir(), \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $iterator as $file ) {
				$files[] = substr( (string) $file, strlen( Paths::data_dir() ) );
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Asserts that importing the archive fails with the code and leaves no trace.
	 *
	 * @param string $code     Expected error code.
	 * @param string $zip_path Archive.
	 */
	private function assertRefused( string $code, string $zip_path ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid
		$manga  = self::factory()->manga->create();
		$before = $this->data_files();
		$this->assertWpError( $code, ChapterWriter::create_image_chapter_from_zip( $manga, array( 'name' => 'Chapter 1' ), $zip_path ) );
		$this->assertSame( 0, $this->chapter_count( $manga ) );
		$this->assertSame( $before, $this->data_files() );
		$this->assertSame( '', get_post_meta( $manga, MetaKeys::UNIQUE_ID, true ) );
	}

	/**
	 * Replaces a same-length placeholder in an archive's entry names (local headers and central directory).
	 *
	 * @param string $zip_path    Archive.
	 * @param string $placeholder Placeholder in the names.
	 * @param string $replacement Same-length replacement.
	 */
	private function patch_names( string $zip_path, string $placeholder, string $replacement ): void {
		$this->assertSame( strlen( $placeholder ), strlen( $replacement ) );
		$bytes = (string) file_get_contents( $zip_path );
		$this->assertSame( 2, substr_count( $bytes, $placeholder ) );
		file_put_contents( $zip_path, str_replace( $placeholder, $replacement, $bytes ) );
	}

	public function test_a_zip_becomes_a_chapter_in_natural_order_skipping_mac_clutter(): void {
		$manga   = self::factory()->manga->create();
		$zip     = $this->zip(
			array(
				'Chapter 1/'                 => null,
				'Chapter 1/10.jpg'           => $this->image_bytes( 100, 10 ),
				'Chapter 1/2.PNG'            => $this->image_bytes( 20, 10, 'png' ),
				'Chapter 1/1.webp'           => $this->image_bytes( 10, 10, 'webp' ),
				'Chapter 1/.DS_Store'        => "\0\0\0\1Bud1",
				'__MACOSX/Chapter 1/._2.PNG' => "\0\5\26\7 junk",
				'__MACOSX/evil.php'          => '<?php phpinfo();',
			)
		);
		$chapter = ChapterWriter::create_image_chapter_from_zip( $manga, array( 'name' => 'Chapter 1' ), $zip );
		$this->assertInstanceOf( Chapter::class, $chapter );
		$this->assertSame( array( 10, 20, 100 ), array_map( static fn ( $page ) => $page->width, ChapterRepository::pages( $chapter ) ) );
		$this->assertSame( array( '001.webp', '002.png', '003.jpg' ), $this->files_in( $manga, $chapter->folder() ) );
		$this->assertFileExists( $zip, 'the caller\'s upload is left alone' );
	}

	public function test_extract_reads_images_to_temporary_files_outside_uploads(): void {
		$files = ZipImages::extract( $this->zip( array( 'a/1.jpg' => $this->image_bytes( 5, 5 ) ) ) );
		$this->assertIsArray( $files );
		$this->assertCount( 1, $files );
		$this->track( $files[0]['path'] );
		$this->assertSame( 'a/1.jpg', $files[0]['name'] );
		$this->assertSame( rtrim( get_temp_dir(), '/' ), dirname( $files[0]['path'] ) );
		$this->assertSame( array(), $this->data_files() );
	}

	public function test_traversal_and_absolute_names_are_refused(): void {
		$image = $this->image_bytes( 5, 5 );
		foreach ( array( '../evil.jpg', 'Ch1/../../evil.jpg', '/etc/evil.jpg', 'C:/evil.jpg', 'Ch1/./1.jpg' ) as $name ) {
			$this->assertRefused( 'yomu_zip_unsafe_path', $this->zip( array( $name => $image ) ) );
		}
		$backslash = $this->zip( array( 'Ch1_1.jpg' => $image ) );
		$this->patch_names( $backslash, 'Ch1_1.jpg', 'Ch1\\1.jpg' );
		$this->assertRefused( 'yomu_zip_unsafe_path', $backslash );
	}

	public function test_a_nul_in_an_entry_name_never_reaches_the_disk(): void {
		// libzip itself hands a NUL back as a space; either way the name is only used for ordering.
		$nul = $this->zip( array( 'evil.php_.jpg' => $this->image_bytes( 5, 5 ) ) );
		$this->patch_names( $nul, 'evil.php_.jpg', "evil.php\0.jpg" );
		$manga   = self::factory()->manga->create();
		$chapter = ChapterWriter::create_image_chapter_from_zip( $manga, array( 'name' => 'A' ), $nul );
		$this->assertSame( array( '001.jpg' ), $this->files_in( $manga, $chapter->folder() ) );
	}

	public function test_non_images_anywhere_are_refused_including_the_macosx_name_trick(): void {
		$image = $this->image_bytes( 5, 5 );
		$cases = array(
			'Ch1/x__MACOSX.php'  => '<?php phpinfo();',
			'Ch1/__MACOSX.php'   => '<?php phpinfo();',
			'Ch1/readme.txt'     => 'hello',
			'Ch1/shell.php.jpg_' => '<?php',
			'Ch1/.htaccess'      => 'SetHandler application/x-httpd-php',
			'Ch1/page.svg'       => '<svg/>',
		);
		foreach ( $cases as $name => $bytes ) {
			$this->assertRefused(
				'yomu_zip_not_image',
				$this->zip(
					array(
						'Ch1/1.jpg' => $image,
						$name       => $bytes,
					)
				)
			);
		}
		// Named as an image, but PHP inside: refused by content.
		$this->assertRefused(
			'yomu_image_type',
			$this->zip(
				array(
					'Ch1/1.jpg' => $image,
					'Ch1/2.jpg' => '<?php system($_GET[0]);',
				)
			)
		);
	}

	public function test_links_and_encrypted_entries_are_refused(): void {
		$image   = $this->image_bytes( 5, 5 );
		$symlink = $this->zip(
			array(
				'Ch1/1.jpg' => $image,
				'Ch1/2.jpg' => '/etc/passwd',
			),
			static function ( \ZipArchive $zip ): void {
				$zip->setExternalAttributesName( 'Ch1/2.jpg', \ZipArchive::OPSYS_UNIX, 0120777 << 16 );
			}
		);
		$this->assertRefused( 'yomu_zip_link', $symlink );

		$encrypted = $this->zip(
			array( 'Ch1/1.jpg' => $image ),
			static function ( \ZipArchive $zip ): void {
				$zip->setEncryptionName( 'Ch1/1.jpg', \ZipArchive::EM_AES_256, 'secret' );
			}
		);
		$this->assertRefused( 'yomu_zip_encrypted', $encrypted );
	}

	public function test_zip_bombs_are_refused_before_and_while_reading(): void {
		$image = $this->image_bytes( 5, 5 );
		// Too many entries (folders count).
		$this->set_limits( array( 'zip_entries' => 3 ) );
		$this->assertRefused( 'yomu_zip_too_many_entries', $this->zip( array( 'a/' => null, 'a/1.jpg' => $image, 'a/2.jpg' => $image, 'a/3.jpg' => $image ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		remove_all_filters( 'yomu_upload_limits' );

		// One entry that inflates past the per-image limit (30 MB of zeros compress to a few KB).
		$bomb = $this->zip( array( 'a/1.jpg' => str_repeat( "\0", 30 * 1024 * 1024 ) ) );
		$this->assertLessThan( 200000, filesize( $bomb ) );
		$this->assertRefused( 'yomu_image_too_large', $bomb );

		// Many entries that together exceed the total.
		$this->set_limits( array( 'zip_bytes' => 3 * 1024 * 1024 ) );
		$this->assertRefused( 'yomu_zip_too_large', $this->zip( array( 'a/1.jpg' => str_repeat( "\0", 2 * 1024 * 1024 ), 'a/2.jpg' => str_repeat( "\0", 2 * 1024 * 1024 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	public function test_an_entry_that_lies_about_its_size_is_still_stopped(): void {
		$this->set_limits( array( 'image_bytes' => 1024 * 1024 ) );
		$zip   = $this->zip(
			array( 'a/1.jpg' => str_repeat( 'A', 5 * 1024 * 1024 ) ),
			static function ( \ZipArchive $zip ): void {
				$zip->setCompressionName( 'a/1.jpg', \ZipArchive::CM_DEFLATE );
			}
		);
		$bytes = (string) file_get_contents( $zip );
		$size  = pack( 'V', 5 * 1024 * 1024 );
		$this->assertSame( 2, substr_count( $bytes, $size ), 'the declared size appears in the local header and the central directory' );
		file_put_contents( $zip, str_replace( $size, pack( 'V', 100 ), $bytes ) );
		$archive = new \ZipArchive();
		$this->assertTrue( $archive->open( $zip ) );
		$this->assertSame( 100, $archive->statIndex( 0 )['size'] );
		$archive->close();
		$this->assertRefused( 'yomu_image_too_large', $zip );
	}

	public function test_archives_that_are_not_zips_or_hold_no_images_are_refused(): void {
		$this->assertRefused( 'yomu_zip_invalid', $this->temp_file( $this->image_bytes( 5, 5 ) ) );
		$this->assertRefused( 'yomu_zip_invalid', '/nonexistent.zip' );
		$this->assertRefused(
			'yomu_zip_empty',
			$this->zip(
				array(
					'a/'           => null,
					'__MACOSX/._a' => 'x',
				)
			)
		);
		$this->set_limits( array( 'chapter_pages' => 1 ) );
		$image = $this->image_bytes( 5, 5 );
		$this->assertRefused( 'yomu_too_many_pages', $this->zip( array( '1.jpg' => $image, '2.jpg' => $image ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	public function test_temporary_files_are_removed_after_an_import(): void {
		$before = Files::names( get_temp_dir() );
		ChapterWriter::create_image_chapter_from_zip( self::factory()->manga->create(), array( 'name' => 'A' ), $this->zip( array( '1.jpg' => $this->image_bytes( 5, 5 ), '2.jpg' => $this->image_bytes( 5, 5 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		ChapterWriter::create_image_chapter_from_zip( self::factory()->manga->create(), array( 'name' => 'A' ), $this->zip( array( '1.jpg' => $this->image_bytes( 5, 5 ), '2.jpg' => 'bad' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$after = Files::names( get_temp_dir() );
		$new   = array_filter( array_diff( $after, $before ), static fn ( $name ) => str_starts_with( $name, Files::temp_prefix() ) );
		// Only the two archives this test built remain (removed in tearDown); other processes' files do not count.
		$this->assertCount( 2, $new );
	}
}
