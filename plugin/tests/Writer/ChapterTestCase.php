<?php
/**
 * Base for chapter storage tests: GD test images and ZIP archives in a private uploads folder, removed after
 * each test with the temporary files (the rows roll back with the test's transaction).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Writer;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schema;
use Yomu\Core\Content\Settings;
use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Tests\Factory\FileTracker;
use Yomu\Core\Tests\TestCase;

/**
 * Shared fixtures.
 */
abstract class ChapterTestCase extends TestCase {

	/**
	 * A private uploads folder for this test, so files from other processes using the site never mix in.
	 *
	 * @var string
	 */
	private string $uploads = '';

	/**
	 * The upload_dir filter that points WordPress at $uploads.
	 *
	 * @var callable|null
	 */
	private $uploads_filter = null;

	protected function setUp(): void {
		parent::setUp();
		$this->uploads        = get_temp_dir() . 'yomu-test-uploads-' . wp_generate_password( 10, false );
		$uploads              = $this->uploads;
		$this->uploads_filter = static function ( array $dirs ) use ( $uploads ): array {
			$dirs['basedir'] = $uploads;
			$dirs['path']    = $uploads . $dirs['subdir'];
			return $dirs;
		};
		add_filter( 'upload_dir', $this->uploads_filter );
	}

	protected function tearDown(): void {
		parent::tearDown();
		remove_filter( 'upload_dir', $this->uploads_filter );
		FileTracker::remove_tree( $this->uploads );
		remove_all_filters( 'yomu_upload_limits' );
		remove_all_filters( 'yomu_video_hosts' );
	}

	/**
	 * Changes one wp_manga_settings value for this test.
	 *
	 * @param string $key   Setting.
	 * @param string $value Value.
	 */
	protected function set_setting( string $key, string $value ): void {
		$settings         = (array) get_option( Settings::OPTION, array() );
		$settings[ $key ] = $value;
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Sets some upload limits for this test.
	 *
	 * @param array<string, int> $limits Limits to change.
	 */
	protected function set_limits( array $limits ): void {
		add_filter( 'yomu_upload_limits', static fn ( array $all ): array => array_merge( $all, $limits ) );
	}

	/**
	 * A new temporary file path, removed after the test.
	 *
	 * @param string $bytes Contents.
	 */
	protected function temp_file( string $bytes = '' ): string {
		return self::factory()->files->temp( $bytes );
	}

	/**
	 * Marks a file made by the code under test for deletion after the test.
	 *
	 * @param string $path File path.
	 */
	protected function track( string $path ): string {
		return self::factory()->files->file( $path );
	}

	/**
	 * Image bytes drawn with GD.
	 *
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $format jpeg, png, gif, webp or bmp.
	 */
	protected function image_bytes( int $width, int $height, string $format = 'jpeg' ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, $width - 1, $height - 1, (int) imagecolorallocate( $image, 200, 40, 90 ) );
		imagefilledrectangle( $image, 0, 0, (int) ( $width / 2 ), (int) ( $height / 2 ), (int) imagecolorallocate( $image, 20, 140, 220 ) );
		ob_start();
		switch ( $format ) {
			case 'png':
				imagepng( $image );
				break;
			case 'gif':
				imagegif( $image );
				break;
			case 'webp':
				imagewebp( $image );
				break;
			case 'bmp':
				imagebmp( $image );
				break;
			default:
				imagejpeg( $image, null, 85 );
		}
		return (string) ob_get_clean();
	}

	/**
	 * An uploaded-file entry for an image drawn with GD.
	 *
	 * @param string $name   Client file name.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $format Format.
	 * @return array{path: string, name: string}
	 */
	protected function upload( string $name, int $width = 40, int $height = 60, string $format = 'jpeg' ): array {
		return array(
			'path' => $this->temp_file( $this->image_bytes( $width, $height, $format ) ),
			'name' => $name,
		);
	}

	/**
	 * Builds a ZIP archive.
	 *
	 * @param array<string, string|null> $entries Entry name => contents (null for a folder entry).
	 * @param callable|null              $tweak   Called with the open ZipArchive before closing.
	 */
	protected function zip( array $entries, ?callable $tweak = null ): string {
		$path = $this->temp_file();
		$zip  = new \ZipArchive();
		$this->assertTrue( $zip->open( $path, \ZipArchive::OVERWRITE ) );
		foreach ( $entries as $name => $bytes ) {
			if ( null === $bytes ) {
				$zip->addEmptyDir( rtrim( $name, '/' ) );
			} else {
				$zip->addFromString( $name, $bytes );
			}
		}
		if ( $tweak ) {
			$tweak( $zip );
		}
		$this->assertTrue( $zip->close() );
		return $path;
	}

	/**
	 * The chapter row as stored.
	 *
	 * @param int $chapter_id Chapter ID.
	 */
	protected function chapter_row( int $chapter_id ): ?object {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The raw data JSON rows of a chapter, storage => decoded JSON.
	 *
	 * @param int $chapter_id Chapter ID.
	 * @return array<string, mixed>
	 */
	protected function data_rows( int $chapter_id ): array {
		global $wpdb;
		$table = Schema::tables()['data'];
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT storage, data FROM `$table` WHERE chapter_id = %d", $chapter_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$data  = array();
		foreach ( $rows as $row ) {
			$data[ $row->storage ] = json_decode( $row->data, true );
		}
		return $data;
	}

	/**
	 * File names in a chapter folder, sorted.
	 *
	 * @param int    $manga_id Manga post ID.
	 * @param string $folder   Chapter folder.
	 * @return string[]
	 */
	protected function files_in( int $manga_id, string $folder ): array {
		$names = Files::names( Paths::data_dir() . get_post_meta( $manga_id, MetaKeys::UNIQUE_ID, true ) . '/' . $folder );
		sort( $names );
		return $names;
	}

	/**
	 * Number of chapter rows of a manga.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	protected function chapter_count( int $manga_id ): int {
		global $wpdb;
		$table = Schema::tables()['chapters'];
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$table` WHERE post_id = %d", $manga_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Asserts a result is a WP_Error with the given code.
	 *
	 * @param string $code   Expected error code.
	 * @param mixed  $result Result.
	 */
	protected function assertWpError( string $code, $result ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's assertion naming.
		$this->assertInstanceOf( \WP_Error::class, $result, 'expected a WP_Error ' . $code );
		$this->assertSame( $code, $result->get_error_code(), $result->get_error_message() );
		$this->assertNotSame( '', $result->get_error_message() );
	}
}
