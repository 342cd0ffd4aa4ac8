<?php
/**
 * The data folder is protected against script execution and listing as soon as it is used.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage;

use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Content\Storage\DataDir;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

// phpcs:disable WordPress.WP.AlternativeFunctions -- reading and writing the test's own files.

final class DataDirTest extends ChapterTestCase {

	public function test_the_first_chapter_write_protects_the_data_folder(): void {
		$this->assertDirectoryDoesNotExist( Paths::data_dir() );
		ChapterWriter::create_image_chapter( self::factory()->manga->create(), array( 'name' => 'Chapter 1' ), array( $this->upload( 'a.jpg' ) ) );

		$htaccess = (string) file_get_contents( Paths::data_dir() . '.htaccess' );
		$this->assertStringContainsString( 'Options -Indexes', $htaccess );
		$this->assertMatchesRegularExpression( '/<FilesMatch "[^"]*php[^"]*phtml\|phar\|pht[^"]*">\s*<IfModule mod_authz_core\.c>\s*Require all denied/', $htaccess );
		$this->assertStringContainsString( 'php_flag engine off', $htaccess );
		$this->assertFileExists( Paths::data_dir() . 'index.php' );
		$this->assertStringNotContainsString( 'echo', (string) file_get_contents( Paths::data_dir() . 'index.php' ) );
	}

	public function test_existing_rules_are_kept_and_ours_added_once(): void {
		wp_mkdir_p( Paths::data_dir() );
		file_put_contents( Paths::data_dir() . '.htaccess', "Header set X-Owner yes\n" );
		$this->assertTrue( DataDir::ensure() );
		$this->assertTrue( DataDir::ensure() );
		$htaccess = (string) file_get_contents( Paths::data_dir() . '.htaccess' );
		$this->assertStringStartsWith( "Header set X-Owner yes\n", $htaccess );
		$this->assertSame( 1, substr_count( $htaccess, 'Require all denied' ) );
	}

	public function test_stored_folder_names_that_could_escape_are_refused(): void {
		$manga = self::factory()->manga->create();
		update_post_meta( $manga, \Yomu\Core\Content\MetaKeys::UNIQUE_ID, '../../plugins' );
		$this->assertWpError( 'yomu_storage_folder', ChapterWriter::create_image_chapter( $manga, array( 'name' => 'A' ), array( $this->upload( 'a.jpg' ) ) ) );
		$this->assertSame( 0, $this->chapter_count( $manga ) );
		foreach ( array( '', '.', '..', 'a/b', 'a\\b', "a\0b" ) as $name ) {
			$this->assertFalse( Paths::is_safe_segment( $name ), $name );
		}
		$this->assertSame( '', Paths::local_file( 'manga_1/../../../wp-config.php' ) );
		$this->assertSame( '', Paths::local_file( 'https://cdn.example/a.jpg' ) );
		$this->assertSame( Paths::data_dir() . 'manga_1/abc/001.jpg', Paths::local_file( 'manga_1/abc/001.jpg' ) );
	}
}
